/// Something the user can do, guarded by whether it is currently allowed.
///
/// A command runs its closure only while `isEnabled` is true, and makes the
/// ``Action`` that goes into a snapshot, carrying the enabled state of the
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

  /// Runs the command with `input` if it is enabled now; ignores it otherwise.
  public func execute(_ input: Input) {
    guard isEnabled.value else { return }
    body(input)
  }

  /// An action for a snapshot: it carries the command's current enabled
  /// state and runs the command, which checks that state again when called.
  public func action(id: ActionID) -> Action<Input> {
    Action(id, isEnabled: isEnabled.value) { [weak self] input in self?.execute(input) }
  }
}

extension Command where Input == Void {
  /// Runs the command if it is enabled now.
  public func execute() {
    execute(())
  }
}
