/// How lines of text are aligned within their frame.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable, RenderedAsWord {
  /// Leading for left-to-right languages, trailing for right-to-left ones.
  case natural
  case leading
  case center
  case trailing
  case justified
}
