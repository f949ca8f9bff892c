import Foundation
import Testing
import ViewModelKit

/// With no redactions, or only optional ones that find nothing, the
/// renderers write the very bytes of the reviewed references, which were
/// recorded before redactions existed.
@Suite struct RenderingWithoutRedactionsTests {

  /// A value and the reference, under Fixtures/Snapshots/, that pins it;
  /// each built as the test that recorded the reference builds it.
  private struct Sample {
    var name: String
    var value: any ViewModel
  }

  private static let accessibility = Accessibility(
    label: "Spoken", hint: "Does a thing", identifier: "component.id", traits: [.button, .header])

  private static let samples: [Sample] = [
    Sample(
      name: "ComposedScreenSnapshotTests/ComposedScreenSnapshotTests.checkoutScreen",
      value: CheckoutViewModel.checkout(promo: "")),
    Sample(
      name: "ComposedScreenSnapshotTests/ComposedScreenSnapshotTests.checkoutScreen.withPromo",
      value: CheckoutViewModel.checkout(promo: "SPRING")),
    Sample(
      name: "ComponentSnapshotTests/ComponentSnapshotTests.button.full",
      value: ButtonViewModel(
        title: "Delete", titleColor: .red, style: .destructive, isEnabled: false,
        onTap: Action("item.delete") {}.disabled(), accessibility: accessibility)),
    Sample(
      name: "ComponentSnapshotTests/ComponentSnapshotTests.list.full",
      value: ListViewModel(
        sections: [
          .init(
            id: "today", header: "Today", footer: "2 orders",
            rows: [
              .init(
                id: "12", content: LabelViewModel(text: "Order #12"),
                onSelect: Action("orders.select.12") {}),
              .init(id: "13", content: ToggleViewModel(isOn: false, label: "Gift wrap")),
            ]),
          .init(id: "empty"),
        ], accessibility: accessibility)),
    Sample(
      name: "ComponentSnapshotTests/ComponentSnapshotTests.stack.full",
      value: StackViewModel(
        axis: .horizontal, spacing: 12.5, alignment: .firstBaseline,
        children: [ImageViewModel(source: .asset("flag")), LabelViewModel(text: "Home")],
        accessibility: accessibility)),
  ]

  /// The bytes of a reference, or `nil` when the test that pins it
  /// records this format in another file.
  private static func reference(_ name: String, _ ext: String) throws -> [UInt8]? {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Snapshots/\(name).\(ext)")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return Array(try Data(contentsOf: url))
  }

  /// Renders `value` as text and JSON with `redactions` and compares each
  /// with its reference; returns how many references there were.
  private static func compare(
    _ sample: Sample, _ redactions: [Redaction], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int {
    func render<Value: ViewModel>(_ value: Value) throws -> (text: [UInt8], json: [UInt8]) {
      (
        try TextRenderer(redactions: redactions).renderUTF8(value),
        try JSONRenderer(redactions: redactions).renderUTF8(value)
      )
    }
    let rendered = try render(sample.value)
    var compared = 0
    if let text = try reference(sample.name, "txt") {
      #expect(rendered.text == text, "\(sample.name).txt", sourceLocation: sourceLocation)
      compared += 1
    }
    if let json = try reference(sample.name, "json") {
      #expect(rendered.json == json, "\(sample.name).json", sourceLocation: sourceLocation)
      compared += 1
    }
    return compared
  }

  @Test func noRedactionsRenderTheReferencesByteForByte() throws {
    var compared = 0
    for sample in Self.samples { compared += try Self.compare(sample, []) }
    // Both checkout references, and a text and a JSON file per component.
    #expect(compared == 8)
  }

  @Test func optionalRedactionsThatFindNothingRenderTheReferencesByteForByte() throws {
    let redactions: [Redaction] = [
      .number("**.updatedAt").optional(), .round("**.price", toPlaces: 2).optional(),
      .sort("nothing[]").optional(),
    ]
    for sample in Self.samples { _ = try Self.compare(sample, redactions) }
  }
}
