/// A list of redactions compiled for one rendering: every selector's steps
/// laid out as bits of a ``MatchState``, so that following all of them
/// through a member costs a few word operations.
///
/// Selector `j` with `n` steps takes positions `p…p+n`: position `p+k`
/// means its first `k` steps are taken, and `p+n` that it has found a
/// value. A step moves a bit one position on when it matches the member;
/// a `**` bit also stays where it is (it takes any number of steps) and
/// lets the bit after it be set at once (it takes none). Positions are in
/// the order the redactions were given, so the highest accepting bit is the
/// last redaction given, the one that applies.
final class RedactionPlan: Sendable {
  /// The most positions, over all selectors, that a plan holds.
  static let mostPositions = 128

  let redactions: [Redaction]
  /// The state before any step: each selector at its start.
  let start: MatchState
  /// Positions whose selector has found a value.
  let accepting: MatchState
  /// Positions waiting at a `**`.
  let loops: MatchState
  private let everyElement: MatchState
  private let everyMember: MatchState
  private let names: [String: MatchState]
  private let indices: [Int: MatchState]
  /// For each accepting position, which redaction it belongs to; -1 for
  /// the others.
  private let owners: [Int]
  /// What each redaction does, apart from the rest of it, so that applying
  /// one copies no selector.
  let kinds: [Redaction.Kind]

  /// The plan of no redactions.
  static let none = RedactionPlan()

  private init() {
    redactions = []
    start = .none
    accepting = .none
    loops = .none
    everyElement = .none
    everyMember = .none
    names = [:]
    indices = [:]
    owners = []
    kinds = []
  }

  /// Compiles `redactions`, or throws the reason they cannot be used.
  init(_ redactions: [Redaction]) throws(PlanError) {
    self.redactions = redactions
    var layout = Layout()
    for (index, redaction) in redactions.enumerated() {
      try layout.add(redaction, index: index)
    }
    start = Self.closed(layout.starts, loops: layout.loops)
    accepting = layout.accepting
    loops = layout.loops
    everyElement = layout.everyElement
    everyMember = layout.everyMember
    names = layout.names
    indices = layout.indices
    owners = layout.owners
    kinds = redactions.map(\.kind)
  }

  /// The positions a member with this name matches. A dictionary's key
  /// is matched by `[]` and `*`, and an integer key also by its index, as
  /// text renderings show it (`3: …`).
  func mask(forName name: String, isKey: Bool) -> MatchState {
    let named = names[name] ?? .none
    guard isKey else { return named | everyMember }
    let indexed = indices.isEmpty ? MatchState.none : Int(name).flatMap { indices[$0] } ?? .none
    return named | indexed | everyMember | everyElement
  }

  /// Whether a selector has an index step, such as `rows[2]`, so that
  /// elements do not all step alike.
  var hasIndexSteps: Bool { !indices.isEmpty }

  /// The positions an element at this index matches.
  func mask(forIndex index: Int) -> MatchState {
    indices.isEmpty ? everyElement : (indices[index] ?? .none) | everyElement
  }

  /// The redaction that applies where `state` accepts: the last given.
  func rule(at state: MatchState) -> Int? {
    (state & accepting).highestBit.map { owners[$0] }
  }

  /// The redactions that accept somewhere in `state`.
  func owners(of state: MatchState) -> [Int] {
    (state & accepting).bits.map { owners[$0] }
  }

  /// A `**` takes no step as well as many: its next position is set too.
  private static func closed(_ state: MatchState, loops: MatchState) -> MatchState {
    state | (state & loops).advanced
  }
}

/// Why a list of redactions cannot be used at all.
struct PlanError: Error {
  let reason: String
}

/// The bits of a plan as they are laid out, selector after selector.
private struct Layout {
  var next = 0
  var starts = MatchState.none
  var accepting = MatchState.none
  var loops = MatchState.none
  var everyElement = MatchState.none
  var everyMember = MatchState.none
  var names: [String: MatchState] = [:]
  var indices: [Int: MatchState] = [:]
  var owners = [Int](repeating: -1, count: RedactionPlan.mostPositions)

  mutating func add(_ redaction: Redaction, index: Int) throws(PlanError) {
    let steps: [FieldSelector.Step]
    switch redaction.selector.parsed {
    case .success(let parsed): steps = parsed
    case .failure(let error): throw PlanError(reason: "in \(redaction): \(error)")
    }
    if case .rounding(let places) = redaction.kind, !(0...Redaction.mostPlaces).contains(places) {
      throw PlanError(
        reason: "in \(redaction): places must be from 0 to \(Redaction.mostPlaces), not \(places)")
    }
    guard next + steps.count + 1 <= RedactionPlan.mostPositions else {
      throw PlanError(
        reason: "the redactions have more than \(RedactionPlan.mostPositions) selector steps in "
          + "all, from \(redaction) on; use fewer, or \"**\" to cover many fields at once")
    }
    starts |= MatchState(bit: next)
    for step in steps {
      let bit = MatchState(bit: next)
      switch step {
      case .name(let name): names[name, default: .none] |= bit
      case .index(let position): indices[position, default: .none] |= bit
      case .everyElement: everyElement |= bit
      case .everyMember: everyMember |= bit
      case .anyDepth: loops |= bit
      }
      next += 1
    }
    accepting |= MatchState(bit: next)
    owners[next] = index
    next += 1
  }
}
