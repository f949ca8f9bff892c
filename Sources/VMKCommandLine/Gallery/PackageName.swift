import Foundation
import ViewModelSnapshotFormat

/// A package's name as its manifest gives it, for the gallery's title:
/// `name:` in `Package(name: "ShoppingCart", …)`, read from `Package.swift`
/// as text, never by running it.
///
/// The manifest is hostile input like every file of a pull request, so it
/// is read as a snapshot file is: not through a link, not if it is not a
/// regular file, and only its first ``readLimit`` bytes. Its tokens
/// (``SwiftTokens``, so comments and string literals are passed over) are
/// searched for `Package`, an opening parenthesis and the label `name:`,
/// and the string literal that follows is taken when it is plain (escapes
/// such as `\"`, `\\`, `\n` and `\u{…}`, no interpolation, not raw),
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
    let lexed = SwiftTokens(source: Array(manifest.utf8))
    let tokens = lexed.tokens
    for start in tokens.indices where start + 4 < tokens.count {
      guard tokens[start].kind == .identifier, lexed.text(of: tokens[start]) == "Package",
        lexed.isPunctuation(tokens[start + 1], "("), tokens[start + 2].kind == .identifier,
        lexed.text(of: tokens[start + 2]) == "name"
      else { continue }
      let literal = tokens[start + 4]
      guard lexed.isPunctuation(tokens[start + 3], ":"),
        literal.kind == .string(hashes: 0, multiline: false),
        let name = InlineLiteral.decode(Array(lexed.source[literal.range])),
        !name.isEmpty, name.count <= maximumLength
      else { return nil }
      return name
    }
    return nil
  }
}
