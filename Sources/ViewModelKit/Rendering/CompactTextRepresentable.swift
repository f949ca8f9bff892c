/// A view model of your own that text renderings show on one line, as they
/// show the library's components, rather than one field per line.
///
/// A rating, a custom slider or a badge reads best as one line in a
/// snapshot: its name, then its values. Conform, and write those values
/// word by word into the ``CompactTextLine`` that
/// ``writeCompactText(into:)`` is given; the renderer writes the name
/// first. The line follows the rules of the library's own: strings in
/// quotes, numbers without a trailing `.0`, colours as `#RRGGBBAA`, and
/// actions as `onChange: → id`.
///
/// ```swift
/// struct RatingViewModel: CompactTextRepresentable {
///   var stars: Int
///   var maximum: Int
///   var onChange: Action<Int>?
///
///   static var compactTextName: String { "Rating" }
///
///   func writeCompactText(into line: inout CompactTextLine) {
///     line.number(stars)
///     line.word("maximum")
///     line.number(maximum)
///     line.action("onChange", onChange)
///   }
/// }
///
/// struct ReviewViewModel: ViewModel {
///   var title: LabelViewModel
///   var rating: RatingViewModel
/// }
///
/// let review = ReviewViewModel(
///   title: LabelViewModel(text: "Your review"),
///   rating: RatingViewModel(stars: 4, maximum: 5, onChange: Action("review.rate") { _ in }))
/// print(try TextRenderer().render(review), terminator: "")
/// ```
/// ```text
/// ReviewViewModel
///   title: Label "Your review" #000000FF body
///   rating: Rating 4 maximum 5 onChange: → review.rate
/// ```
///
/// Only text renderings use the line. JSON renderings and other encoders,
/// such as Foundation's `JSONEncoder`, keep the type's own `Encodable`
/// form, usually the synthesized one, so that the JSON form still shows
/// every field under its name. Name a field in the line by its Swift name,
/// as above, so that the text and JSON forms use one word for it.
///
/// The line is found wherever the value is: at the root, as a field, in an
/// array, an optional or an ``AnyViewModel``, and in each frame of a
/// timeline. Whether a type conforms is learned once per type and process,
/// and its ``compactTextName`` is read once per type in each rendering.
public protocol CompactTextRepresentable: ViewModel {
  /// The name the line starts with; the type's name, such as
  /// `RatingViewModel`, unless you give another.
  ///
  /// A name that is not one printable word is written in quotes, so that
  /// the line stays one line.
  static var compactTextName: String { get }

  /// Writes the line's words after the name, in the order a reader
  /// should meet them.
  ///
  /// - Parameter line: The line to add words to. It is only good for this
  ///   call: the renderer writes what it holds once the call returns.
  func writeCompactText(into line: inout CompactTextLine)
}

extension CompactTextRepresentable {
  /// The type's name, as `String(describing:)` gives it.
  public static var compactTextName: String { String(describing: Self.self) }
}
