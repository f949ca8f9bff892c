import Foundation
import ViewModelKit

// vmk-bench: measures ViewModelKit's renderers, diff and snapshot loop
// against Foundation's JSONEncoder and the standard library's dump, side by
// side in one process. Run it in release: swift run -c release vmk-bench
// `--quick` runs a reduced version in a few seconds; `--count` renders one
// case alone for an instruction counter (see InstructionCount.swift).

let quick = CommandLine.arguments.contains("--quick")
let sizes = quick ? [100, 1_000] : [100, 1_000, 10_000]
let runs = quick ? 5 : 15

do {
  if try InstructionCount.runIfAsked(CommandLine.arguments) { exit(0) }
  print("vmk-bench\(quick ? " --quick" : ""): median of \(runs) runs after a warm-up\n")
  var json: [RenderingResult] = []
  var text: [RenderingResult] = []
  var rows = [["case", "rows", "ms", "bytes", "MB/s", "compared with", "their ms", "ratio"]]
  for size in sizes {
    let jsonResult = try RenderingCases.json(rows: size, runs: runs)
    let textResult = try RenderingCases.text(rows: size, runs: runs)
    json.append(jsonResult)
    text.append(textResult)
    for (name, result, other) in [
      ("JSONRenderer", jsonResult, "JSONEncoder (pretty, sorted)"),
      ("TextRenderer", textResult, "dump(_:to:)"),
    ] {
      rows.append([
        name, "\(size)", milliseconds(result.seconds), "\(result.bytes)",
        megabytesPerSecond(result.bytes, result.seconds), other,
        milliseconds(result.comparisonSeconds), ratio(result.ratio),
      ])
    }
  }
  print(table(rows))

  print("\nThe view-model tree (components and actions), for reference:")
  var reference = [["case", "rows", "ms", "bytes", "MB/s"]]
  for size in sizes {
    for (name, isJSON) in [("JSONRenderer", true), ("TextRenderer", false)] {
      let (seconds, bytes) = try RenderingCases.viewModel(rows: size, runs: runs, json: isJSON)
      reference.append([
        name, "\(size)", milliseconds(seconds), "\(bytes)", megabytesPerSecond(bytes, seconds),
      ])
    }
  }
  print(table(reference))

  let lines = 30_000
  let (diff, report) = try SnapshotCases.diff(lines: lines, runs: runs)
  let perAssertion = try SnapshotCases.assertLoop(count: quick ? 200 : 1_000, runs: runs)
  print("\nDiff of two \(lines)-line renderings that differ in one line:")
  print(
    "  line diff \(milliseconds(diff)) ms (\(String(format: "%.0f", Double(lines) / diff)) lines/s);"
      + " whole mismatch report \(milliseconds(report)) ms")
  print("Assert loop: \(String(format: "%.4f", perAssertion * 1000)) ms per assertion")
  print("Peak memory: \(String(format: "%.1f", peakMemoryMiB())) MiB")

  print("\nTargets:")
  func check(_ met: Bool, _ text: String) { print("  [\(met ? "met" : "NOT met")] \(text)") }
  for result in json where result.rows >= 1_000 {
    check(result.ratio >= 6, "JSON ≥ 6× JSONEncoder at \(result.rows) rows: \(ratio(result.ratio))")
  }
  for result in text where result.rows >= 1_000 {
    check(result.ratio >= 15, "text ≥ 15× dump at \(result.rows) rows: \(ratio(result.ratio))")
  }
  if !quick, let small = json.first(where: { $0.rows == 1_000 }), let large = json.last {
    let growth = large.secondsPerRow / small.secondsPerRow
    check(growth <= 1.5, "JSON time per row at 10,000 within 1.5× of 1,000: \(ratio(growth))")
    let textGrowth = text[2].secondsPerRow / text[1].secondsPerRow
    check(
      textGrowth <= 1.5, "text time per row at 10,000 within 1.5× of 1,000: \(ratio(textGrowth))")
  }
  check(diff < 0.020, "diff of one changed line in 30,000 under 20 ms: \(milliseconds(diff)) ms")
  check(perAssertion < 0.000_2, "assert loop under 0.2 ms per assertion")
} catch {
  print("vmk-bench failed: \(error)")
  exit(1)
}
