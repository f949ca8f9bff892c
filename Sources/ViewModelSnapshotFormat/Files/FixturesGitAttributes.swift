package import Foundation

/// The `.gitattributes` of a fixtures folder, which keeps git from
/// converting the line endings of snapshot files.
///
/// Snapshot files are compared byte for byte. Git's line-ending conversion
/// (`core.autocrlf`, which Git for Windows turns on) would check them out
/// with `\r\n`, and every assertion would fail. The file marks them `-text`
/// rather than `text eol=lf`: `-text` turns conversion off, so git stores
/// and checks out exactly the bytes a test wrote, on every platform and
/// whatever the user's settings; `text eol=lf` would instead normalize what
/// is committed, hiding a file an editor rewrote with `\r\n` until the next
/// checkout instead of letting the test name it.
///
/// Recording a reference into a fixtures folder inside the package (where
/// the package's repository keeps it) that has none writes it, once, and
/// never replaces anything already at its name.
package enum FixturesGitAttributes {
  /// The file's name in the fixtures folder.
  package static let fileName = ".gitattributes"
  /// The one line that marks every snapshot file `-text`.
  package static let line = "Snapshots/** -text"
  /// What a written file holds.
  package static let contents = """
    # Snapshot files are compared byte for byte: git must keep the bytes a
    # test wrote. -text turns off line-ending conversion (core.autocrlf),
    # which would check them out with \\r\\n on Windows.
    \(line)

    """

  /// Whether anything is at the name in `fixtures` (a link is not followed).
  package static func exists(in fixtures: URL) -> Bool {
    var status = stat()
    return lstat(fixtures.appendingPathComponent(fileName).path, &status) == 0
  }

  /// Writes the file in `fixtures` when nothing is at its name; returns
  /// whether this call wrote it.
  ///
  /// The bytes go to a temporary file beside it, which is then hard-linked
  /// to the name: `link` fails when anything is there, even a dangling
  /// link, so nothing is ever replaced or written through, and a reader
  /// sees the whole file or none.
  @discardableResult
  package static func writeIfMissing(in fixtures: URL) -> Bool {
    guard !exists(in: fixtures) else { return false }
    TemporaryFiles.removeLeftovers(in: fixtures)
    let temporary = fixtures.appendingPathComponent(TemporaryFiles.newName())
    defer { unlink(temporary.path) }
    do {
      try Data(contents.utf8).write(to: temporary, options: .withoutOverwriting)
    } catch {
      return false
    }
    return link(temporary.path, fixtures.appendingPathComponent(fileName).path) == 0
  }

  /// The path of the `.gitattributes` beside the `Snapshots` folder of the
  /// snapshot file shown as `path` (`Fixtures/Snapshots/T/x.txt` gives
  /// `Fixtures/.gitattributes`), as messages show it.
  package static func shownPath(ofSnapshotShownAs path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 3, parts[parts.count - 3] == Substring(PackageLayout.snapshotsFolder)
    else { return PackageLayout.fixturesFolder + "/" + fileName }
    let fixtures = parts.dropLast(3).joined(separator: "/")
    return fixtures.isEmpty && !path.hasPrefix("/") ? fileName : fixtures + "/" + fileName
  }
}
