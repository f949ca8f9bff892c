/// Draws view models from their JSON form as HTML: what ``HTMLRenderer``
/// writes and what `vmk gallery` shows for a JSON snapshot file.
///
/// The JSON form is the platform-neutral description of a screen, so this
/// one drawer serves both: components are recognised by their `"type"`
/// member, colours, fonts, actions and accessibility by their shape, and
/// every other object is a titled box of its fields. Every string from the
/// model is escaped; nothing from it becomes markup, a URL or a script.
package enum HTMLDrawing {
  /// The HTML fragment for `value`: one `div` of class `vmk-screen`.
  ///
  /// The fragment relies on ``styleSheet`` for its looks. The same value,
  /// title and paths always give the same bytes, and the time taken grows
  /// in step with the size of `value`.
  ///
  /// - Parameters:
  ///   - value: a view model in its JSON form.
  ///   - title: the name of the value's type, when it is known: the title
  ///     of the root's box when the root is not a component.
  ///   - changed: the paths of the parts to outline as changed: `""` for
  ///     the root, members joined by dots and elements in brackets
  ///     (`rows[2].title`). The element drawn for a path gets the class
  ///     `vmk-changed`; a part not drawn on its own, such as a label's
  ///     font, outlines the element that draws it, and a part that is not
  ///     there, such as a removed row, outlines the container that lost it.
  /// - Returns: The drawing, one `div` holding the screen.
  package static func fragment(_ value: JSONValue, title: String? = nil, changed: Set<String> = [])
    -> String
  {
    var drawer = HTMLDrawer(changed: changed)
    drawer.drawScreen(value, title: title)
    return drawer.out
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` written as character references,
  /// safe in element content and in quoted attribute values.
  ///
  /// Control characters, which HTML would drop or reject, are shown
  /// instead: C0 controls other than tab and line feed, and DEL, as their
  /// Control Pictures (`␀`, `␛`, `␡`), C1 controls as `�`.
  package static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    appendEscaped(text, to: &result)
    return result
  }

  /// Appends `text` to `out` escaped as ``escaped(_:)`` escapes it, copying
  /// runs of ordinary characters whole.
  package static func appendEscaped(_ text: String, to out: inout String) {
    let utf8 = text.utf8
    var runStart = utf8.startIndex
    var index = runStart
    while index != utf8.endIndex {
      let next = utf8.index(after: index)
      guard let found = replacement(at: index, next: next, in: utf8) else {
        index = next
        continue
      }
      out += text[runStart..<index]
      out += found.written
      index = found.end
      runStart = found.end
    }
    out += text[runStart..<utf8.endIndex]
  }

  /// What the byte at `index` is written as, and where the text resumes;
  /// `nil` for a byte written as it is.
  private static func replacement(
    at index: String.Index, next: String.Index, in utf8: String.UTF8View
  ) -> (written: String, end: String.Index)? {
    switch utf8[index] {
    case UInt8(ascii: "&"): return ("&amp;", next)
    case UInt8(ascii: "<"): return ("&lt;", next)
    case UInt8(ascii: ">"): return ("&gt;", next)
    case UInt8(ascii: "\""): return ("&quot;", next)
    case UInt8(ascii: "'"): return ("&#39;", next)
    case 0x09, 0x0A: return nil
    case let byte where byte < 0x20:
      return (String(Unicode.Scalar(0x2400 + UInt32(byte))!), next)
    case 0x7F: return ("\u{2421}", next)
    case 0xC2 where next != utf8.endIndex && (0x80...0x9F).contains(utf8[next]):
      return ("\u{FFFD}", utf8.index(after: next))
    default: return nil
    }
  }
}
