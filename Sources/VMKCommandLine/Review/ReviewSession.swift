/// One run of `vmk review`: shows each pending snapshot (or, for a group
/// that shares one change, the offer to decide it at once), reads a key,
/// and carries out each decision at once through ``Decider``.
final class ReviewSession {
  /// What a key asks for after a snapshot or a group.
  private enum Step {
    /// Go on to the next undecided snapshot.
    case next
    /// Show the members of the group one by one.
    case oneByOne
    /// Do the same to every undecided snapshot from here on.
    case all(Choice)
    /// Stop; the rest stays pending.
    case quit
  }

  /// What to do with one snapshot.
  private enum Choice {
    /// Make it the reference.
    case accept
    /// Throw it away.
    case reject
    /// Leave it pending.
    case skip
  }

  /// Where the keys come from.
  private let keys: any KeyInput
  /// What carries out accept and reject.
  private let decider: Decider
  /// What writes the text of each view.
  private let text = ReviewText()
  /// What draws each view, fitted to the terminal.
  private let display: ReviewDisplay
  /// The snapshots under review, in order.
  private let items: [ReviewItem]
  /// Which items share a change.
  private let groups: ReviewGroups
  /// Whether each item has been decided or skipped.
  private var done: [Bool]
  /// What `t` opens: the diff tool `VMK_DIFF_TOOL` names.
  private let diffTool: DiffToolKey
  /// What has been done so far.
  private var outcome = ReviewOutcome()
  /// Whether a snapshot's diff is shown (`d`); kept from one snapshot to the next.
  private var showsDiff = true
  /// Whether a group's shared diff is shown (`d` on a group); kept from one group to the next.
  private var showsGroupDiff = false
  /// Whether details are shown (`i`); kept from one snapshot to the next.
  private var showsDetails = false
  /// Whether the keys' help is shown (`?`) in place of the body.
  private var showsHelp = false

  /// A review of `pending` in `context`'s package, read from `keys`, on a
  /// terminal whose size `size` tells; `alternateScreen` is told when the
  /// review switches to the alternate screen and back.
  init(
    pending: [PendingSnapshot], context: CommandContext, keys: any KeyInput,
    size: @escaping () -> TerminalSize, alternateScreen: @escaping (Bool) -> Void = { _ in }
  ) {
    self.keys = keys
    decider = Decider(package: context.package, environment: context.tool.environment)
    display = ReviewDisplay(
      console: context.console, size: size, alternateScreen: alternateScreen)
    items = pending.map { ReviewItem($0, package: context.package) }
    groups = ReviewGroups(items)
    done = Array(repeating: false, count: items.count)
    diffTool = DiffToolKey(context: context, keys: keys)
  }

  /// Goes through every pending snapshot and writes the closing summary.
  func run() -> ReviewOutcome {
    display.begin()
    var index = 0
    review: while index < items.count {
      defer { index += 1 }
      guard !done[index] else { continue }
      var step = Step.oneByOne
      if let members = groups.group(startingAt: index) {
        step = offerGroup(members, at: index)
      }
      if case .oneByOne = step {
        step = reviewSnapshot(at: index)
      }
      switch step {
      case .next, .oneByOne:
        continue
      case .all(let choice):
        for remaining in index..<items.count where !done[remaining] { apply(choice, to: remaining) }
        break review
      case .quit:
        outcome.quit = true
        outcome.notReached = items.indices.filter { !done[$0] }.map { items[$0].shown }
        break review
      }
    }
    display.end()
    display.write([DisplayLine()] + text.summary(outcome))
    return outcome
  }

  /// Shows the snapshot at `index` and reads keys until one decides it.
  private func reviewSnapshot(at index: Int) -> Step {
    showsHelp = false
    display.show(snapshotSheet(index))
    while true {
      guard let key = nextKey() else { return .quit }
      switch key {
      case "a": apply(.accept, to: index)
      case "r": apply(.reject, to: index)
      case "s": apply(.skip, to: index)
      case "d", "i", "?":
        if key == "d" { showsDiff.toggle() }
        if key == "i" { showsDetails.toggle() }
        if key == "?" { showsHelp.toggle() }
        display.update(snapshotSheet(index))
        continue
      case "t":
        let line = diffTool.open(items[index].snapshot)
        display.update(snapshotSheet(index))
        if let line { display.tell(DisplayLine(line, continuation: "   ")) }
        continue
      default:
        if let step = commonStep(for: key, at: index, shown: 1) { return step }
        continue
      }
      return .next
    }
  }

  /// The next key pressed, the sheet drawn again at each resize on the
  /// way; `nil` when the input has ended.
  private func nextKey() -> Character? {
    while let key = keys.nextKey() {
      guard key == SpecialKey.resize else { return key }
      display.redraw()
    }
    return nil
  }

  /// The sheet of the snapshot at `index`.
  private func snapshotSheet(_ index: Int) -> ReviewSheet {
    text.snapshot(
      items[index], position: index + 1, count: items.count, showsDiff: showsDiff,
      showsDetails: showsDetails, showsHelp: showsHelp)
  }

  /// Offers to decide the group `members` (indexes, the first of them
  /// `index`) at once, and reads keys until one answers.
  private func offerGroup(_ members: [Int], at index: Int) -> Step {
    showsHelp = false
    let sheet = {
      self.text.group(
        members.map { self.items[$0] }, position: index + 1, count: self.items.count,
        showsDiff: self.showsGroupDiff, showsHelp: self.showsHelp)
    }
    display.show(sheet())
    while true {
      guard let key = nextKey() else { return .quit }
      let choice: Choice
      switch key {
      case "a": choice = .accept
      case "r": choice = .reject
      case "s": choice = .skip
      case "o": return .oneByOne
      case "t":
        // The diff program on each member in turn; the first that cannot
        // be opened says why, and the rest are not tried.
        let line = members.lazy.compactMap { self.diffTool.open(self.items[$0].snapshot) }.first
        display.update(sheet())
        if let line { display.tell(DisplayLine(line, continuation: "   ")) }
        continue
      case "d", "?":
        if key == "d" { showsGroupDiff.toggle() } else { showsHelp.toggle() }
        display.update(sheet())
        continue
      default:
        if let step = commonStep(for: key, at: index, shown: members.count) { return step }
        continue
      }
      for member in members { apply(choice, to: member) }
      return .next
    }
  }

  /// What the keys that mean the same everywhere ask for: all remaining
  /// (`A` and `R` once answered yes), quit, a page of the body, or a hint
  /// for any other key (`nil`: read on). `shown` undecided snapshots, from
  /// `index` on, are on the terminal.
  private func commonStep(for key: Character, at index: Int, shown: Int) -> Step? {
    switch key {
    case "A": return confirm(.accept, at: index, shown: shown)
    case "R": return confirm(.reject, at: index, shown: shown)
    case "S": return .all(.skip)
    case "q", "\u{03}", "\u{04}": return .quit
    default:
      if !display.page(key) { display.tell(text.hint(for: key)) }
      return nil
    }
  }

  /// Asks before `A` or `R` decides every remaining snapshot, saying how
  /// many and how many were not shown: only `y` goes on, Ctrl-C and
  /// Ctrl-D quit, any other key (or the end of the input) decides nothing.
  private func confirm(_ choice: Choice, at index: Int, shown: Int) -> Step? {
    let remaining = (index..<items.count).filter { !done[$0] }.count
    let (verb, participle) = choice == .accept ? ("Accept", "accepted") : ("Reject", "rejected")
    display.tell(
      text.question(verb, remaining: remaining, notShown: max(0, remaining - shown)))
    switch nextKey() {
    case "y": return .all(choice)
    case "\u{03}", "\u{04}": return .quit
    default:
      display.tell(text.declined(participle))
      return nil
    }
  }

  /// Carries out `choice` on the item at `index`, says what was done, and
  /// notes it in the outcome.
  private func apply(_ choice: Choice, to index: Int) {
    let item = items[index]
    done[index] = true
    let decision: Decision
    switch choice {
    case .skip:
      var line = DisplayLine("skipped", .yellow).adding("   \(item.shown)  (still pending)")
      line.continuation = "          "
      display.decided(line)
      outcome.skipped.append(item.shown)
      return
    case .accept: decision = .accept
    case .reject: decision = .reject
    }
    do {
      let report = visible(try decider.decide(decision, item.snapshot))
      display.decided(
        DisplayLine(report, decision == .accept ? .green : .red, continuation: "          "))
      if decision == .accept {
        outcome.accepted.append(item.shown)
      } else {
        outcome.rejected.append(item.shown)
      }
    } catch {
      let reason = visible(error.message)
      display.decided(
        DisplayLine(
          "Could not \(decision.rawValue) \(item.shown): \(reason)", .red, continuation: "  "))
      outcome.failed.append((item.shown, reason))
    }
  }
}
