import Foundation

/// What one rendering with redactions keeps as it goes: where each open
/// container stands in the plan, the values being written to be replaced,
/// the numbered names given out and which redactions found anything.
///
/// The plan's states are followed as a lazy automaton: each state met gets
/// a small id, and the step from a state over a registered member is
/// remembered by their ids, so that a member already met from the same
/// state costs two loads. A `**` keeps every frame below it live, so this
/// step runs for every member of the value.
struct RedactionState {
  let plan: RedactionPlan
  /// The plan's accepting and `**` positions, kept here so that following
  /// a member reads no more than this struct.
  let accepting: MatchState
  private let loops: MatchState
  /// The state of each id; id 0 is the state where no selector is left.
  private var states: [MatchState]
  /// Each state's id once there are too many states to scan for one.
  private var ids: [MatchState: Int32] = [:]
  /// For each state id, the redaction that applies there, or -1.
  private var rules: Stack<Int32>
  /// For each registered member met, by its id, its row in `memberSteps`;
  /// -1 for members not met, so that a rendering that meets a few of many
  /// registered names keeps a few rows.
  private var memberRows: Stack<Int32>
  /// The step over a member from each of the first `rememberedStates`
  /// states: the next state's id at `row * rememberedStates + state`, or
  /// -1 until it is first taken.
  private var memberSteps: Stack<Int32>
  /// The step over an element from each of those states, or -1; only
  /// for a plan without index steps, where every element steps alike.
  private var elementSteps: Stack<Int32>
  private static let rememberedStates = 16
  /// The state id at each open frame, beside `RenderState.frames`.
  var frameStates: Stack<Int32>
  /// The state id at the member position that was begun last.
  var slot: Int32
  /// Every accepting position reached so far.
  var found = MatchState.none
  /// The values being written that are replaced when they finish.
  var captures: [Capture] = []
  /// The index of the outermost open frame that puts its members in
  /// order when it closes, or -1: numbered names inside it wait for that.
  var firstUnsettledFrame = -1
  /// The next frame pushed is sorted by value.
  var sortsNextFrame = false
  /// A selector could have gone on into a user's one-line type, whose
  /// fields a text rendering does not show one by one.
  var metOpaqueLine = false
  var numbers: NumberTable

  /// For each redaction, the index of its name the values take in
  /// `numbers`, or -1 when it writes no numbered name.
  var numberedNames: Stack<Int32>
  /// For each redaction, ten to the power of the places it rounds to, or
  /// zero when it does not round.
  var roundingScales: Stack<Double>

  init(plan: RedactionPlan, style: QuoteStyle) {
    self.plan = plan
    states = [.none]
    numbers = NumberTable(expected: 128)
    numberedNames = Stack(capacity: plan.kinds.count)
    roundingScales = Stack(capacity: plan.kinds.count)
    for kind in plan.kinds {
      if case .rounding(let places) = kind {
        roundingScales.append(scale(places: places))
      } else {
        roundingScales.append(0)
      }
      guard case .number(let name) = kind else {
        numberedNames.append(-1)
        continue
      }
      numberedNames.append(Int32(numbers.register(name, style: style)))
    }
    accepting = plan.accepting
    loops = plan.loops
    rules = Stack(capacity: Self.rememberedStates)
    rules.append(-1)
    memberRows = Stack(capacity: 64)
    memberSteps = Stack(capacity: 16 * Self.rememberedStates)
    elementSteps = Stack(capacity: Self.rememberedStates)
    elementSteps.append(repeating: -1, count: Self.rememberedStates)
    frameStates = Stack(capacity: 32)
    slot = 0
    slot = enter(plan.start)
    // The root is no member: a selector that accepts at the start finds nothing yet.
    found = .none
    frameStates.append(slot)
  }

  /// Frees the stacks; once, when the rendering ends.
  func deallocate() {
    frameStates.deallocate()
    rules.deallocate()
    memberRows.deallocate()
    memberSteps.deallocate()
    elementSteps.deallocate()
    numberedNames.deallocate()
    roundingScales.deallocate()
    numbers.deallocate()
  }

  /// The state of a rendering without redactions, which allocates nothing.
  init() {
    plan = RedactionPlan.none
    states = []
    numbers = NumberTable(expected: 0)
    accepting = .none
    loops = .none
    rules = Stack(capacity: 0)
    memberRows = Stack(capacity: 0)
    memberSteps = Stack(capacity: 0)
    elementSteps = Stack(capacity: 0)
    frameStates = Stack(capacity: 0)
    numberedNames = Stack(capacity: 0)
    roundingScales = Stack(capacity: 0)
    slot = 0
  }

  // MARK: Steps

  /// The state at the member position that was begun last.
  var slotState: MatchState { states[Int(slot)] }

  /// The state of the id `state`.
  func state(_ state: Int32) -> MatchState { states[Int(state)] }

  /// The redaction that applies at the state `state`, or -1.
  @inline(__always)
  func rule(at state: Int32) -> Int32 { rules[Int(state)] }

  /// The remembered step from `state` over the registered member
  /// `member`, or -1.
  @inline(__always)
  func step(from state: Int32, member: Int) -> Int32 {
    guard state < Self.rememberedStates, member < memberRows.count else { return -1 }
    let row = Int(memberRows[member])
    return row < 0 ? -1 : memberSteps[row &* Self.rememberedStates &+ Int(state)]
  }

  /// The remembered step from `state` over an element, or -1.
  @inline(__always)
  func elementStep(from state: Int32) -> Int32 {
    state < Self.rememberedStates ? elementSteps[Int(state)] : -1
  }

  /// Remembers that the member `member` leads from `state` to `next`.
  mutating func remember(from state: Int32, member: Int, to next: Int32) {
    guard state < Self.rememberedStates else { return }
    if memberRows.count <= member {
      memberRows.append(repeating: -1, count: member + 1 - memberRows.count)
    }
    if memberRows[member] < 0 {
      memberRows[member] = Int32(memberSteps.count / Self.rememberedStates)
      memberSteps.append(repeating: -1, count: Self.rememberedStates)
    }
    memberSteps[Int(memberRows[member]) * Self.rememberedStates + Int(state)] = next
  }

  /// Remembers that an element leads from `state` to `next`, when every
  /// element steps alike.
  mutating func rememberElement(from state: Int32, to next: Int32) {
    guard state < Self.rememberedStates, !plan.hasIndexSteps else { return }
    elementSteps[Int(state)] = next
  }

  /// Notes `state` as reached and returns its id.
  mutating func enter(_ state: MatchState) -> Int32 {
    found |= state & accepting
    if let id = id(of: state) { return id }
    let id = Int32(states.count)
    states.append(state)
    if !ids.isEmpty {
      ids[state] = id
    } else if states.count > Self.statesFoundByScanning {
      for (index, known) in states.enumerated() { ids[known] = Int32(index) }
    }
    rules.append(plan.rule(at: state).map(Int32.init) ?? -1)
    return id
  }

  /// The states a short scan finds, before they are hashed: most
  /// renderings meet fewer.
  private static let statesFoundByScanning = 32

  private func id(of state: MatchState) -> Int32? {
    guard ids.isEmpty else { return ids[state] }
    return states.firstIndex(of: state).map { Int32($0) }
  }

  /// A value being written at a member a redaction found, replaced once
  /// it is complete.
  struct Capture {
    /// Where the value starts in the output.
    let start: Int
    /// Text: whether the value's `: ` was still due at its start.
    let colon: Bool
    /// The redaction that applies.
    let rule: Int
    /// The frame the value opened, which ends it when it closes.
    let frame: Int
  }

  /// The redaction at `index`, for a message.
  func redaction(_ index: Int) -> Redaction { plan.redactions[index] }

  /// What the redaction at `index` does.
  func kind(_ index: Int) -> Redaction.Kind { plan.kinds[index] }

  /// The state after a step whose matching positions are `mask`: a bit
  /// moves on where its step matches, a `**` bit also stays, and the bit
  /// after a `**` is set with it (`**` may take no step).
  @inline(__always)
  func advance(_ state: MatchState, mask: MatchState) -> MatchState {
    let next = (state & mask).advanced | (state & loops)
    return next | (next & loops).advanced
  }

  /// The state after the member `name` of a struct, such as a component's
  /// field in its compact text.
  func advance(_ state: MatchState, member name: String) -> MatchState {
    advance(state, mask: plan.mask(forName: name, isKey: false))
  }

  /// The redactions that must find something and have not.
  var unfound: [Redaction] {
    let found = plan.owners(of: found)
    return plan.redactions.indices.filter { !found.contains($0) && !plan.redactions[$0].isOptional }
      .map { plan.redactions[$0] }
  }
}
