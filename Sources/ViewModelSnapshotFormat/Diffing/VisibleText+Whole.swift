extension VisibleText {
  /// `text` whole, every character a reviewer could not see, or that a
  /// terminal would act on, shown as the text renderer escapes it in
  /// strings: `\0`, `\t`, `\r`, `\n`, and `\u{1B}` for the other control
  /// characters (C0, DEL, C1), bidirectional marks, overrides and isolates
  /// and every character of ``isInvisibleInSnapshot(_:)``; a combining mark
  /// that starts the text or a line, or follows an escape, is escaped too.
  ///
  /// This is the one way `vmk` shows text from files, names and state on a
  /// terminal, in Markdown and in HTML. Nothing is cut, and text already
  /// shown is left as it is (a backslash is not escaped), so applying it
  /// twice changes nothing.
  ///
  /// - Parameters:
  ///   - text: Text from a file, a name or a state file.
  ///   - keepingLines: Whether line feeds and tabs stay as they are, for a
  ///     block of lines; otherwise the text stays on one line.
  /// - Returns: The text with every hidden or active character escaped.
  package static func escaped(_ text: String, keepingLines: Bool = false) -> String {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.contains(where: { needsLook($0, keepingLines: keepingLines) }) else { return nil }
      return escapedBytes(bytes, keepingLines: keepingLines)
    } ?? text
  }

  /// Whether `scalar` is always shown escaped: a control character or an
  /// invisible one. (A combining mark is escaped only where it would attach.)
  package static func hides(_ scalar: UInt32) -> Bool {
    scalar < 0x20 || scalar == 0x7F || (scalar >= 0x80 && isInvisibleInSnapshot(scalar))
  }

  private static func needsLook(_ byte: UInt8, keepingLines: Bool) -> Bool {
    if byte == 0x0A || byte == 0x09 { return !keepingLines }
    return byte < 0x20 || byte >= 0x7F
  }

  private static func escapedBytes(_ bytes: UnsafeBufferPointer<UInt8>, keepingLines: Bool)
    -> String
  {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    var index = 0
    var attaches = true
    while index < bytes.count {
      var (scalar, length) = decodeScalar(bytes, at: index)
      if keepingLines && (scalar == 0x0A || scalar == 0x09) {
        out.append(UInt8(scalar))
        attaches = scalar == 0x0A
      } else if let escape = escape(scalar, explicit: false, attaches: attaches) {
        out.append(contentsOf: escape.utf8)
        attaches = true
      } else {
        if scalar == 0x1F3F4, let flag = subdivisionFlagLength(bytes, at: index) { length = flag }
        out.append(contentsOf: bytes[index..<index + length])
        attaches = false
      }
      index += length
    }
    return String(decoding: out, as: UTF8.self)
  }
}
