import ViewModelSnapshotFormat

/// Writes an inline snapshot's content into the test's source: the bytes of
/// the file with the call's literal replaced, or its trailing closure added.
///
/// The call is named as `#line` and `#column` name it when they are default
/// arguments of `assertInlineSnapshot(of:…)`: the line and the 1-based
/// UTF-8 byte column of the `(` that opens the call's arguments (Swift 6.3
/// passes the column of that `(`, not of the function's name; an emoji
/// before the call on its line counts four columns).
///
/// The patch refuses rather than guesses: a source that is not UTF-8,
/// whose lexing is uncertain (``SwiftTokens/Uncertainty``), where no call
/// opens at that line and column, or whose closure holds anything but one
/// string literal. It changes no byte of the file but the literal's (or
/// the closure's, when it adds one).
///
/// ```swift
/// let source = Array("assertInlineSnapshot(of: screen)\n".utf8)
/// let edit = try InlineSnapshotPatch.edit(
///   source: source, line: 1, column: 21, content: "Screen")
/// let patched = try InlineSnapshotPatch.apply([edit], to: source)
/// ```
package enum InlineSnapshotPatch {
  /// Bytes to put in place of a range of the source.
  package struct Edit: Equatable, Sendable {
    package let range: Range<Int>
    package let replacement: [UInt8]
  }

  /// The edit that writes `content` (a rendering without its final
  /// newline) as the literal of the call whose `(` is at `line` and UTF-8
  /// `column`.
  /// `indentUnit` is one level of indentation; by default a tab where the
  /// call's line is indented with tabs, otherwise the narrowest indentation
  /// of the file's lines (two spaces when none is).
  package static func edit(
    source: [UInt8], line: Int, column: Int, content: String,
    functionName: String = "assertInlineSnapshot", indentUnit: String? = nil
  ) throws(InlineSnapshotRefusal) -> Edit {
    try edit(
      in: LexedSource(source), line: line, column: column, content: content,
      functionName: functionName, indentUnit: indentUnit)
  }

  /// A source lexed once for the edits of all its calls: its bytes and
  /// tokens, or why it cannot be patched at all.
  package struct LexedSource: Sendable {
    package let source: [UInt8]
    let tokens: Result<[SwiftTokens.Token], InlineSnapshotRefusal>

    package init(_ source: [UInt8]) {
      self.source = source
      if Array(String(decoding: source, as: UTF8.self).utf8) != source {
        tokens = .failure(.notUTF8)
      } else {
        let lexed = SwiftTokens(source: source)
        tokens = lexed.uncertainty.map { .failure(.uncertain($0)) } ?? .success(lexed.tokens)
      }
    }
  }

  /// ``edit(source:line:column:content:functionName:indentUnit:)`` on a
  /// source lexed before.
  package static func edit(
    in lexed: LexedSource, line: Int, column: Int, content: String,
    functionName: String = "assertInlineSnapshot", indentUnit: String? = nil
  ) throws(InlineSnapshotRefusal) -> Edit {
    let source = lexed.source
    let tokens = try lexed.tokens.get()
    guard
      let open = tokens.firstIndex(where: {
        $0.line == line && $0.column == column && $0.kind == .punctuation(UInt8(ascii: "("))
      }),
      open > 0, tokens[open - 1].kind == .identifier,
      source[tokens[open - 1].range].elementsEqual(functionName.utf8),
      let close = matching(tokens, from: open)
    else { throw .callNotFound(line: line, column: column, functionName: functionName) }
    let layout = InlineLayout(
      source: source, callStart: tokens[open - 1].range.lowerBound, indentUnit: indentUnit)
    if let argument = matchesArgument(tokens, source: source, open: open, close: close) {
      return try literalEdit(
        tokens, argument, source: source, layout: layout, content: content, line: line)
    }
    let next = close + 1
    if next < tokens.count, tokens[next].kind == .punctuation(UInt8(ascii: "{")),
      let end = matching(tokens, from: next)
    {
      return try literalEdit(
        tokens, next...end, source: source, layout: layout, content: content, line: line)
    }
    let closure =
      " {" + layout.newline + layout.inner
      + InlineLiteral.encode(content, indentation: layout.inner, newline: layout.newline)
      + layout.newline + layout.outer + "}"
    let end = tokens[close].range.upperBound
    return Edit(range: end..<end, replacement: Array(closure.utf8))
  }

  /// `source` with `edits` made, which must not overlap.
  package static func apply(
    _ edits: [Edit], to source: [UInt8]
  ) throws(InlineSnapshotRefusal) -> [UInt8] {
    var result = source
    var limit = source.count
    var isFirst = true
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      // Two edits at one point (two closures added to one call) overlap too.
      guard edit.range.upperBound <= limit, isFirst || edit.range.lowerBound < limit
      else { throw .overlapping }
      isFirst = false
      result.replaceSubrange(edit.range, with: edit.replacement)
      limit = edit.range.lowerBound
    }
    return result
  }

  /// The one edit for `content`: `tokens[range]` is the closure `{ … }` or
  /// the value of `matches:`, holding nothing or one string literal.
  private static func literalEdit(
    _ tokens: [SwiftTokens.Token], _ range: ClosedRange<Int>, source: [UInt8], layout: InlineLayout,
    content: String, line: Int
  ) throws(InlineSnapshotRefusal) -> Edit {
    let brace = UInt8(ascii: "{")
    let isClosure =
      tokens[range.lowerBound].kind == .punctuation(brace) && range.count >= 2
      && tokens[range.upperBound].kind == .punctuation(UInt8(ascii: "}"))
    let inside = isClosure ? tokens[(range.lowerBound + 1)..<range.upperBound] : tokens[range]
    // An empty closure, or one whose literal starts on the line of its `{`
    // (`{ "" }`), is written whole, laid out as a new one is.
    let startsOnBraceLine = inside.first.map { $0.line == tokens[range.lowerBound].line } ?? true
    if isClosure, inside.isEmpty || (inside.count == 1 && startsOnBraceLine) {
      if let literal = inside.first, !isStringLiteral(literal) {
        throw .notASingleLiteral(line: tokens[range.lowerBound].line)
      }
      let closure =
        "{" + layout.newline + layout.inner
        + InlineLiteral.encode(content, indentation: layout.inner, newline: layout.newline)
        + layout.newline + layout.outer + "}"
      let whole =
        tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound].range.upperBound
      return Edit(range: whole, replacement: Array(closure.utf8))
    }
    guard inside.count == 1, let literal = inside.first, case .string = literal.kind else {
      throw .notASingleLiteral(line: tokens[range.lowerBound].line)
    }
    let indentation = layout.indentation(ofLiteralAt: literal.range.lowerBound)
    let text = InlineLiteral.encode(content, indentation: indentation, newline: layout.newline)
    return Edit(range: literal.range, replacement: Array(text.utf8))
  }

  private static func isStringLiteral(_ token: SwiftTokens.Token) -> Bool {
    if case .string = token.kind { return true }
    return false
  }

  /// The tokens of the value of a `matches:` argument between the call's
  /// parentheses at `open` and `close`.
  private static func matchesArgument(
    _ tokens: [SwiftTokens.Token], source: [UInt8], open: Int, close: Int
  ) -> ClosedRange<Int>? {
    var depth = 0
    var index = open + 1
    while index < close {
      let kind = tokens[index].kind
      if case .punctuation(let byte) = kind {
        if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
          depth += 1
        } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
          || byte == UInt8(ascii: "}")
        {
          depth -= 1
        }
      }
      if depth == 0, kind == .identifier, source[tokens[index].range].elementsEqual("matches".utf8),
        tokens[index + 1].kind == .punctuation(UInt8(ascii: ":"))
      {
        var end = index + 2
        var inner = 0
        while end < close {
          if case .punctuation(let byte) = tokens[end].kind {
            if "([{".utf8.contains(byte) { inner += 1 }
            if ")]}".utf8.contains(byte) { inner -= 1 }
            if byte == UInt8(ascii: ","), inner == 0 { break }
          }
          end += 1
        }
        return end > index + 2 ? (index + 2)...(end - 1) : nil
      }
      index += 1
    }
    return nil
  }

  /// The index of the bracket that closes the one at `open`.
  private static func matching(_ tokens: [SwiftTokens.Token], from open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      guard case .punctuation(let byte) = tokens[index].kind else { continue }
      if "([{".utf8.contains(byte) { depth += 1 }
      if ")]}".utf8.contains(byte) {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
