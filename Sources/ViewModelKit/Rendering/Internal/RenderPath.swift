import ViewModelNotation

/// The path that a `RenderingError` shows, such as `rows[2].price`, built
/// step by step and shortened when it is long.
///
/// A value nested thousands of levels deep would otherwise put its whole
/// path, tens of kilobytes, into one message. A long path keeps its first
/// and last few steps and says how many it leaves out:
/// `children[0].children[0] … (9,992 more) … children[0].children[0]`.
struct RenderPath {
  /// The path in full.
  private(set) var path = FieldPath.root

  /// A struct's member: `.name`, or `["name"]` when it is not a plain word.
  mutating func appendName(_ name: String) {
    path.append(.member(name))
  }

  /// A dictionary's entry: `["key"]`.
  mutating func appendKey(_ key: String) {
    path.append(.key(key))
  }

  /// An array's element: `[index]`.
  mutating func appendIndex(_ index: Int) {
    path.append(.index(index))
  }

  /// The path as every message shows it (`FieldPath.shortenedText`):
  /// shortened in the middle when long, each name cut when long.
  var text: String { path.shortenedText }
}
