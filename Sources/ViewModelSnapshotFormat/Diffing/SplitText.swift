import Foundation

/// A text's UTF-8 bytes and the byte range of each line.
///
/// Lines are split on `"\n"`; the empty piece after a final `"\n"` is not a
/// line. Everything that compares or shows lines works on these bytes, so
/// that two lines are equal only when their bytes are: Swift's `String`
/// equality would call `"Cafe\u{301}"` and `"Caf\u{E9}"` equal.
struct SplitText {
  let text: String
  let bytes: [UInt8]
  let ranges: [Range<Int>]
  /// Whether the text has lines but does not end with `"\n"`.
  let lacksFinalNewline: Bool

  init(_ text: String) {
    self.text = text
    bytes = Array(text.utf8)
    var ranges: [Range<Int>] = []
    var start = 0
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      while start < buffer.count,
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
      {
        let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        ranges.append(start..<index)
        start = index + 1
      }
    }
    lacksFinalNewline = start < bytes.count
    if lacksFinalNewline { ranges.append(start..<bytes.count) }
    self.ranges = ranges
  }

  var count: Int { ranges.count }

  /// The line at `index`, sharing the text's storage.
  func line(_ index: Int) -> Substring {
    let utf8 = text.utf8
    let range = ranges[index]
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let end = utf8.index(start, offsetBy: range.count)
    return Substring(utf8[start..<end])
  }
}
