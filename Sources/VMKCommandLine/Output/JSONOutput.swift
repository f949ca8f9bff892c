import Foundation

/// The JSON that `--json` prints: sorted keys, two-space indentation,
/// slashes as they are, one trailing newline.
enum JSONOutput {
  static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
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
