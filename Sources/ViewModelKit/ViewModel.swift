/// A complete, immutable description of what one view shows.
///
/// A view model is a value: it holds no references to views, no mutable
/// state and no logic. Adopt the protocol on a struct made of the library's
/// components and values; the compiler synthesizes every requirement.
///
/// ```swift
/// struct GreetingViewModel: ViewModel {
///   var title: LabelViewModel
///   var dismiss: ButtonViewModel
/// }
///
/// let greeting = GreetingViewModel(
///   title: LabelViewModel(text: "Hello"),
///   dismiss: ButtonViewModel(title: "Close")
/// )
/// print(try TextRenderer().render(greeting), terminator: "")
/// ```
/// ```text
/// GreetingViewModel
///   title: Label "Hello" #000000FF body
///   dismiss: Button "Close" #0040DDFF
/// ```
public protocol ViewModel: Sendable, Equatable, Encodable {}

extension ViewModel {
  /// Whether `other` is a view model of the same type that equals this one.
  func isEqual(to other: any ViewModel) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
