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

  /// Whether both sides do the same work on `tree`: sort every object of
  /// the same data (JSON), or write every stored value of plain structs
  /// (text and `dump`). On a view model, `dump` also spells out what the
  /// components' compact text leaves out (accessibility, defaults,
  /// each action's closure), several times the bytes.
  func isLikeForLike(on tree: RenderingTree) -> Bool {
    switch self {
    case .jsonSorted: true
    case .text: !tree.isViewModel
    case .jsonDeclarationOrder: false
    }
  }
}

/// The tree a rendering case runs on.
enum RenderingTree: String, CaseIterable {
  /// `PlainTree`: plain `Codable` structs, the same screen without closures.
  case plain
  /// `PlainFloatTree`: plain `Codable` structs, mostly floating-point numbers.
  case floats
  /// `BenchViewModel`: the screen built from the library's components.
  case viewModel = "view model"
  /// `FloatViewModel`: the float-heavy screen built from the library's components.
  case viewModelFloats = "view model, floats"

  var isViewModel: Bool { self == .viewModel || self == .viewModelFloats }
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
  /// The comparison's time over ours, the median of their ratios in turns.
  let ratio: Double
  /// The comparison's bytes over ours.
  var byteRatio: Double { Double(comparisonBytes) / Double(bytes) }
  var isLikeForLike: Bool { kind.isLikeForLike(on: tree) }
}

enum RenderingCases {
  static func measure(
    _ kind: RenderingKind, tree: RenderingTree, rows: Int, runs: Int
  ) throws -> RenderingResult {
    let (turns, bytes, theirBytes) =
      switch tree {
      case .plain: try measure(kind, value: Workload.plain(rows: rows), runs: runs)
      case .floats: try measure(kind, value: FloatWorkload.plain(rows: rows), runs: runs)
      case .viewModel: try measure(kind, value: Workload.viewModel(rows: rows), runs: runs)
      case .viewModelFloats:
        try measure(kind, value: FloatWorkload.viewModel(rows: rows), runs: runs)
      }
    return RenderingResult(
      kind: kind, tree: tree, rows: rows, seconds: turns.first, bytes: bytes,
      comparisonSeconds: turns.second, comparisonBytes: theirBytes, ratio: turns.ratio)
  }

  /// Our time per row at `rows` rows over our time per row at a tenth of
  /// them, on the plain tree: ten renderings of the small tree timed in
  /// turns with one of the large, so that both see the same machine (a
  /// shared machine's speed can change between two cases timed apart).
  static func growth(_ kind: RenderingKind, rows: Int, runs: Int) throws -> Double {
    let small = Workload.plain(rows: rows / 10)
    let large = Workload.plain(rows: rows)
    let render: (PlainTree) throws -> Void
    switch kind {
    case .jsonDeclarationOrder, .jsonSorted:
      let renderer = JSONRenderer(sortsKeys: kind == .jsonSorted)
      render = { _ = try renderer.renderUTF8($0) }
    case .text:
      let renderer = TextRenderer()
      render = { _ = try renderer.renderUTF8($0) }
    }
    return try inTurns(
      runs: runs, { for _ in 0..<10 { try render(small) } }, against: { try render(large) }
    ).ratio
  }

  /// Our median and bytes, and the comparison's, on `value`.
  private static func measure<Value: Encodable>(
    _ kind: RenderingKind, value: Value, runs: Int
  ) throws -> (Turns, Int, Int) {
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
    return (try inTurns(runs: runs, ours, against: theirs), bytes, theirBytes)
  }
}
