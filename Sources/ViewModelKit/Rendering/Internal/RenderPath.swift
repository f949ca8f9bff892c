/// The path that a `RenderingError` shows, such as `rows[2].price`, built
/// step by step and shortened when it is long.
///
/// A value nested thousands of levels deep would otherwise put its whole
/// path, tens of kilobytes, into one message. A long path keeps its first
/// and last few steps and says how many it leaves out:
/// `children[0].children[0] … (9,992 more) … children[0].children[0]`.
struct RenderPath {
  /// The most steps shown in full; a longer path is shortened.
  static let longestInFull = 12
  /// The steps kept at each end of a shortened path.
  static let keptAtEachEnd = 4

  private var steps: [Step] = []

  private struct Step {
    var text: String
    /// A member name, written after a dot unless it starts the text.
    var isName: Bool
  }

  /// A struct's member: `.name`.
  mutating func appendName(_ name: String) {
    steps.append(Step(text: name, isName: true))
  }

  /// A dictionary's entry: `["key"]`.
  mutating func appendKey(_ key: String) {
    steps.append(Step(text: "[\"\(key)\"]", isName: false))
  }

  /// An array's element: `[index]`.
  mutating func appendIndex(_ index: Int) {
    steps.append(Step(text: "[\(index)]", isName: false))
  }

  var text: String {
    guard steps.count > Self.longestInFull else { return Self.joined(steps[...]) }
    let kept = Self.keptAtEachEnd
    let omitted = steps.count - 2 * kept
    return Self.joined(steps.prefix(kept)) + " … (\(grouped(omitted)) more) … "
      + Self.joined(steps.suffix(kept))
  }

  private static func joined(_ steps: ArraySlice<Step>) -> String {
    var text = ""
    for step in steps {
      if step.isName && !text.isEmpty { text += "." }
      text += step.text
    }
    return text
  }
}

/// `count` with a comma between each group of three digits, such as `9,992`,
/// the same in every locale.
func grouped(_ count: Int) -> String {
  let digits = Array(String(count.magnitude))
  var text = count < 0 ? "-" : ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index).isMultiple(of: 3) { text += "," }
    text.append(digit)
  }
  return text
}
