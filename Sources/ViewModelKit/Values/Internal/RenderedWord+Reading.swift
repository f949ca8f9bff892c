// The values that ViewModelHTML reads back from a JSON rendering to build
// accessibility nodes: a word the renderers wrote becomes the value again,
// and a word this version does not know becomes nothing.

extension OpenWordSet {
  /// The value whose word is `renderedWord`; `nil` for a word this version
  /// does not know.
  init?(readingWord renderedWord: String) {
    guard let word = Word(rawValue: renderedWord) else { return nil }
    self.init(word: word)
  }
}

extension Font.Weight {
  /// The weight a rendering writes as `word`; `nil` for an unknown word.
  package init?(renderedWord word: String) { self.init(readingWord: word) }
}

extension Font.TextStyle {
  /// The text style a rendering writes as `word`; `nil` for an unknown word.
  package init?(renderedWord word: String) { self.init(readingWord: word) }
}

extension ButtonViewModel.Style {
  /// The style a rendering writes as `word`; `nil` for an unknown word.
  package init?(renderedWord word: String) { self.init(readingWord: word) }
}

extension Accessibility.Traits {
  /// The traits a rendering lists by `names`; a name this version does
  /// not know is passed over.
  package init(renderedNames names: some Sequence<String>) {
    self = []
    for name in names {
      if let trait = Self.named.first(where: { $0.1 == name }) { insert(trait.0) }
    }
  }
}
