/// An on/off switch with a label: what a `UISwitch` or SwiftUI `Toggle` is set from.
///
/// ```swift
/// let wifi = ToggleViewModel(
///   isOn: true, label: "Wi-Fi", onChange: Action("settings.wifi") { print("on:", $0) })
/// print(try TextRenderer().render(wifi), terminator: "")
/// wifi.onChange?(false)
/// ```
/// ```text
/// Toggle "Wi-Fi" on onChange: → settings.wifi
/// on: false
/// ```
public struct ToggleViewModel: ViewModel, Hashable {
  /// Whether the switch is on.
  public let isOn: Bool
  /// The text beside the switch.
  public let label: String
  /// What flipping the switch does, given the new state.
  public let onChange: Action<Bool>?
  /// What assistive technologies announce.
  public let accessibility: Accessibility

  /// Creates a toggle; every property has a default.
  public init(
    isOn: Bool = false, label: String = "", onChange: Action<Bool>? = nil,
    accessibility: Accessibility = Accessibility()
  ) {
    self.isOn = isOn
    self.label = label
    self.onChange = onChange
    self.accessibility = accessibility
  }
}

extension ToggleViewModel: Component {
  package static var typeName: String { "Toggle" }

  /// Text renderings show `Toggle "label" on` or `off`, then `onChange: → id`.
  func writeCompactText(into line: inout CompactTextWriter) {
    let (label, isOn) = (label, isOn)
    line.part(ComponentKey.label) { $0.quoted(label) }
    line.part(ComponentKey.isOn) { $0.word(isOn ? "on" : "off") }
    line.action("onChange:", onChange, field: .onChange)
  }

  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool)
    throws
  {
    if !isText {
      try container.encode(isOn, forKey: .isOn)
      try container.encode(label, forKey: .label)
      try container.encodeIfPresent(onChange, forKey: .onChange)
    }
    try container.encodeAccessibility(accessibility)
  }
}
