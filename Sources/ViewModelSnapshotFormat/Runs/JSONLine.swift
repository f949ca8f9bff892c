package import Foundation

/// The JSON Lines that test processes and `vmk` append to their state
/// files: how they quote strings, written in one place.
package enum JSONLine {
  /// `text` as a JSON string: quotes, backslashes and control characters
  /// escaped, and U+2028 and U+2029, which some JSON readers take for
  /// line ends.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Appends `text` as a JSON string, as ``quoted(_:)`` writes it, to
  /// `line`: the bytes themselves when none needs escaping (no control
  /// character, quote or backslash, and no byte that starts U+2028 or
  /// U+2029), which is what the names of snapshots almost always are.
  static func appendQuoted(_ text: String, to line: inout [UInt8]) {
    var text = text
    let plain = text.withUTF8 { bytes in
      guard var byte = bytes.baseAddress else { return true }
      let end = byte + bytes.count
      while byte < end {
        let value = byte.pointee
        if value < 0x20 || value == 0x22 || value == 0x5C || value == 0xE2 { return false }
        byte += 1
      }
      return true
    }
    guard plain else { return line.append(contentsOf: quoted(text).utf8) }
    line.append(0x22)
    text.withUTF8 { line.append(contentsOf: $0) }
    line.append(0x22)
  }
}

extension JSONLine {
  /// The lines of the JSON Lines file at `file` that decode as `T`; lines
  /// that do not (a process killed mid-line) are skipped, and a missing
  /// file has none.
  package static func decode<T: Decodable>(_ file: URL, as type: T.Type) -> [T] {
    guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
    return decode(data, as: type)
  }

  /// The lines of `data`, JSON Lines, that decode as `T`; the others are skipped.
  package static func decode<T: Decodable>(_ data: Data, as type: T.Type) -> [T] {
    let decoder = JSONDecoder()
    return data.split(separator: UInt8(ascii: "\n")).compactMap {
      try? decoder.decode(T.self, from: Data($0))
    }
  }
}
