public import Foundation

/// A fresh folder under the system's temporary directory, removed by `delete()`.
public struct TemporaryFolder: Sendable {
  /// The folder.
  public let url: URL

  /// Creates an empty folder with a unique name.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("vmk-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of every file below the folder, relative to it, with its bytes.
  public func contents() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let base = url.standardizedFileURL.path
    let enumerator = FileManager.default.enumerator(atPath: base)
    while let relative = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let path = base + "/" + relative
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[relative] = FileManager.default.contents(atPath: path)
      }
    }
    return files
  }

  /// Writes `bytes` to `relativePath`, creating folders.
  public func write(_ bytes: [UInt8], to relativePath: String) throws {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
  }

  /// The text of the file at `relativePath`, or `nil` when there is none.
  public func text(at relativePath: String) -> String? {
    FileManager.default.contents(atPath: url.appendingPathComponent(relativePath).path)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// Removes the folder and everything in it.
  public func delete() {
    try? FileManager.default.removeItem(at: url)
  }
}
