import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// `redacting:` on the assertions: what varies from run to run is redacted
/// before any byte is written, so the reference, the candidate and the
/// message hold the same bytes on every run.
@Suite struct AssertSnapshotRedactingTests {
  private struct Row: ViewModel {
    var id: String
    var title: String
  }

  private struct Basket: ViewModel {
    var rows: [Row]
    var selected: String
    var updated: Date
    var total: Double
    var tags: [String]
    var session: String
  }

  private struct NotAUUID: Error {}

  /// A basket with new random ids, date, rounding noise and tag order each time.
  private static func randomBasket(selecting selected: Int = 1) -> Basket {
    let rows = ["Tea", "Cake", "Jam"].map { Row(id: UUID().uuidString, title: $0) }
    return Basket(
      rows: rows, selected: rows[selected].id,
      updated: Date(timeIntervalSince1970: .random(in: 0..<2_000_000_000)),
      total: 0.1 + 0.2 + .random(in: -1e-9...1e-9), tags: ["tea", "cake", "jam"].shuffled(),
      session: UUID().uuidString)
  }

  private static let redactions: [Redaction] = [
    .number("rows[].id"), .number("selected", named: "id"),
    .replace("updated", with: "<date>"), .round("total", toPlaces: 2), .sort("tags"),
    .transform("session") { value in
      guard UUID(uuidString: value.text) != nil else { throw NotAUUID() }
      return "<session>"
    },
  ]

  private static let basketRendering = """
    Basket
      rows:
        [0]: Row
          id: "<id 1>"
          title: "Tea"
        [1]: Row
          id: "<id 2>"
          title: "Cake"
        [2]: Row
          id: "<id 3>"
          title: "Jam"
      selected: "<id 2>"
      updated: "<date>"
      total: 0.3
      tags:
        [0]: "cake"
        [1]: "jam"
        [2]: "tea"
      session: "<session>"

    """

  @Test func aReferenceRecordedWithRandomValuesMatchesASecondRunWithOthers() async throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let first = Self.randomBasket()
    let messages = failures {
      sandbox.run {
        assertSnapshot(of: first, as: .text, redacting: Self.redactions)
        assertSnapshot(of: first, as: .json, redacting: Self.redactions)
      }
    }
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.hasPrefix("Recorded a new snapshot at ") })
    let file =
      "\(sandbox.snapshots)/AssertSnapshotRedactingTests."
      + "aReferenceRecordedWithRandomValuesMatchesASecondRunWithOthers"
    #expect(sandbox.folder.text(at: file + ".txt") == Self.basketRendering)
    let json = try #require(sandbox.folder.text(at: file + ".json"))
    #expect(
      json.contains("\"selected\": \"<id 2>\",\n  \"updated\": \"<date>\",\n  \"total\": 0.3,"))
    await sandbox.runAgain {
      let second = Self.randomBasket()
      let messages = failures {
        assertSnapshot(of: second, as: .text, redacting: Self.redactions)
        assertSnapshot(of: second, as: .json, redacting: Self.redactions)
      }
      #expect(messages.isEmpty, "the second run's ids, date and noise are redacted too")
    }
    #expect(try sandbox.folder.contents().keys.sorted() == [file + ".json", file + ".txt"])
  }

  @Test func aChangeIsReportedWithRedactedValuesAndNeverTheOriginals() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let file =
      "\(sandbox.snapshots)/AssertSnapshotRedactingTests."
      + "aChangeIsReportedWithRedactedValuesAndNeverTheOriginals.txt"
    let reference = try TextRenderer(redactions: Self.redactions).render(Self.randomBasket())
    try sandbox.folder.write(Array(reference.utf8), to: file)
    let changed = Self.randomBasket(selecting: 0)
    let messages = failures {
      sandbox.run { assertSnapshot(of: changed, as: .text, redacting: Self.redactions) }
    }
    let message = try #require(messages.first)
    #expect(messages.count == 1)
    #expect(message.contains("selected: \"<id 2>\" → \"<id 1>\""), "the changed fields")
    #expect(message.contains("id: \"<id 3>\""), "the diff's context")
    let candidate = try #require(sandbox.folder.text(at: file + ".new"))
    for original in changed.rows.map(\.id) + [changed.session] {
      #expect(!message.contains(original))
      #expect(!candidate.contains(original))
    }
    #expect(candidate.contains("updated: \"<date>\""))
  }

  @Test func aTimelineNumbersValuesAcrossItsFrames() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let shown = UUID().uuidString
    let frames = [
      Row(id: shown, title: "Loading"), Row(id: UUID().uuidString, title: "Other"),
      Row(id: shown, title: "Back"),
    ]
    _ = failures {
      sandbox.run {
        withSnapshotConfiguration(redacting: [.replace("title", with: "…")]) {
          assertSnapshot(of: frames, as: .text, redacting: [.number("id")])
        }
      }
    }
    let file =
      "\(sandbox.snapshots)/AssertSnapshotRedactingTests."
      + "aTimelineNumbersValuesAcrossItsFrames.txt"
    #expect(
      sandbox.folder.text(at: file) == """
        Timeline of Row, 3 frames
          [0]: Row
            id: "<id 1>"
            title: "…"
          [1]: Row
            id: "<id 2>"
            title: "…"
          [2]: Row
            id: "<id 1>"
            title: "…"

        """)
  }

  @Test func assertSnapshotsRedactsEveryInput() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    for name in ["a", "b"] {
      try sandbox.folder.write(
        Array(#"{"title": "\#(name)"}"#.utf8), to: "Inputs/rows/\(name).json")
    }
    struct Input: Decodable { var title: String }
    let adapter = Adapter<Input, Row>("row") { Row(id: UUID().uuidString, title: $0.title) }
    _ = failures {
      sandbox.run {
        assertSnapshots(of: adapter, inputs: "rows/*.json", redacting: [.number("id")])
      }
    }
    let name = "\(sandbox.snapshots)/AssertSnapshotRedactingTests.assertSnapshotsRedactsEveryInput"
    #expect(sandbox.folder.text(at: "\(name).a.txt") == "Row\n  id: \"<id 1>\"\n  title: \"a\"\n")
    #expect(sandbox.folder.text(at: "\(name).b.txt") == "Row\n  id: \"<id 1>\"\n  title: \"b\"\n")
  }
}
