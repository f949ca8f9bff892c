import Foundation
import ViewModelSnapshotFormat

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

/// A fixtures folder for one benchmark case of assertions, in the
/// temporary folder; `remove(_:)` takes it away with the run manifests that
/// the assertions wrote into this checkout's `.build/vmk`.
enum TemporaryFixtures {
  /// A new folder's URL; the assertions create it.
  static func make() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("vmk-bench-\(UUID().uuidString)", isDirectory: true)
  }

  /// Removes `fixtures` and this checkout's run manifests.
  static func remove(_ fixtures: URL) {
    try? FileManager.default.removeItem(at: fixtures)
    if let root = PackageLayout.root(enclosing: URL(fileURLWithPath: #filePath)) {
      AssertInXCTest.removeManifests(ofPackageAt: root)
    }
  }
}

/// The two numbers after `--count MODE`, or `nil` when the arguments do not
/// ask for `mode`. Prints `usage` and returns `.some(nil)` when they ask for
/// it but the numbers are missing or out of range.
func countArguments(_ arguments: [String], mode: String, usage: String) -> (Int, Int)?? {
  guard let flag = arguments.firstIndex(of: "--count"), flag + 1 < arguments.count,
    arguments[flag + 1] == mode
  else { return nil }
  let rest = Array(arguments[(flag + 2)...])
  guard rest.count == 2, let first = Int(rest[0]), first > 0, let runs = Int(rest[1]), runs >= 0
  else {
    print("usage: vmk-bench --count \(mode) \(usage)")
    return .some(nil)
  }
  return (first, runs)
}
