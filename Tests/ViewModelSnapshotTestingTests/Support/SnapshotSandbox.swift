import Foundation
import TestSupport
import ViewModelSnapshotTesting

/// A temporary fixtures folder and an environment of its own, so that
/// tests of the assertions never touch the package's Fixtures/ and behave
/// the same on CI and off it.
struct SnapshotSandbox {
  let folder: TemporaryFolder
  /// The folder for the calling test file's snapshots, relative to the fixtures folder.
  let snapshots: String

  init(filePath: String = #filePath) throws {
    folder = try TemporaryFolder()
    let testFile = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    snapshots = "Snapshots/\(testFile)"
  }

  /// Runs `body` with the sandbox as the fixtures folder and `environment`
  /// as the whole environment.
  func run(
    environment: [String: String] = [:], record: SnapshotRecordMode? = nil, _ body: () -> Void
  ) {
    withSnapshotConfiguration(
      record: record, fixturesDirectory: folder.url, environment: environment, operation: body)
  }

  /// Runs `body` as a new test run would: in a new task, so that the names
  /// this test already used are free again.
  func runAgain(
    environment: [String: String] = [:], record: SnapshotRecordMode? = nil,
    _ body: @escaping @Sendable () -> Void
  ) async {
    let url = folder.url
    await Task {
      withSnapshotConfiguration(
        record: record, fixturesDirectory: url, environment: environment, operation: body)
    }.value
  }
}
