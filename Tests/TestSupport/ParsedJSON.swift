import Foundation

/// A JSON rendering parsed back by Foundation's `JSONSerialization`, so tests
/// check the renderer's output with an independent parser.
public struct ParsedJSON {
  /// What `JSONSerialization` made of the text.
  public let value: Any

  /// Parses `text`, throwing an error that shows the text when it is not valid JSON.
  public init(_ text: String) throws {
    do {
      value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    } catch {
      throw InvalidJSON(text: text, reason: "\(error)")
    }
  }

  private init(value: Any) {
    self.value = value
  }

  /// The member `key` of an object, or `nil` when this is not an object or has no such member.
  public subscript(key: String) -> ParsedJSON? {
    (value as? [String: Any])?[key].map { ParsedJSON(value: $0) }
  }

  /// The element at `index` of an array.
  public subscript(index: Int) -> ParsedJSON? {
    guard let array = value as? [Any], array.indices.contains(index) else { return nil }
    return ParsedJSON(value: array[index])
  }

  public var string: String? { value as? String }
  public var double: Double? { (value as? NSNumber)?.doubleValue }
  public var int: Int? { (value as? NSNumber)?.intValue }
  /// A JSON `true` or `false`; `nil` for numbers, which Foundation may also bridge to `Bool`.
  public var bool: Bool? {
    guard let number = value as? NSNumber else { return nil }
    let objCType = String(cString: number.objCType)
    return objCType == "c" || objCType == "B" ? number.boolValue : nil
  }
  public var isNull: Bool { value is NSNull }
  public var count: Int? { (value as? [Any])?.count ?? (value as? [String: Any])?.count }
  public var keys: Set<String>? { (value as? [String: Any]).map { Set($0.keys) } }
}

/// Text that was expected to be JSON and is not.
public struct InvalidJSON: Error, CustomStringConvertible {
  public let text: String
  public let reason: String
  public var description: String { "Not valid JSON (\(reason)):\n\(text)" }
}
