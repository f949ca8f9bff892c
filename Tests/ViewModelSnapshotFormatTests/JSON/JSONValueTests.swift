import Foundation
import TestSupport
import Testing

@testable import ViewModelSnapshotFormat

@Suite struct JSONValueTests {
  private func parsed(_ text: String) throws(JSONValue.ParseError) -> JSONValue {
    try JSONValue(parsing: Array(text.utf8))
  }

  /// The error parsing `bytes` throws, or `nil` when it parses.
  private func failure(_ bytes: [UInt8]) -> JSONValue.ParseError? {
    do {
      _ = try JSONValue(parsing: bytes)
      return nil
    } catch {
      return error
    }
  }

  private func failure(_ text: String) -> JSONValue.ParseError? {
    failure(Array(text.utf8))
  }

  @Test func membersKeepTheOrderTheyWereWrittenIn() throws {
    let value = try parsed(#"{"b": 1, "a": {"z": true, "y": false}, "c": null}"#)
    #expect(
      value
        == .object([
          (key: "b", value: .number("1")),
          (
            key: "a",
            value: .object([(key: "z", value: .bool(true)), (key: "y", value: .bool(false))])
          ),
          (key: "c", value: .null),
        ]))
    #expect(value != (try parsed(#"{"a": {"z": true, "y": false}, "b": 1, "c": null}"#)))
  }

  @Test func numbersKeepTheirTextAsWritten() throws {
    for text in ["0", "-0", "1.10", "12.5e-3", "1E+20", "9007199254740993", "-0.000"] {
      #expect(try parsed(text) == .number(text))
    }
    #expect(try parsed(" [1.0, 1] ") == .array([.number("1.0"), .number("1")]))
  }

  @Test func escapesAreDecodedIncludingSurrogatePairs() throws {
    let text = #""\" \\ \/ \b \f \n \r \t \u00e9 \u00E9 \ud83d\udc4a \u0000 \u2028""#
    #expect(try parsed(text) == .string("\" \\ / \u{8} \u{C} \n \r \t é é 👊 \u{0} \u{2028}"))
    #expect(try parsed("\"e\u{301} 👊🏽\"") == .string("e\u{301} 👊🏽"))
  }

  @Test func loneSurrogatesAreRejected() {
    #expect(failure(#""\ud83d""#)?.reason == "a lone surrogate")
    #expect(failure(#""\ud83d\u0041""#)?.reason == "a lone surrogate")
    #expect(failure(#""\udc4a""#)?.reason == "a lone surrogate")
  }

  @Test func truncatedAndInvalidTextIsRejectedWithTheOffsetAndReason() {
    let cases: [(String, Int, String)] = [
      ("", 0, "the text ends where a value should be"),
      (#"{"a": 1"#, 7, "the object is not closed"),
      ("[1, 2", 5, "the array is not closed"),
      (#""abc"#, 4, "the string is not closed"),
      ("[1,]", 3, "unexpected character"),
      ("tru", 0, "unexpected character"),
      ("01", 2, "a number does not start with 0"),
      ("1.", 2, "digits should follow the decimal point"),
      ("1e+", 3, "digits should follow the exponent"),
      (#"{"a" 1}"#, 5, "a colon should follow the member name"),
      ("{1: 2}", 1, "a member name should be here"),
      ("[1 2]", 3, "a comma or ] should be here"),
      (#"{"a": 1 "b": 2}"#, 8, "a comma or } should be here"),
      ("{} x", 3, "text after the value"),
      ("\"a\nb\"", 2, "a control character in a string"),
      (#""\x""#, 3, "an unknown escape"),
      (#""\u12""#, 3, "\\u needs four hex digits"),
      ("NaN", 0, "unexpected character"),
    ]
    for (text, offset, reason) in cases {
      #expect(failure(text)?.offset == offset, "\(text)")
      #expect(failure(text)?.reason == reason, "\(text)")
    }
    #expect(
      failure("[").map(String.init(describing:))
        == "not valid JSON at byte 1: the text ends where a value should be")
  }

  @Test func invalidUTF8InAStringIsRejected() {
    let quote = UInt8(ascii: "\"")
    let invalid: [[UInt8]] = [
      [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x80], [0xF4, 0x90, 0x80, 0x80],
    ]
    for bytes in invalid {
      let error = failure([quote, UInt8(ascii: "a")] + bytes + [quote])
      #expect(error?.reason == "invalid UTF-8 in a string", "\(bytes)")
      #expect((2...(2 + bytes.count)).contains(error?.offset ?? -1), "\(bytes)")
    }
    #expect(failure([0xFF])?.reason == "unexpected character")
    #expect(failure([quote, 0xE2, 0x82, 0xAC, quote]) == nil)
  }

  @Test func nestingUpToTheDepthLimitParsesAndDeeperNestingThrows() throws {
    let limit = JSONValue.maximumDepth
    #expect(limit == 512)
    var deepest = try parsed(
      String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
    var depth = 0
    while case .array(let elements) = deepest {
      depth += 1
      deepest = elements.first ?? .null
    }
    #expect(depth == limit)
    let objects =
      String(repeating: #"{"a":"#, count: limit) + "0" + String(repeating: "}", count: limit)
    #expect(failure(objects) == nil)
    let tooDeep =
      String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
    #expect(failure(tooDeep)?.offset == limit)
    #expect(failure(tooDeep)?.reason == "nested deeper than 512 levels")
    #expect(failure(String(repeating: "[", count: 100_000))?.offset == limit)
    #expect(
      failure(String(repeating: #"{"a":["#, count: 50_000))?.reason
        == "nested deeper than 512 levels")
  }

  @Test func tenThousandRandomDocumentsParseAsFoundationParsesThem() throws {
    var generator = SeededGenerator(seed: 0x6A73_6F6E)
    let random = RandomJSON()
    for index in 0..<10_000 {
      let value = random.value(depth: 0, using: &generator)
      let text = random.written(value, using: &generator)
      let bytes = Array(text.utf8)
      let ours = try JSONValue(parsing: bytes)
      #expect(ours == value, "document \(index): \(text)")
      let foundation = try JSONSerialization.jsonObject(
        with: Data(bytes), options: .fragmentsAllowed)
      #expect(Self.matches(ours, foundation), "document \(index): \(text)")
      let cut = Int.random(in: 0..<bytes.count, using: &generator)
      let prefix = Array(bytes[..<cut])
      let foundationTakesPrefix =
        (try? JSONSerialization.jsonObject(with: Data(prefix), options: .fragmentsAllowed)) != nil
      #expect(
        (failure(prefix) == nil) == foundationTakesPrefix,
        "document \(index) cut at \(cut): \(text)")
    }
  }

  /// Whether Foundation's parse of a document holds what ours does.
  private static func matches(_ value: JSONValue, _ object: Any) -> Bool {
    switch value {
    case .null: return object is NSNull
    case .bool(let flag): return (object as? Bool) == flag
    case .number(let text):
      // Foundation reads numbers with exponents as decimals, whose doubles
      // may differ from the correctly rounded value in the last places.
      guard let theirs = (object as? NSNumber)?.doubleValue, let ours = Double(text) else {
        return false
      }
      return ours == theirs || abs(ours - theirs) <= abs(ours) * 1e-12
    case .string(let text): return (object as? String) == text
    case .array(let elements):
      guard let array = object as? [Any], array.count == elements.count else { return false }
      return zip(elements, array).allSatisfy { matches($0, $1) }
    case .object(let members):
      guard let dictionary = object as? [String: Any], dictionary.count == members.count else {
        return false
      }
      return members.allSatisfy { member in
        dictionary[member.key].map { matches(member.value, $0) } ?? false
      }
    }
  }
}
