import Foundation

/// A text's UTF-8 bytes and the byte range of each line.
///
/// Lines are split on `"\n"`; the empty piece after a final `"\n"` is not a
/// line. Everything that compares or shows lines works on these bytes, so
/// that two lines are equal only when their bytes are: Swift's `String`
/// equality would call `"Cafe\u{301}"` and `"Caf\u{E9}"` equal.
struct SplitText {
  let bytes: [UInt8]
  let ranges: [Range<Int>]
  /// Whether the text has lines but does not end with `"\n"`.
  let lacksFinalNewline: Bool

  init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Splits `bytes`, which must be UTF-8.
  init(bytes: [UInt8]) {
    self.bytes = bytes
    var ranges: [Range<Int>] = []
    // Rendered lines are rarely shorter than 16 bytes: room for them all,
    // mostly, so that the list is not copied as it grows.
    ranges.reserveCapacity(bytes.count / 16 + 1)
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

  /// The line at `index`.
  func line(_ index: Int) -> String {
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[ranges[index]]), as: UTF8.self)
    }
  }
}
