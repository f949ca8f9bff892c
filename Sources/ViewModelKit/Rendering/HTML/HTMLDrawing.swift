/// Draws view models from their JSON form as HTML: what ``HTMLRenderer``
/// writes and what `vmk gallery` shows for a JSON snapshot file.
///
/// Being written: today every value is drawn as its JSON text.
package enum HTMLDrawing {
  /// The style sheet that fragments rely on; every class starts with `vmk-`.
  package static let styleSheet = ".vmk-json { font: 12px ui-monospace, monospace; }\n"

  /// The HTML fragment for `value`.
  ///
  /// - Parameters:
  ///   - value: a view model in its JSON form.
  ///   - title: the name of the value's type, when it is known.
  ///   - changed: the paths of the parts to outline as changed: `""` for
  ///     the root, members joined by dots and elements in brackets
  ///     (`rows[2].title`).
  package static func fragment(_ value: JSONValue, title: String? = nil, changed: Set<String> = [])
    -> String
  {
    "<pre class=\"vmk-json\">" + escaped("\(value)") + "</pre>"
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` written as character references,
  /// safe in element content and in quoted attribute values.
  package static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
