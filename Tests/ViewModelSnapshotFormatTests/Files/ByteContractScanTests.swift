import TestSupport
import Testing

@testable import ViewModelSnapshotFormat

/// The byte contract's scan against a plain reading of the same rules:
/// the standard library's UTF-8 decoder, and the bytes split into lines.
@Suite struct ByteContractScanTests {
  @Test func theFirstInvalidUTF8ByteIsWhereTheStandardDecoderStops() {
    var generator = SeededGenerator(seed: 37)
    for _ in 0..<4_000 {
      let bytes = Self.mostlyText(&generator)
      #expect(
        ByteContract.firstInvalidUTF8Offset(bytes) == Self.decoderOffset(bytes), "\(bytes)")
    }
  }

  @Test(
    arguments: [
      [0xC0, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xFF],
    ] as [[UInt8]])
  func overlongFormsSurrogatesAndCutSequencesAreNotUTF8(sequence: [UInt8]) {
    let bytes = Array("eight bytes of ASCII".utf8) + sequence + [0x0A]
    #expect(ByteContract.firstInvalidUTF8Offset(bytes) == 20)
  }

  @Test(arguments: ["€", "é", "𝄞", "\u{10FFFF}", "\u{D7FF}", "\u{E000}"])
  func everyWidthOfScalarIsUTF8(scalar: String) {
    let bytes = Array("a line long enough \(scalar) to cross a word\(scalar)".utf8)
    #expect(ByteContract.firstInvalidUTF8Offset(bytes) == nil)
  }

  @Test func eachLineRuleIsFoundOnTheLineAPlainSplitFindsIt() {
    var generator = SeededGenerator(seed: 38)
    let pieces = [
      "Row", "  title", "\r", "\n", "\r\n", "=======", "<<<<<<< ours", "x", "||||||| base",
      ">>>>>>> theirs",
    ]
    for _ in 0..<4_000 {
      let bytes = (0..<Int.random(in: 1...12, using: &generator)).flatMap { _ in
        Array(pieces.randomElement(using: &generator)!.utf8)
      }
      #expect(ByteContract.violation(in: bytes) == Self.plainViolation(bytes), "\(bytes)")
    }
  }

  /// Random bytes, most of them ASCII, some runs of valid multi-byte
  /// scalars, and now and then a byte from anywhere.
  private static func mostlyText(_ generator: inout SeededGenerator) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0...40, using: &generator) {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: bytes.append(UInt8.random(in: 0x80...0xFF, using: &generator))
      case 1: bytes += Array("é€𝄞".utf8).prefix(Int.random(in: 1...9, using: &generator))
      default:
        bytes += Array("plain ASCII text".utf8.prefix(Int.random(in: 1...16, using: &generator)))
      }
    }
    return bytes
  }

  private static func decoderOffset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The contract's rules read one line at a time from a split, as they are written.
  private static func plainViolation(_ bytes: [UInt8]) -> ByteContract.Violation? {
    if bytes.isEmpty { return .empty }
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      for marker in ["<<<<<<< ", ">>>>>>> ", "||||||| "] where line.starts(with: marker.utf8) {
        return .conflictMarker(line: index + 1, marker: String(marker.dropLast()))
      }
      if line.elementsEqual("=======".utf8) {
        return .conflictMarker(line: index + 1, marker: "=======")
      }
      if let carriageReturn = line.firstIndex(of: UInt8(ascii: "\r")) {
        let endsLine = carriageReturn == line.endIndex - 1 && index < lines.count - 1
        return endsLine ? .crlfLineEndings(line: index + 1) : .carriageReturn(line: index + 1)
      }
    }
    if bytes.last != UInt8(ascii: "\n") { return .noFinalNewline }
    if lines.count >= 3 && lines[lines.count - 2].isEmpty { return .extraFinalNewlines }
    return nil
  }
}
