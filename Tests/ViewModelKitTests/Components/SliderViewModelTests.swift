import TestSupport
import Testing

@testable import ViewModelKit

@Suite struct SliderViewModelTests {
  static let accessibility = Accessibility(label: "Volume", identifier: "player.volume")
  static let full = SliderViewModel(
    value: 4, range: 0...10, step: 0.5, onChange: Action<Double>("player.volume") { _ in },
    accessibility: accessibility)

  // MARK: Defaults and equality

  @Test func everyPropertyHasADefault() {
    let slider = SliderViewModel()
    #expect(slider.value == 0)
    #expect(slider.range == 0...1)
    #expect(slider.step == nil)
    #expect(slider.onChange == nil)
    #expect(slider.accessibility == Accessibility())
    #expect(slider.isValueInRange)
    #expect(slider.isStepValid)
  }

  @Test func equalSlidersAreEqualAndHashEqualWhateverTheirClosures() {
    let copy = SliderViewModel(
      value: 4, range: 0...10, step: 0.5, onChange: Action<Double>("player.volume") { print($0) },
      accessibility: Self.accessibility)
    #expect(copy == Self.full)
    #expect(copy.hashValue == Self.full.hashValue)
  }

  @Test func changingAnyPropertyMakesSlidersUnequal() {
    let action = Action<Double>("player.volume") { _ in }
    let variants = [
      SliderViewModel(value: 5, range: 0...10, step: 0.5, onChange: action),
      SliderViewModel(value: 4, range: 0...11, step: 0.5, onChange: action),
      SliderViewModel(value: 4, range: 0...10, step: nil, onChange: action),
      SliderViewModel(value: 4, range: 0...10, step: 0.5, onChange: action.disabled()),
      SliderViewModel(value: 4, range: 0...10, step: 0.5, onChange: nil),
    ]
    for variant in variants {
      #expect(variant != SliderViewModel(value: 4, range: 0...10, step: 0.5, onChange: action))
    }
    #expect(SliderViewModel(value: 4, range: 0...10, step: 0.5, onChange: action) != Self.full)
  }

  // MARK: Out of range

  @Test func aValueOutsideTheRangeIsKeptAndMarkedInText() throws {
    let above = SliderViewModel(value: 12, range: 0...10)
    #expect(above.value == 12)
    #expect(!above.isValueInRange)
    #expect(try TextRenderer().render(above) == "Slider 12 (out of range) range 0...10\n")
    let below = SliderViewModel(value: -0.5)
    #expect(try TextRenderer().render(below) == "Slider -0.5 (out of range) range 0...1\n")
    #expect(
      try TextRenderer().render(SliderViewModel(value: 10, range: 0...10))
        == "Slider 10 range 0...10\n")
  }

  @Test func notANumberIsOutOfRangeAndRendersWithoutFailing() throws {
    let slider = SliderViewModel(value: .nan, range: -.infinity...(.infinity), step: .nan)
    #expect(!slider.isValueInRange)
    #expect(!slider.isStepValid)
    #expect(
      try TextRenderer().render(slider)
        == "Slider nan (out of range) range -inf...inf step nan (invalid)\n")
    let json = try ParsedJSON(try JSONRenderer().render(slider))
    #expect(json["value"]?.string == "NaN")
    #expect(json["range"]?[0]?.string == "-Infinity")
  }

  @Test func aStepThatIsNotPositiveIsMarkedInvalid() throws {
    #expect(!SliderViewModel(step: 0).isStepValid)
    #expect(!SliderViewModel(step: -1).isStepValid)
    #expect(
      try TextRenderer().render(SliderViewModel(step: -1))
        == "Slider 0 range 0...1 step -1 (invalid)\n")
  }

  // MARK: Text rendering

  @Test func defaultSliderRendersItsValueAndRange() throws {
    #expect(try TextRenderer().render(SliderViewModel()) == "Slider 0 range 0...1\n")
  }

  @Test func sliderWithEveryPropertySetShowsEveryPartAndAccessibilityBelow() throws {
    let expected = """
      Slider 4 range 0...10 step 0.5 onChange: → player.volume
        accessibility: label "Volume" identifier "player.volume"

      """
    #expect(try TextRenderer().render(Self.full) == expected)
  }

  // MARK: JSON rendering

  @Test func defaultSliderJSONHasNullStepAndOnChange() throws {
    let json = try ParsedJSON(try JSONRenderer().render(SliderViewModel()))
    #expect(json.keys == ["type", "value", "range", "step", "onChange"])
    #expect(json["type"]?.string == "Slider")
    #expect(json["value"]?.double == 0)
    #expect(json["range"]?.count == 2)
    #expect(json["step"]?.isNull == true)
    #expect(json["onChange"]?.isNull == true)
  }

  @Test func fullSliderJSONHasEveryMember() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Self.full))
    #expect(json["value"]?.double == 4)
    #expect(json["range"]?[0]?.double == 0)
    #expect(json["range"]?[1]?.double == 10)
    #expect(json["step"]?.double == 0.5)
    #expect(json["onChange"]?["id"]?.string == "player.volume")
    #expect(json["accessibility"]?["label"]?.string == "Volume")
  }

  @Test func anOutOfRangeValueIsKeptInJSON() throws {
    let json = try ParsedJSON(try JSONRenderer().render(SliderViewModel(value: 3)))
    #expect(json["value"]?.double == 3)
  }

  @MainActor @Test func draggingPassesTheNewValueToTheAction() {
    @MainActor final class Log { var values: [Double] = [] }
    let log = Log()
    let slider = SliderViewModel(onChange: Action("player.volume") { log.values.append($0) })
    slider.onChange?(0.75)
    slider.onChange?.disabled()(0.25)
    #expect(log.values == [0.75])
  }

  @Test func stacksAndWrappersTakeSliders() throws {
    let stack = StackViewModel(children: [SliderViewModel(value: 0.5)])
    #expect(stack.children[0] == AnyViewModel(SliderViewModel(value: 0.5)))
    let json = try ParsedJSON(try JSONRenderer().render(stack))
    #expect(json["children"]?[0]?["type"]?.string == "Slider")
  }
}
