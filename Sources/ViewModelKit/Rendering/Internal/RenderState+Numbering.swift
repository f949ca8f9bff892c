/// Numbered names: written whole where the output is in its final order,
/// and as marks, numbered once they settle, where it is not yet
/// (`NumberTable`).
extension RenderState {
  /// Writes `"<name N>"`; inside a container or value that is not yet in
  /// its final order, with the number left as a mark (`NumberTable`).
  mutating func writeNumbered(rule: Int, text: String) {
    let nameIndex = Int(redaction.numberedNames[rule])
    let id = redaction.numbers.classID(nameIndex: nameIndex, text: text)
    writeSeparator()
    out.append(redaction.numbers.opening(nameIndex))
    if let start = unsettledStart() {
      redaction.numbers.marksStart = min(redaction.numbers.marksStart ?? start, start)
      out.append(NumberTable.markStart)
      out.append(decimal: UInt64(id))
      out.append(NumberTable.markEnd)
    } else {
      out.append(decimal: UInt64(redaction.numbers.number(ofClass: id)))
    }
    out.append(UInt8(ascii: ">"), UInt8(ascii: "\""))
  }

  /// Where the outermost open container that puts its members in order
  /// when it closes, or value that a redaction may still replace, starts
  /// in the output; `nil` while the output is written in its final order.
  ///
  /// Inlined: called out of line, it would be given a copy of the whole
  /// state.
  @inline(__always)
  private func unsettledStart() -> Int? {
    let start = redaction.captures.first?.start
    let index = redaction.firstUnsettledFrame
    guard index >= 0 else { return start }
    return min(start ?? frames[index].bodyStart, frames[index].bodyStart)
  }

  /// Numbers the marks written since `NumberTable.marksStart` once the
  /// output there is in its final order: after a container or a captured
  /// value closes.
  mutating func numberSettledMarks() {
    if redaction.numbers.marksStart != nil, unsettledStart() == nil { numberMarks() }
  }

  /// Replaces the marks written since `NumberTable.marksStart` with their
  /// numbers, in place.
  mutating func numberMarks() {
    guard let start = redaction.numbers.marksStart else { return }
    redaction.numbers.marksStart = nil
    out.count = start + redaction.numbers.number(out.base + start, count: out.count - start)
  }
}
