/// The tokens of a Swift source file: identifiers, string and regex
/// literals, numbers and `#` words, and punctuation, with comments and
/// white space left out. It is the project's one Swift lexer: `vmk` patches
/// inline snapshots and reads a manifest's package name with it, and the
/// assertions read the types an XCTest method is declared in.
///
/// It lexes a small subset of Swift: line, block and nested block comments;
/// string literals (plain, multi-line, extended-delimited, with
/// interpolations nested to any depth); `#/…/#` regex literals; backquoted
/// identifiers. Where that subset cannot tell what a byte means, it says so
/// in ``uncertainty`` instead of guessing, and goes on as best it can: a
/// bare `/regex/` literal (its `/` read as punctuation), a
/// `#sourceLocation` (which makes `#line` name another line), a comment or
/// literal that never ends (which ends the tokens). A reader that edits the
/// source refuses an uncertain one; a reader that only looks, as the
/// assertions do for XCTest names, may take the tokens as they are.
///
/// ```swift
/// let lexed = SwiftTokens(source: Array(#"let name = "Tea" // a drink"#.utf8))
/// lexed.tokens.map(\.kind)  // [.identifier, .identifier, .punctuation(61), .string(hashes: 0, multiline: false)]
/// ```
package struct SwiftTokens {
  /// What a token is.
  package enum Kind: Equatable, Sendable {
    case identifier
    /// A string literal, `hashes` being how many `#` delimit it.
    case string(hashes: Int, multiline: Bool)
    /// A `#/…/#` regex literal.
    case regex
    /// One byte of punctuation or operator: `(`, `)`, `{`, `:`, `,`, `+`…
    case punctuation(UInt8)
    /// A number, or a `#` word such as `#line`.
    case other
  }

  /// One token and where it lies.
  package struct Token: Equatable, Sendable {
    package let kind: Kind
    /// The byte range of the token in the source.
    package let range: Range<Int>
    /// The 1-based line of its first byte.
    package let line: Int
    /// The 1-based UTF-8 byte column of its first byte, as `#column` counts.
    package let column: Int
  }

  /// Why the lexing cannot be trusted.
  package enum Uncertainty: Equatable, Sendable {
    /// A bare `/regex/` literal could start at this line: its end cannot be
    /// told from a division without parsing Swift.
    case bareRegex(line: Int)
    /// A `#sourceLocation` directive at this line renames lines and files.
    case sourceLocation(line: Int)
    /// A comment or literal opened at this line never ends.
    case unterminated(line: Int)
  }

  package let tokens: [Token]
  /// The first reason the tokens cannot be trusted, or `nil` when they can.
  package let uncertainty: Uncertainty?
  /// The source the tokens' ranges point into.
  package let source: [UInt8]

  /// Lexes `source`, UTF-8 bytes.
  package init(source: [UInt8]) {
    var lexer = SwiftLexer(source)
    lexer.lex(untilClosingParenthesis: false)
    tokens = lexer.tokens
    uncertainty = lexer.uncertainty
    self.source = source
  }

  /// The bytes of `token` as they are written in the source.
  package func text(of token: Token) -> String {
    String(decoding: source[token.range], as: UTF8.self)
  }

  /// The name an identifier token stands for: its text without the
  /// backquotes that let a keyword be a name.
  package func name(of token: Token) -> String {
    let bytes = source[token.range]
    guard bytes.first == UInt8(ascii: "`"), bytes.count >= 2, bytes.last == UInt8(ascii: "`")
    else { return String(decoding: bytes, as: UTF8.self) }
    return String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
  }

  /// Whether `token` is the punctuation `character`.
  package func isPunctuation(_ token: Token, _ character: Unicode.Scalar) -> Bool {
    token.kind == .punctuation(UInt8(truncatingIfNeeded: character.value))
  }
}

/// The state of one pass over a source file.
struct SwiftLexer {
  let bytes: [UInt8]
  var index = 0
  var line = 1
  var lineStart = 0
  var tokens: [SwiftTokens.Token] = []
  var uncertainty: SwiftTokens.Uncertainty?

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Words after which an expression starts, so that `/` opens a regex.
  private static let expressionKeywords: Set<String> = [
    "return", "case", "in", "try", "await", "throw", "where", "if", "guard", "while", "else",
    "is", "as", "some", "any", "yield", "let", "var", "repeat",
  ]

  /// Lexes until the end of the source or, inside an interpolation, until
  /// the `)` that closes it.
  mutating func lex(untilClosingParenthesis: Bool) {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 10 || byte == 13 || byte == 32 || byte == 9 || byte == 11 || byte == 12 {
        advance()
      } else if starts(with: "//") {
        while index < bytes.count, bytes[index] != 10 { advance() }
      } else if starts(with: "/*") {
        skipBlockComment()
      } else if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
        hashOrString()
      } else if isIdentifierByte(byte) || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "$") {
        identifier()
      } else if isDigit(byte) {
        let start = index
        while index < bytes.count,
          isIdentifierByte(bytes[index]) || isDigit(bytes[index]) || bytes[index] == 46
        {
          advance()
        }
        append(.other, from: start)
      } else {
        if byte == UInt8(ascii: "/"), uncertainty == nil, startsBareRegex() {
          uncertainty = .bareRegex(line: line)
        }
        if untilClosingParenthesis, byte == UInt8(ascii: ")") {
          if depth == 0 { return advance() }
          depth -= 1
        }
        if untilClosingParenthesis, byte == UInt8(ascii: "(") { depth += 1 }
        append(.punctuation(byte), from: index, length: 1)
      }
    }
    if untilClosingParenthesis { noteUncertainty(.unterminated(line: line)) }
  }

  /// Whether a `/` at the current index could open a bare regex literal:
  /// where an expression starts and not followed by white space or `=`.
  private func startsBareRegex() -> Bool {
    let next = index + 1 < bytes.count ? bytes[index + 1] : 10
    if next == 32 || next == 9 || next == 10 || next == 13 || next == UInt8(ascii: "=") {
      return false
    }
    guard let previous = tokens.last else { return true }
    switch previous.kind {
    case .identifier:
      let word = String(decoding: bytes[previous.range], as: UTF8.self)
      return Self.expressionKeywords.contains(word)
    case .string, .regex, .other: return false
    case .punctuation(let byte):
      return
        !(byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
        || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "!")
        || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ">"))
    }
  }

  private mutating func identifier() {
    let start = index
    if bytes[index] == UInt8(ascii: "`") {
      advance()
      while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 10 {
        advance()
      }
      advance()
    } else {
      advance()
      while index < bytes.count, isIdentifierByte(bytes[index]) || isDigit(bytes[index]) {
        advance()
      }
    }
    append(.identifier, from: start)
  }

  /// A `#` word, a `#/…/#` regex, or a string literal with its `#`s.
  private mutating func hashOrString() {
    let start = index
    var hashes = 0
    while index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
    let after = index + hashes
    if after < bytes.count, bytes[after] == UInt8(ascii: "\"") {
      advance(by: hashes)
      return string(hashes: hashes, start: start)
    }
    if hashes > 0, after < bytes.count, bytes[after] == UInt8(ascii: "/") {
      return regex(hashes: hashes, start: start)
    }
    advance(by: max(1, hashes))
    while index < bytes.count, isIdentifierByte(bytes[index]) || isDigit(bytes[index]) {
      advance()
    }
    let word = String(decoding: bytes[start..<index], as: UTF8.self)
    if word == "#sourceLocation" { noteUncertainty(.sourceLocation(line: line)) }
    append(.other, from: start)
  }

  private mutating func regex(hashes: Int, start: Int) {
    let openingLine = line
    let closing = "/" + String(repeating: "#", count: hashes)
    advance(by: hashes + 1)
    while index < bytes.count, !starts(with: closing) { advance() }
    guard index < bytes.count else { return noteUncertainty(.unterminated(line: openingLine)) }
    advance(by: closing.utf8.count)
    append(.regex, from: start)
  }

  private mutating func skipBlockComment() {
    let openingLine = line
    var depth = 0
    while index < bytes.count {
      if starts(with: "/*") {
        depth += 1
        advance(by: 2)
      } else if starts(with: "*/") {
        depth -= 1
        advance(by: 2)
        if depth == 0 { return }
      } else {
        advance()
      }
    }
    noteUncertainty(.unterminated(line: openingLine))
  }

  /// Lexes a string literal whose opening quote is at the current index.
  private mutating func string(hashes: Int, start: Int) {
    let openingLine = line
    let openingColumn = start - lineStart + 1
    let multiline = starts(with: "\"\"\"")
    let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    advance(by: multiline ? 3 : 1)
    while index < bytes.count {
      if starts(with: closing) {
        advance(by: closing.utf8.count)
        let token = SwiftTokens.Token(
          kind: .string(hashes: hashes, multiline: multiline), range: start..<index,
          line: openingLine, column: openingColumn)
        return tokens.append(token)
      }
      if !multiline, bytes[index] == 10 || bytes[index] == 13 { break }
      if starts(with: escape) {
        advance(by: escape.utf8.count)
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
          advance()
          var inner = self
          inner.tokens = []
          inner.lex(untilClosingParenthesis: true)
          (index, line, lineStart, uncertainty) =
            (inner.index, inner.line, inner.lineStart, inner.uncertainty)
          continue
        }
      }
      advance()
    }
    noteUncertainty(.unterminated(line: openingLine))
  }

  /// Keeps the first reason the tokens cannot be trusted.
  private mutating func noteUncertainty(_ reason: SwiftTokens.Uncertainty) {
    if uncertainty == nil { uncertainty = reason }
  }

  private mutating func append(_ kind: SwiftTokens.Kind, from start: Int, length: Int? = nil) {
    if let length { advance(by: length) }
    // A token never spans lines except literals and comments, which are
    // appended where they start; `start` is on the current line here.
    tokens.append(
      SwiftTokens.Token(
        kind: kind, range: start..<index, line: line, column: start - lineStart + 1))
  }

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte >= 0x80
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func advance(by count: Int = 1) {
    for _ in 0..<count where index < bytes.count {
      if bytes[index] == 10 {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
  }

  /// Whether the bytes at `index` are those of `text`, compared in place:
  /// it is asked at nearly every byte, so it allocates nothing.
  private func starts(with text: String) -> Bool {
    var position = index
    for byte in text.utf8 {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
    }
    return true
  }
}
