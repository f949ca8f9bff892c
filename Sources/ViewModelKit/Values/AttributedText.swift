public import Foundation

/// Text made of runs, each with its own color, font, underline,
/// strikethrough and link.
///
/// A string literal is plain attributed text, so a `LabelViewModel(text: "Hi")`
/// needs no ceremony; build styled text by adding runs:
///
/// ```swift
/// let terms: AttributedText = "I accept the "
///   + AttributedText("terms", color: .blue, underline: true,
///                    link: URL(string: "https://example.com/terms"))
/// print(terms.string)
/// ```
/// ```text
/// I accept the terms
/// ```
public struct AttributedText: Sendable, Hashable {
  enum Storage: Sendable, Hashable {
    case plain(String)
    case runs([Run])
  }

  let storage: Storage

  /// Creates text of one run.
  public init(
    _ string: String, color: Color? = nil, font: Font? = nil, underline: Bool = false,
    strikethrough: Bool = false, link: URL? = nil
  ) {
    let attributes = Attributes(
      color: color, font: font, isUnderlined: underline, isStrikethrough: strikethrough,
      link: link)
    storage =
      attributes.isEmpty || string.isEmpty ? .plain(string) : .runs([Run(string, attributes)])
  }

  /// Creates text from runs; neighboring runs with equal attributes are merged.
  public init(runs: [Run]) {
    var merged: [Run] = []
    for run in runs where !run.text.isEmpty {
      if let last = merged.last, last.attributes == run.attributes {
        merged[merged.count - 1] = Run(last.text + run.text, last.attributes)
      } else {
        merged.append(run)
      }
    }
    if merged.isEmpty {
      storage = .plain("")
    } else if merged.count == 1 && merged[0].attributes.isEmpty {
      storage = .plain(merged[0].text)
    } else {
      storage = .runs(merged)
    }
  }

  /// The runs, in order. Plain text is one run without attributes.
  public var runs: [Run] {
    switch storage {
    case .plain(let string): return string.isEmpty ? [] : [Run(string, Attributes())]
    case .runs(let runs): return runs
    }
  }

  /// The characters without attributes.
  public var string: String {
    switch storage {
    case .plain(let string): return string
    case .runs(let runs): return runs.map(\.text).joined()
    }
  }

  /// Whether no run carries an attribute.
  public var isPlain: Bool {
    if case .plain = storage { return true }
    return false
  }

  /// Text followed by more text.
  public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
    AttributedText(runs: lhs.runs + rhs.runs)
  }

  /// A stretch of characters that share attributes.
  public struct Run: Sendable, Hashable {
    /// The characters.
    public var text: String
    /// How they look.
    public var attributes: Attributes

    /// Creates a run.
    public init(_ text: String, _ attributes: Attributes = Attributes()) {
      self.text = text
      self.attributes = attributes
    }
  }

  /// How a run looks; an attribute left `nil` or `false` inherits from the component.
  public struct Attributes: Sendable, Hashable {
    /// The text color.
    public var color: Color?
    /// The font.
    public var font: Font?
    /// Whether the run is underlined.
    public var isUnderlined: Bool
    /// Whether the run is struck through.
    public var isStrikethrough: Bool
    /// Where the run links to.
    public var link: URL?

    /// Creates attributes; all are unset by default.
    public init(
      color: Color? = nil, font: Font? = nil, isUnderlined: Bool = false,
      isStrikethrough: Bool = false, link: URL? = nil
    ) {
      self.color = color
      self.font = font
      self.isUnderlined = isUnderlined
      self.isStrikethrough = isStrikethrough
      self.link = link
    }

    /// Whether no attribute is set.
    public var isEmpty: Bool {
      color == nil && font == nil && !isUnderlined && !isStrikethrough && link == nil
    }
  }
}

extension AttributedText: ExpressibleByStringInterpolation {
  /// Plain text from a string literal.
  public init(stringLiteral value: String) {
    storage = .plain(value)
  }
}

extension AttributedText: CustomStringConvertible {
  /// The characters without attributes.
  public var description: String { string }
}
