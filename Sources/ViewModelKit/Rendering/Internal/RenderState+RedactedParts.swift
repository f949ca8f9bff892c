import ViewModelNotation

/// The parts of a compact text that a redaction finds by their fields.
extension RenderState {
  /// Notes what the redactions found at a part; returns the one that applies.
  mutating func enterPart(_ state: MatchState) -> Int? {
    guard !state.isEmpty else { return nil }
    redaction.found |= state & redaction.accepting
    return redaction.plan.rule(at: state)
  }

  /// Replaces the part of a compact text from `start` to the end of the
  /// output, which shows the field at `fields` below the member being written.
  mutating func replacePart(from start: Int, rule: Int, fields: [String]) {
    let bytes = out.cut(from: start)
    let text = String(decoding: bytes, as: UTF8.self)
    let kind = self.redaction.kind(rule)
    var path = fullPath(upTo: frames.count)
    for field in fields { path.append(.member(field)) }
    switch kind {
    case .number:
      writeNumbered(rule: rule, text: partValue(text).text)
    case .replacement(let replacement):
      writeReplacement(replacement)
    case .custom(let transform):
      let value = partValue(text)
      let redacted = RedactedValue(path: path.text(), text: value.text, kind: value.kind)
      do {
        writeReplacement(try transform(redacted))
      } catch {
        let thrown = EscapedText.bounded(String(describing: error))
        if failure == nil { failure = partError(rule, "the transform threw: \(thrown)", path) }
      }
    case .rounding(let places):
      guard case .number = partValue(text).kind, let number = Double(text) else {
        let reason = "rounding needs a number, and this is \(quotedForMessage(text))"
        if failure == nil { failure = partError(rule, reason, path) }
        return bytes.withUnsafeBufferPointer { out.append($0) }
      }
      out.append(number: rounded(number, places: places))
    case .sorting:
      let reason = "sorting needs an array or a set, and this is \(quotedForMessage(text))"
      if failure == nil { failure = partError(rule, reason, path) }
      bytes.withUnsafeBufferPointer { out.append($0) }
    }
  }

  private func partError(_ rule: Int, _ reason: String, _ path: FieldPath)
    -> RenderingError
  {
    RenderingError(
      rootType: String(describing: rootType), path: path.shortenedText,
      reason: "the redaction \(self.redaction.redaction(rule)) cannot apply: \(reason)")
  }

  /// A part's value as a transform sees it: a quoted string unquoted, a
  /// number as a number, anything else as it is written.
  private func partValue(_ text: String) -> (text: String, kind: RedactedValue.Kind) {
    if text.hasPrefix("\""),
      let string = Array(text.utf8).withUnsafeBufferPointer(FieldPath.unquoted)
    {
      return (string, .string)
    }
    if Double(text) != nil { return (text, .number) }
    return (text, .structured)
  }
}
