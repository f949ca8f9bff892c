import TestSupport
import Testing

@testable import ViewModelKit

private struct Settings: ViewModel {
  var wifi: ToggleViewModel
  var bluetooth: ToggleViewModel
}

@Suite struct ToggleViewModelTests {
  static let accessibility = Accessibility(
    label: "Wireless", hint: "Turns Wi-Fi on", identifier: "settings.wifi", traits: .selected)
  static let full = ToggleViewModel(
    isOn: true, label: "Wi-Fi", onChange: Action<Bool>("settings.wifi") { _ in }.disabled(),
    accessibility: accessibility)

  /// The members of the rendered root object, in the order they were written.
  private static func memberOrder(_ json: String) -> [String] {
    json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { line in
      String(line.dropFirst(3).prefix { $0 != "\"" })
    }
  }

  // MARK: Defaults and equality

  @Test func everyPropertyHasADefault() {
    let toggle = ToggleViewModel()
    #expect(toggle.isOn == false)
    #expect(toggle.label == "")
    #expect(toggle.onChange == nil)
    #expect(toggle.accessibility == Accessibility())
  }

  @Test func equalTogglesAreEqualAndHashEqualWhateverTheirClosures() {
    let copy = ToggleViewModel(
      isOn: true, label: "Wi-Fi",
      onChange: Action<Bool>("settings.wifi", isEnabled: false) { print($0) },
      accessibility: Self.accessibility)
    #expect(copy == Self.full)
    #expect(copy.hashValue == Self.full.hashValue)
  }

  @Test func changingAnyPropertyMakesTogglesUnequal() {
    let action = Action<Bool>("settings.wifi") { _ in }
    /// `full`, with the given properties changed.
    func toggle(
      isOn: Bool = true, label: String = "Wi-Fi", onChange: Action<Bool>? = action.disabled(),
      accessibility: Accessibility = Self.accessibility
    ) -> ToggleViewModel {
      ToggleViewModel(isOn: isOn, label: label, onChange: onChange, accessibility: accessibility)
    }
    #expect(toggle() == Self.full)
    let variants = [
      toggle(isOn: false), toggle(label: "WiFi"), toggle(onChange: nil), toggle(onChange: action),
      toggle(onChange: Action<Bool>("settings.bluetooth") { _ in }.disabled()),
      toggle(accessibility: Accessibility()),
    ]
    for variant in variants {
      #expect(variant != Self.full)
    }
  }

  // MARK: Text rendering

  @Test func defaultToggleRendersAsOff() throws {
    #expect(try TextRenderer().render(ToggleViewModel()) == "Toggle \"\" off\n")
  }

  @Test func toggleWithEveryPropertySetShowsEveryPartAndAccessibilityBelow() throws {
    let expected = """
      Toggle "Wi-Fi" on onChange: → settings.wifi (disabled)
        accessibility: label "Wireless" hint "Turns Wi-Fi on" identifier "settings.wifi" traits [selected]

      """
    #expect(try TextRenderer().render(Self.full) == expected)
  }

  @Test func togglesInsideAStructAreIndentedFieldLines() throws {
    let settings = Settings(
      wifi: ToggleViewModel(
        isOn: true, label: "Wi-Fi", onChange: Action<Bool>("settings.wifi") { _ in }),
      bluetooth: ToggleViewModel(
        label: "Bluetooth", accessibility: Accessibility(hint: "Pairs devices")))
    let expected = """
      Settings
        wifi: Toggle "Wi-Fi" on onChange: → settings.wifi
        bluetooth: Toggle "Bluetooth" off
          accessibility: hint "Pairs devices"

      """
    #expect(try TextRenderer().render(settings) == expected)
  }

  // MARK: JSON rendering

  @Test func defaultToggleJSONHasNullOnChangeAndNoAccessibility() throws {
    let json = try ParsedJSON(try JSONRenderer().render(ToggleViewModel()))
    #expect(json.keys == ["type", "isOn", "label", "onChange"])
    #expect(json["type"]?.string == "Toggle")
    #expect(json["isOn"]?.bool == false)
    #expect(json["label"]?.string == "")
    #expect(json["onChange"]?.isNull == true)
    #expect(json["accessibility"] == nil)
  }

  @Test func fullToggleJSONHasEveryMember() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Self.full))
    #expect(json["type"]?.string == "Toggle")
    #expect(json["isOn"]?.bool == true)
    #expect(json["label"]?.string == "Wi-Fi")
    #expect(json["onChange"]?.keys == ["id", "isEnabled"])
    #expect(json["onChange"]?["id"]?.string == "settings.wifi")
    #expect(json["onChange"]?["isEnabled"]?.bool == false)
    let accessibility = try #require(json["accessibility"])
    #expect(accessibility["label"]?.string == "Wireless")
    #expect(accessibility["hint"]?.string == "Turns Wi-Fi on")
    #expect(accessibility["identifier"]?.string == "settings.wifi")
    #expect(accessibility["traits"]?[0]?.string == "selected")
  }

  @Test func enabledActionJSONHasOnlyItsID() throws {
    let toggle = ToggleViewModel(onChange: Action<Bool>("settings.wifi") { _ in })
    let json = try ParsedJSON(try JSONRenderer().render(toggle))
    #expect(json["onChange"]?.keys == ["id"])
    #expect(json["onChange"]?["id"]?.string == "settings.wifi")
  }

  @Test func toggleJSONMembersAreInDeclarationOrder() throws {
    let rendered = try JSONRenderer().render(Self.full)
    #expect(Self.memberOrder(rendered) == ["type", "isOn", "label", "onChange", "accessibility"])
  }

  @MainActor @Test func flippingPassesTheNewStateToTheAction() {
    @MainActor final class Log { var states: [Bool] = [] }
    let log = Log()
    let toggle = ToggleViewModel(onChange: Action("settings.wifi") { log.states.append($0) })
    toggle.onChange?(true)
    toggle.onChange?.disabled()(false)
    #expect(log.states == [true])
  }
}
