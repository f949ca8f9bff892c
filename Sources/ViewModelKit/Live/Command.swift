/// Something the user can do, guarded by whether it is currently allowed.
///
/// A command runs its closure only while `isEnabled` is true, and makes the
/// ``Action`` that goes into a view model, carrying the enabled state of the
/// moment, so that a snapshot shows `→ order.submit (disabled)` while the
/// command may not run.
///
/// ```swift
/// let isValid = Property(false)
/// let submit = Command<Void>(isEnabled: isValid) { print("submitted") }
/// submit.execute()                    // ignored: not enabled
/// print(submit.action(id: "order.submit"))
/// isValid.value = true
/// submit.action(id: "order.submit")()
/// ```
/// ```text
/// → order.submit (disabled)
/// submitted
/// ```
@MainActor
public final class Command<Input> {
  /// Whether the command runs when executed.
  public let isEnabled: ReadOnlyProperty<Bool>
  private let body: @MainActor (Input) -> Void

  /// Creates a command guarded by a read-only property.
  public init(
    isEnabled: ReadOnlyProperty<Bool>, _ body: @escaping @MainActor (Input) -> Void
  ) {
    self.isEnabled = isEnabled
    self.body = body
  }

  /// Creates a command guarded by a property.
  public convenience init(
    isEnabled: Property<Bool>, _ body: @escaping @MainActor (Input) -> Void
  ) {
    self.init(isEnabled: isEnabled.readOnly, body)
  }

  /// Creates a command that is always enabled.
  public convenience init(_ body: @escaping @MainActor (Input) -> Void) {
    self.init(isEnabled: Property(true), body)
  }

  /// Creates a command that passes `owner` to its closure, while `owner` lives.
  ///
  /// The owner is held weakly, like the owner of
  /// ``Output/observe(owner:_:)-48a4a``: the closure need not capture it, so a
  /// command kept by its owner makes no retain cycle, and once the owner is
  /// gone the command does nothing. An owner's initializer cannot pass
  /// `self` until every stored property is set, so a command that runs one
  /// of its owner's methods is a `lazy var`.
  ///
  /// ```swift
  /// @MainActor final class Counter {
  ///   let canAdd = Property(true)
  ///   var count = 0
  ///   lazy var add = Command<Int>(owner: self, isEnabled: canAdd) { counter, amount in
  ///     counter.count += amount
  ///   }
  /// }
  /// let counter = Counter()
  /// counter.add.execute(2)
  /// counter.canAdd.value = false
  /// counter.add.execute(5)  // ignored: not enabled
  /// print(counter.count)
  /// ```
  /// ```text
  /// 2
  /// ```
  ///
  /// - Parameters:
  ///   - owner: The object passed to `body`; held weakly.
  ///   - isEnabled: Whether the command runs when executed.
  ///   - body: What the command does, given the owner and the input.
  public convenience init<Owner: AnyObject>(
    owner: Owner, isEnabled: ReadOnlyProperty<Bool>,
    _ body: @escaping @MainActor (Owner, Input) -> Void
  ) {
    self.init(isEnabled: isEnabled) { [weak owner] input in
      guard let owner else { return }
      body(owner, input)
    }
  }

  /// Creates a command guarded by a property that passes `owner`, held
  /// weakly, to its closure while `owner` lives.
  public convenience init<Owner: AnyObject>(
    owner: Owner, isEnabled: Property<Bool>,
    _ body: @escaping @MainActor (Owner, Input) -> Void
  ) {
    self.init(owner: owner, isEnabled: isEnabled.readOnly, body)
  }

  /// Creates a command, always enabled, that passes `owner`, held weakly,
  /// to its closure while `owner` lives.
  public convenience init<Owner: AnyObject>(
    owner: Owner, _ body: @escaping @MainActor (Owner, Input) -> Void
  ) {
    self.init(owner: owner, isEnabled: Property(true).readOnly, body)
  }

  /// Runs the command with `input` if it is enabled now; ignores it otherwise.
  public func execute(_ input: Input) {
    guard isEnabled.value else { return }
    body(input)
  }

  /// An action for a view model: it carries the command's current enabled
  /// state and runs the command, which checks that state again when called.
  public func action(id: ActionID) -> Action<Input> {
    Action(id, isEnabled: isEnabled.value) { [weak self] input in self?.execute(input) }
  }
}

extension Command where Input == Void {
  /// Creates a command without input that passes `owner`, held weakly, to
  /// its closure while `owner` lives, as the initializer with input does.
  ///
  /// ```swift
  /// @MainActor final class Screen {
  ///   let isIdle = Property(true)
  ///   var reloads = 0
  ///   lazy var reload = Command(owner: self, isEnabled: isIdle) { screen in
  ///     screen.reloads += 1
  ///   }
  /// }
  /// let screen = Screen()
  /// screen.reload.execute()
  /// print(screen.reloads)
  /// ```
  /// ```text
  /// 1
  /// ```
  public convenience init<Owner: AnyObject>(
    owner: Owner, isEnabled: ReadOnlyProperty<Bool>,
    _ body: @escaping @MainActor (Owner) -> Void
  ) {
    self.init(owner: owner, isEnabled: isEnabled) { owner, _ in body(owner) }
  }

  /// Creates a command without input, guarded by a property, that passes
  /// `owner`, held weakly, to its closure while `owner` lives.
  public convenience init<Owner: AnyObject>(
    owner: Owner, isEnabled: Property<Bool>, _ body: @escaping @MainActor (Owner) -> Void
  ) {
    self.init(owner: owner, isEnabled: isEnabled.readOnly, body)
  }

  /// Creates a command without input, always enabled, that passes `owner`,
  /// held weakly, to its closure while `owner` lives.
  public convenience init<Owner: AnyObject>(
    owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
  ) {
    self.init(owner: owner, isEnabled: Property(true).readOnly, body)
  }

  /// Runs the command if it is enabled now.
  public func execute() {
    execute(())
  }
}
