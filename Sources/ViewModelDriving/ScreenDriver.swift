import Dispatch
public import ViewModelAccessibility
public import ViewModelKit

/// Drives a screen by the ids of its actions, as a person would, and keeps
/// every view model it publishes on the way: a test taps, types, toggles,
/// slides and selects, then snapshots the ``timeline``.
///
/// A step finds the action in the current view model by its id, through
/// the walk the renderers take, performs it, and waits until the screen
/// has settled: no new view model for a few turns of the main actor
/// (``Settling``). A step that cannot be taken throws a
/// ``ScreenDriverError`` that says what the screen has instead.
///
/// ```swift
/// @MainActor final class Counter {
///   let viewModel = Property(
///     StackViewModel(children: [LabelViewModel(text: "0")]))
///   var count = 0 { didSet { show() } }
///   init() { show() }
///   func show() {
///     viewModel.value = StackViewModel(children: [
///       LabelViewModel(text: "\(count)"),
///       ButtonViewModel(title: "Add", onTap: Action("counter.add") { [weak self] in
///         self?.count += 1
///       }),
///     ])
///   }
/// }
/// let counter = Counter()
/// let driver = ScreenDriver(counter.viewModel)
/// try await driver.tap("counter.add")
/// print(try driver.timeline.text(), terminator: "")
/// ```
/// ```text
/// Timeline of StackViewModel, 2 frames
///   [0]: start
///     Stack vertical spacing 0
///       children:
///         [0]: Label "0" #000000FF body
///         [1]: Button "Add" #0040DDFF onTap: → counter.add
///   [1]: → tap counter.add
///     Stack vertical spacing 0
///       children:
///         [0]: Label "1" #000000FF body
///         [1]: Button "Add" #0040DDFF onTap: → counter.add
/// ```
///
/// In a test, pin the timeline with `assertSnapshot(of: driver.timeline, as: .timeline)`.
/// The driver holds what it drives weakly: keep the screen alive for the
/// drive, or a step fails with ``ScreenDriverError/Kind-swift.enum/screenGone``.
@MainActor
public final class ScreenDriver<Screen: ViewModel> {
  /// When a step counts the screen as settled, and how long it waits.
  public struct Settling: Sendable {
    /// Turns of the main actor without a new view model that settle a step.
    public var quietTurns: Int
    /// The seconds after which a step fails, with the last view models it
    /// saw, if the screen is still publishing; a screen that is quiet is
    /// waited for however slow the main actor's turns are.
    public var timeLimit: Double
    /// The most view models one step keeps; a screen that publishes more
    /// fails the step.
    public var maximumViewModels: Int

    /// Five quiet turns, at most two seconds, at most 10,000 view models a step.
    public init(quietTurns: Int = 5, timeLimit: Double = 2, maximumViewModels: Int = 10_000) {
      self.quietTurns = max(1, quietTurns)
      self.timeLimit = timeLimit
      self.maximumViewModels = max(1, maximumViewModels)
    }
  }

  /// When steps count the screen as settled.
  public let settling: Settling
  /// The audit every new view model goes through, when given: its first
  /// finding fails the step that led to the view model.
  public let audit: AccessibilityAudit?
  /// The steps so far, each with the view models the screen published after it.
  public private(set) var timeline: ScreenTimeline

  private weak var source: (any PropertyReading<Screen>)?
  private var subscription: Subscription?
  private var latest: Screen
  /// View models past the step's limit were published and not kept.
  private var overflowed = false
  /// How many view models of the timeline the audit has seen.
  private var audited = 0

  /// Starts driving the screen whose view models `screen` holds: a
  /// `Property` or a `ReadOnlyProperty`. Its current view model is the
  /// timeline's start.
  ///
  /// - Parameters:
  ///   - screen: What the screen publishes its view models through, held weakly.
  ///   - settling: When a step counts the screen as settled.
  ///   - audit: An audit every view model goes through, the first one included.
  public init(
    _ screen: some PropertyReading<Screen>, settling: Settling = Settling(),
    audit: AccessibilityAudit? = nil
  ) {
    self.settling = settling
    self.audit = audit
    latest = screen.value
    timeline = ScreenTimeline(
      screenType: String(describing: Screen.self),
      entries: [.init(step: .start, viewModels: [screen.value])])
    source = screen
    subscription = screen.observeChanges(owner: self) { driver, viewModel in
      driver.record(viewModel)
    }
  }

  /// The view model the screen published last.
  public var viewModel: Screen { latest }

  /// The enabled actions of the current view model, with their kinds, paths
  /// and announcements, as text (`description`) or JSON.
  public var actions: ScreenActions {
    get throws(ScreenDriverError) {
      let targets = try read(for: .start)
      let elements = AccessibilityElement.elements(of: targets.nodes)
      return ScreenActions(
        actions: targets.all.filter(\.isEnabled).map { target in
          ScreenAction(
            id: ActionID(target.id), kind: target.kind, path: target.path,
            announcement: Self.announcement(of: target, in: elements),
            choices: target.performer.choices, range: target.performer.range)
        })
    }
  }

  /// Taps the button or list row whose action is `id`.
  ///
  /// Each step finds its action in the current view model, performs it
  /// and waits until the screen settles.
  ///
  /// - Parameters:
  ///   - id: The action's id, as renderings show it after `→`.
  ///   - path: The component's path, or the action's, when two carry `id`.
  /// - Throws: ``ScreenDriverError`` when no action has `id` (naming the
  ///   ids the screen has, nearest first), when it is disabled, when two
  ///   components carry it and no `path` picks one, when another step
  ///   drives it, when the screen does not settle within
  ///   ``Settling/timeLimit`` or publishes more than
  ///   ``Settling/maximumViewModels``, when the screen is gone, and when
  ///   the audit finds something in a view model it led to.
  public func tap(_ id: ActionID, at path: String? = nil) async throws(ScreenDriverError) {
    try await perform(.tap(id), at: path)
  }

  /// Types `text` into the text field whose action is `id`: its action is
  /// given the field's whole new text.
  ///
  /// - Throws: ``ScreenDriverError``, as ``tap(_:at:)`` does.
  public func type(_ text: String, into id: ActionID, at path: String? = nil)
    async throws(ScreenDriverError)
  {
    try await perform(.type(text, into: id), at: path)
  }

  /// Turns the toggle whose action is `id` on or off.
  ///
  /// - Throws: ``ScreenDriverError``, as ``tap(_:at:)`` does.
  public func toggle(_ id: ActionID, to isOn: Bool, at path: String? = nil)
    async throws(ScreenDriverError)
  {
    try await perform(.toggle(id, to: isOn), at: path)
  }

  /// Moves the slider whose action is `id` to `value`, which must be in
  /// its range.
  ///
  /// - Throws: ``ScreenDriverError``, as ``tap(_:at:)`` does, and when
  ///   the component does not take what the step gives.
  public func slide(_ id: ActionID, to value: Double, at path: String? = nil)
    async throws(ScreenDriverError)
  {
    try await perform(.slide(id, to: value), at: path)
  }

  /// Selects the option `option`, by its id, of the segmented picker whose
  /// action is `id`.
  ///
  /// - Throws: ``ScreenDriverError``, as ``tap(_:at:)`` does, and when
  ///   the component does not take what the step gives.
  public func select(_ option: String, in id: ActionID, at path: String? = nil)
    async throws(ScreenDriverError)
  {
    try await perform(.select(option, in: id), at: path)
  }

  /// Makes a change from outside the screen's actions, such as a reply
  /// arriving or a timer firing, and waits for the screen to settle: the
  /// view models it leads to are kept under `→ outside "<change>"`
  /// rather than under the step before.
  ///
  /// ```swift
  /// let status = Property(LabelViewModel(text: "Sending…"))
  /// let driver = ScreenDriver(status)
  /// try await driver.outside("the reply arrives") {
  ///   status.value = LabelViewModel(text: "Sent")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - change: The change in the test's words, as the timeline shows it.
  ///   - body: What makes the change.
  /// - Throws: ``ScreenDriverError`` when the screen is gone, does not
  ///   settle, publishes too many view models, or the audit finds
  ///   something in a view model the change led to.
  public func outside(_ change: String, _ body: () -> Void) async throws(ScreenDriverError) {
    let step = ScreenStep.outside(change)
    try begin(step)
    try await run(step, body)
  }

  // MARK: Steps

  /// Finds the action `step` names, performs it with what the step gives,
  /// and waits for the screen to settle.
  private func perform(_ step: ScreenStep, at path: String?) async throws(ScreenDriverError) {
    try begin(step)
    guard let id = step.actionID, let (kind, input) = step.performed else { return }
    let target = try read(for: step).target(id, kind: kind, at: path, for: step)
    try check(step, for: target)
    try await run(step) { _ = target.performer.perform(input) }
  }

  /// Throws when the screen is gone, or when the audit finds something in
  /// the view models before `step`.
  private func begin(_ step: ScreenStep) throws(ScreenDriverError) {
    guard source != nil else {
      throw ScreenDriverError(
        .screenGone, step: step,
        reason: "what the screen published its view models through is gone; keep the screen "
          + "(and its property) alive for the whole drive, such as in a local constant")
    }
    try checkAudit(through: .start)
  }

  /// Opens `step` in the timeline, makes its change, and waits for the
  /// screen to settle.
  private func run(_ step: ScreenStep, _ change: () -> Void) async throws(ScreenDriverError) {
    timeline.entries.append(.init(step: step, viewModels: []))
    overflowed = false
    change()
    try await settle(after: step)
    try checkAudit(through: step)
  }

  /// The actions of the current view model.
  private func read(for step: ScreenStep) throws(ScreenDriverError) -> ActionTargets {
    do {
      return try ActionTargets(of: latest)
    } catch {
      throw ScreenDriverError(.unreadable, step: step, reason: "\(error)")
    }
  }

  /// Throws when the slider or picker `target` does not take what `step` gives.
  private func check(_ step: ScreenStep, for target: ActionTarget) throws(ScreenDriverError) {
    let performer = target.performer
    switch step {
    case .slide(_, let value):
      guard let range = performer.range, !(value.isFinite && range.contains(value)) else { return }
      throw ScreenDriverError(
        .unacceptedInput, step: step,
        reason: "the slider at \(target.componentPath) takes values from "
          + "\(range.lowerBound) to \(range.upperBound), not \(value)")
    case .select(let option, _):
      guard !performer.choices.contains(option) else { return }
      throw ScreenDriverError(
        .unacceptedInput, step: step,
        reason: "the segmented picker at \(target.componentPath) has no option "
          + "\(quotedForMessage(option)); it has "
          + (performer.choices.isEmpty
            ? "none" : ActionTargets.list(performer.choices.map(quotedForMessage))))
    case .start, .tap, .type, .toggle, .outside:
      return
    }
  }

  private func record(_ viewModel: Screen) {
    latest = viewModel
    let last = timeline.entries.count - 1
    guard timeline.entries[last].viewModels.count < settling.maximumViewModels else {
      overflowed = true
      return
    }
    timeline.entries[last].viewModels.append(viewModel)
  }

  /// Waits until no new view model arrives for `settling.quietTurns`
  /// turns of the main actor. Past the time limit, a screen that goes on
  /// publishing fails the step; one whose turns are only slow, such as on
  /// a main actor that other tests keep busy, is waited for.
  private func settle(after step: ScreenStep) async throws(ScreenDriverError) {
    let start = DispatchTime.now().uptimeNanoseconds
    let limit = UInt64(max(0, min(settling.timeLimit, 86_400)) * 1e9)
    var seen = timeline.entries[timeline.entries.count - 1].viewModels.count
    var quiet = 0
    var lateArrivals = 0
    while quiet < settling.quietTurns {
      await Task.yield()
      if overflowed { throw tooMany(step) }
      let count = timeline.entries[timeline.entries.count - 1].viewModels.count
      let isLate = DispatchTime.now().uptimeNanoseconds - start > limit
      if count != seen {
        if isLate { lateArrivals += count - seen }
        seen = count
        quiet = 0
      } else {
        quiet += 1
      }
      if lateArrivals >= 2 * settling.quietTurns { throw notSettled(step) }
    }
  }

  private func tooMany(_ step: ScreenStep) -> ScreenDriverError {
    ScreenDriverError(
      .tooManyViewModels, step: step,
      reason: "the screen published more than \(settling.maximumViewModels) view models "
        + "after the step; the driver keeps that many (`Settling.maximumViewModels`)")
  }

  private func notSettled(_ step: ScreenStep) -> ScreenDriverError {
    let published = timeline.entries[timeline.entries.count - 1].viewModels
    let last = published.suffix(2).map { viewModel in
      ((try? TextRenderer().render(viewModel)) ?? "(not renderable)")
        .split(separator: "\n", omittingEmptySubsequences: false).prefix(20)
        .joined(separator: "\n")
    }
    return ScreenDriverError(
      .notSettled, step: step,
      reason: "the screen did not settle within \(settling.timeLimit) s: it published "
        + "\(published.count) view models and was still publishing; the last "
        + (last.count == 1 ? "one:\n" : "two:\n") + last.joined(separator: "\n"))
  }

  /// Audits the view models not audited yet; the first finding fails `step`.
  private func checkAudit(through step: ScreenStep) throws(ScreenDriverError) {
    guard let audit else { return }
    let all = timeline.viewModels
    while audited < all.count {
      let viewModel = all[audited]
      audited += 1
      let findings: [AccessibilityFinding]
      do {
        findings = try audit.run(on: viewModel).findings
      } catch {
        throw ScreenDriverError(.unreadable, step: step, reason: "\(error)")
      }
      if let first = findings.first {
        throw ScreenDriverError(
          .accessibility, step: step,
          reason:
            "the accessibility audit found \(findings.count == 1 ? "1 finding" : "\(findings.count) findings") "
            + "in view model \(audited) of the timeline; the first: \(first)")
      }
    }
  }

  /// What a screen reader announces for the element that performs `target`.
  private static func announcement(
    of target: ActionTarget, in elements: [AccessibilityElement]
  ) -> String {
    if let name = target.customName {
      let element = elements.last { target.componentPath.hasPrefix($0.path) }
      return "custom action " + quotedForMessage(name) + " of "
        + (element.map(AccessibilityRenderer.announcement(of:)) ?? "(not announced)")
    }
    if target.kind == .select {
      // A picker is read segment by segment, each performing its action.
      let segments = elements.filter {
        $0.actionID == target.id && $0.path.hasPrefix(target.componentPath + ".")
      }
      if !segments.isEmpty {
        return segments.map(AccessibilityRenderer.announcement(of:)).joined(separator: "; ")
      }
    }
    let element =
      elements.first { $0.actionID == target.id && $0.path == target.componentPath }
      ?? elements.first { $0.actionID == target.id }
      ?? elements.last { target.componentPath.hasPrefix($0.path) }
    return element.map(AccessibilityRenderer.announcement(of:)) ?? "(not announced)"
  }
}
