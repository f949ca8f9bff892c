package import Foundation

/// Turns suite, test and snapshot names into file names that are valid,
/// and the same bytes, on every current file system.
///
/// Names keep their letters, digits and emoji in any script, in Unicode
/// normalization form C (so a name typed composed or decomposed gives one
/// file). Only what some file system cannot hold is replaced with `_`:
/// path separators, control characters, `<>:"\|?*`, a leading dot (a
/// hidden file), a trailing dot or space, and the Windows device names
/// (`CON`, `NUL`, `COM1`, …) get a `_` appended. A file name longer than
/// ``maximumUTF8Count`` bytes keeps its start and ends with `~` and a
/// stable hash of the whole name, so two long names that share a prefix
/// stay distinct.
package enum SnapshotFileName {
  /// The most UTF-8 bytes a snapshot file name has, extension included:
  /// room for a candidate's `.new` under the 255-byte limit of common file systems.
  static let maximumUTF8Count = 200
  /// The most UTF-8 bytes an extension keeps.
  package static let maximumExtensionUTF8Count = 16

  /// The file name of a snapshot:
  /// `[<Suite>.]<test>[(<arguments>)][.<name>].<extension>`.
  package static func snapshot(
    suite: [String], test: String, arguments: String?, name: String?, pathExtension: String
  ) -> String {
    snapshot(
      testStem: testStem(suite: suite, test: test), arguments: arguments, name: name,
      pathExtension: pathExtension)
  }

  /// The part of a snapshot's file name that names its test,
  /// `[<Suite>.]<test>`, which is the same for every snapshot of the test.
  package static func testStem(suite: [String], test: String) -> String {
    (suite + [testFunction(test)]).map(sanitize).joined(separator: ".")
  }

  /// The file name of a snapshot of the test whose ``testStem(suite:test:)``
  /// is `testStem`.
  package static func snapshot(
    testStem: String, arguments: String?, name: String?, pathExtension: String
  ) -> String {
    var stem = testStem
    if let arguments { stem += "(" + sanitize(arguments) + ")" }
    if let name { stem += "." + sanitize(name) }
    stem = avoidingDeviceName(avoidingLeadingDot(stem))
    let ext = fileExtension(pathExtension)
    return shortened(stem, toUTF8Count: maximumUTF8Count - ext.utf8.count - 1) + "." + ext
  }

  /// `raw` as a file name's extension: sanitized, at most
  /// ``maximumExtensionUTF8Count`` bytes, not ending in a dot or a space.
  private static func fileExtension(_ raw: String) -> String {
    let last = raw.utf8.last
    if raw.utf8.count <= maximumExtensionUTF8Count, last != nil, last != UInt8(ascii: "."),
      last != UInt8(ascii: " "), isPlainASCII(raw)
    {
      return raw
    }
    let ext = truncated(sanitize(raw), toUTF8Count: maximumExtensionUTF8Count)
    return replacingTrailingDotOrSpace(ext.isEmpty ? "_" : ext)
  }

  /// The folder name for the snapshots of the test file at `filePath`.
  package static func folder(forTestFile filePath: String) -> String {
    let stem = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    let safe = avoidingDeviceName(avoidingLeadingDot(sanitize(stem)))
    return replacingTrailingDotOrSpace(shortened(safe, toUTF8Count: maximumUTF8Count))
  }

  /// The function's name without its parameter list: `emojiCard(emoji:)`
  /// becomes `emojiCard`, and a raw identifier loses its backticks.
  static func testFunction(_ function: String) -> String {
    var name = Substring(function)
    if name.hasSuffix(")"), let open = name.firstIndex(of: "(") { name = name[..<open] }
    if name.count > 2, name.hasPrefix("`"), name.hasSuffix("`") {
      name = name.dropFirst().dropLast()
    }
    return String(name)
  }

  /// `raw` in normalization form C with every character that a file
  /// system cannot hold replaced with `_`; empty becomes `_`.
  static func sanitize(_ raw: String) -> String {
    // Printable ASCII is already in form C; only the forbidden few change.
    if isPlainASCII(raw) { return raw.isEmpty ? "_" : raw }
    let composed = raw.precomposedStringWithCanonicalMapping
    var result = String.UnicodeScalarView()
    for scalar in composed.unicodeScalars {
      result.append(isForbidden(scalar) ? "_" : scalar)
    }
    return result.isEmpty ? "_" : String(result)
  }

  /// Whether `text` is printable ASCII without a character that
  /// ``sanitize(_:)`` replaces.
  private static func isPlainASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard var byte = bytes.baseAddress else { return true }
      let end = byte + bytes.count
      while byte < end {
        switch byte.pointee {
        case 0x22, 0x2A, 0x2F, 0x3A, 0x3C, 0x3E, 0x3F, 0x5C, 0x7C: return false
        case 0x20...0x7E: byte += 1
        default: return false
        }
      }
      return true
    }
  }

  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "/", "\\", "<", ">", ":", "\"", "|", "?", "*": return true
    default: return scalar.properties.generalCategory == .control
    }
  }

  private static func avoidingLeadingDot(_ name: String) -> String {
    name.hasPrefix(".") ? "_" + name.dropFirst() : name
  }

  private static func replacingTrailingDotOrSpace(_ name: String) -> String {
    guard let last = name.last, last == "." || last == " " else { return name }
    return name.dropLast() + "_"
  }

  /// Windows reserves these names, with any extension, in every folder.
  private static let deviceNames: Set<String> = {
    var names: Set<String> = ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    for suffix in ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "¹", "²", "³"] {
      names.insert("COM" + suffix)
      names.insert("LPT" + suffix)
    }
    return names
  }()

  /// `name` with `_` after its first part when that part is a device name.
  private static func avoidingDeviceName(_ name: String) -> String {
    // The bytes before the first dot or space: an ASCII device name has
    // three to seven, and a character that upper-cases to one of theirs
    // (`ı` to `I`) or a superscript digit (`COM¹`) at most two each.
    var name = name
    let bytes = name.withUTF8 { bytes in
      var count = 0
      var isASCII = true
      while count < bytes.count && bytes[count] != 0x2E && bytes[count] != 0x20 {
        if bytes[count] >= 0x80 { isASCII = false }
        count += 1
      }
      return (count: count, isASCII: isASCII)
    }
    guard bytes.isASCII ? (3...7).contains(bytes.count) : bytes.count <= 14 else { return name }
    let first = name.prefix { $0 != "." }
    let base = first.prefix { $0 != " " }
    guard deviceNames.contains(base.uppercased()) else { return name }
    return first + "_" + name.dropFirst(first.count)
  }

  /// `name` itself when it fits in `limit` UTF-8 bytes; otherwise its
  /// start, `~`, and 12 hex digits of a stable hash of all of it.
  static func shortened(_ name: String, toUTF8Count limit: Int) -> String {
    guard name.utf8.count > limit else { return name }
    let hash = StableHash.fnv1a64(name.utf8)
    let digits = String(hash >> 16, radix: 16)
    let tag = "~" + String(repeating: "0", count: 12 - digits.count) + digits
    return truncated(name, toUTF8Count: limit - tag.utf8.count) + tag
  }

  /// The longest prefix of whole characters that fits in `limit` UTF-8 bytes.
  private static func truncated(_ name: String, toUTF8Count limit: Int) -> String {
    var count = 0
    var end = name.startIndex
    for character in name {
      let width = character.utf8.count
      guard count + width <= limit else { break }
      count += width
      end = name.index(after: end)
    }
    return String(name[..<end])
  }
}

/// A hash that is the same on every run, process and machine (unlike
/// `Hasher`, which is seeded per process).
enum StableHash {
  /// The 64-bit FNV-1a hash of `bytes`.
  static func fnv1a64(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }
}

extension SnapshotFileName {
  /// What a candidate adds to its reference's name: a reference `card.txt`
  /// that no longer matches gets its candidate, `card.txt.new`, beside it,
  /// for review.
  package static let candidateSuffix = ".new"

  /// The candidate beside `reference` (`card.txt.new` beside `card.txt`).
  package static func candidate(of reference: URL) -> URL {
    reference.deletingLastPathComponent()
      .appendingPathComponent(reference.lastPathComponent + candidateSuffix)
  }

  /// Whether `url` names a candidate: a name that ends in `.new` after at
  /// least one character of the reference's name.
  package static func isCandidate(_ url: URL) -> Bool {
    let name = url.lastPathComponent
    return name.hasSuffix(candidateSuffix) && name.count > candidateSuffix.count
  }

  /// The reference a candidate stands beside.
  package static func reference(ofCandidate file: URL) -> URL {
    let name = file.lastPathComponent
    return file.deletingLastPathComponent()
      .appendingPathComponent(String(name.dropLast(candidateSuffix.count)))
  }
}
