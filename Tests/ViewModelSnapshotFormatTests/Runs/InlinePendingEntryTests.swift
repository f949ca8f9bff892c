import Foundation
import TestSupport
import Testing

@testable import ViewModelSnapshotFormat

@Suite struct InlinePendingEntryTests {
  private static func entry(
    rendering: String = "Label \"Hi\"\n", literal: String? = "Label \"Old\"", conflict: Bool = false
  ) -> InlinePendingEntry {
    InlinePendingEntry(
      run: "run-1", process: "1764172378-42", file: "Tests/CartTests/CartTests.swift", line: 12,
      column: 5, sourceHash: SourceHash.of(Array("let x = 1\n".utf8)), test: "CartTests.empty()",
      rendering: rendering, literal: literal, conflict: conflict)
  }

  @Test func aLineNamesItsMembersInTheDocumentedOrder() {
    let line = Self.entry(conflict: true).jsonLine
    #expect(
      line
        == #"{"run":"run-1","process":"1764172378-42","file":"Tests/CartTests/CartTests.swift","line":12,"column":5,"sourceHash":"fnv1a64:"#
        + SourceHash.of(Array("let x = 1\n".utf8)).dropFirst(8)
        + #"","test":"CartTests.empty()","rendering":"Label \"Hi\"\n","literal":"Label \"Old\"","conflict":true}"#
        + "\n")
  }

  @Test func aLineReadsBackAsTheEntryItWasWrittenFrom() throws {
    for entry in [
      Self.entry(), Self.entry(literal: nil), Self.entry(conflict: true),
      Self.entry(rendering: "tab\there \u{1B}[31m\u{2028}\n", literal: ""),
    ] {
      let decoded = try JSONDecoder().decode(
        InlinePendingEntry.self, from: Data(entry.jsonLine.utf8))
      #expect(decoded == entry)
    }
  }

  @Test func aCallWithoutAClosureLeavesOutTheLiteralAndAnAgreeingLineLeavesOutConflict() {
    let line = Self.entry(literal: nil).jsonLine
    #expect(!line.contains("\"literal\""))
    #expect(!line.contains("\"conflict\""))
  }

  @Test func theSourceHashIsSixtyFourBitFNV1aNamedInTheValue() {
    // Known FNV-1a 64 values: "" and "a".
    #expect(SourceHash.of([UInt8]()) == "fnv1a64:cbf29ce484222325")
    #expect(SourceHash.of(Array("a".utf8)) == "fnv1a64:af63dc4c8601ec8c")
    #expect(SourceHash.isValid("fnv1a64:af63dc4c8601ec8c"))
    #expect(!SourceHash.isValid("fnv1a64:AF63DC4C8601EC8C"))
    #expect(!SourceHash.isValid("sha256:af63dc4c8601ec8c"))
    #expect(!SourceHash.isValid("fnv1a64:af63"))
  }

  @Test func aLineWithAnUnsafeFileOrAnOutOfRangeColumnOrABadHashIsNoEntry() {
    let good = Self.entry().jsonLine
    let bad = [
      good.replacingOccurrences(of: "Tests/CartTests/CartTests.swift", with: "../../etc/passwd"),
      good.replacingOccurrences(of: "Tests/CartTests/CartTests.swift", with: "/etc/passwd"),
      good.replacingOccurrences(of: "\"column\":5", with: "\"column\":0"),
      good.replacingOccurrences(of: "\"line\":12", with: "\"line\":-1"),
      good.replacingOccurrences(of: "fnv1a64:", with: "md5:"),
      good.replacingOccurrences(of: ",\"rendering\":", with: ",\"renderings\":"),
    ]
    for line in bad {
      #expect(throws: (any Error).self) {
        try JSONDecoder().decode(InlinePendingEntry.self, from: Data(line.utf8))
      }
    }
  }
}
