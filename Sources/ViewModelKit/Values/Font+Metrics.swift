// What the accessibility audit reads of a font: its size for WCAG's large
// text, and whether it follows Dynamic Type. Kept with `Font`, whose
// storage it reads.

extension Font.Weight {
  /// Whether the weight counts as bold for large text: CSS weight 700 and up.
  package var isBoldOrHeavier: Bool {
    switch word {
    case .bold, .heavy, .black: true
    case .ultraLight, .thin, .light, .regular, .medium, .semibold: false
    }
  }
}

extension Font {
  /// The point size and weight that decide whether text is large: a text
  /// style's size at Dynamic Type's default setting, a custom font as regular.
  package var sizeForContrast: (size: Double, weight: Weight) {
    switch storage {
    case .system(let size, let weight): (size, weight)
    case .custom(_, let size): (size, .regular)
    case .style(let style): (style.defaultPointSize, style == .headline ? .semibold : .regular)
    }
  }
}

extension Font.TextStyle {
  /// The size at Dynamic Type's default (Large) setting on iOS.
  package var defaultPointSize: Double {
    switch word {
    case .largeTitle: 34
    case .title: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption: 12
    case .caption2: 11
    }
  }
}

extension Font {
  /// The point size of a system or custom font, which stays the same
  /// whatever the reader's text size; `nil` for a text style.
  package var fixedPointSize: Double? {
    switch storage {
    case .system(let size, _), .custom(_, let size): size
    case .style: nil
    }
  }

  /// The name of the text style whose default size is nearest this
  /// font's, to suggest in its place: `body`.
  package var nearestTextStyleName: String {
    let size = sizeForContrast.size
    let styles = TextStyle.Word.allCases.filter { $0 != .headline }
    let nearest = styles.min { first, second in
      abs(TextStyle(word: first).defaultPointSize - size)
        < abs(TextStyle(word: second).defaultPointSize - size)
    }
    return (nearest ?? .body).rawValue
  }
}
