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

  /// Where the screens are printed.
  private let console: Console
  /// Where the keys come from.
  private let keys: any KeyInput
  /// What carries out accept and reject.
  private let decider: Decider
  /// What writes the text of each view.
  private let text: ReviewText
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
  /// Whether diffs are shown (`d`); kept from one snapshot to the next.
  private var showsDiff = true
  /// Whether details are shown (`i`); kept from one snapshot to the next.
  private var showsDetails = false
  /// What the last keys did, shown again at the top of a cleared screen.
  private var notice: [String] = []

  /// A review of `pending` in `context`'s package, read from `keys`.
  init(pending: [PendingSnapshot], context: CommandContext, keys: any KeyInput) {
    console = context.console
    self.keys = keys
    decider = Decider(package: context.package)
    text = ReviewText(console: context.console)
    items = pending.map { ReviewItem($0, package: context.package) }
    groups = ReviewGroups(items)
    done = Array(repeating: false, count: items.count)
    diffTool = DiffToolKey(context: context, keys: keys)
  }

  /// Whether the screen is cleared between snapshots: only where colour
  /// shows that escape sequences are understood.
  private var clearsScreen: Bool { console.usesColor }

  /// Goes through every pending snapshot and prints the closing summary.
  func run() -> ReviewOutcome {
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
    startScreen()
    console.write(text.summary(outcome))
    return outcome
  }

  /// Shows the snapshot at `index` and reads keys until one decides it.
  private func reviewSnapshot(at index: Int) -> Step {
    show(index)
    while true {
      guard let key = keys.nextKey() else { return .quit }
      switch key {
      case "a": apply(.accept, to: index)
      case "r": apply(.reject, to: index)
      case "s": apply(.skip, to: index)
      case "d":
        showsDiff.toggle()
        show(index)
        continue
      case "i":
        showsDetails.toggle()
        show(index)
        continue
      case "t":
        if let line = diffTool.open(items[index].snapshot) { say(line) }
        show(index)
        continue
      default:
        if let step = commonStep(for: key, help: text.keysHelp) { return step }
        continue
      }
      return .next
    }
  }

  /// Offers to decide the group `members` (indexes, the first of them
  /// `index`) at once, and reads keys until one answers.
  private func offerGroup(_ members: [Int], at index: Int) -> Step {
    startScreen()
    console.write(
      text.group(members.map { items[$0] }, position: index + 1, count: items.count))
    while true {
      guard let key = keys.nextKey() else { return .quit }
      let choice: Choice
      switch key {
      case "a": choice = .accept
      case "r": choice = .reject
      case "s": choice = .skip
      case "o": return .oneByOne
      default:
        if let step = commonStep(for: key, help: text.groupKeysHelp(size: members.count)) {
          return step
        }
        continue
      }
      for member in members { apply(choice, to: member) }
      return .next
    }
  }

  /// What the keys that mean the same everywhere ask for: all remaining,
  /// quit, the keys (`help`), or a hint for any other key (`nil`: read on).
  private func commonStep(for key: Character, help: String) -> Step? {
    switch key {
    case "A": return .all(.accept)
    case "R": return .all(.reject)
    case "S": return .all(.skip)
    case "q", "\u{03}", "\u{04}": return .quit
    case "?": console.write(help)
    default: console.line(text.hint(for: key))
    }
    return nil
  }

  /// Carries out `choice` on the item at `index`, says what was done, and
  /// notes it in the outcome.
  private func apply(_ choice: Choice, to index: Int) {
    let item = items[index]
    done[index] = true
    let decision: Decision
    switch choice {
    case .skip:
      say(console.styled("skipped", .yellow) + "   \(item.shown)  (still pending)")
      outcome.skipped.append(item.shown)
      return
    case .accept: decision = .accept
    case .reject: decision = .reject
    }
    do {
      let report = visible(try decider.decide(decision, item.snapshot))
      say(console.styled(report, decision == .accept ? .green : .red))
      if decision == .accept {
        outcome.accepted.append(item.shown)
      } else {
        outcome.rejected.append(item.shown)
      }
    } catch {
      let reason = visible(error.message)
      say(console.styled("Could not \(decision.rawValue) \(item.shown): \(reason)", .red))
      outcome.failed.append((item.shown, reason))
    }
  }

  /// Prints `line` now and keeps it for the top of the next cleared screen.
  private func say(_ line: String) {
    console.line(line)
    notice.append(line)
  }

  /// Shows the item at `index` on a fresh screen.
  private func show(_ index: Int) {
    startScreen()
    console.write(
      text.snapshot(
        items[index], position: index + 1, count: items.count, showsDiff: showsDiff,
        showsDetails: showsDetails))
  }

  /// Clears the screen and repeats what the last keys did, where the
  /// terminal allows it; otherwise leaves a blank line.
  private func startScreen() {
    if clearsScreen {
      console.clearScreen()
      let shown = notice.suffix(ReviewText.listLimit)
      if notice.count > shown.count {
        console.line("… and \(notice.count - shown.count) more before these")
      }
      for line in shown { console.line(line) }
      if !notice.isEmpty { console.line() }
    } else {
      console.line()
    }
    notice = []
  }
}
