import Foundation
import ViewModelSnapshotFormat

/// The test file of an inline snapshot as a pending line names it: its
/// package, its path from the package root and the hash of its bytes.
struct InlinePendingSource {
  let root: URL
  /// The path from the package root.
  let file: String
  /// ``SourceHash`` of the file's bytes when this process first read them.
  let hash: String

  /// The source at `path`; throws when it is outside a package, its path
  /// cannot be recorded, or it cannot be read. The file is only read.
  init(path: String, line: UInt, shown: String) throws(SnapshotFailure) {
    guard let root = PackageRoots.shared.root(containing: path) else {
      throw SnapshotFailure(
        "The test file \(path) is in no package (no Package.swift above it), so there is "
          + "nowhere to record the inline snapshot for vmk. Nothing was written.")
    }
    let file = PackageLayout.relativePath(of: URL(fileURLWithPath: path), in: root)
    guard ManifestEntry.Source(file: file, line: Int(clamping: line)) != nil else {
      throw SnapshotFailure(
        "The inline snapshot at \(shown) cannot be recorded: its test file's path is not a "
          + "plain path inside the package. Nothing was written.")
    }
    self.root = root
    self.file = file
    hash = try InlineSourceHashes.shared.hash(ofFileAt: path, shown: shown)
  }

  /// The closure that holds `rendering` as its literal, as the call's
  /// closure should read, escaped so that Swift reads it back byte for
  /// byte; a rendering past 200 lines or 16 KB is shown cut short instead.
  static func pastable(_ rendering: String) -> String {
    let shown = preview(of: rendering)
    guard shown == rendering else { return shown }
    let content = rendering.hasSuffix("\n") ? String(rendering.dropLast()) : rendering
    return "{\n  " + InlineLiteral.encode(content, indentation: "  ") + "\n}\n"
  }

  /// The start of a rendering, at most 200 lines and 16 KB.
  static func preview(of rendering: String) -> String {
    var lines = 0
    var bytes = 0
    var end = rendering.startIndex
    for index in rendering.indices {
      guard lines < 200, bytes < 16 << 10 else { break }
      if rendering[index] == "\n" { lines += 1 }
      bytes += rendering[index].utf8.count
      end = rendering.index(after: index)
    }
    guard end < rendering.endIndex else { return rendering }
    let rest = rendering[end...]
    return String(rendering[..<end])
      + "\n… (\(rest.utf8.count) more bytes, \(rest.count { $0 == "\n" }) more lines)\n"
  }
}

/// The hash of each test file, read once per process, at its first pending
/// inline snapshot: the bytes the run was built from, as near as a test can
/// tell.
final class InlineSourceHashes: @unchecked Sendable {
  // @unchecked: `hashes` is only read or written while `lock` is held.
  static let shared = InlineSourceHashes()

  private let lock = NSLock()
  private var hashes: [String: String] = [:]

  /// The largest test file hashed, in bytes.
  static let maximumSize = 64 << 20

  func hash(ofFileAt path: String, shown: String) throws(SnapshotFailure) -> String {
    lock.lock()
    defer { lock.unlock() }
    if let known = hashes[path] { return known }
    let read: (bytes: [UInt8], size: Int)
    do {
      read = try SnapshotStore.readPrefix(
        of: URL(fileURLWithPath: path), limit: Self.maximumSize + 1)
    } catch {
      throw SnapshotFailure(
        "The inline snapshot at \(shown) was not recorded: its test file \(error.description) "
          + "Nothing was written.")
    }
    guard read.size <= Self.maximumSize else {
      throw SnapshotFailure(
        "The inline snapshot at \(shown) was not recorded: its test file is over "
          + "\(Self.maximumSize >> 20) MB. Nothing was written.")
    }
    let hash = SourceHash.of(read.bytes)
    hashes[path] = hash
    return hash
  }
}
