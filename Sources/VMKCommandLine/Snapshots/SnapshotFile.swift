import Foundation
import ViewModelSnapshotFormat

/// One snapshot file as `vmk gallery` draws it and `vmk report` audits it:
/// a JSON tree, or text, and notes on what is wrong with it or left out.
struct SnapshotFile {
  /// The most bytes of snapshot files one gallery card shows or one audit
  /// of the report reads; a changed snapshot's two files share it.
  static let byteLimit = 256 << 10

  /// Whether the snapshot at `path` is a JSON one, by its extension.
  static func isJSON(_ path: String) -> Bool {
    path.lowercased().hasSuffix(".json")
  }

  /// What can be shown of the file.
  enum Content {
    /// A JSON document, parsed in member order.
    case json(JSONValue)
    /// Text: a text snapshot, or a file that could not be drawn.
    case text(String)
    /// Nothing: the file could not be read.
    case nothing
  }

  let content: Content
  /// What is wrong with the file or left out of it, in sentences.
  let notes: [String]

  /// Whether the file is a timeline: a text timeline, or JSON whose root
  /// is an array, drawn as a row of frames.
  var isTimeline: Bool {
    switch content {
    case .json(.array): true
    case .text(let text): Timeline(text: text) != nil
    case .json, .nothing: false
    }
  }

  /// Reads `url`, at most `limit` bytes of it, as JSON when `isJSON`.
  ///
  /// Never fails: a file that cannot be read, is larger than `limit`, is
  /// not UTF-8 or (for JSON) does not parse is shown as far as it can be,
  /// with a note saying why.
  static func read(_ url: URL, isJSON: Bool, limit: Int) -> SnapshotFile {
    var bytes: [UInt8]
    let size: Int
    do {
      (bytes, size) = try readPrefix(of: url, limit: limit)
    } catch {
      return SnapshotFile(
        content: .nothing, notes: ["The file cannot be read: \(describe(error))."])
    }
    var notes: [String] = []
    let truncated = size > bytes.count
    if truncated {
      notes.append(
        "The file is \(byteCount(size)); only its first \(byteCount(limit)) are shown"
          + (isJSON ? ", as text." : "."))
    }
    if truncated { bytes = UTF8Check.droppingCutEnd(bytes) }
    let valid = UTF8Check.validPrefixLength(of: bytes)
    if valid < bytes.count {
      notes.append(
        "The file is not valid UTF-8 (at byte \(valid)); the bytes that are not are shown as \u{FFFD}."
      )
    }
    let text = String(decoding: bytes, as: UTF8.self)
    guard isJSON, notes.isEmpty else { return SnapshotFile(content: .text(text), notes: notes) }
    do {
      return SnapshotFile(content: .json(try JSONValue(parsing: bytes)), notes: [])
    } catch {
      return SnapshotFile(
        content: .text(text), notes: ["The file is \(error); it is shown as text."])
    }
  }

  /// The first `limit` bytes of the file at `url` and the file's size,
  /// read without following a link and without blocking.
  private static func readPrefix(of url: URL, limit: Int) throws -> (bytes: [UInt8], size: Int) {
    try SnapshotStore.readPrefix(of: url, limit: limit)
  }

  /// `error` in words.
  private static func describe(_ error: any Error) -> String {
    if let failure = error as? SnapshotFailure { return "it " + failure.description }
    return (error as NSError).localizedDescription
  }

  /// `count` bytes in words: `812 bytes`, `256 KB`, `3.4 MB`.
  static func byteCount(_ count: Int) -> String {
    if count < 1024 { return "\(count) bytes" }
    if count < 1 << 20 { return "\(count >> 10) KB" }
    return String(format: "%.1f MB", Double(count) / Double(1 << 20))
  }
}

/// Where UTF-8 stops being valid.
enum UTF8Check {
  /// The length of the longest valid UTF-8 prefix of `bytes`.
  static func validPrefixLength(of bytes: [UInt8]) -> Int {
    var index = 0
    while index < bytes.count {
      let length = sequenceLength(in: bytes, at: index)
      if length == 0 { return index }
      index += length
    }
    return bytes.count
  }

  /// `bytes` without a sequence that its end cuts short, as when a file
  /// is read only in part.
  static func droppingCutEnd(_ bytes: [UInt8]) -> [UInt8] {
    guard !bytes.isEmpty else { return bytes }
    for back in 1...min(3, bytes.count) {
      let lead = bytes[bytes.count - back]
      if lead & 0xC0 == 0x80 { continue }
      let needed = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
      return needed > back ? Array(bytes.dropLast(back)) : bytes
    }
    return bytes
  }

  /// The length of the valid sequence at `index`, or 0 when there is none.
  private static func sequenceLength(in bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    if lead < 0x80 { return 1 }
    let (length, low, high): (Int, UInt8, UInt8) =
      switch lead {
      case 0xC2...0xDF: (2, 0x80, 0xBF)
      case 0xE0: (3, 0xA0, 0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
      case 0xED: (3, 0x80, 0x9F)
      case 0xF0: (4, 0x90, 0xBF)
      case 0xF1...0xF3: (4, 0x80, 0xBF)
      case 0xF4: (4, 0x80, 0x8F)
      default: (0, 0, 0)
      }
    guard length > 0, index + length <= bytes.count else { return 0 }
    guard (low...high).contains(bytes[index + 1]) else { return 0 }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
    return length
  }
}
