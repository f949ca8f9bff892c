import Foundation
import TestSupport
import Testing
import ViewModelKit

@Suite struct RenderingDeterminismRobustnessTests {
  /// The probe executable, built by `swift build` and `swift test` beside
  /// the test bundle.
  private static let probe: URL? = {
    let folders =
      [Bundle.main.executableURL?.deletingLastPathComponent()]
      + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    return folders.compactMap { $0?.appendingPathComponent("RobustnessProbe") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Swift seeds its hashing afresh in each process, so dictionaries and
  /// sets iterate in a different order in each. Every case must still
  /// render to the same bytes here and in two other processes.
  @Test func renderingsAreTheSameBytesInEveryProcess() throws {
    let run = RobustnessRun()
    let probe = try #require(Self.probe, "RobustnessProbe is built beside the test bundle")
    let scratch = try TemporaryFolder()
    defer { scratch.delete() }
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = nil
    let children = try (0..<2).map { _ in
      try ChildProcess(probe, run.arguments, environment: environment, scratch: scratch.url)
    }
    var here: [String] = []
    var replays: [String] = []
    run.forEachCase { testCase in
      here.append(digests(of: testCase.tree).line(for: testCase))
      replays.append(testCase.replay)
    }
    let outputs = try children.map { String(decoding: try $0.finish(), as: UTF8.self) }
    let probes = outputs.map { $0.split(separator: "\n").map(String.init) }
    try #require(probes.allSatisfy { $0.count == here.count + 1 }, "each probe printed every case")
    #expect(probes[0][0].hasPrefix("iteration-order "))
    #expect(probes[0][0] != probes[1][0], "the two processes iterated a set in different orders")
    let differing = here.indices.filter {
      here[$0] != probes[0][$0 + 1] || here[$0] != probes[1][$0 + 1]
    }
    for index in differing.prefix(10) {
      let lines = [here[index], probes[0][index + 1], probes[1][index + 1]]
      let message =
        "\(replays[index]): its renderings differ between processes (text, JSON, sorted JSON):\n"
        + lines.joined(separator: "\n")
      Issue.record(Comment(rawValue: message))
    }
    print(
      "Robustness (cross-process determinism): \(run.description): "
        + "\(RobustnessRun.grouped(3 * here.count)) renderings in each of 3 processes, "
        + "\(differing.count) failures")
  }

  /// The renderers share type information and member names between
  /// renderings through a lock. Renderings on four threads at once, each
  /// going through the cases in its own order, must match one thread's.
  @Test func renderingsAreTheSameBytesWhenRenderedOnManyThreadsAtOnce() async {
    let run = RobustnessRun()
    var renderings = 0
    var failures = 0
    for cases in run.batches(of: 1_000) {
      let alone = cases.map { digests(of: $0.tree) }
      let together = await renderOnFourThreads(cases)
      renderings += 6 * cases.count
      for index in cases.indices where together[index] != alone[index] {
        failures += 1
        if failures <= 10 {
          Issue.record("\(cases[index].replay): a rendering made alongside others differs")
        }
      }
    }
    print(
      "Robustness (concurrent rendering): \(run.description): "
        + "\(RobustnessRun.grouped(renderings)) renderings, \(failures) failures")
  }

  private func renderOnFourThreads(_ cases: [RobustnessCase]) async -> [RobustnessDigests?] {
    await withTaskGroup(of: [(Int, RobustnessDigests)].self) { group in
      for worker in 0..<4 {
        group.addTask {
          let mine = Array(stride(from: worker, to: cases.count, by: 4))
          let order = worker.isMultiple(of: 2) ? mine : mine.reversed()
          return order.map { ($0, digests(of: cases[$0].tree)) }
        }
      }
      var results = [RobustnessDigests?](repeating: nil, count: cases.count)
      for await part in group { for (index, digest) in part { results[index] = digest } }
      return results
    }
  }
}

/// The digests of a tree's three renderings, as RobustnessProbe prints them.
private func digests(of tree: TreeNode) -> RobustnessDigests {
  RobustnessDigests(
    text: Result { try TextRenderer().renderUTF8(tree) },
    json: Result { try JSONRenderer().renderUTF8(tree) },
    sortedJSON: Result { try JSONRenderer(sortsKeys: true).renderUTF8(tree) })
}
