import Foundation

/// A package's name as its manifest gives it, for the gallery's title:
/// `name:` in `Package(name: "ShoppingCart", …)`, read from `Package.swift`
/// as text, never by running it.
///
/// The manifest is hostile input like every file of a pull request, so it
/// is read as a snapshot file is: not through a link, not if it is not a
/// regular file, and only its first ``readLimit`` bytes. A small lexer skips
/// comments and string literals until `Package`, an opening parenthesis and
/// the label `name:`, and takes the string literal that follows when it is
/// plain (escapes `\"`, `\\`, `\n`, `\t` and `\u{…}`, no interpolation),
/// one line, and at most ``maximumLength`` characters. Anything else gives
/// `nil`, and the gallery falls back to the folder's name.
enum PackageName {
  /// The most bytes of `Package.swift` read.
  static let readLimit = 64 << 10
  /// The longest name taken.
  static let maximumLength = 200

  /// The name `Package.swift` in `root` gives its package, or `nil`.
  static func read(in root: URL) -> String? {
    let file = root.appendingPathComponent("Package.swift")
    let descriptor = open(file.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: readLimit)
    var count = 0
    while count < readLimit {
      let read = bytes.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress! + count, readLimit - count)
      }
      guard read > 0 else { break }
      count += read
    }
    return name(inManifest: String(decoding: bytes[..<count], as: UTF8.self))
  }

  /// The `name:` argument of the first `Package(` call in `manifest`.
  static func name(inManifest manifest: String) -> String? {
    var lexer = ManifestLexer(Array(manifest.unicodeScalars))
    var previous: [ManifestLexer.Token] = []
    while let token = lexer.next() {
      previous.append(token)
      if previous.count > 3 { previous.removeFirst() }
      guard previous.count == 3, previous[0] == .word("Package"), previous[1] == .symbol("("),
        previous[2] == .word("name")
      else { continue }
      guard lexer.next() == .symbol(":"), case .string(let name)? = lexer.next(),
        !name.isEmpty, name.count <= maximumLength
      else { return nil }
      return name
    }
    return nil
  }
}

/// The tokens of a Swift manifest that finding its name needs: words,
/// single symbols and plain string literals; comments and whitespace are
/// skipped, and a string literal that is not plain ends the reading.
struct ManifestLexer {
  enum Token: Equatable {
    case word(String)
    case symbol(Character)
    case string(String)
    /// A literal this lexer does not read: raw, multi-line or interpolated.
    case otherLiteral
  }

  private let scalars: [Unicode.Scalar]
  private var index = 0

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  /// The next token, or `nil` at the end (or at a comment left open).
  mutating func next() -> Token? {
    while let scalar = peek() {
      if scalar.properties.isWhitespace {
        index += 1
      } else if scalar == "/", peek(1) == "/" {
        while let next = peek(), next != "\n" { index += 1 }
      } else if scalar == "/", peek(1) == "*" {
        guard skipBlockComment() else { return nil }
      } else if scalar == "\"" {
        return stringLiteral()
      } else if scalar == "#" {
        index += 1
        return .otherLiteral
      } else if scalar == "_" || scalar.properties.isAlphabetic {
        var word = String.UnicodeScalarView()
        while let next = peek(),
          next == "_" || next.properties.isAlphabetic || next.properties.numericType != nil
        {
          word.append(next)
          index += 1
        }
        return .word(String(word))
      } else {
        index += 1
        return .symbol(Character(scalar))
      }
    }
    return nil
  }

  /// Skips a block comment, nested ones included; `false` when it is not closed.
  private mutating func skipBlockComment() -> Bool {
    var depth = 0
    while let scalar = peek() {
      if scalar == "/", peek(1) == "*" {
        depth += 1
        index += 2
      } else if scalar == "*", peek(1) == "/" {
        depth -= 1
        index += 2
        if depth == 0 { return true }
      } else {
        index += 1
      }
    }
    return false
  }

  /// A string literal from its opening quote: its text when it is plain.
  private mutating func stringLiteral() -> Token {
    if peek(1) == "\"", peek(2) == "\"" {
      index += 3
      return .otherLiteral
    }
    index += 1
    var text = String.UnicodeScalarView()
    while let scalar = peek() {
      index += 1
      switch scalar {
      case "\"": return .string(String(text))
      case "\n", "\r": return .otherLiteral
      case "\\":
        guard let escaped = escape() else { return .otherLiteral }
        text.append(escaped)
      default: text.append(scalar)
      }
    }
    return .otherLiteral
  }

  /// The character an escape after a backslash stands for; `nil` for an
  /// interpolation or an escape Swift does not have.
  private mutating func escape() -> Unicode.Scalar? {
    guard let scalar = peek() else { return nil }
    index += 1
    switch scalar {
    case "\"", "\\", "'": return scalar
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "0": return "\0"
    case "u":
      guard peek() == "{" else { return nil }
      index += 1
      var digits = ""
      while let next = peek(), next != "}", digits.count <= 8 {
        digits.unicodeScalars.append(next)
        index += 1
      }
      guard peek() == "}", let value = UInt32(digits, radix: 16) else { return nil }
      index += 1
      return Unicode.Scalar(value)
    default: return nil
    }
  }
}
