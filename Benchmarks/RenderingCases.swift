import Foundation
import ViewModelKit

/// One rendering measurement: ours and the comparison on the same tree.
struct RenderingResult {
  let rows: Int
  let seconds: Double
  let bytes: Int
  let comparisonSeconds: Double
  var ratio: Double { comparisonSeconds / seconds }
  var secondsPerRow: Double { seconds / Double(rows) }
}

enum RenderingCases {
  /// `JSONRenderer` against `JSONEncoder` with pretty printing and sorted keys.
  static func json(rows: Int, runs: Int) throws -> RenderingResult {
    let tree = Workload.plain(rows: rows)
    let renderer = JSONRenderer()
    var bytes = 0
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let (ours, theirs) = try medianSeconds(runs: runs) {
      bytes = try renderer.renderUTF8(tree).count
    } against: {
      _ = try encoder.encode(tree)
    }
    return RenderingResult(rows: rows, seconds: ours, bytes: bytes, comparisonSeconds: theirs)
  }

  /// `TextRenderer` against the standard library's `dump(_:to:)` into a `String`.
  static func text(rows: Int, runs: Int) throws -> RenderingResult {
    let tree = Workload.plain(rows: rows)
    let renderer = TextRenderer()
    var bytes = 0
    let (ours, theirs) = try medianSeconds(runs: runs) {
      bytes = try renderer.renderUTF8(tree).count
    } against: {
      var output = ""
      dump(tree, to: &output)
    }
    return RenderingResult(rows: rows, seconds: ours, bytes: bytes, comparisonSeconds: theirs)
  }

  /// A renderer on the view-model tree (components, actions), for reference.
  static func viewModel(rows: Int, runs: Int, json: Bool) throws -> (Double, Int) {
    let tree = Workload.viewModel(rows: rows)
    var bytes = 0
    let seconds = try medianSeconds(runs: runs) {
      bytes =
        try json ? JSONRenderer().renderUTF8(tree).count : TextRenderer().renderUTF8(tree).count
    }
    return (seconds, bytes)
  }
}
