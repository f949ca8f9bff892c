import Foundation
import TestSupport
import ViewModelKit

// Prints, for the cases that its arguments name (see RobustnessRun.arguments),
// a digest of each case's text, JSON and sorted JSON rendering, one case a
// line, exactly as RenderingDeterminismRobustnessTests computes them in its own
// process. The first line is a digest of a set's iteration order, which
// changes from process to process with Swift's per-process hashing seed: it
// shows that the processes compared really did iterate differently.
guard let run = RobustnessRun(arguments: Array(CommandLine.arguments.dropFirst())) else {
  print("usage: RobustnessProbe <mode> <base seed> <count>")
  exit(2)
}
let order = Set((0..<64).map { "element \($0)" }).joined(separator: ",")
print("iteration-order \(fnv1a(order.utf8))")
run.forEachCase { testCase in
  let digests = RobustnessDigests(
    text: Result { try TextRenderer().renderUTF8(testCase.tree) },
    json: Result { try JSONRenderer().renderUTF8(testCase.tree) },
    sortedJSON: Result { try JSONRenderer(sortsKeys: true).renderUTF8(testCase.tree) })
  print(digests.line(for: testCase))
}
