package import ViewModelSnapshotFormat

extension InlineLiteral {
  /// The value of the string literal `literal` (its bytes from the first
  /// `#` or `"` to the last), as Swift reads it: delimiters removed, a
  /// multi-line literal's indentation stripped and its line breaks read as
  /// `\n`, escapes and line continuations applied. `nil` for a literal
  /// with an interpolation or one Swift would reject.
  package static func decode(_ literal: [UInt8]) -> String? {
    var hashes = 0
    while hashes < literal.count, literal[hashes] == UInt8(ascii: "#") { hashes += 1 }
    let quotes = Array(literal.dropFirst(hashes).prefix(3)) == Array("\"\"\"".utf8) ? 3 : 1
    let closingCount = quotes + hashes
    guard literal.count >= hashes + quotes + closingCount,
      literal.suffix(hashes).allSatisfy({ $0 == UInt8(ascii: "#") })
    else { return nil }
    let body = Array(literal[(hashes + quotes)..<(literal.count - closingCount)])
    let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
    guard quotes == 3 else { return unescape([body], escape: escape) }
    return multilineLines(body).flatMap { unescape($0, escape: escape) }
  }

  /// The lines of a multi-line literal's body (between the delimiters),
  /// indentation stripped, or `nil` when a line is not indented like the
  /// closing delimiter.
  private static func multilineLines(_ body: [UInt8]) -> [[UInt8]]? {
    var lines = body.split(separator: 10, omittingEmptySubsequences: false).map { line in
      Array(line.last == 13 ? line.dropLast() : line)
    }
    // The first line (after the opening delimiter) must be blank; the last
    // holds the indentation before the closing one.
    guard lines.count >= 2, lines[0].allSatisfy({ $0 == 32 || $0 == 9 }) else { return nil }
    let indentation = lines.removeLast()
    guard indentation.allSatisfy({ $0 == 32 || $0 == 9 }) else { return nil }
    lines.removeFirst()
    var stripped: [[UInt8]] = []
    for line in lines {
      if line.starts(with: indentation) {
        stripped.append(Array(line.dropFirst(indentation.count)))
      } else if line.allSatisfy({ $0 == 32 || $0 == 9 }), indentation.starts(with: line) {
        stripped.append([])
      } else {
        return nil
      }
    }
    return stripped
  }

  /// Applies escapes to `lines` and joins them with `\n`, an escape at the
  /// end of a line joining it to the next one.
  private static func unescape(_ lines: [[UInt8]], escape: [UInt8]) -> String? {
    var output: [UInt8] = []
    for (number, line) in lines.enumerated() {
      var index = 0
      var continues = false
      while index < line.count {
        guard line[index...].starts(with: escape) else {
          output.append(line[index])
          index += 1
          continue
        }
        index += escape.count
        if line[index...].allSatisfy({ $0 == 32 || $0 == 9 }) {
          continues = true
          break
        }
        guard let (value, length) = escapedValue(line, at: index) else { return nil }
        output += Array(String(value).utf8)
        index += length
      }
      if !continues, number < lines.count - 1 { output.append(10) }
      if continues, number == lines.count - 1 { return nil }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The character an escape stands for, its letters starting at `index`,
  /// and how many bytes those letters take.
  private static func escapedValue(_ line: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    switch line[index] {
    case UInt8(ascii: "0"): return ("\0", 1)
    case UInt8(ascii: "\\"): return ("\\", 1)
    case UInt8(ascii: "t"): return ("\t", 1)
    case UInt8(ascii: "n"): return ("\n", 1)
    case UInt8(ascii: "r"): return ("\r", 1)
    case UInt8(ascii: "\""): return ("\"", 1)
    case UInt8(ascii: "'"): return ("'", 1)
    case UInt8(ascii: "u"):
      guard index + 2 < line.count, line[index + 1] == UInt8(ascii: "{"),
        let close = line[index...].firstIndex(of: UInt8(ascii: "}")), close - index - 2 <= 8,
        let value = UInt32(String(decoding: line[(index + 2)..<close], as: UTF8.self), radix: 16),
        let scalar = Unicode.Scalar(value)
      else { return nil }
      return (scalar, close - index + 1)
    default: return nil  // an interpolation, or an escape Swift rejects
    }
  }
}
