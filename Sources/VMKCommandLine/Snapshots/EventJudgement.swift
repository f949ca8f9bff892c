import Foundation
import ViewModelSnapshotFormat

/// Which references a failing run may still use, judged from its event
/// stream (``TestEvents``): a run that ran every test, ended, and failed
/// knows how each Swift Testing test ended, so a reference no failed or
/// skipped test could own can be judged as after a green run.
///
/// A test that failed only at its snapshot assertions (each failing issue
/// recorded where an assertion of the run reported a changed, new or
/// failed snapshot) ran to its end, since those assertions do not stop a
/// test: it counts as a passing one.
///
/// When in doubt a reference is kept (counted as touched), never called
/// obsolete:
/// - a failed or skipped test owns the references in its file's folder
///   named `<Suite>.<function>` followed by `.` or `(`;
/// - where the kept manifests of earlier runs recorded which tests touched
///   a reference (``OwnerHistory``, an assertion in a helper counting for
///   the test that called it), it is kept when one of them failed or was
///   skipped, and judged as after a green run when each of them passed
///   or no longer exists;
/// - where no history says, a passing test's references that it did not
///   name are judged, as after a green run;
/// - where no history says, an assertion in a helper names its file after
///   the helper, so every other reference named `<Suite>.…` of a failed or
///   skipped test's suite, in any folder, is kept, and when such a test
///   has no suite (a top-level function), every other reference is kept;
/// - XCTest tests are not in the stream and may have failed, so a
///   reference no Swift Testing test owns whose name has a part starting
///   with `test` is not judged after a failing run.
///
/// After a green run the stream still tells the skipped (disabled) tests,
/// whose references are kept in the same way.
struct EventJudgement: Equatable {
  /// Why a reference is kept.
  enum Kept: Equatable {
    /// A failed or skipped Swift Testing test owns it, by its name or by
    /// the history.
    case unfinishedTest
    /// No history says which test owns it, and it is named after the
    /// suite of a failed or skipped test, which a helper's reference may be.
    case unfinishedSuite
    /// It looks like an XCTest test's, which the stream does not show.
    case xcTest
  }

  /// The Swift Testing tests that failed, other than at their snapshot
  /// assertions alone.
  let failed: Int
  /// The Swift Testing tests that were skipped (disabled, or in a skipped suite).
  let skipped: Int
  /// The `(folder, test stem)` of each test that failed or was skipped.
  private let unfinished: Set<Owner>
  /// The `(folder, test stem)` of each test that passed.
  private let passed: Set<Owner>
  /// `<Suite>.` of each failed or skipped test that has a suite.
  private let unfinishedSuites: Set<String>
  /// Whether a failed or skipped test is a top-level function.
  private let unfinishedTopLevel: Bool
  /// Whether `swift test` failed, so XCTest tests may have failed too.
  let runFailed: Bool
  /// The ``TestEvents/Test/owner`` of each test that failed or was skipped.
  private let unfinishedOwners: Set<String>
  /// Which tests touched each reference in earlier runs, when that is known.
  var history: OwnerHistory? = nil

  /// A test's snapshot folder and the start of its snapshots' names: it
  /// owns the references in its folder named `<stem>.…` or `<stem>(…`.
  private struct Owner: Hashable {
    let folder: String
    let stem: String
  }

  /// The judgement of a run whose stream says `events` (`runFailed` when
  /// `swift test` failed; `atSnapshotAssertion` tells whether an issue was
  /// recorded where an assertion of the run reported a snapshot that did
  /// not match), or `nil` when a failed or skipped test's ID has an
  /// unexpected form (its suite is not known, so nothing can be judged).
  init?(
    _ events: TestEvents, runFailed: Bool,
    atSnapshotAssertion: (TestEvents.Site) -> Bool = { _ in false }
  ) {
    var failed = 0
    var unfinished = Set<Owner>()
    var passed = Set<Owner>()
    var suites = Set<String>()
    var topLevel = false
    var unfinishedOwners = Set<String>()
    for test in events.tests {
      let isPassed =
        test.outcome == .passed
        || (test.outcome == .failed
          && Self.failedAtSnapshotsOnly(test.issues, atSnapshotAssertion: atSnapshotAssertion))
      if test.outcome == .failed && !isPassed { failed += 1 }
      guard let suite = test.suite else {
        guard isPassed else { return nil }
        continue
      }
      let owner = Owner(
        folder: test.folder, stem: SnapshotFileName.testStem(suite: suite, test: test.function))
      if isPassed {
        passed.insert(owner)
      } else {
        unfinished.insert(owner)
        if let key = test.owner { unfinishedOwners.insert(key) }
        // The stem of a function named `_` is the suite's prefix and `_`.
        if suite.isEmpty {
          topLevel = true
        } else {
          suites.insert(String(SnapshotFileName.testStem(suite: suite, test: "_").dropLast()))
        }
      }
    }
    self.failed = failed
    self.skipped = events.tests.count { $0.outcome == .skipped }
    self.unfinished = unfinished
    self.passed = passed
    self.unfinishedSuites = suites
    self.unfinishedTopLevel = topLevel
    self.runFailed = runFailed
    self.unfinishedOwners = unfinishedOwners
  }

  /// Why the reference `name` in the snapshot folder `folder`, at the
  /// canonical path `path` (``ObsoleteSnapshots/canonicalPath(_:package:)``,
  /// which the ``history`` is looked up by), is kept, or `nil` when it is
  /// judged as after a green run.
  ///
  /// The tests that may own it are found by the name's own prefixes (the
  /// stems a name can start with end before a `.` or a `(`), not by
  /// comparing the name with every test's: a run of thousands of tests
  /// judges thousands of references in milliseconds.
  func kept(folder: String, name: String, path: String? = nil) -> Kept? {
    var ownedByPassed = false
    var inUnfinishedSuite = unfinishedTopLevel
    for end in name.indices where name[end] == "." || name[end] == "(" {
      let owner = Owner(folder: folder, stem: String(name[..<end]))
      if unfinished.contains(owner) { return .unfinishedTest }
      if passed.contains(owner) { ownedByPassed = true }
      if name[end] == ".", !inUnfinishedSuite {
        inUnfinishedSuite = unfinishedSuites.contains(String(name[...end]))
      }
    }
    if let path, let owners = history?.owners(of: path) {
      return owners.isDisjoint(with: unfinishedOwners) ? nil : .unfinishedTest
    }
    // A passing test's reference that it no longer names is obsolete, as
    // after a green run.
    if ownedByPassed { return nil }
    if inUnfinishedSuite { return .unfinishedSuite }
    return runFailed && Self.looksLikeXCTest(name) ? .xcTest : nil
  }

  /// Whether every failing issue of a test, `issues`, was recorded at a
  /// snapshot assertion (and there was one).
  private static func failedAtSnapshotsOnly(
    _ issues: [TestEvents.Site]?, atSnapshotAssertion: (TestEvents.Site) -> Bool
  ) -> Bool {
    guard let issues, !issues.isEmpty else { return false }
    return issues.allSatisfy(atSnapshotAssertion)
  }

  /// Whether the file name `name` has a dot-separated part that starts
  /// with `test`, as an XCTest method's name does.
  static func looksLikeXCTest(_ name: String) -> Bool {
    name.split(separator: ".").contains { $0.hasPrefix("test") }
  }

  /// Why `url`, a reference at the canonical path `path`, is kept: judged
  /// by its folder's and its own name, and by the history.
  func kept(_ url: URL, path: String? = nil) -> Kept? {
    kept(
      folder: url.deletingLastPathComponent().lastPathComponent, name: url.lastPathComponent,
      path: path)
  }
}
