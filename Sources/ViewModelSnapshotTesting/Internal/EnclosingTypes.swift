import Foundation

/// The type declarations of a Swift source file and the lines they span,
/// so that an assertion outside Swift Testing (an XCTest method) can be
/// qualified by the class it is written in.
///
/// XCTest has no public way to ask which test case is running, and its
/// observers hear of a test only if they were registered before it
/// started. The source file, which the assertion already needs to find its
/// package, answers the same question the same way on every run.
struct EnclosingTypes {
  /// One `class`, `struct`, `enum`, `actor`, `protocol` or `extension` body.
  struct Scope: Equatable {
    /// The dotted name, outer types first: `Outer.Inner`.
    let name: [String]
    let firstLine: Int
    var lastLine: Int
  }

  let scopes: [Scope]

  /// The dotted name of the innermost type whose body holds `line`, or
  /// an empty array for a line outside every type.
  func names(enclosing line: Int) -> [String] {
    scopes.last { $0.firstLine <= line && line <= $0.lastLine }?.name ?? []
  }

  /// Finds the scopes of `source`, skipping comments and string literals.
  init(source: String) {
    var scanner = Scanner(Array(source.utf8))
    scopes = scanner.scopes()  // in the order they open: outer before inner
  }

  /// The scopes of the file at `path`, read once per process.
  static func of(file path: String) -> EnclosingTypes {
    cache.value(for: path) {
      EnclosingTypes(source: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    }
  }

  private static let cache = LockedCache<String, EnclosingTypes>()
}

extension EnclosingTypes {
  /// A small lexer: enough of Swift to pair braces and see declarations.
  fileprivate struct Scanner {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private static let declarations: Set<String> = [
      "class", "struct", "enum", "actor", "protocol", "extension",
    ]
    /// Words after `class` that make it a modifier (`class func`), not a declaration.
    private static let modifiers: Set<String> = [
      "func", "var", "let", "subscript", "init", "deinit", "override", "final", "open", "public",
      "package", "internal", "fileprivate", "private", "static", "dynamic", "required",
      "convenience", "lazy", "typealias", "nonisolated", "weak", "unowned",
    ]

    // What the scan has found and where it stands.
    private var found: [Scope] = []
    /// One entry per open brace: the index in `found` of the type it opens.
    private var open: [Int?] = []
    /// The name of a declaration whose body has not opened yet.
    private var pending: [String]?
    private var expectingName = false
    private var afterNamePart = false
    /// The last byte that was not white space, outside comments and strings.
    private var previous: UInt8 = 0

    mutating func scopes() -> [Scope] {
      while index < bytes.count {
        let byte = bytes[index]
        if skipTrivia() { continue }
        if byte == UInt8(ascii: "#"), directive() { continue }
        if isIdentifierStart(byte) {
          word(identifier())
          previous = UInt8(ascii: "a")
          continue
        }
        let wasAfterNamePart = afterNamePart
        afterNamePart = false
        if byte == 10 || byte == 13 || byte == UInt8(ascii: " ") || byte == 9 {
          advance()  // White space separates words and changes no state.
          continue
        }
        if byte == UInt8(ascii: "."), wasAfterNamePart {
          expectingName = true  // extension Outer.Inner
        } else if byte == UInt8(ascii: "{") {
          openBrace()
        } else if byte == UInt8(ascii: "}") {
          if let scope = open.popLast(), let scope { found[scope].lastLine = line }
        } else if expectingName {
          // Something other than a name follows the keyword: no declaration.
          expectingName = false
          pending = nil
        }
        previous = byte
        advance()
      }
      return found
    }

    private mutating func word(_ word: String) {
      afterNamePart = false
      if expectingName {
        expectingName = false
        if Self.modifiers.contains(word) {
          pending = nil
        } else {
          pending = (pending ?? []) + [word]
          afterNamePart = true
        }
      } else if word == "import" {
        while index < bytes.count, bytes[index] != 10 { advance() }  // import struct A.B
      } else if pending == nil, previous != UInt8(ascii: "."), Self.declarations.contains(word) {
        expectingName = true
      }
    }

    private mutating func openBrace() {
      let outer = open.last { $0 != nil }.flatMap { $0.map { found[$0].name } } ?? []
      if let name = pending {
        found.append(Scope(name: outer + name, firstLine: line, lastLine: line))
        open.append(found.count - 1)
      } else {
        open.append(nil)
      }
      pending = nil
    }

    /// Handles `#if`, `#elseif`, `#else` and `#endif` at the current `#`:
    /// only the first branch of a conditional block is read, so a
    /// declaration written once per platform opens one body.
    private mutating func directive() -> Bool {
      guard let name = directiveName(at: index) else { return false }
      advance(by: 1 + name.utf8.count)
      if name == "else" || name == "elseif" { skipToEndOfConditional() }
      return true
    }

    private func directiveName(at position: Int) -> String? {
      for name in ["if", "elseif", "else", "endif"] {
        let end = position + 1 + name.utf8.count
        if starts(with: "#" + name, at: position),
          end == bytes.count || !isIdentifierStart(bytes[end]) && !isDigit(bytes[end])
        {
          return name
        }
      }
      return nil
    }

    private mutating func skipToEndOfConditional() {
      var depth = 0
      while index < bytes.count {
        if skipTrivia() { continue }
        if bytes[index] == UInt8(ascii: "#"), let name = directiveName(at: index) {
          advance(by: 1 + name.utf8.count)
          if name == "if" { depth += 1 }
          if name == "endif" {
            if depth == 0 { return }
            depth -= 1
          }
          continue
        }
        advance()
      }
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || byte >= 0x80
        || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    private mutating func identifier() -> String {
      let start = index
      if bytes[index] == UInt8(ascii: "`") {
        advance()
        while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 10 {
          advance()
        }
        advance()
        return String(decoding: bytes[(start + 1)..<max(start + 1, index - 1)], as: UTF8.self)
      }
      while index < bytes.count, isIdentifierStart(bytes[index]) || isDigit(bytes[index]) {
        advance()
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func advance(by count: Int = 1) {
      for _ in 0..<count where index < bytes.count {
        if bytes[index] == 10 { line += 1 }
        index += 1
      }
    }

    private func starts(with text: String, at position: Int) -> Bool {
      let pattern = Array(text.utf8)
      return position + pattern.count <= bytes.count
        && bytes[position..<(position + pattern.count)].elementsEqual(pattern)
    }

    /// Skips a comment or a string literal at the current position.
    private mutating func skipTrivia() -> Bool {
      if starts(with: "//", at: index) {
        while index < bytes.count, bytes[index] != 10 { advance() }
        return true
      }
      if starts(with: "/*", at: index) {
        skipBlockComment()
        return true
      }
      var hashes = 0
      while index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
      guard index + hashes < bytes.count else { return false }
      if hashes > 0, bytes[index + hashes] == UInt8(ascii: "/") {
        skipRegex(hashes: hashes)  // #/ … /#
        return true
      }
      guard bytes[index + hashes] == UInt8(ascii: "\"") else { return false }
      advance(by: hashes)
      skipString(hashes: hashes)
      return true
    }

    /// Skips an extended regex literal `#/ … /#` at the current position.
    private mutating func skipRegex(hashes: Int) {
      let closing = "/" + String(repeating: "#", count: hashes)
      advance(by: hashes + 1)
      while index < bytes.count, !starts(with: closing, at: index) { advance() }
      advance(by: closing.utf8.count)
    }

    private mutating func skipBlockComment() {
      var depth = 0
      while index < bytes.count {
        if starts(with: "/*", at: index) {
          depth += 1
          advance(by: 2)
        } else if starts(with: "*/", at: index) {
          depth -= 1
          advance(by: 2)
          if depth == 0 { return }
        } else {
          advance()
        }
      }
    }

    /// Skips a string literal whose opening quote is at the current position.
    private mutating func skipString(hashes: Int) {
      let delimiter = starts(with: "\"\"\"", at: index) ? "\"\"\"" : "\""
      let closing = delimiter + String(repeating: "#", count: hashes)
      let escape = "\\" + String(repeating: "#", count: hashes)
      advance(by: delimiter.utf8.count)
      while index < bytes.count {
        if starts(with: closing, at: index) { return advance(by: closing.utf8.count) }
        if delimiter == "\"", bytes[index] == 10 { return }  // unterminated
        if starts(with: escape, at: index) {
          advance(by: escape.utf8.count)
          if index < bytes.count, bytes[index] == UInt8(ascii: "(") { skipInterpolation() }
          advance()
          continue
        }
        advance()
      }
    }

    /// Skips an interpolation `( … )`, with its nested parentheses and strings.
    private mutating func skipInterpolation() {
      var depth = 0
      while index < bytes.count {
        if skipTrivia() { continue }
        if bytes[index] == UInt8(ascii: "(") { depth += 1 }
        if bytes[index] == UInt8(ascii: ")") {
          depth -= 1
          if depth == 0 { return }
        }
        advance()
      }
    }
  }
}

/// A dictionary behind a lock, filled once per key.
final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
  // @unchecked: `values` is only read or written while `lock` is held,
  // and values are handed out as copies.
  private let lock = NSLock()
  private var values: [Key: Value] = [:]

  func value(for key: Key, making make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let known = values[key] { return known }
    let made = make()
    values[key] = made
    return made
  }
}
