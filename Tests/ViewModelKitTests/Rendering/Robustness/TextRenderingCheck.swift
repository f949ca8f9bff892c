import TestSupport

/// Checks a text rendering against the lines its tree must produce
/// (`TextModel`): the same number of lines, each at its depth with its
/// label, every string quoted so that it decodes back to the tree's
/// string, and nothing unescaped that the documentation says is escaped.
/// A string that forges a line, breaks out of its quotes or shifts an
/// indentation makes the rendering disagree with the model.
struct TextRenderingCheck {
  let model: TextModel

  /// What is wrong with `bytes`, at most a few problems, each naming its line.
  func problems(in bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    // Decoding replaces each invalid sequence, so valid UTF-8 is what comes back unchanged.
    guard text.utf8.elementsEqual(bytes) else { return ["not valid UTF-8"] }
    guard text.utf8.last == UInt8(ascii: "\n"), !text.hasSuffix("\n\n") else {
      return ["does not end with exactly one newline"]
    }
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .dropLast().map { Array(String(decoding: $0, as: UTF8.self).unicodeScalars) }
    guard lines.count == model.lines.count else {
      return ["\(lines.count) lines where the tree has \(model.lines.count)"]
    }
    var problems: [String] = []
    for (number, (line, expected)) in zip(lines, model.lines).enumerated() {
      var lineProblems: [TextProblem] = []
      do {
        try check(line, against: expected, notes: &lineProblems)
      } catch {
        lineProblems.append(error)
      }
      guard !lineProblems.isEmpty else { continue }
      let shown = String(String.UnicodeScalarView(line)).debugDescription
      problems += lineProblems.map { "line \(number + 1) \(shown): \($0)" }
    }
    return problems
  }

  /// Throws the problem that stops the reading of `line`; appends to
  /// `notes` those after which it goes on.
  private func check(
    _ line: [Unicode.Scalar], against expected: TextModel.Line, notes: inout [TextProblem]
  ) throws(TextProblem) {
    let indent = line.prefix { $0 == " " }.count
    guard indent == 2 * expected.depth else {
      throw TextProblem("indented \(indent) spaces where the tree needs \(2 * expected.depth)")
    }
    var position = indent
    try readLabel(expected.label, in: line, at: &position, notes: &notes)
    let rest = Array(line[position...])
    if let string = expected.string {
      let prefix: [Unicode.Scalar] = expected.label == .root ? [] : [":", " "]
      guard rest.starts(with: prefix) else { throw TextProblem("no \": \" before the string") }
      let literal = try SwiftStringLiteral(rest, from: prefix.count)
      guard literal.value == string else {
        throw TextProblem(
          "the string reads back as \(literal.value.debugDescription), not \(string.debugDescription)"
        )
      }
      guard prefix.count + literal.length == rest.count else {
        throw TextProblem("more after the string")
      }
    } else if expected.label != .root && !rest.isEmpty && !rest.starts(with: [":"]) {
      throw TextProblem("no colon after the label")
    }
    try checkUnquotedParts(rest)
  }

  private func readLabel(
    _ label: TextModel.Label, in line: [Unicode.Scalar], at position: inout Int,
    notes: inout [TextProblem]
  ) throws(TextProblem) {
    switch label {
    case .root:
      return
    case .index(let index):
      try expect("[\(index)]", in: line, at: &position)
    case .integerKey(let key):
      try expect(String(key), in: line, at: &position)
    case .dictionaryKey(let key):
      let literal = try SwiftStringLiteral(line, from: position)
      guard literal.value == key else {
        throw TextProblem("the key reads back as \(literal.value.debugDescription)")
      }
      position += literal.length
    case .key(let key):
      try readMemberName(key, in: line, at: &position, notes: &notes)
    }
  }

  /// A member's name: quoted, or as it is when that cannot be mistaken for
  /// anything else.
  private func readMemberName(
    _ key: String, in line: [Unicode.Scalar], at position: inout Int, notes: inout [TextProblem]
  ) throws(TextProblem) {
    if line.count > position && line[position] == "\"" {
      let literal = try SwiftStringLiteral(line, from: position)
      guard literal.value == key else {
        throw TextProblem("the name reads back as \(literal.value.debugDescription)")
      }
      position += literal.length
      return
    }
    try expect(key, in: line, at: &position)
    if let reason = ambiguity(ofBareName: key) {
      notes.append(
        TextProblem("the member name \(key.debugDescription) is not quoted, and \(reason)"))
    }
  }

  private func expect(_ text: String, in line: [Unicode.Scalar], at position: inout Int)
    throws(TextProblem)
  {
    let scalars = Array(text.unicodeScalars)
    guard line[position...].starts(with: scalars) else {
      throw TextProblem("expected \(text.debugDescription) at column \(position + 1)")
    }
    position += scalars.count
  }

  /// Outside quotes, every scalar must be one that needs no escape.
  private func checkUnquotedParts(_ rest: [Unicode.Scalar]) throws(TextProblem) {
    var index = 0
    while index < rest.count {
      if rest[index] == "\"" {
        index += try SwiftStringLiteral(rest, from: index).length
        continue
      }
      if let reason = mustBeEscaped(rest[index]) {
        throw TextProblem("a raw \(reason) U+\(hex(rest[index]))")
      }
      index += 1
    }
  }
}

/// Why a member name written as it is could be read as something else, or
/// `nil` when it cannot: it must not be empty, hold spaces, quotes or
/// characters that must be escaped, look like an array index, or start with
/// a mark that joins the indentation before it.
func ambiguity(ofBareName name: String) -> String? {
  let scalars = Array(name.unicodeScalars)
  guard let first = scalars.first else { return "it is empty" }
  if let bad = scalars.first(where: { $0.value <= 0x20 || $0 == "\"" || mustBeEscaped($0) != nil })
  {
    return "it holds U+\(hex(bad))"
  }
  if first.properties.isGraphemeExtend {
    return "it starts with U+\(hex(first)), which joins the indentation before it"
  }
  if name.hasPrefix("["), let close = name.firstIndex(of: "]"),
    name[name.index(after: name.startIndex)..<close].allSatisfy(\.isASCII),
    Int(name[name.index(after: name.startIndex)..<close]) != nil
  {
    return "it reads as an array index"
  }
  return nil
}
