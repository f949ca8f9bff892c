import Foundation

/// Two operations timed in turns: the median of each, and the median of
/// their ratios run by run.
struct Turns {
  let first: Double
  let second: Double
  /// The median over runs of `second`'s time over `first`'s in the same
  /// turn. Two runs side by side see the same machine, so this ratio
  /// moves less than the ratio of the medians when the machine's speed
  /// drifts during a case.
  let ratio: Double
  /// The fastest and the slowest run of each.
  var firstRange: ClosedRange<Double> = 0...0
  var secondRange: ClosedRange<Double> = 0...0
}

/// `runs` timed runs of `first` and of `second`, taken in turns after one
/// warm-up run of each, so that both see the same noise from the rest of
/// the machine; which of the two goes first alternates from turn to turn.
func inTurns(
  runs: Int, _ first: () throws -> Void, against second: () throws -> Void
) rethrows -> Turns {
  try first()
  try second()
  var firstSamples: [Double] = []
  var secondSamples: [Double] = []
  for run in 0..<runs {
    if run.isMultiple(of: 2) {
      firstSamples.append(try timed(first))
      secondSamples.append(try timed(second))
    } else {
      secondSamples.append(try timed(second))
      firstSamples.append(try timed(first))
    }
  }
  return Turns(
    first: median(firstSamples), second: median(secondSamples),
    ratio: median(zip(firstSamples, secondSamples).map { $1 / $0 }),
    firstRange: (firstSamples.min() ?? 0)...(firstSamples.max() ?? 0),
    secondRange: (secondSamples.min() ?? 0)...(secondSamples.max() ?? 0))
}

/// The medians of `runs` timed runs of `first` and of `second`, taken in turns.
func medianSeconds(
  runs: Int, _ first: () throws -> Void, against second: () throws -> Void
) rethrows -> (first: Double, second: Double) {
  let turns = try inTurns(runs: runs, first, against: second)
  return (turns.first, turns.second)
}

private func timed(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  return sorted.count.isMultiple(of: 2)
    ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    : sorted[sorted.count / 2]
}

/// The median of `runs` timed runs of `body`, after one untimed warm-up run.
func medianSeconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
  try body()
  return median(try (0..<runs).map { _ in try timed(body) })
}

/// The peak resident memory of this process, in MiB.
func peakMemoryMiB() -> Double {
  if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
  {
    return kilobytes / 1024
  }
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576  // bytes on Apple platforms
  #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // kilobytes elsewhere
  #endif
}

/// Formats a table with a header row, columns padded to their widest cell.
func table(_ rows: [[String]]) -> String {
  let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
  return rows.map { row in
    row.enumerated().map { column, cell in
      column == 0
        ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
        : String(repeating: " ", count: widths[column] - cell.count) + cell
    }.joined(separator: "  ")
  }.joined(separator: "\n")
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1000) }
func megabytesPerSecond(_ bytes: Int, _ seconds: Double) -> String {
  String(format: "%.0f", Double(bytes) / seconds / 1e6)
}
func ratio(_ value: Double) -> String { String(format: "%.1f×", value) }
