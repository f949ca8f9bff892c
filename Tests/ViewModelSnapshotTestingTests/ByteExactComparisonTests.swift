import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// A reference matches only the same bytes: `String ==` calls canonically
/// equivalent texts equal, but a file that changes from one spelling to
/// the other is a change that review must see.
@Suite struct ByteExactComparisonTests {
  struct Row: ViewModel {
    var title: String
  }

  /// What asserting a row titled `actual` against a reference that holds
  /// the rendering of a row titled `reference` reported, and the bytes of
  /// the reference and of the candidate beside it afterwards.
  private func assert(
    _ actual: String, against reference: String, testName: String = #function
  ) throws -> (messages: [String], reference: [UInt8]?, candidate: [UInt8]?) {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let file = "\(sandbox.snapshots)/ByteExactComparisonTests.\(testName.prefix { $0 != "(" }).txt"
    try sandbox.folder.write(rendering(reference), to: file)
    let messages = failures {
      sandbox.run { assertSnapshot(of: Row(title: actual), as: .text, testName: testName) }
    }
    let files = try sandbox.folder.contents()
    return (messages, files[file].map(Array.init), files[file + ".new"].map(Array.init))
  }

  private func rendering(_ title: String) throws -> [UInt8] {
    Array(try Snapshotting<Row>.text.render(Row(title: title)).utf8)
  }

  /// Checks that `one` and `other`, which `String ==` calls equal, fail
  /// against each other both ways, and that the candidate holds the
  /// rendering's own bytes.
  ///
  /// The message shows each spelling with the characters that differ
  /// escaped (`oneShown`, `otherShown`), since they look alike, and says
  /// why they differ.
  private func expectMismatchBothWays(
    _ one: String, shown oneShown: String, _ other: String, shown otherShown: String,
    testName: String = #function
  ) throws {
    #expect(one == other && Array(one.utf8) != Array(other.utf8), "canonically equivalent")
    for ((reference, referenceShown), (actual, actualShown)) in [
      ((one, oneShown), (other, otherShown)), ((other, otherShown), (one, oneShown)),
    ] {
      let result = try assert(actual, against: reference, testName: testName)
      #expect(result.messages.count == 1)
      #expect(result.messages.first?.hasPrefix("Snapshot ") == true)
      #expect(result.messages.first?.contains("does not match its reference") == true)
      let shown = Array((result.messages.first ?? "").utf8)
      #expect(holds(shown, "- 2   │   title: \"\(referenceShown)\""), "the reference's line")
      #expect(holds(shown, "+   2 │   title: \"\(actualShown)\""), "the rendering's line")
      #expect(holds(shown, "differ only in Unicode normalization"), "why they differ")
      #expect(result.reference == (try rendering(reference)), "the reference is kept")
      #expect(result.candidate == (try rendering(actual)), "the candidate holds the actual bytes")
    }
  }

  /// Whether `text`'s UTF-8 bytes occur in `bytes`, compared byte for byte.
  private func holds(_ bytes: [UInt8], _ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard needle.count <= bytes.count else { return false }
    return (0...(bytes.count - needle.count)).contains {
      bytes[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }

  @Test func decomposedAndComposedAccentsDoNotMatch() throws {
    try expectMismatchBothWays(
      "Cafe\u{301}", shown: #"Cafe\u{301}"#, "Caf\u{E9}", shown: #"Caf\u{E9}"#)
  }

  @Test func theAngstromSignDoesNotMatchTheLetterARing() throws {
    try expectMismatchBothWays(
      "\u{212B}ngstr\u{F6}m", shown: #"\u{212B}ngström"#, "\u{C5}ngstr\u{F6}m",
      shown: #"\u{C5}ngström"#)
  }

  @Test func hangulJamoDoNotMatchTheirSyllable() throws {
    try expectMismatchBothWays(
      "\u{1112}\u{1161}\u{11AB}", shown: #"\u{1112}\u{1161}\u{11AB}"#, "\u{D55C}",
      shown: #"\u{D55C}"#)
  }

  @Test func theSameBytesMatch() throws {
    let titles = [
      "Cafe\u{301}", "Caf\u{E9}", "\u{212B}", "\u{C5}", "\u{1112}\u{1161}\u{11AB}", "\u{D55C}",
    ]
    for title in titles {
      let result = try assert(title, against: title)
      #expect(result.messages == [], "\(title.unicodeScalars.map(\.value))")
      #expect(result.reference == (try rendering(title)))
      #expect(result.candidate == nil)
    }
  }
}
