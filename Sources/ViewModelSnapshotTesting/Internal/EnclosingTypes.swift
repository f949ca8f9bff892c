import Foundation
import ViewModelSnapshotFormat

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

  /// Finds the scopes of `source` from its tokens (``SwiftTokens``), so
  /// that braces in comments and literals do not count.
  init(source: String) {
    var reader = ScopeReader(SwiftTokens(source: Array(source.utf8)))
    scopes = reader.scopes()  // in the order they open: outer before inner
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
  /// Pairs braces and sees declarations in a file's tokens. It reads past
  /// what the lexer is unsure of: a wrong guess costs a qualified name,
  /// never an assertion.
  fileprivate struct ScopeReader {
    private let lexed: SwiftTokens
    private var index = 0

    init(_ lexed: SwiftTokens) { self.lexed = lexed }

    private static let declarations: Set<String> = [
      "class", "struct", "enum", "actor", "protocol", "extension",
    ]
    /// Words after `class` that make it a modifier (`class func`), not a declaration.
    private static let modifiers: Set<String> = [
      "func", "var", "let", "subscript", "init", "deinit", "override", "final", "open", "public",
      "package", "internal", "fileprivate", "private", "static", "dynamic", "required",
      "convenience", "lazy", "typealias", "nonisolated", "weak", "unowned",
    ]

    // What the reading has found and where it stands.
    private var found: [Scope] = []
    /// One entry per open brace: the index in `found` of the type it opens.
    private var open: [Int?] = []
    /// The name of a declaration whose body has not opened yet.
    private var pending: [String]?
    private var expectingName = false
    private var afterNamePart = false
    private var afterDot = false

    mutating func scopes() -> [Scope] {
      let tokens = lexed.tokens
      while index < tokens.count {
        let token = tokens[index]
        index += 1
        switch token.kind {
        case .identifier:
          word(lexed.name(of: token), line: token.line)
          afterDot = false
        case .string, .regex:
          continue  // A literal changes nothing around it.
        case .other:
          if !directive(lexed.text(of: token)) { punctuation(0, line: token.line) }
        case .punctuation(let byte):
          punctuation(byte, line: token.line)
        }
      }
      return found
    }

    private mutating func word(_ word: String, line: Int) {
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
        // import struct A.B: nothing on the line declares a type.
        while index < lexed.tokens.count, lexed.tokens[index].line == line { index += 1 }
      } else if pending == nil, !afterDot, Self.declarations.contains(word) {
        expectingName = true
      }
    }

    private mutating func punctuation(_ byte: UInt8, line: Int) {
      let wasAfterNamePart = afterNamePart
      afterNamePart = false
      afterDot = byte == UInt8(ascii: ".")
      if afterDot, wasAfterNamePart {
        expectingName = true  // extension Outer.Inner
      } else if byte == UInt8(ascii: "{") {
        openBrace(line: line)
      } else if byte == UInt8(ascii: "}") {
        if let scope = open.popLast(), let scope { found[scope].lastLine = line }
      } else if expectingName {
        // Something other than a name follows the keyword: no declaration.
        expectingName = false
        pending = nil
      }
    }

    private mutating func openBrace(line: Int) {
      let outer = open.last { $0 != nil }.flatMap { $0.map { found[$0].name } } ?? []
      if let name = pending {
        found.append(Scope(name: outer + name, firstLine: line, lastLine: line))
        open.append(found.count - 1)
      } else {
        open.append(nil)
      }
      pending = nil
    }

    /// Handles `#if`, `#elseif`, `#else` and `#endif`: only the first
    /// branch of a conditional block is read, so a declaration written once
    /// per platform opens one body. Any other `#` word is not a directive.
    private mutating func directive(_ word: String) -> Bool {
      switch word {
      case "#if", "#endif": return true
      case "#else", "#elseif":
        skipToEndOfConditional()
        return true
      default: return false
      }
    }

    private mutating func skipToEndOfConditional() {
      var depth = 0
      while index < lexed.tokens.count {
        let token = lexed.tokens[index]
        index += 1
        guard token.kind == .other else { continue }
        switch lexed.text(of: token) {
        case "#if": depth += 1
        case "#endif":
          if depth == 0 { return }
          depth -= 1
        default: continue
        }
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
