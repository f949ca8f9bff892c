public import Foundation

/// Which random cases a robustness run covers, read from the environment:
///
/// - `VMK_ROBUSTNESS_SEED=<seed>` replays the one case with that seed, as
///   printed in a failure message (decimal or `0x` hexadecimal).
/// - `VMK_ROBUSTNESS=long` runs many more cases from a fresh base seed.
/// - Otherwise a fixed set, the same on every run, so that CI is repeatable.
public struct RobustnessRun: Sendable {
  public enum Mode: String, Sendable { case standard, long, single }

  public let mode: Mode
  /// The seed the case seeds were drawn from; the replayed seed in `single` mode.
  public let baseSeed: UInt64
  /// One seed per random case.
  public let seeds: [UInt64]

  /// The base seed of the standard run.
  public static let standardBaseSeed: UInt64 = 0x5EED_0009_F022

  /// The base seed of a long run: new in each process, and the same for
  /// every test in it, so that its summary lines name one seed.
  static let longBaseSeed = UInt64.random(in: 0 ... .max)

  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    if let text = environment["VMK_ROBUSTNESS_SEED"], let seed = Self.parseSeed(text) {
      self.init(mode: .single, baseSeed: seed, seeds: [seed])
    } else if environment["VMK_ROBUSTNESS"] == "long" {
      self.init(mode: .long, baseSeed: Self.longBaseSeed, count: 20_000)
    } else {
      self.init(mode: .standard, baseSeed: Self.standardBaseSeed, count: 1_000)
    }
  }

  public init(mode: Mode, baseSeed: UInt64, count: Int) {
    var generator = SeededGenerator(seed: baseSeed)
    self.init(mode: mode, baseSeed: baseSeed, seeds: (0..<count).map { _ in generator.next() })
  }

  private init(mode: Mode, baseSeed: UInt64, seeds: [UInt64]) {
    self.mode = mode
    self.baseSeed = baseSeed
    self.seeds = seeds
  }

  /// Whether every case runs, so that the pinned cases and every known
  /// defect are sure to be reached.
  public var isComplete: Bool { mode != .single }

  /// How many cases the run has: the pinned ones (unless one seed is
  /// replayed), then one per seed.
  public var caseCount: Int { (isComplete ? PinnedTrees.all.count : 0) + seeds.count }

  /// The cases at `positions`, each tree built when asked for.
  public func cases(_ positions: Range<Int>) -> [RobustnessCase] {
    let pinned = isComplete ? PinnedTrees.all : []
    return positions.map { position in
      if position < pinned.count {
        return RobustnessCase(name: pinned[position].name, seed: nil, tree: pinned[position].tree)
      }
      let seed = seeds[position - pinned.count]
      return RobustnessCase(name: "seed \(seed)", seed: seed, tree: Self.tree(seed: seed))
    }
  }

  /// Every case, in order, each built only when it is reached.
  public func forEachCase(_ body: (RobustnessCase) throws -> Void) rethrows {
    for position in 0..<caseCount { try body(cases(position..<position + 1)[0]) }
  }

  /// The cases in batches of at most `size`, so that a long run need not
  /// hold all its trees at once.
  public func batches(of size: Int) -> some Sequence<[RobustnessCase]> {
    stride(from: 0, to: caseCount, by: size).lazy.map {
      cases($0..<min($0 + size, caseCount))
    }
  }

  /// The arguments that make `RobustnessRun(arguments:)` in another process
  /// cover the same cases.
  public var arguments: [String] {
    [mode.rawValue, String(baseSeed), String(seeds.count)]
  }

  /// Reads what `arguments` wrote; `nil` when they are not that.
  public init?(arguments: [String]) {
    guard arguments.count == 3, let mode = Mode(rawValue: arguments[0]),
      let base = UInt64(arguments[1]), let count = Int(arguments[2])
    else { return nil }
    if mode == .single {
      self.init(mode: .single, baseSeed: base, seeds: [base])
    } else {
      self.init(mode: mode, baseSeed: base, count: count)
    }
  }

  /// What a summary line says about the cases: their number and seed.
  public var description: String {
    switch mode {
    case .single: return "the one case with seed \(baseSeed)"
    case .standard, .long:
      return
        "\(Self.grouped(seeds.count)) random trees from base seed \(baseSeed) (\(mode.rawValue))"
        + " and \(PinnedTrees.all.count) pinned"
    }
  }

  /// The tree of one case. Most are up to 30 containers deep; one in a
  /// hundred is 150 deep, deeper than the renderers go on the caller's stack.
  public static func tree(seed: UInt64) -> TreeNode {
    var generator = TreeGenerator(seed: seed)
    let maxDepth = seed % 100 == 7 ? 150 : Int((seed >> 8) % 31)
    return generator.tree(maxDepth: maxDepth)
  }

  /// `1,500` rather than `1500`, for the summaries.
  public static func grouped(_ number: Int) -> String {
    let digits = String(number)
    return digits.reversed().enumerated().reduce(into: "") { text, pair in
      if pair.offset > 0 && pair.offset % 3 == 0 { text.append(",") }
      text.append(pair.element)
    }.reversed().map(String.init).joined()
  }

  static func parseSeed(_ text: String) -> UInt64? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
    if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
    return UInt64(trimmed)
  }
}

/// One tree to render, with what a failure message calls it.
public struct RobustnessCase: Sendable {
  /// `seed 123` or the name of a pinned tree.
  public let name: String
  /// The seed that rebuilds the tree; `nil` for pinned trees.
  public let seed: UInt64?
  public let tree: TreeNode

  public init(name: String, seed: UInt64?, tree: TreeNode) {
    self.name = name
    self.seed = seed
    self.tree = tree
  }

  /// How a failure message names the case and how to replay it.
  public var replay: String {
    guard let seed else { return "pinned tree \"\(name)\"" }
    return "seed \(seed) (rerun with VMK_ROBUSTNESS_SEED=\(seed))"
  }
}
