/// Something a view model lets the user do: a closure with a stable id.
///
/// An action lives inside a view model. Two view models compare equal when
/// their actions have the same id and enabled state, whatever the closures
/// capture, so a view model stays a value. Renderings show the id;
/// tests call the action. Taps arrive on the main actor, so the closure may
/// touch main-actor state.
///
/// ```swift
/// var taps = 0
/// let like = Action<Void>("post.like") { taps += 1 }
/// like()
/// like.disabled()()  // a disabled action does nothing
/// print(taps, like)
/// ```
/// ```text
/// 1 → post.like
/// ```
///
/// ## Calling an action from a test
///
/// Calling an action is main-actor isolated, so a test that calls one, or
/// touches the live layer, runs on the main actor: write
/// `@Test @MainActor func …`. Without it the call does not compile ("call to
/// main actor-isolated instance method 'callAsFunction()' in a synchronous
/// nonisolated context"). An `async` test may `await` the call instead.
///
/// ```swift
/// @MainActor final class Likes { var count = 0 }
///
/// @Test @MainActor func tappingLikeCountsALike() {
///   let likes = Likes()
///   let like = ButtonViewModel(title: "Like", onTap: Action("post.like") { likes.count += 1 })
///   like.onTap?()
///   #expect(likes.count == 1)
/// }
///
/// @Test func anAsyncTestAwaitsTheTap() async {
///   let likes = Likes()
///   let like = ButtonViewModel(title: "Like", onTap: Action("post.like") { likes.count += 1 })
///   await like.onTap?()
///   #expect(await likes.count == 1)
/// }
/// ```
public struct Action<Input>: Sendable {
  /// The action's readable name, shown in renderings.
  public let id: ActionID
  /// Whether calling the action runs its closure.
  public let isEnabled: Bool

  private let handler: @MainActor @Sendable (Input) -> Void
  /// Made once per action and kept by its copies and ``enabled(_:)``.
  private let origin: ActionOrigin

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - id: The stable name renderings show, such as `"emoji.tap"`.
  ///   - isEnabled: Whether calling the action runs `handler`.
  ///   - handler: What the action does, called on the main actor.
  public init(
    _ id: ActionID, isEnabled: Bool = true,
    _ handler: @escaping @MainActor @Sendable (Input) -> Void
  ) {
    self.init(id, isEnabled: isEnabled, handler, origin: ActionOrigin())
  }

  private init(
    _ id: ActionID, isEnabled: Bool, _ handler: @escaping @MainActor @Sendable (Input) -> Void,
    origin: ActionOrigin
  ) {
    self.id = id
    self.isEnabled = isEnabled
    self.handler = handler
    self.origin = origin
  }

  /// Runs the action with `input`, unless it is disabled.
  @MainActor
  public func callAsFunction(_ input: Input) {
    guard isEnabled else { return }
    handler(input)
  }

  /// The same action, enabled or not.
  public func enabled(_ isEnabled: Bool) -> Action {
    Action(id, isEnabled: isEnabled, handler, origin: origin)
  }

  /// The same action, disabled.
  public func disabled() -> Action {
    enabled(false)
  }

  /// An action that takes another kind of input and turns it into this
  /// action's input: a parent's action handed to a child.
  ///
  /// ```swift
  /// enum ScreenEvent { case rowTapped(Int) }
  /// let screen = Action<ScreenEvent>("screen.event") { print($0) }
  /// let row: Action<Int> = screen.pullback { .rowTapped($0) }
  /// row(3)
  /// ```
  /// ```text
  /// rowTapped(3)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The new action's id; this action's id by default.
  ///   - transform: Turns the new action's input into this action's input.
  /// - Returns: An action with the same enabled state that calls this one.
  public func pullback<NewInput>(
    id: ActionID? = nil, _ transform: @escaping @Sendable (NewInput) -> Input
  ) -> Action<NewInput> {
    let handler = self.handler
    return Action<NewInput>(id ?? self.id, isEnabled: isEnabled) { handler(transform($0)) }
  }
}

extension Action where Input == Void {
  /// Creates an action that takes no input.
  public init(
    _ id: ActionID, isEnabled: Bool = true, _ handler: @escaping @MainActor @Sendable () -> Void
  ) {
    self.init(id, isEnabled: isEnabled) { (_: Void) in handler() }
  }

  /// Runs the action, unless it is disabled.
  @MainActor
  public func callAsFunction() {
    callAsFunction(())
  }
}

extension Action: Hashable {
  /// Actions are equal when their ids and enabled states are; closures are
  /// never compared.
  public static func == (lhs: Action, rhs: Action) -> Bool {
    lhs.id == rhs.id && lhs.isEnabled == rhs.isEnabled
  }

  /// Hashes what equality compares: the id and the enabled state.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(isEnabled)
  }
}

extension Action: CustomStringConvertible {
  /// `→ id`, followed by `(disabled)` when the action is disabled: the text
  /// rendering's form.
  public var description: String { textForm(self) }
}

extension Action {
  /// Which action this is, so that an audit tells copies of one action,
  /// enabled or not, from separately made actions that share an id.
  package var identity: ActionIdentity { ActionIdentity(origin: origin) }
}
