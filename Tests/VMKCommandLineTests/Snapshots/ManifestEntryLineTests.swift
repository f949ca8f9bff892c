import Foundation
import TestSupport
import Testing
import ViewModelSnapshotFormat

@testable import VMKCommandLine

/// A manifest line read with the package's own JSON reader gives what
/// `JSONDecoder` gives, for lines as written and for thousands of mangled
/// ones; it refuses a line that is not JSON at all, where `JSONDecoder`
/// may still read the members it needs around a bad byte or number.
@Suite struct ManifestEntryLineTests {
  static func decoded(_ line: [UInt8]) -> ManifestEntry? {
    try? JSONDecoder().decode(ManifestEntry.self, from: Data(line))
  }

  @Test func linesAsWrittenReadBackWhole() {
    let entries = [
      ManifestEntry(run: "r", outcome: .matched, path: "a.txt", test: "T.a()"),
      ManifestEntry(
        run: "1-2", outcome: .changed, path: "Fixtures/Snapshots/T/é \"q\"\\.txt",
        test: "T.b(x: \"\\n\")", source: .init(file: "Tests/A/T.swift", line: 42),
        owner: "A.T/b(x:)"),
      ManifestEntry(run: "r", outcome: .invalid, path: "/tmp/x\u{7}.txt", test: "", owner: "M.f()"),
    ]
    for entry in entries {
      let line = Array(entry.jsonLine.utf8.dropLast())
      #expect(ManifestEntry(manifestLine: line[...]) == entry)
      #expect(ManifestEntry(manifestLine: line[...]) == Self.decoded(line))
    }
  }

  @Test func mangledLinesReadAsJSONDecoderReadsThem() {
    var generator = SeededGenerator(seed: 41)
    let base = Array(
      ManifestEntry(
        run: "r", outcome: .recorded, path: "Fixtures/Snapshots/T/T.a.txt", test: "T.a()",
        source: .init(file: "Tests/A/T.swift", line: 7), owner: "A.T/a()"
      ).jsonLine.utf8.dropLast())
    let pieces = Array("{}[]\",:\\0123456789.eE-+ truefalsnul\u{1}é".utf8) + [0xFF, 0xC3]
    for _ in 0..<3_000 {
      var line = base
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let at = Int.random(in: 0..<line.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: line.remove(at: at)
        case 1: line.insert(pieces.randomElement(using: &generator)!, at: at)
        default: line[at] = pieces.randomElement(using: &generator)!
        }
        if line.isEmpty { line = [UInt8(ascii: "{")] }
      }
      let shown = String(decoding: line, as: UTF8.self)
      if let read = ManifestEntry(manifestLine: line[...]) {
        #expect(read == Self.decoded(line), "\(shown)")
      } else {
        let isJSON = (try? JSONSerialization.jsonObject(with: Data(line))) != nil
        #expect(!isJSON || Self.decoded(line) == nil, "\(shown)")
      }
    }
  }
}
