/// Renders a value as indented, human-readable text, one field per line.
///
/// The first line names the root type; each field follows on its own line,
/// two spaces deeper per level, in declaration order. The library's
/// components print as their compact text, one line each, as do your own
/// types that conform to ``CompactTextRepresentable``, strings are quoted with
/// control and invisible characters escaped (`\u{200B}`: C1 controls,
/// special spaces, every default-ignorable code point but the zero-width
/// joiner and variation selectors, tag characters except in a subdivision
/// flag, and noncharacters), a field whose name is not one word (a
/// custom coding key with a space, a quote or a line break) is quoted too,
/// arrays show indices, and an absent optional prints as `nil`. Dictionaries
/// are sorted by key: `Int` keys in numeric order, other keys by the UTF-8
/// bytes of their names. A dictionary whose keys `Codable` cannot name
/// (neither `String`, `Int` nor `CodingKeyRepresentable`) is a list of keys
/// and values, as `Codable` encodes it, in the order of the keys'
/// renderings; sets are in the order of their elements' renderings. Floats
/// print as Swift prints them (`0.1`, `1.0`, `-0.0`, `1e+20`, `nan`). The
/// output ends with one newline.
///
/// ```swift
/// struct Profile: ViewModel {
///   var name: LabelViewModel
///   var tags: [String]
///   var nickname: String?
/// }
///
/// let profile = Profile(name: LabelViewModel(text: "Ada"), tags: ["math"], nickname: nil)
/// print(try TextRenderer().render(profile), terminator: "")
/// ```
/// ```text
/// Profile
///   name: Label "Ada" #000000FF body
///   tags:
///     [0]: "math"
///   nickname: nil
/// ```
public struct TextRenderer: Renderer {
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

  /// Creates a text renderer.
  ///
  /// - Parameters:
  ///   - maximumDepth: The deepest nesting rendered; 5,000 by default, at
  ///     most ``largestMaximumDepth``.
  ///   - redactions: The values to hide or steady; none by default.
  public init(maximumDepth: Int = DeepRendering.defaultMaximumDepth, redactions: [Redaction] = []) {
    self.maximumDepth = maximumDepth
    self.redactions = redactions
  }

  /// Renders `value` as text.
  ///
  /// - Throws: ``RenderingError`` when the value cannot be rendered.
  public func render<Value: Encodable>(_ value: Value) throws -> String {
    try configuration.renderString(value)
  }

  /// Renders `value` as the UTF-8 bytes of its text rendering.
  public func renderUTF8<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    try configuration.renderBytes(value)
  }

  private var configuration: RenderConfiguration {
    RenderConfiguration(
      format: .text, sortsKeys: false, maximumDepth: maximumDepth,
      redactions: redactions)
  }
}
