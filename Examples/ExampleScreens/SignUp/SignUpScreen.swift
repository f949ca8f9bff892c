public import ViewModelKit

/// The live "choose a username" screen: it holds the username,
/// guards Next with a command, and publishes a ``SignUpViewModel`` for
/// every change.
///
/// The username goes both ways: ``username`` drives the field's text, and
/// the field's `onChange` action sets ``username``. Next hands each valid
/// username on once, so a double tap sends it once; editing the username
/// enables Next again.
///
/// ```swift
/// let screen = SignUpScreen { print("next:", $0) }
/// let host = RecordingHost<SignUpViewModel>()  // a test double, from ViewModelSnapshotTesting
/// host.bind(to: screen.viewModel)
/// screen.next.execute()                  // ignored: the username is empty
/// screen.username.value = "grace"
/// screen.next.execute()
/// screen.next.execute()                  // ignored: "grace" was sent
/// print(host.frames.map(\.hint.text.string))
/// ```
/// ```text
/// next: grace
/// ["3 more characters", "✓ Looks good", "✓ Sent"]
/// ```
@MainActor
public final class SignUpScreen {
  /// The id of the field's `onChange` action.
  public static let usernameChangeID: ActionID = "signUp.username"
  /// The id of the Next button's action.
  public static let nextID: ActionID = "signUp.next"

  /// The username, as typed; setting it updates the field.
  public let username: Property<String>
  /// Hands the username on; enabled while it is valid and not yet sent.
  public let next: Command<Void>
  /// The screen's view model, made again whenever the username or Next changes.
  public let viewModel: ReadOnlyProperty<SignUpViewModel>

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - username: The username the field starts with.
  ///   - onNext: Called with the username when Next runs. The screen holds
  ///     it, so it should hold the screen weakly.
  public init(username: String = "", onNext: @escaping @MainActor (String) -> Void) {
    let username = Property(username)
    // The username Next handed on last, if any; the command keeps it.
    let sentUsername = Property<String?>(nil)
    let state = combineLatest(username, sentUsername)
    // `state` calls its observers in the order they started observing: the
    // command's enabled state is current before a view model reads it.
    let next = Command(isEnabled: state.map { UsernameCheck($0).isValid && $0 != $1 }) {
      sentUsername.value = username.value
      onNext(username.value)
    }
    let onChange = Action<String>(Self.usernameChangeID) { [weak username] text in
      username?.set(text)
    }
    // `state` holds this transform, and `next` holds `state`: weakly, or
    // they would keep each other alive.
    viewModel = state.map { [weak next] text, sent in
      SignUpViewModel(
        username: text, isSent: text == sent, onChange: onChange,
        next: next?.action(id: Self.nextID) ?? Action(Self.nextID, isEnabled: false) {})
    }
    self.username = username
    self.next = next
  }
}
