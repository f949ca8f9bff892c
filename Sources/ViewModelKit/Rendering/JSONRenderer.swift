/// Renders a value as pretty-printed JSON (RFC 8259).
///
/// Members appear in declaration order, or sorted when ``sortsKeys`` is
/// set. Dictionaries are always sorted by key: `Int` keys in numeric order
/// (`-1`, `9`, `10`), other keys by their UTF-8 bytes. A dictionary whose
/// keys `Codable` cannot name (neither `String`, `Int` nor
/// `CodingKeyRepresentable`) is an array of keys and values, as `Codable`
/// encodes it, in the order of the keys' renderings; sets are in the order
/// of their elements' renderings. Components carry a `"type"` member so
/// that a rendering can be drawn again. An absent optional prints as
/// `null`. Invisible characters in strings are escaped (`\u200b`, tags and
/// other scalars past U+FFFF as surrogate pairs), the same list as the text
/// renderer's, so that a reviewer sees them and a parser reads them back. The output ends with one newline.
///
/// Integers keep every digit. A finite float is written in the shortest
/// form that reads back as the same value (Swift's `description`), less a
/// trailing `.0`: `0.1`, `1.5`, `5e-324`. So a whole float has no fraction.
/// Up to 2^53 in magnitude (2^24 for a `Float`), where every integer is a
/// float, it is written as that integer: `17`, `-0`, `9007199254740992`.
/// Past that, where floats are further apart than 1, it is written with an
/// exponent: `1.152921504606847e+18` (2^60), `1e+20`. A `Float` has its own
/// shortest form (`Float(0.1)` is `0.1`). Non-finite floats, which JSON
/// cannot hold, print as the strings `"NaN"`, `"Infinity"` and
/// `"-Infinity"`. A `Decimal` is written with all its digits, and its NaN
/// as `"NaN"`.
///
/// ```swift
/// let json = try JSONRenderer().render(LabelViewModel(text: "Hi"))
/// print(json, terminator: "")
/// ```
/// ```text
/// {
///   "type": "Label",
///   "text": "Hi",
///   "textColor": "#000000FF",
///   "font": {
///     "kind": "textStyle",
///     "style": "body"
///   },
///   "alignment": "natural",
///   "numberOfLines": 1
/// }
/// ```
public struct JSONRenderer: Renderer {
  /// Whether the members of every object are sorted by the UTF-8 bytes of
  /// their keys.
  ///
  /// JSON keys are strings, so this orders dictionaries with `Int` keys as
  /// strings too (`"-1"`, `"10"`, `"9"`); without it they keep their numeric
  /// order.
  public var sortsKeys: Bool

  /// How deeply values may nest before rendering throws instead of
  /// exhausting the stack. Each struct, array, dictionary or wrapper that
  /// holds another value counts as one level.
  ///
  /// It must be between 1 and ``largestMaximumDepth`` (10,000): with any
  /// other value, rendering throws a ``RenderingError`` before it starts.
  public var maximumDepth: Int

  /// The largest ``maximumDepth`` supported: 10,000.
  ///
  /// A value deeper than 128 levels renders on a thread of its own, whose
  /// stack is sized for the maximum depth, and each line of a rendering is
  /// indented by its depth, so that a chain of values 10,000 levels deep
  /// already renders to about 100 MB of text or 200 MB of JSON. The bound
  /// keeps both in hand.
  public static var largestMaximumDepth: Int { DeepRendering.largestMaximumDepth }

  /// The values to hide or steady before anything is written, such as ids
  /// and dates; none by default. See ``Redaction``.
  ///
  /// A redaction that finds nothing, unless it is optional, a selector
  /// that does not parse, and a redaction that does not suit the value it
  /// finds (rounding a string) each make rendering throw a
  /// ``RenderingError`` that names the redaction and the path.
  public var redactions: [Redaction] = []

  /// Creates a JSON renderer.
  ///
  /// - Parameters:
  ///   - sortsKeys: Whether to sort every object's members, dictionaries'
  ///     included, by the UTF-8 bytes of their keys instead of keeping
  ///     declaration order.
  ///   - maximumDepth: The deepest nesting rendered; 5,000 by default,
  ///     at most ``largestMaximumDepth``.
  ///   - redactions: The values to hide or steady; none by default.
  public init(
    sortsKeys: Bool = false, maximumDepth: Int = DeepRendering.defaultMaximumDepth,
    redactions: [Redaction] = []
  ) {
    self.sortsKeys = sortsKeys
    self.maximumDepth = maximumDepth
    self.redactions = redactions
  }

  /// Renders `value` as JSON text.
  ///
  /// - Throws: ``RenderingError`` when the value cannot be rendered.
  public func render<Value: Encodable>(_ value: Value) throws -> String {
    try configuration.renderString(value)
  }

  /// Renders `value` as the UTF-8 bytes of its JSON form.
  public func renderUTF8<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    try configuration.renderBytes(value)
  }

  private var configuration: RenderConfiguration {
    RenderConfiguration(
      format: .json, sortsKeys: sortsKeys, maximumDepth: maximumDepth,
      redactions: redactions)
  }
}
