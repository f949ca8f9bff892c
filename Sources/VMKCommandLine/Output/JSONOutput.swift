import Foundation
import ViewModelNotation

/// The JSON that `--json` prints: sorted keys, two-space indentation,
/// slashes as they are, one trailing newline, and every character that
/// `EscapedCharacter` escapes (DEL, C1 controls, invisible characters) written
/// as a JSON `\u` escape, so that the text reaches a terminal safe and a
/// parser still reads the same strings.
enum JSONOutput {
  static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return escapingHidden(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
  }

  /// `json` with each scalar that `EscapedCharacter.isAlwaysEscaped(_:)` (JSONEncoder
  /// already escapes those below U+0020) as `\uXXXX`, or a surrogate pair.
  /// Such scalars can only be inside strings, where the escape means the same.
  static func escapingHidden(_ json: String) -> String {
    guard
      json.unicodeScalars.contains(where: {
        $0.value >= 0x7F && EscapedCharacter.isAlwaysEscaped($0.value)
      })
    else { return json }
    var result = ""
    for scalar in json.unicodeScalars {
      guard scalar.value >= 0x7F, EscapedCharacter.isAlwaysEscaped(scalar.value) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      for unit in String(scalar).utf16 {
        let hex = String(unit, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return result
  }
}

// swift-format-ignore: UseSynthesizedInitializer
/// An optional member that JSON output writes as `null` when it is `nil`,
/// instead of leaving it out, so that every member of a schema is always there.
@propertyWrapper
struct Nullable<Value: Encodable & Sendable>: Encodable, Sendable {
  var wrappedValue: Value?

  /// Spelled out although the compiler would synthesize the same: with it,
  /// a containing type's memberwise initializer takes a plain optional.
  init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue {
      try container.encode(wrappedValue)
    } else {
      try container.encodeNil()
    }
  }
}
