import Foundation
import ViewModelSnapshotFormat

/// Finds the input files of fixture-driven tests under `Fixtures/Inputs/`.
enum InputFiles {
  /// The files that match `pattern`, sorted by name.
  static func matching(
    _ pattern: String, filePath: String, fixtures: URL?
  ) throws(SnapshotFailure) -> [URL] {
    let location = try SnapshotLocation(
      filePath: filePath, configured: fixtures ?? SnapshotConfiguration.current.fixturesDirectory)
    let inputs = location.fixtures.appendingPathComponent("Inputs", isDirectory: true)
    let parts = pattern.split(separator: "/").map(String.init)
    guard let filePattern = parts.last, !parts.contains(".."),
      !parts.dropLast().contains(where: { $0.contains("*") || $0.contains("?") })
    else {
      throw SnapshotFailure(
        "The input pattern \"\(pattern)\" is not supported: name a folder under Fixtures/Inputs/ "
          + "and put * or ? only in the file name, as in \"cards/*.json\".")
    }
    let folder = parts.dropLast().reduce(inputs) {
      $0.appendingPathComponent($1, isDirectory: true)
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let matches = names.filter { !$0.hasPrefix(".") && wildcard(filePattern, matches: $0) }.sorted()
    guard !matches.isEmpty else {
      throw SnapshotFailure(
        "No input file matches \"\(pattern)\" in \(location.display(folder)). "
          + "Add input files there, or correct the pattern.")
    }
    return matches.map { folder.appendingPathComponent($0) }
  }

  static func display(_ url: URL, filePath: String, fixtures: URL?) -> String {
    let location = try? SnapshotLocation(
      filePath: filePath, configured: fixtures ?? SnapshotConfiguration.current.fixturesDirectory)
    return location?.display(url) ?? url.path
  }

  /// Whether `name` matches `pattern`, where `*` is any run and `?` one character.
  static func wildcard(_ pattern: String, matches name: String) -> Bool {
    let pattern = Array(pattern)
    let name = Array(name)
    var (p, n) = (0, 0)
    var star: (pattern: Int, name: Int)?
    while n < name.count {
      if p < pattern.count && (pattern[p] == "?" || pattern[p] == name[n]) {
        p += 1
        n += 1
      } else if p < pattern.count && pattern[p] == "*" {
        star = (p, n)
        p += 1
      } else if let last = star {
        p = last.pattern + 1
        n = last.name + 1
        star = (last.pattern, last.name + 1)
      } else {
        return false
      }
    }
    while p < pattern.count && pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
