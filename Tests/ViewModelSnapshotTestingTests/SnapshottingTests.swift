import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@Suite struct SnapshottingTests {
  private struct Order: Sendable {
    var number: Int
  }

  @Test func textAndJSONUseTheRenderersAndTheirExtensions() throws {
    let label = LabelViewModel(text: "Hi")
    #expect(Snapshotting<LabelViewModel>.text.pathExtension == "txt")
    #expect(Snapshotting<LabelViewModel>.json.pathExtension == "json")
    #expect(try Snapshotting.text.render(label) == "Label \"Hi\" #000000FF body\n")
    #expect(try Snapshotting.json.render(label) == (try JSONRenderer().render(label)))
  }

  @Test func aConfiguredRendererIsUsed() throws {
    struct Pair: Encodable {
      var b = 1
      var a = 2
    }
    let sorted = Snapshotting<Pair>.json(JSONRenderer(sortsKeys: true))
    #expect(try sorted.render(Pair()) == "{\n  \"a\": 2,\n  \"b\": 1\n}\n")
  }

  @Test func pullbackDerivesAStrategyForAnotherType() throws {
    let strategy: Snapshotting<Order> = Snapshotting<LabelViewModel>.text.pullback {
      LabelViewModel(text: "Order #\($0.number)")
    }
    #expect(strategy.pathExtension == "txt")
    #expect(try strategy.render(Order(number: 7)) == "Label \"Order #7\" #000000FF body\n")
  }

  @Test func aTimelineNumbersEveryFrameInOneFile() throws {
    let frames = [
      LabelViewModel(text: "Loading…"), LabelViewModel(text: "3 orders"),
      LabelViewModel(text: "Offline", textColor: .red),
    ]
    #expect(
      try Snapshotting.text.render(frames) == """
        Timeline of LabelViewModel, 3 frames
          [0]: Label "Loading…" #000000FF body
          [1]: Label "3 orders" #000000FF body
          [2]: Label "Offline" #FF3B30FF body

        """)
    #expect(
      try Snapshotting<[LabelViewModel]>.text.render([]) == "Timeline of LabelViewModel, 0 frames\n"
    )
  }

  @Test func aTimelineOfStructuredFramesKeepsTheirFields() throws {
    struct ScreenViewModel: ViewModel {
      var title: LabelViewModel
      var isLoading: Bool
    }
    let frames = [
      ScreenViewModel(title: LabelViewModel(text: "Orders"), isLoading: true),
      ScreenViewModel(title: LabelViewModel(text: "Orders"), isLoading: false),
    ]
    #expect(
      try Snapshotting.text.render(frames) == """
        Timeline of ScreenViewModel, 2 frames
          [0]: ScreenViewModel
            title: Label "Orders" #000000FF body
            isLoading: true
          [1]: ScreenViewModel
            title: Label "Orders" #000000FF body
            isLoading: false

        """)
  }

  @Test func aStrategyOfYourOwnIsGivenTheRedactionsAndPullbackHandsThemOn() throws {
    let listing = Snapshotting<Int>(pathExtension: "txt") { value, redactions in
      "\(value): " + redactions.map(\.description).joined(separator: ", ")
    }
    #expect(listing.appliesRedactions)
    let pulledBack = listing.pullback { (order: Order) in order.number }
    #expect(pulledBack.appliesRedactions)
    #expect(
      try pulledBack.render(Order(number: 7), redacting: [.sort("tags"), .number("id")])
        == #"7: sort("tags"), number("id", named: "id")"#)
    #expect(try pulledBack.render(Order(number: 8)) == "8: ")
  }

  @Test func aStrategyMadeWithoutRedactionsThrowsWhenGivenSome() throws {
    let plain = Snapshotting<Int>(pathExtension: "txt") { "\($0)" }
    #expect(!plain.appliesRedactions)
    #expect(!plain.pullback { (order: Order) in order.number }.appliesRedactions)
    let error = #expect(throws: RenderingError.self) {
      try plain.render(7, redacting: [.number("id")])
    }
    #expect(error?.reason.hasPrefix("the strategy for .txt files cannot redact: ") == true)
    #expect(error?.reason.contains(#"number("id", named: "id") would be silently"#) == true)
    #expect(try plain.render(7, redacting: []) == "7")
  }

  @Test func aStrategyOfYourOwnIsGivenTheScopesRedactionsAndThenTheCalls() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let listing = Snapshotting<Int>(pathExtension: "txt") { value, redactions in
      "\(value): " + redactions.map(\.description).joined(separator: ", ")
    }
    let pulledBack = listing.pullback { (order: Order) in order.number }
    _ = failures {
      sandbox.run {
        withSnapshotConfiguration(redacting: [.sort("tags")]) {
          assertSnapshot(of: Order(number: 7), as: pulledBack, redacting: [.number("id")])
        }
      }
    }
    let file =
      "\(sandbox.snapshots)/SnapshottingTests."
      + "aStrategyOfYourOwnIsGivenTheScopesRedactionsAndThenTheCalls.txt"
    #expect(
      sandbox.folder.text(at: file) == #"7: sort("tags"), number("id", named: "id")"# + "\n")
  }

  @Test func aConfiguredRenderersRedactionsComeBeforeTheAssertions() throws {
    let label = LabelViewModel(text: "3 minutes ago")
    let text = Snapshotting<LabelViewModel>.text(
      TextRenderer(redactions: [.replace("text", with: "renderer")]))
    #expect(
      try text.render(label, redacting: [.replace("text", with: "call")])
        == "Label \"call\" #000000FF body\n")
    #expect(try text.render(label) == "Label \"renderer\" #000000FF body\n")
    let json = Snapshotting<LabelViewModel>.json(
      JSONRenderer(redactions: [.replace("text", with: "renderer")]))
    #expect(
      try json.render(label, redacting: [.replace("text", with: "call")])
        == (try JSONRenderer(redactions: [.replace("text", with: "call")]).render(label)))
  }

  @Test func aTimelineAppliesTheAssertionsRedactionsToEachFrame() throws {
    let frames = [
      LabelViewModel(text: "7A"), LabelViewModel(text: "B3"), LabelViewModel(text: "7A"),
    ]
    #expect(
      try Snapshotting.text.render(frames, redacting: [.number("text", named: "id")]) == """
        Timeline of LabelViewModel, 3 frames
          [0]: Label "<id 1>" #000000FF body
          [1]: Label "<id 2>" #000000FF body
          [2]: Label "<id 1>" #000000FF body

        """)
  }

  @Test func aRenderingErrorReachesTheCaller() {
    struct Refuses: Encodable {
      func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "no"))
      }
    }
    #expect(throws: RenderingError.self) { try Snapshotting.text.render(Refuses()) }
  }
}

@Suite struct DeprecatedSnapshotValueTests {
  /// The JSON strategy's rendering of `value`, asked for through the
  /// deprecated name of `Snapshottable`.
  @available(*, deprecated, message: "checks the deprecated SnapshotValue typealias")
  private static func rendered<Value: SnapshotValue>(_ value: Value) throws -> String {
    try Snapshotting<Value>.json.render(value)
  }

  @available(*, deprecated, message: "checks the deprecated SnapshotValue typealias")
  @Test func theDeprecatedNameAcceptsWhatSnapshottableAccepts() throws {
    let label = LabelViewModel(text: "Hi")
    #expect(try Self.rendered(label) == (try JSONRenderer().render(label)))
    #expect(try Self.rendered([label, label]) == (try JSONRenderer().render([label, label])))
  }
}
