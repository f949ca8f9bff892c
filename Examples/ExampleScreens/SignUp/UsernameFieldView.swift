public import ViewModelKit

/// A stand-in for the text field on screen: it holds its own text, as a
/// `UITextField` does, and keeps it equal to a screen's username both ways.
///
/// A change on either side is set on the other. The other side's echo
/// arrives while the first side is still delivering, so it is queued, found
/// equal and dropped: both sides settle on one value after one delivery
/// each, without recursion.
///
/// ```swift
/// let screen = SignUpScreen { _ in }
/// let field = UsernameFieldView()
/// field.bind(to: screen.username)
/// field.type("ada")
/// print(screen.username.value)
/// screen.username.value = "grace"
/// print(field.text.value)
/// ```
/// ```text
/// ada
/// grace
/// ```
@MainActor
public final class UsernameFieldView {
  /// The text the field shows.
  public let text: Property<String>
  private let subscriptions = SubscriptionBag()

  /// Creates a field showing `text`.
  public init(text: String = "") {
    self.text = Property(text)
  }

  /// Shows `username`'s current value now and every later one, and sets
  /// each change of ``text`` on it, for as long as this field lives.
  ///
  /// `username` holds this field weakly, so the binding ends with the
  /// field: there is no token to keep. The field holds `username` weakly.
  ///
  /// - Parameter username: The property whose value this field shows and
  ///   sets.
  public func bind(to username: Property<String>) {
    username.observe(owner: self) { field, value in field.text.set(value) }
    text.observeChanges { [weak username] value in username?.set(value) }
      .store(in: subscriptions)
  }

  /// Replaces the text, as the user's typing does.
  public func type(_ newText: String) {
    text.set(newText)
  }
}
