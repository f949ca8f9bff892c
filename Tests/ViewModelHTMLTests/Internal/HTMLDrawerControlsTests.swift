import Foundation
import TestSupport
import Testing
import ViewModelAccessibility
import ViewModelHTML
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

/// How sliders, progress and segmented pickers draw, from their JSON
/// renderings, as HTMLRenderer and the gallery draw them; values out of
/// range draw at the nearer end, and hostile strings stay text.
@Suite struct HTMLDrawerControlsTests {
  private func drawn(_ value: some Encodable, changed: Set<String> = []) throws -> String {
    let json = try JSONValue(parsing: try JSONRenderer().renderUTF8(value))
    let paths = try changed.map { try #require(FieldPath(parsing: $0)) }
    return HTMLDrawing.fragment(json, title: nil, changed: Set(paths))
  }

  private static let options: [SegmentedPickerViewModel.Option] = [
    .init(id: "day", title: "Day"), .init(id: "week", title: "Week"),
  ]

  // MARK: Sliders

  @Test func aSliderFillsItsTrackUpToTheThumbAtItsValue() throws {
    let html = try drawn(
      SliderViewModel(value: 2.5, range: 0...10, step: 0.5, onChange: Action("volume") { _ in }))
    #expect(
      html.contains(
        "<div class=\"vmk-slider\" title=\"onChange: → volume\nstep 0.5\" role=\"slider\">"))
    #expect(
      html.contains(
        "<div class=\"vmk-slider-fill\" style=\"width:25%\"><span class=\"vmk-slider-thumb\">"))
    #expect(html.contains("<span class=\"vmk-slider-value\">2.5</span>"))
  }

  @Test func aSliderValueOutOfRangeDrawsAtTheNearerEndAndSaysSo() throws {
    let above = try drawn(SliderViewModel(value: 12, range: 0...10))
    #expect(above.contains("class=\"vmk-slider vmk-out-of-range\""))
    #expect(above.contains("value out of range"))
    #expect(above.contains("style=\"width:100%\""))
    let below = try drawn(SliderViewModel(value: -3, range: 0...10))
    #expect(below.contains("style=\"width:0%\""))
    let nan = try drawn(SliderViewModel(value: .nan, range: 0...1))
    #expect(nan.contains("<div class=\"vmk-slider-fill\"><span"))
    let point = try drawn(SliderViewModel(value: 1, range: 1...1))
    #expect(point.contains("style=\"width:0%\""))
  }

  @Test func aSnapshotWithAnUpsideDownRangeDrawsWithoutFailing() {
    let slider = JSONValue.object([
      (key: "type", value: .string("Slider")), (key: "value", value: .number("5")),
      (key: "range", value: .array([.number("10"), .number("0")])),
    ])
    let html = HTMLDrawing.fragment(slider, title: nil, changed: [])
    #expect(html.contains("vmk-slider vmk-out-of-range"))
    #expect(html.contains("<div class=\"vmk-slider-fill\" style=\"width:0%\">"))
  }

  // MARK: Progress

  @Test func progressWithAFractionIsABarFilledThatFar() throws {
    let html = try drawn(ProgressViewModel(fraction: 0.4, label: "Uploading"))
    #expect(html.contains("<div class=\"vmk-progress\" title=\"40%\" role=\"progressbar\">"))
    #expect(html.contains("<span class=\"vmk-progress-label\">Uploading</span>"))
    #expect(html.contains("<div class=\"vmk-progress-fill\" style=\"width:40%\"></div>"))
    #expect(!html.contains("vmk-spinner"))
  }

  @Test func indeterminateProgressIsASpinner() throws {
    let html = try drawn(ProgressViewModel())
    #expect(html.contains("class=\"vmk-progress vmk-indeterminate\" title=\"indeterminate\""))
    #expect(html.contains("<span class=\"vmk-spinner\"></span>"))
    #expect(!html.contains("vmk-progress-fill"))
  }

  @Test func aFractionOutOfRangeFillsNoFurtherThanTheEnds() throws {
    let over = try drawn(ProgressViewModel(fraction: 1.5))
    #expect(over.contains("vmk-progress vmk-out-of-range"))
    #expect(over.contains("fraction out of range"))
    #expect(over.contains("style=\"width:100%\""))
    #expect(try drawn(ProgressViewModel(fraction: -1)).contains("style=\"width:0%\""))
  }

  // MARK: Segmented pickers

  @Test func aSegmentedPickerHighlightsTheSelectedSegment() throws {
    let html = try drawn(
      SegmentedPickerViewModel(
        options: Self.options, selection: "week", onChange: Action("calendar.range") { _ in }))
    #expect(html.contains("title=\"onChange: → calendar.range\nselection: week\""))
    #expect(html.contains("<span class=\"vmk-segment\" title=\"id: day\">Day</span>"))
    #expect(
      html.contains("<span class=\"vmk-segment vmk-selected\" title=\"id: week\">Week</span>"))
  }

  @Test func aSelectionThatIsNotAnOptionHighlightsNothingAndSaysSo() throws {
    let html = try drawn(SegmentedPickerViewModel(options: Self.options, selection: "year"))
    #expect(html.contains("vmk-segmented vmk-out-of-range"))
    #expect(html.contains("the selection is not an option"))
    #expect(!html.contains("vmk-selected"))
    #expect(try drawn(SegmentedPickerViewModel()).contains(">no options</span>"))
  }

  @Test func controlsWhoseActionIsDisabledLookDisabled() throws {
    let slider = SliderViewModel(onChange: Action("volume") { _ in }.disabled())
    #expect(try drawn(slider).contains("class=\"vmk-slider vmk-disabled\""))
    #expect(try drawn(slider).contains("onChange: → volume (disabled)"))
    let picker = SegmentedPickerViewModel(onChange: Action("range") { _ in }.disabled())
    #expect(try drawn(picker).contains("class=\"vmk-segmented vmk-disabled\""))
  }

  @Test func aChangedControlIsOutlined() throws {
    let html = try drawn(SegmentedPickerViewModel(options: Self.options), changed: [""])
    #expect(html.contains("class=\"vmk-segmented vmk-changed\""))
  }

  // MARK: Safety

  private struct Controls: ViewModel {
    var slider: SliderViewModel
    var progress: ProgressViewModel
    var picker: SegmentedPickerViewModel
  }

  private func controls(_ text: String) -> Controls {
    let accessibility = Accessibility(label: text, hint: text, identifier: text)
    return Controls(
      slider: SliderViewModel(
        value: 2, range: 0...1, onChange: Action(ActionID(text)) { _ in },
        accessibility: accessibility),
      progress: ProgressViewModel(fraction: 7, label: text, accessibility: accessibility),
      picker: SegmentedPickerViewModel(
        options: [.init(id: text, title: text), .init(id: "b", title: text)], selection: text,
        onChange: Action(ActionID(text)) { _ in }, accessibility: accessibility))
  }

  @Test(.enabled(if: Python.isAvailable, "needs python3 (.ci/run installs it)"))
  func hostileOptionTitlesLabelsAndIDsStayText() throws {
    let hostile = HTMLDrawingSafetyTests.hostile
    let fragments = try hostile.map {
      try HTMLRenderer(includesStyleSheet: false).render(controls($0))
    }
    let reports = try HTMLChecker.check(fragments)
    try #require(reports.count == hostile.count)
    for (text, report) in zip(hostile, reports) {
      #expect(report.problems == [], "\(text)")
      let shown = HTMLDrawingSafetyTests.shown(text)
      #expect(
        HTMLDrawingSafetyTests.occurrences(of: shown + shown, in: report.text) == 1,
        "\(text): titles are text")
      #expect(
        HTMLDrawingSafetyTests.occurrences(of: shown, in: report.text) >= 3,
        "\(text): the label is text")
      let tooltips = report.titles.joined(separator: "\n")
      let after = HTMLDrawingSafetyTests.shownAfterText(text)
      #expect(
        HTMLDrawingSafetyTests.occurrences(of: "onChange: → " + after, in: tooltips) == 2, "\(text)"
      )
      #expect(HTMLDrawingSafetyTests.occurrences(of: "id: " + after, in: tooltips) == 1, "\(text)")
      #expect(
        HTMLDrawingSafetyTests.occurrences(of: "accessibility label: " + after, in: tooltips) == 3,
        "\(text)")
    }
    for fragment in fragments {
      #expect(!fragment.lowercased().contains("<script"))
    }
  }

  @Test func aSegmentedPickersOptionsAreDrawnWithTheirIdsAndTitles() throws {
    let picker = SegmentedPickerViewModel(
      options: [.init(id: "day", title: "Day"), .init(id: "week", title: "Week")],
      selection: "week")
    let html = HTMLDrawing.fragment(try JSONValue(parsing: try JSONRenderer().renderUTF8(picker)))
    #expect(html.contains(#"<span class="vmk-segment" title="id: day">Day</span>"#))
    #expect(html.contains(#"<span class="vmk-segment vmk-selected" title="id: week">Week</span>"#))
  }
}
