import Foundation
import ViewModelKit

/// What a rendering case runs on our side, and what it is compared with.
enum RenderingKind: CaseIterable {
  /// `JSONRenderer()` (declaration order) against `JSONEncoder` sorted.
  case jsonDeclarationOrder
  /// `JSONRenderer(sortsKeys: true)` against `JSONEncoder` sorted.
  case jsonSorted
  /// `TextRenderer` against the standard library's `dump(_:to:)`.
  case text

  var name: String {
    switch self {
    case .jsonDeclarationOrder: "JSON, declaration order"
    case .jsonSorted: "JSON, sorted"
    case .text: "text"
    }
  }

  var comparison: String {
    switch self {
    case .jsonDeclarationOrder, .jsonSorted: "JSONEncoder (pretty, sorted)"
    case .text: "dump(_:to:)"
    }
  }

  /// Whether both sides give the same kind of output: sorted JSON on both
  /// sides, or a text dump on both sides.
  var isLikeForLike: Bool { self != .jsonDeclarationOrder }
}

/// The tree a rendering case runs on.
enum RenderingTree: String {
  /// `PlainTree`: plain `Codable` structs, the same screen without closures.
  case plain
  /// `BenchViewModel`: the screen built from the library's components.
  case viewModel = "view model"
}

/// One rendering measurement: ours and the comparison on the same tree.
struct RenderingResult {
  let kind: RenderingKind
  let tree: RenderingTree
  let rows: Int
  let seconds: Double
  let bytes: Int
  let comparisonSeconds: Double
  let comparisonBytes: Int
  var ratio: Double { comparisonSeconds / seconds }
  var secondsPerRow: Double { seconds / Double(rows) }
}

enum RenderingCases {
  static func measure(
    _ kind: RenderingKind, tree: RenderingTree, rows: Int, runs: Int
  ) throws -> RenderingResult {
    let (seconds, bytes, theirs, theirBytes) =
      switch tree {
      case .plain: try measure(kind, value: Workload.plain(rows: rows), runs: runs)
      case .viewModel: try measure(kind, value: Workload.viewModel(rows: rows), runs: runs)
      }
    return RenderingResult(
      kind: kind, tree: tree, rows: rows, seconds: seconds, bytes: bytes,
      comparisonSeconds: theirs, comparisonBytes: theirBytes)
  }

  /// Our median and bytes, and the comparison's, on `value`.
  private static func measure<Value: Encodable>(
    _ kind: RenderingKind, value: Value, runs: Int
  ) throws -> (Double, Int, Double, Int) {
    var bytes = 0
    var theirBytes = 0
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let ours: () throws -> Void
    let theirs: () throws -> Void
    switch kind {
    case .jsonDeclarationOrder, .jsonSorted:
      let renderer = JSONRenderer(sortsKeys: kind == .jsonSorted)
      ours = { bytes = try renderer.renderUTF8(value).count }
      theirs = { theirBytes = try encoder.encode(value).count }
    case .text:
      let renderer = TextRenderer()
      ours = { bytes = try renderer.renderUTF8(value).count }
      theirs = {
        var output = ""
        dump(value, to: &output)
        theirBytes = output.utf8.count
      }
    }
    let (seconds, comparison) = try medianSeconds(runs: runs, ours, against: theirs)
    return (seconds, bytes, comparison, theirBytes)
  }
}
