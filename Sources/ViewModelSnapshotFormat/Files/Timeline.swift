/// A timeline file: a sequence of states in one text snapshot, as
/// `Snapshotting.text` writes it and `vmk gallery` reads it back.
///
/// ```text
/// Timeline of LabelViewModel, 2 frames
///   [0]: Label "Loading…" #000000FF body
///   [1]: Label "3 orders" #000000FF body
/// ```
package struct Timeline: Equatable {
  /// The first line: `Timeline of LabelViewModel, 2 frames`.
  package let heading: String
  /// Each frame's text, as the frame's value alone would render: its first
  /// line after `[i]: `, then its other lines two spaces less indented.
  package let frames: [String]

  /// The first line of a timeline of `count` frames of `frameType`:
  /// `Timeline of LabelViewModel, 2 frames`, or `1 frame`.
  package static func heading(frameType: String, count: Int) -> String {
    "Timeline of \(frameType), " + (count == 1 ? "1 frame" : "\(count) frames")
  }

  /// The timeline in `text`, or `nil` when `text` is not one: its first line
  /// must be `Timeline of <Type>, N frames` (or `1 frame`), followed by
  /// frames `  [0]: `, `  [1]: `… numbered in order, N of them.
  package init?(text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    if text.hasSuffix("\n") { lines = lines.dropLast() }
    guard let first = lines.popFirst(), let count = Self.frameCount(inHeading: first) else {
      return nil
    }
    var frames: [[Substring]] = []
    for line in lines {
      let marker = "  [\(frames.count)]: "
      if line.hasPrefix(marker) {
        frames.append([line.dropFirst(marker.count)])
      } else if !frames.isEmpty, line.hasPrefix("    ") || line.isEmpty {
        frames[frames.count - 1].append(line.dropFirst(2))
      } else {
        return nil
      }
    }
    guard frames.count == count else { return nil }
    heading = String(first)
    self.frames = frames.map { $0.joined(separator: "\n") }
  }

  /// The number of frames a heading announces, or `nil` when `line` is not
  /// a timeline's heading.
  private static func frameCount(inHeading line: Substring) -> Int? {
    guard line.hasPrefix("Timeline of "), let comma = line.lastIndex(of: ",") else { return nil }
    let tail = line[comma...]
    for suffix in [" frames", " frame"] where tail.hasSuffix(suffix) {
      let number = tail.dropFirst(2).dropLast(suffix.count)
      guard tail.hasPrefix(", "), let count = Int(number), count >= 0 else { return nil }
      guard (count == 1) == (suffix == " frame") else { return nil }
      return count
    }
    return nil
  }
}
