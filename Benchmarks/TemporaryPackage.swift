import Foundation

/// A package made for one benchmark case in the temporary folder: a
/// `Package.swift` that `vmk` finds, and whatever files `fill` writes.
enum TemporaryPackage {
  /// Makes the package, runs `body` with its root, and removes it.
  static func with<Result>(
    named name: String, fill: (URL) throws -> Void, _ body: (URL) throws -> Result
  ) throws -> Result {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vmk-bench-\(name)-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(
      to: root.appendingPathComponent("Package.swift"))
    try fill(root)
    return try body(root)
  }
}
