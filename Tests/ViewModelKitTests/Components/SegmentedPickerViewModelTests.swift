import TestSupport
import Testing

@testable import ViewModelKit

@Suite struct SegmentedPickerViewModelTests {
  static let accessibility = Accessibility(label: "Range", identifier: "calendar.range")
  static let options: [SegmentedPickerViewModel.Option] = [
    .init(id: "day", title: "Day"), .init(id: "week", title: "Week"),
    .init(id: "month", title: "Month"),
  ]
  static let full = SegmentedPickerViewModel(
    options: options, selection: "week",
    onChange: Action<String>("calendar.range") { _ in }, accessibility: accessibility)

  // MARK: Defaults and equality

  @Test func everyPropertyHasADefault() {
    let picker = SegmentedPickerViewModel()
    #expect(picker.options.isEmpty)
    #expect(picker.selection == nil)
    #expect(picker.onChange == nil)
    #expect(picker.accessibility == Accessibility())
    #expect(picker.isSelectionAnOption)
    #expect(picker.hasUniqueIDs)
  }

  @Test func equalPickersAreEqualAndHashEqualWhateverTheirClosures() {
    let copy = SegmentedPickerViewModel(
      options: Self.options, selection: "week",
      onChange: Action<String>("calendar.range") { print($0) }, accessibility: Self.accessibility)
    #expect(copy == Self.full)
    #expect(copy.hashValue == Self.full.hashValue)
  }

  @Test func changingAnyPropertyMakesPickersUnequal() {
    let action = Action<String>("calendar.range") { _ in }
    let renamed = [Self.options[0], .init(id: "week", title: "Weeks"), Self.options[2]]
    let variants = [
      SegmentedPickerViewModel(options: renamed, selection: "week", onChange: action),
      SegmentedPickerViewModel(options: Self.options, selection: "day", onChange: action),
      SegmentedPickerViewModel(options: Self.options, selection: nil, onChange: action),
      SegmentedPickerViewModel(options: Self.options, selection: "week", onChange: nil),
      SegmentedPickerViewModel(
        options: Array(Self.options.reversed()), selection: "week", onChange: action),
    ]
    let base = SegmentedPickerViewModel(options: Self.options, selection: "week", onChange: action)
    for variant in variants {
      #expect(variant != base)
    }
    #expect(base != Self.full)
  }

  // MARK: Selections that are not options

  @Test func aSelectionThatIsNotAnOptionIsKeptAndMarkedInText() throws {
    let picker = SegmentedPickerViewModel(options: Self.options, selection: "year")
    #expect(picker.selection == "year")
    #expect(!picker.isSelectionAnOption)
    #expect(
      try TextRenderer().render(picker)
        == "SegmentedPicker day \"Day\" week \"Week\" month \"Month\""
        + " selection year (not an option)\n")
    let empty = SegmentedPickerViewModel(selection: "day")
    #expect(try TextRenderer().render(empty) == "SegmentedPicker selection day (not an option)\n")
  }

  @Test func optionsThatShareAnIDAreMarked() throws {
    let picker = SegmentedPickerViewModel(options: [
      .init(id: "a", title: "One"), .init(id: "a", title: "Two"),
    ])
    #expect(!picker.hasUniqueIDs)
    #expect(
      try TextRenderer().render(picker)
        == "SegmentedPicker a \"One\" a \"Two\" (duplicate ids) no selection\n")
  }

  // MARK: Text rendering

  @Test func defaultPickerRendersWithNoSelection() throws {
    #expect(
      try TextRenderer().render(SegmentedPickerViewModel()) == "SegmentedPicker no selection\n")
  }

  @Test func pickerWithEveryPropertySetShowsEveryPartAndAccessibilityBelow() throws {
    let expected = """
      SegmentedPicker day "Day" week "Week" month "Month" selection week \
      onChange: → calendar.range
        accessibility: label "Range" identifier "calendar.range"

      """
    #expect(try TextRenderer().render(Self.full) == expected)
  }

  @Test func idsThatAreNotOneWordAreQuotedSoTheLineStaysReadable() throws {
    let picker = SegmentedPickerViewModel(
      options: [.init(id: "two words", title: "Line\nbreak")], selection: "two words")
    #expect(
      try TextRenderer().render(picker)
        == "SegmentedPicker \"two words\" \"Line\\nbreak\" selection \"two words\"\n")
  }

  // MARK: JSON rendering

  @Test func defaultPickerJSONHasEmptyOptionsAndNullSelection() throws {
    let json = try ParsedJSON(try JSONRenderer().render(SegmentedPickerViewModel()))
    #expect(json.keys == ["type", "options", "selection", "onChange"])
    #expect(json["type"]?.string == "SegmentedPicker")
    #expect(json["options"]?.count == 0)
    #expect(json["selection"]?.isNull == true)
    #expect(json["onChange"]?.isNull == true)
  }

  @Test func fullPickerJSONHasEveryMember() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Self.full))
    #expect(json["options"]?.count == 3)
    #expect(json["options"]?[1]?.keys == ["id", "title"])
    #expect(json["options"]?[1]?["id"]?.string == "week")
    #expect(json["options"]?[1]?["title"]?.string == "Week")
    #expect(json["selection"]?.string == "week")
    #expect(json["onChange"]?["id"]?.string == "calendar.range")
    #expect(json["accessibility"]?["label"]?.string == "Range")
  }

  @MainActor @Test func pickingPassesTheOptionsIDToTheAction() {
    @MainActor final class Log { var ids: [String] = [] }
    let log = Log()
    let picker = SegmentedPickerViewModel(
      options: Self.options, onChange: Action("calendar.range") { log.ids.append($0) })
    picker.onChange?("month")
    picker.onChange?.disabled()("day")
    #expect(log.ids == ["month"])
  }

  @Test func stacksAndWrappersTakePickers() throws {
    let stack = StackViewModel(children: [SegmentedPickerViewModel(options: Self.options)])
    #expect(stack.children[0] == AnyViewModel(SegmentedPickerViewModel(options: Self.options)))
    let json = try ParsedJSON(try JSONRenderer().render(stack))
    #expect(json["children"]?[0]?["type"]?.string == "SegmentedPicker")
  }
}
