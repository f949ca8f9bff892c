import Testing

@testable import VMKCommandLine
@testable import ViewModelSnapshotFormat

/// Writing a rendering into the source of its `assertInlineSnapshot` call.
@Suite struct InlineSnapshotPatchTests {
  /// A source, which of its calls to patch, and the content to write.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    var occurrence = 1
    var content = "Screen\n  title: \"Tea\""
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "no closure", source: "func f() {\n    assertInlineSnapshot(of: screen)\n}\n"),
    Case(
      name: "two calls on one line",
      source:
        "assertInlineSnapshot(of: a); assertInlineSnapshot(of: b) { \"\"\"\n  b\n  \"\"\" }\n",
      occurrence: 2),
    Case(
      name: "arguments holding ) { \"",
      source: "assertInlineSnapshot(of: f(\")\", \"{\", [1: \"}\"]), as: .text)\n"),
    Case(
      name: "nested interpolation",
      source: "let s = \"a\\(\"b\\(\"c\\(1)\")\")\"; assertInlineSnapshot(of: s)\n"),
    Case(name: "raw strings", source: "assertInlineSnapshot(of: #\"a\"b\\(x)\"#) {}\n"),
    Case(
      name: "nested block comments",
      source: "/* a /* assertInlineSnapshot(of: x) */ b */ assertInlineSnapshot(of: y)\n",
      occurrence: 2),
    Case(
      name: "multi-line call", source: "  assertInlineSnapshot(\n    of: x,\n    as: .text\n  )\n"),
    Case(
      name: "emoji before the call", source: "let e = \"🙂\"; /* é */ assertInlineSnapshot(of: e)\n"),
    Case(
      name: "content with three quotes", source: "assertInlineSnapshot(of: x)\n",
      content: "a \"\"\" b"),
    Case(
      name: "content with a backslash", source: "assertInlineSnapshot(of: x)\n",
      content: "C:\\dir\\#(x)"),
    Case(
      name: "content with tabs", source: "assertInlineSnapshot(of: x)\n", content: "a\tb\n\tc\t"),
    Case(name: "trailing spaces", source: "assertInlineSnapshot(of: x)\n", content: "a  \n   \nb "),
    Case(name: "empty content", source: "assertInlineSnapshot(of: x)\n", content: ""),
    Case(
      name: "re-recording over a literal",
      source: "    assertInlineSnapshot(of: x) {\n      \"\"\"\n      old\n      \"\"\"\n    }\n"),
    Case(
      name: "CRLF file",
      source:
        "func f() {\r\n  assertInlineSnapshot(of: x) {\r\n    \"\"\"\r\n    old\r\n    \"\"\"\r\n  }\r\n}\r\n"
    ),
    Case(
      name: "CRLF file without a closure",
      source: "func f() {\r\n  assertInlineSnapshot(of: x)\r\n}\r\n"),
    Case(
      name: "trailing closure on the next line",
      source: "assertInlineSnapshot(of: x)\n{\n  \"\"\"\n  old\n  \"\"\"\n}\n"),
    Case(name: "empty closure with space", source: "\tassertInlineSnapshot(of: x) { }\n"),
    Case(
      name: "matches argument",
      source: "assertInlineSnapshot(of: x, matches: { \"old\" })\n"),
    Case(name: "single-line literal", source: "assertInlineSnapshot(of: x) { \"old\" }\n"),
    Case(
      name: "regex literal before",
      source:
        "let r = #/a(\"b/#; let q = \"\"\"\n  assertInlineSnapshot(\n  \"\"\"\nassertInlineSnapshot(of: x)\n",
      occurrence: 2),
    Case(
      name: "raw literal re-recorded plain",
      source: "assertInlineSnapshot(of: x) {\n  ##\"\"\"\n  a\\##(b)\n  \"\"\"##\n}\n"),
    Case(
      name: "controls and direction marks",
      source: "assertInlineSnapshot(of: x)\n", content: "a\r\nb\u{0}c\u{202E}d\u{7}"),
    Case(
      name: "division and a closure argument before",
      source: "let v = a/b / c; g { $0 }; assertInlineSnapshot(of: v, as: .lines { $0 })\n"),
  ]

  /// The line and UTF-8 column of the `(` of the `occurrence`th call.
  static func location(_ occurrence: Int, in source: [UInt8]) -> (line: Int, column: Int) {
    let name = Array("assertInlineSnapshot(".utf8)
    var seen = 0
    var line = 1
    var lineStart = 0
    for index in source.indices {
      if source[index...].starts(with: name) {
        seen += 1
        if seen == occurrence { return (line, index + name.count - lineStart) }
      }
      if source[index] == 10 {
        line += 1
        lineStart = index + 1
      }
    }
    return (0, 0)
  }

  /// The source with the `occurrence`th call patched to `content`.
  static func patched(_ source: [UInt8], _ occurrence: Int, _ content: String) throws -> [UInt8] {
    let (line, column) = location(occurrence, in: source)
    let edit = try InlineSnapshotPatch.edit(
      source: source, line: line, column: column, content: content)
    return try InlineSnapshotPatch.apply([edit], to: source)
  }

  /// The value of the literal the patch wrote for the `occurrence`th call.
  static func recorded(_ source: [UInt8], _ occurrence: Int) throws -> String? {
    let (line, column) = location(occurrence, in: source)
    let edit = try InlineSnapshotPatch.edit(
      source: source, line: line, column: column, content: "")
    let literal = SwiftTokens(source: source).tokens.first {
      edit.range.contains($0.range.lowerBound)
    }
    return literal.flatMap { InlineLiteral.decode(Array(source[$0.range])) }
  }

  @Test(arguments: cases) func aPatchedCallReadsBackItsContent(_ test: Case) throws {
    let source = Array(test.source.utf8)
    let patched = try Self.patched(source, test.occurrence, test.content)
    #expect(try Self.recorded(patched, test.occurrence) == test.content)
    // Recording again changes nothing; recording something else reads back.
    #expect(try Self.patched(patched, test.occurrence, test.content) == patched)
    let again = try Self.patched(patched, test.occurrence, "other")
    #expect(try Self.recorded(again, test.occurrence) == "other")
    #expect(SwiftTokens(source: patched).uncertainty == nil)
    if test.source.contains("\r\n") {
      #expect(
        !patched.indices.contains { patched[$0] == 10 && (($0 == 0) || patched[$0 - 1] != 13) })
    }
  }

  @Test func aCallWithoutAClosureGetsOneIndentedLikeItsLine() throws {
    let patched = try Self.patched(
      Array("    assertInlineSnapshot(of: x) // see\n".utf8), 1, "a\n  b")
    #expect(
      String(decoding: patched, as: UTF8.self)
        == "    assertInlineSnapshot(of: x) {\n        \"\"\"\n        a\n          b\n        \"\"\"\n    } // see\n"
    )
  }

  @Test func onlyTheClosuresBytesChange() throws {
    let source = "x()  /* keep */ assertInlineSnapshot(of: x) { \"old\" }  // keep  \nlet y = 1  \n"
    let patched = String(decoding: try Self.patched(Array(source.utf8), 1, "new"), as: UTF8.self)
    // A literal on the line of its `{` gets the closure laid out as a new one.
    #expect(
      patched
        == "x()  /* keep */ assertInlineSnapshot(of: x) {\n  \"\"\"\n  new\n  \"\"\"\n}  // keep  \nlet y = 1  \n"
    )
  }

  @Test func aLiteralOnItsOwnLineIsReplacedInPlace() throws {
    let source = "f {\n  assertInlineSnapshot(of: x) {  // keep\n    \"old\"  /* keep */\n  }\n}\n"
    let patched = String(decoding: try Self.patched(Array(source.utf8), 1, "new"), as: UTF8.self)
    #expect(
      patched
        == "f {\n  assertInlineSnapshot(of: x) {  // keep\n    \"\"\"\n    new\n    \"\"\"  /* keep */\n  }\n}\n"
    )
  }
}
