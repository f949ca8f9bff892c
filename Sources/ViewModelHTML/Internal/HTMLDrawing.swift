package import ViewModelNotation
package import ViewModelSnapshotFormat

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
  ///   - changed: the paths of the parts to outline as changed (the root,
  ///     `rows[2].title`). The element drawn for a path gets the class
  ///     `vmk-changed`; a part not drawn on its own, such as a label's
  ///     font, outlines the element that draws it, and a part that is not
  ///     there, such as a removed row, outlines the container that lost it.
  ///   - marks: the accessibility findings to mark: the element drawn for
  ///     a component that has findings gets the class `vmk-finding-error`
  ///     (when one fails) or `vmk-finding-warning`, and each finding's line
  ///     in its tooltip.
  /// - Returns: The drawing, one `div` holding the screen.
  package static func fragment(
    _ value: JSONValue, title: String? = nil, changed: Set<FieldPath> = [],
    marks: FindingMarks = FindingMarks()
  )
    -> String
  {
    var drawer = HTMLDrawer(changed: changed, marks: marks)
    drawer.drawScreen(value, title: title)
    return drawer.out
  }

  /// The class of the element that holds an escape in element content.
  package static let escapeClass = "vmk-escape"

  /// `text` with `&`, `<`, `>`, `"` and `'` written as character references,
  /// safe in element content.
  ///
  /// A character a reader could not see (a control character other than
  /// tab and line feed, which stay as they are, or an invisible one) is
  /// written as `EscapedCharacter` spells it, `\u{1B}`, in a
  /// `<span class="vmk-escape">` that ``styleSheet`` makes look like an
  /// escape: the same escape the text rendering, the diff and the terminal
  /// show.
  ///
  /// - Parameters:
  ///   - text: Text from the model, a file or a name.
  ///   - keepingLines: Whether line feeds and tabs stay as they are;
  ///     otherwise they show as `\n` and `\t`.
  /// - Returns: The text as HTML element content.
  package static func escaped(_ text: String, keepingLines: Bool = true) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    appendEscaped(text, to: &result, keepingLines: keepingLines)
    return result
  }

  /// `text` for a quoted attribute value, or for an element that holds
  /// text only, such as `title`: as ``escaped(_:keepingLines:)`` writes it,
  /// but each escape as plain text, without an element around it.
  package static func attributeEscaped(_ text: String, keepingLines: Bool = false) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    appendEscaped(text, to: &result, marksEscapes: false, keepingLines: keepingLines)
    return result
  }

  /// Appends `text` to `out` as ``escaped(_:keepingLines:)`` writes it, or,
  /// when `marksEscapes` is false, as ``attributeEscaped(_:keepingLines:)``
  /// writes it.
  package static func appendEscaped(
    _ text: String, to out: inout String, marksEscapes: Bool = true, keepingLines: Bool = true
  ) {
    var text = text
    text.withUTF8 { bytes in
      guard EscapedText.mayNeedEscapes(bytes, keepingLines: keepingLines) else {
        appendMarkupEscaped(bytes, to: &out)
        return
      }
      EscapedText.forEachPiece(of: bytes, keepingLines: keepingLines) { piece in
        switch piece {
        case .literal(let range):
          appendMarkupEscaped(UnsafeBufferPointer(rebasing: bytes[range]), to: &out)
        case .escape(let scalar):
          if marksEscapes { out += "<span class=\"" + escapeClass + "\">" }
          out += escaped(EscapedCharacter.escape(scalar), keepingLines: true)
          if marksEscapes { out += "</span>" }
        }
      }
    }
  }

  /// Appends `bytes`, UTF-8, with the five markup characters written as
  /// character references, copying the runs between them whole.
  private static func appendMarkupEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout String)
  {
    var runStart = 0
    for (index, byte) in bytes.enumerated() {
      let reference: String
      switch byte {
      case UInt8(ascii: "&"): reference = "&amp;"
      case UInt8(ascii: "<"): reference = "&lt;"
      case UInt8(ascii: ">"): reference = "&gt;"
      case UInt8(ascii: "\""): reference = "&quot;"
      case UInt8(ascii: "'"): reference = "&#39;"
      default: continue
      }
      if runStart < index {
        out += String(
          decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
      }
      out += reference
      runStart = index + 1
    }
    if runStart < bytes.count {
      out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self)
    }
  }
}
