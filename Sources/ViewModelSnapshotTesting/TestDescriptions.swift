public import Testing
public import ViewModelKit

// How the library's types read in Swift Testing's output: a failing
// `#expect(card.like == expected.like)` shows each side's text form, as
// the snapshot files do, rather than its fields through reflection.

extension CustomTestStringConvertible where Self: ViewModel {
  /// The view model's text rendering, as a `.txt` snapshot holds it, cut
  /// after ``viewModelTestDescriptionLineLimit`` lines with a last line
  /// saying how many more there were; the library's components are one
  /// line.
  ///
  /// Swift Testing shows it for each side of a failing `#expect`. The
  /// library's components conform already; conform a view model of your
  /// own to have it read the same way:
  ///
  /// ```swift
  /// struct CartViewModel: ViewModel, CustomTestStringConvertible {
  ///   var title: LabelViewModel
  ///   var checkout: ButtonViewModel
  /// }
  ///
  /// let cart = CartViewModel(
  ///   title: LabelViewModel(text: "Cart"),
  ///   checkout: ButtonViewModel(title: "Pay", onTap: Action("cart.pay") {}))
  /// print(cart.testDescription)
  /// ```
  /// ```text
  /// CartViewModel
  ///   title: Label "Cart" #000000FF body
  ///   checkout: Button "Pay" #0040DDFF onTap: → cart.pay
  /// ```
  ///
  /// A view model that cannot be rendered reads as Swift describes it,
  /// followed by why rendering failed.
  public var testDescription: String { boundedTextForm(self) }
}

/// The most lines of a text rendering that a test description shows: 20.
/// A longer rendering ends with `… N more lines` instead.
public let viewModelTestDescriptionLineLimit = 20

/// `value`'s text rendering without its final newline, cut after
/// ``viewModelTestDescriptionLineLimit`` lines.
func boundedTextForm<Value: Encodable>(_ value: Value) -> String {
  let rendering: String
  do {
    rendering = try TextRenderer().render(value)
  } catch {
    return "\(String(describing: value)) (not rendered: \(error))"
  }
  var lines = rendering.split(separator: "\n", omittingEmptySubsequences: false)
  if lines.last?.isEmpty == true { lines.removeLast() }
  let limit = viewModelTestDescriptionLineLimit
  guard lines.count > limit else { return lines.joined(separator: "\n") }
  let more = lines.count - limit
  let shown = lines.prefix(limit).joined(separator: "\n")
  return shown + "\n… \(more) more line" + (more == 1 ? "" : "s")
}

// The components: one line each, or the bounded rendering of a stack or a
// list.

extension AnyViewModel: CustomTestStringConvertible {}
extension ButtonViewModel: CustomTestStringConvertible {}
extension ImageViewModel: CustomTestStringConvertible {}
extension LabelViewModel: CustomTestStringConvertible {}
extension ListViewModel: CustomTestStringConvertible {}
extension ProgressViewModel: CustomTestStringConvertible {}
extension SegmentedPickerViewModel: CustomTestStringConvertible {}
extension SliderViewModel: CustomTestStringConvertible {}
extension StackViewModel: CustomTestStringConvertible {}
extension TextFieldViewModel: CustomTestStringConvertible {}
extension ToggleViewModel: CustomTestStringConvertible {}

// The values and actions: the text rendering's form of a field's value.

extension Action: CustomTestStringConvertible {
  /// `→ checkout.submit`, followed by `(disabled)` when the action is
  /// disabled, as text renderings show an action.
  public var testDescription: String { boundedTextForm(self) }
}

extension Color: CustomTestStringConvertible {
  /// `#RRGGBBAA`, or `asset "Name"`, as text renderings show a colour.
  public var testDescription: String { boundedTextForm(self) }
}

extension Font: CustomTestStringConvertible {
  /// `system 17 bold`, `body` or `custom "Avenir" 15`, as text renderings
  /// show a font.
  public var testDescription: String { boundedTextForm(self) }
}

extension AttributedText: CustomTestStringConvertible {
  /// The text in quotes, with its runs and their attributes when it has
  /// any, as text renderings show it; its `description` is only the
  /// characters.
  public var testDescription: String { boundedTextForm(self) }
}

extension TextAlignment: CustomTestStringConvertible {
  /// The word text renderings show, such as `center`.
  public var testDescription: String { boundedTextForm(self) }
}

extension Accessibility: CustomTestStringConvertible {
  /// The label, hint, identifier and traits as text renderings show them.
  public var testDescription: String { boundedTextForm(self) }
}
