public import ViewModelKit

/// The "choose a username" page of a sign-up flow: a title, the username
/// field, a hint that follows the text, and a Next button.
///
/// It is a value made by ``SignUpScreen`` each time the username changes; the
/// field's `onChange` and the button's `onTap` lead back to the screen.
///
/// ```swift
/// let page = SignUpScreen { print("next:", $0) }
/// page.viewModel.value.username.onChange?("ada")
/// print(page.viewModel.value.hint.text, page.viewModel.value.next.isEnabled)
/// page.viewModel.value.next.onTap?()
/// ```
/// ```text
/// ✓ Looks good true
/// next: ada
/// ```
public struct SignUpViewModel: ViewModel {
  /// The screen's title.
  public let title: LabelViewModel
  /// The username being typed; edits go to the screen.
  public let username: TextFieldViewModel
  /// What is missing or wrong in the username, or that it is fine.
  public let hint: LabelViewModel
  /// Goes on with the username; enabled only while the username is valid
  /// and has not been sent yet.
  public let next: ButtonViewModel

  /// Adapts the screen's state.
  ///
  /// - Parameters:
  ///   - username: The current text of the field.
  ///   - isSent: Whether Next already handed on this username.
  ///   - onChange: What an edit of the field does, given the new text.
  ///   - next: What a tap on Next does; its enabled state is the button's.
  public init(
    username: String, isSent: Bool, onChange: Action<String>, next: Action<Void>
  ) {
    let check = UsernameCheck(username)
    title = LabelViewModel(text: "Choose a username", font: .headline)
    self.username = TextFieldViewModel(
      text: username, placeholder: "Username", onChange: onChange,
      accessibility: Accessibility(label: "Username"))
    hint = LabelViewModel(
      text: isSent ? "✓ Sent" : check.message, textColor: Self.hintColor(check),
      font: .footnote)
    self.next = ButtonViewModel(
      title: "Next", style: .primary, isEnabled: next.isEnabled, onTap: next)
  }

  private static func hintColor(_ check: UsernameCheck) -> Color {
    switch check {
    case .valid: .green
    case .tooShort: .gray
    case .tooLong, .invalidCharacters: .red
    }
  }
}
