import Testing

@testable import ViewModelSnapshotTesting

@Suite struct SnapshotOwnerTests {
  /// Claims `path` in `registry` as an assertion of the running test would,
  /// returning the failure message, if any.
  private static func claim(
    _ path: String, in registry: SnapshotRegistry, named name: String? = nil,
    function: String = #function, line: UInt = #line
  ) -> String? {
    let site = CallSite(
      fileID: #fileID, staticFilePath: #filePath, testName: function, line: line, column: 1)
    do {
      try registry.claim(
        path, shownAs: path, name: name, owner: SnapshotOwner.current(at: site), at: site)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aRepetitionOfATestClaimsItsFileAgain() async {
    // `swift test --repetitions` runs each iteration of a test case in a
    // new task, which may reuse the memory of the last one: an iteration
    // must not be taken for a second assertion of the one before.
    let registry = SnapshotRegistry()
    for iteration in 1...20 {
      let message = await Task { Self.claim("/package/repeated.txt", in: registry) }.value
      #expect(message == nil, "iteration \(iteration)")
    }
  }

  @Test func anExecutionHoldsTheTaskItRanIn() async {
    // The task is read out of `UnsafeCurrentTask` through a mirror: a
    // toolchain that stores it differently must fail here, not let
    // repetitions fail at random.
    let (holdsTask, id) = await Task {
      let execution = Execution.currentTask()
      return (execution.task != nil, execution.id)
    }.value
    #expect(holdsTask)
    #expect(id != 0)
  }

  @Test func twoAssertionsOfOneExecutionStillShareNoFile() async {
    let registry = SnapshotRegistry()
    for _ in 1...3 {
      let messages = await Task {
        [
          Self.claim("/package/twice.txt", in: registry),
          Self.claim("/package/twice.txt", in: registry),
        ]
      }.value
      #expect(messages.first == String?.none)
      #expect(messages.last??.contains("already asserted an unnamed snapshot") == true)
    }
  }
}
