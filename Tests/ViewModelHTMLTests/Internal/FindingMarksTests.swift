import Testing
import ViewModelAccessibility
import ViewModelHTML
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

/// Which drawn component shows each accessibility finding, and how.
@Suite struct FindingMarksTests {
  private struct Screen: ViewModel {
    var title: LabelViewModel
    var filter: SegmentedPickerViewModel
    var orders: ListViewModel
  }

  private let screen = Screen(
    title: LabelViewModel(text: "Orders", textColor: .gray),
    filter: SegmentedPickerViewModel(options: [.init(id: "d", title: "Day")]),
    orders: ListViewModel(sections: [
      .init(id: "s", header: "Today", rows: [.init(id: "1", content: LabelViewModel(text: "Tea"))])
    ]))

  private func finding(_ path: String, _ severity: AccessibilityFinding.Severity = .error)
    -> AccessibilityFinding
  {
    AccessibilityFinding(
      rule: .textContrast, severity: severity, path: path, message: "<b>\u{1B}[31m 3.26:1")
  }

  private func json() throws -> JSONValue {
    try JSONValue(parsing: try JSONRenderer().renderUTF8(screen))
  }

  @Test func aFindingMarksTheComponentAtItsPathOrTheNearestOneDrawnAroundIt() throws {
    let value = try json()
    let marks = FindingMarks(
      [
        finding("title"), finding("filter.options[0]"), finding("orders.sections[0].header"),
        finding("orders.sections[0].rows[0].content"), finding("(root)"), finding("nowhere[3]"),
      ], on: value.accessibilityNodes())
    #expect(
      Set(marks.byPath.keys.map(\.description))
        == ["title", "filter", "orders", "orders.sections[0].rows[0].content", ""])
    #expect(marks.byPath[FieldPath()]?.map(\.path) == ["(root)", "nowhere[3]"])
  }

  @Test func aMarkedComponentIsRingedByItsSeverityAndItsTooltipHasTheFindingsLines() throws {
    let value = try json()
    let marks = FindingMarks(
      [finding("title"), finding("filter", .warning)], on: value.accessibilityNodes())
    let html = HTMLDrawing.fragment(value, marks: marks)
    #expect(
      html.contains(
        "<div class=\"vmk-label vmk-text vmk-lines-1 vmk-finding-error\" style=\"color:#8E8E93FF;"))
    #expect(
      html.contains(
        "title=\"error title [text-contrast] &lt;b&gt;\\u{1B}[31m 3.26:1\">Orders</div>"))
    #expect(html.contains("vmk-segmented vmk-finding-warning\""))
    #expect(!html.contains("\u{1B}"))
    #expect(
      HTMLDrawing.styleSheet.contains(".vmk-finding-error { box-shadow: 0 0 0 3px #ff3b30; }"))
  }

  @Test func withoutFindingsTheDrawingIsAsBefore() throws {
    let value = try json()
    let marks = FindingMarks([], on: value.accessibilityNodes())
    #expect(marks.isEmpty)
    #expect(HTMLDrawing.fragment(value, marks: marks) == HTMLDrawing.fragment(value))
    #expect(!HTMLDrawing.fragment(value).contains("vmk-finding"))
  }
}
