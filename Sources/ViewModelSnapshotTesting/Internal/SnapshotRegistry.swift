import Foundation
import ViewModelSnapshotFormat

/// Every snapshot file claimed in this process, and by whom, so that no two
/// assertions ever share a file: a second claimant fails instead.
///
/// Files are compared ignoring letter case, so that two names that are one
/// file on macOS and Windows fail on Linux too.
package final class SnapshotRegistry: @unchecked Sendable {
  // @unchecked: `claims` is only read or written while `lock` is held.
  package static let shared = SnapshotRegistry()

  private struct Claim {
    let owner: SnapshotOwner
    let name: String?
    let path: String
    let site: CallSite
  }

  private let lock = NSLock()
  private var claims: [String: Claim] = [:]

  /// Claims the file at `standardizedPath` for the assertion of `owner` at `site`.
  ///
  /// The same test case may claim a file again when it runs again; within
  /// one execution, and across test cases, a file has one claimant.
  ///
  /// - Throws: `SnapshotFailure` naming both assertions and the file.
  func claim(
    _ standardizedPath: String, shownAs path: String, name: String?, owner: SnapshotOwner,
    at site: CallSite
  ) throws(SnapshotFailure) {
    let key = standardizedPath.lowercased()
    let claim = Claim(owner: owner, name: name, path: path, site: site)
    lock.lock()
    let earlier = claims[key]
    // Free when unclaimed, or claimed by an earlier execution of this test case.
    let isFree = earlier.map { $0.owner.key == owner.key && $0.owner.execution != owner.execution }
    if isFree ?? true { claims[key] = claim }
    lock.unlock()
    guard isFree == false, let earlier else { return }
    throw SnapshotFailure(Self.conflict(earlier, claim))
  }

  /// Forgets every claim, as a new process would start.
  package func removeAll() {
    lock.lock()
    claims.removeAll()
    lock.unlock()
  }

  private static func conflict(_ earlier: Claim, _ later: Claim) -> String {
    let sameFileNote =
      earlier.path == later.path
      ? ""
      : " (\(earlier.path) and \(later.path) differ only in letter case, which is one file on macOS and Windows)"
    guard earlier.owner.key == later.owner.key else {
      return
        "Two assertions would share the snapshot file \(later.path)\(sameFileNote): "
        + "\(earlier.owner.shown) (\(place(earlier.site))) already asserted it in this run, "
        + "and \(later.owner.shown) (\(place(later.site))) asserts it now. A file holds one "
        + "reference: give this snapshot a name of its own with named:, or rename one of the tests."
    }
    switch (earlier.name, later.name) {
    case (nil, nil):
      return
        "This test already asserted an unnamed snapshot (\(later.path), at \(place(earlier.site))). "
        + "Name each snapshot after the first with named:, for example "
        + "assertSnapshot(of: value, as: .text, named: \"loaded\")."
    case (let first?, let second?) where first.utf8.elementsEqual(second.utf8):
      return
        "This test already asserted a snapshot named \(quoted(first)) (\(later.path), at "
        + "\(place(earlier.site))). Give each snapshot in a test its own name."
    default:
      return
        "Two snapshots of this test, \(describe(earlier.name)) (at \(place(earlier.site))) and "
        + "\(describe(later.name)), would share the file \(later.path)\(sameFileNote). File names "
        + "keep letters, digits and emoji but replace / \\ : * ? \" < > | and control characters "
        + "with _; choose names that differ in what a file name keeps."
    }
  }

  private static func place(_ site: CallSite) -> String {
    "\(site.fileID):\(site.line)"
  }

  private static func describe(_ name: String?) -> String {
    name.map { "the one named \(quoted($0))" } ?? "the unnamed one"
  }

  /// `text` in quotes as the diff shows text: invisible characters
  /// escaped, so a message stays one line, and long text cut with a count.
  static func quoted(_ text: String) -> String {
    var text = text
    let shown = text.withUTF8 { VisibleText.shown($0, isLineEnd: false) }
    return "\"" + shown + "\""
  }
}
