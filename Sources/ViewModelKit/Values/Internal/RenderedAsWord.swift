/// A value that text renderings show as a bare word (`center`) rather than
/// a quoted string; JSON renderings and other encoders get the word as a
/// string.
protocol RenderedAsWord: RenderableByLibrary {
  /// The word the value renders as. Internal: users compare values, they
  /// never spell them.
  var renderedWord: String { get }
}

extension RenderedAsWord {
  func renderText(into renderer: RenderEncoder) throws {
    try renderer.writeCompactText { $0.word(renderedWord) }
  }

  func renderJSON(into renderer: RenderEncoder) throws {
    try renderer.writeString(renderedWord)
  }

  func encodePlain(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(renderedWord)
  }
}

/// An enumeration of words that will never grow, such as a stack's axis:
/// it renders as its raw value.
protocol ClosedWordSet: RenderedAsWord, RawRepresentable<String> {}

extension ClosedWordSet {
  var renderedWord: String { rawValue }

  /// Stated here so that it wins over the standard library's `encode(to:)`
  /// for enumerations with a `String` raw value.
  public func encode(to encoder: any Encoder) throws {
    try encodeByLibrary(to: encoder)
  }
}

/// A struct standing for one of a set of words that later versions may add
/// to, such as a button's style.
///
/// It wraps an internal enumeration, `Word`, of the words this version
/// knows, and offers each as a `public static let`. Because the struct is
/// not an enumeration, a user's `switch` over it needs a `default:`, and
/// adding a word never breaks it; because `Word` is internal, users
/// cannot make up a value that the renderers do not know.
protocol OpenWordSet: RenderedAsWord, Hashable, CaseIterable where AllCases == [Self] {
  /// The words this version knows, in the order `allCases` lists them.
  associatedtype Word: RawRepresentable<String>, CaseIterable, Hashable
  /// Which of the known words this value is.
  var word: Word { get }
  /// The value for one of the known words.
  init(word: Word)
}

extension OpenWordSet {
  /// Every value this version knows, in declaration order. A later version
  /// may list more.
  public static var allCases: [Self] { Word.allCases.map { Self(word: $0) } }

  var renderedWord: String { word.rawValue }

  /// Whether `word` is how one of the values this version knows renders.
  static func knows(_ word: String) -> Bool {
    Word(rawValue: word) != nil
  }
}

extension CompactTextWriter {
  /// A value's word, such as a button's style.
  mutating func word(_ value: some RenderedAsWord) {
    word(value.renderedWord)
  }
}

// The words that ViewModelHTML checks when it reads them back from JSON:
// a protocol's extension cannot reach beyond its internal protocol, so
// each type offers `knows(_:)` to the package itself.

extension ButtonViewModel.Style {
  /// Whether `word` is how one of the styles this version knows renders.
  package static func knows(_ word: String) -> Bool { Word(rawValue: word) != nil }
}

extension ImageViewModel.ContentMode {
  /// Whether `word` is how one of the content modes this version knows renders.
  package static func knows(_ word: String) -> Bool { Word(rawValue: word) != nil }
}

extension StackViewModel.Alignment {
  /// Whether `word` is how one of the alignments this version knows renders.
  package static func knows(_ word: String) -> Bool { Word(rawValue: word) != nil }
}
