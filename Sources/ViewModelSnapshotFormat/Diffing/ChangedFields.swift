import ViewModelNotation

/// The changed fields: one line per changed field, such as
/// `rows[1].price: "€4" → "€5"`, computed from the two renderings' lines and
/// indentation.
///
/// Each changed line of `diff` is placed in the rendering it comes from:
/// its ancestors are the nearest preceding lines with less indentation, and
/// its path joins their keys (`name` → `.name`, `[2]:` → `[2]`,
/// `"region":` → `["region"]`; in JSON, array elements are counted), written
/// as `FieldPath` writes paths. The value at that path is then looked up in
/// both renderings:
///
/// - in both, with different bytes: `rows[1].price: "€4" → "€5"`;
/// - only in the reference: `rows[2]: removed (Row)`, or `rows: removed`
///   for a container without a value of its own;
/// - only in the actual rendering: `rows[2]: added (Row)`;
/// - only in the reference, and under the same parent in the actual
///   rendering by another name, holding the same bytes: one line,
///   `onTap.action: renamed to onTap.id ("checkout.submit")`.
///
/// A removed or added container is listed once, at the outermost path that
/// the other rendering lacks. The root line's path is `(root)`. Lines come
/// in the order their first change appears in the diff; after `limit` of
/// them, a final `… and N more` line counts the rest.
///
/// Paths and values are shown as ``VisibleText`` shows them, escaped, and
/// each entry is fitted to ``changedFieldsWidth`` columns, the room a
/// terminal line of 80 leaves beside `vmk pending`'s indent: a long path
/// keeps its end, and values are shortened by ``ValueElision``, one way
/// for every kind of value (`unitPrice: Label "€12.50" … → Label "€12.50
/// each" …`). Values that differ in bytes but look alike, such as
/// `"Caf\u{E9}"` and `"Cafe\u{301}"`, are shown as a ``VisiblePair`` with
/// a note, which may take the entry past the width; paths that would look
/// alike are shown with their non-ASCII scalars escaped.
func changedFields(_ diff: LineDiff, limit: Int = 10) -> [String] {
  changedFieldEntries(diff, limit: limit).entries
}

/// The changed fields as ``changedFields(_:limit:)`` lists them, and
/// whether they show every change whole: no entry cut where its values
/// differ, and none counted in `… and N more`. Only then do two lists alike
/// prove the same change.
func changedFieldEntries(_ diff: LineDiff, limit: Int = 10) -> (
  entries: [String], showWholeChanges: Bool
) {
  guard diff.hasChanges else { return ([], true) }
  let limit = max(0, limit)
  return diff.old.bytes.withUnsafeBufferPointer { oldBytes in
    diff.new.bytes.withUnsafeBufferPointer { newBytes in
      var fields = FieldComparison(
        paths: FieldPaths(
          old: RenderingOutline(oldBytes, lines: diff.old.ranges),
          new: RenderingOutline(newBytes, lines: diff.new.ranges)))
      var considered = Set<Int>()
      var changed: [Int] = []
      for line in diff.lines where line.kind != .unchanged {
        guard let path = fields.path(ofChangeIn: line), considered.insert(path).inserted else {
          continue
        }
        if fields.changes(at: path) { changed.append(path) }
      }
      fields.renames = fields.renames(among: changed)
      let renamedTo = Set(fields.renames.values)
      if !renamedTo.isEmpty { changed.removeAll(where: renamedTo.contains) }
      let count = changed.count
      let entries = fields.entries(at: Array(changed.prefix(limit)))
      let whole = entries.allSatisfy(\.showsWholeChange)
      guard count > limit else { return (entries.map(\.text), whole) }
      return (
        entries.map(\.text) + ["… and \(groupedDigits(count - limit)) more"], false
      )
    }
  }
}

/// The most columns an entry of the changed fields takes (but for the note
/// on values that look alike): what a line of 80 columns leaves beside the
/// 11 columns `vmk pending` indents it by, with a column to spare.
let changedFieldsWidth = 68

/// What the changed fields read from the two renderings, and how they are written.
struct FieldComparison {
  /// One entry of the changed fields, and whether it shows its change whole.
  struct Entry {
    let text: String
    let showsWholeChange: Bool

    init(_ text: String, whole: Bool = true) {
      self.text = text
      showsWholeChange = whole
    }
  }

  let paths: FieldPaths
  /// The renamed fields: the path of each in the reference, and its path
  /// in the actual rendering (``renames(among:)``).
  var renames: [Int: Int] = [:]
  var old: RenderingOutline { paths.old }
  var new: RenderingOutline { paths.new }

  /// The path under which a change of `line` is listed.
  func path(ofChangeIn line: LineDiff.Line) -> Int? {
    switch (line.kind, line.oldNumber, line.newNumber) {
    case (.removed, let number?, _): paths.changedPath(forLine: number - 1, in: .old)
    case (.inserted, _, let number?): paths.changedPath(forLine: number - 1, in: .new)
    default: nil
    }
  }

  /// Whether the field at `path` was removed, added, or changed its value.
  func changes(at path: Int) -> Bool {
    switch (paths.field(at: path, in: .old), paths.field(at: path, in: .new)) {
    case (let before?, let after?):
      let (oldBare, newBare) = (old.shownContainer(before), new.shownContainer(after))
      if oldBare != nil || newBare != nil { return oldBare != newBare }
      return !old.valueBytes(before).elementsEqual(new.valueBytes(after))
    case (nil, nil): return false
    default: return true
    }
  }

  /// The entries for paths where ``changes(at:)`` is true. Paths that
  /// differ but would look alike, such as the same key in two Unicode
  /// normalization forms, are shown with their non-ASCII scalars escaped.
  func entries(at paths: [Int]) -> [Entry] {
    var shown = paths.map { shownPath($0, explicit: false) }
    var explicit = Set<Int>()
    for (index, path) in shown.enumerated() {
      for other in shown.indices.dropFirst(index + 1) where shown[other] == path {
        explicit.formUnion([index, other])
      }
      // A field renamed to a name that looks the same.
      if let renamed = renames[paths[index]], shownPath(renamed, explicit: false) == path {
        explicit.insert(index)
      }
    }
    for index in explicit { shown[index] = shownPath(paths[index], explicit: true) }
    return paths.indices.map {
      fittedEntry(at: paths[$0], explicit: explicit.contains($0), shownAs: shown[$0])
    }
  }

  /// The entry for a path where ``changes(at:)`` is true, within
  /// ``changedFieldsWidth`` where it can be: a path that leaves the values
  /// too little room is shown by its end, in half the width.
  private func fittedEntry(at path: Int, explicit: Bool, shownAs full: String) -> Entry {
    let whole = entry(at: path, shownAs: full, explicit: explicit)
    let half = changedFieldsWidth / 2
    guard TextColumns.of(whole.text) > changedFieldsWidth, TextColumns.of(full) > half else {
      return whole
    }
    let short = shownPath(path, explicit: explicit, columns: half)
    let entry = entry(at: path, shownAs: short, explicit: explicit)
    return Entry(entry.text, whole: entry.showsWholeChange && short == full)
  }

  /// The entry for a path where ``changes(at:)`` is true, its values
  /// shortened to the room `shown` leaves in ``changedFieldsWidth``.
  private func entry(at path: Int, shownAs shown: String, explicit: Bool) -> Entry {
    let room = changedFieldsWidth - TextColumns.of(shown)
    if let renamed = renames[path], let before = paths.field(at: path, in: .old) {
      let start = "\(shown): renamed to \(shownPath(renamed, explicit: explicit))"
      return parenthesized(before, in: old, after: start, room: room - 12)
    }
    switch (paths.field(at: path, in: .old), paths.field(at: path, in: .new)) {
    case (let before?, let after?):
      if let oldBare = old.shownContainer(before), let newBare = new.shownContainer(after) {
        return Entry("\(shown): \(oldBare) → \(newBare)")
      }
      if old.shownContainer(before) != nil || new.shownContainer(after) != nil {
        let values = ValueElision.shortened(
          shownValue(before, in: old), shownValue(after, in: new), room: room - 5)
        return Entry("\(shown): \(values.old) → \(values.new)", whole: values.showsWholeChange)
      }
      let pair = VisiblePair(old.valueBytes(before), new.valueBytes(after))
      var note = ""
      var valuesRoom = room - 5
      if let lookAlike = pair.lookAlike {
        note = " (these values \(lookAlike.explanation))"
        valuesRoom = max(24, valuesRoom - note.count)
      }
      let values = ValueElision.shortened(pair.old, pair.new, room: valuesRoom)
      return Entry(
        "\(shown): \(values.old) → \(values.new)" + note, whole: values.showsWholeChange)
    case (let before?, nil):
      return parenthesized(before, in: old, after: "\(shown): removed", room: room - 12)
    case (nil, let after?):
      return parenthesized(after, in: new, after: "\(shown): added", room: room - 10)
    case (nil, nil):
      return Entry(shown)
    }
  }

  private func shownValue(_ field: RenderingOutline.Field, in outline: RenderingOutline) -> String {
    outline.shownContainer(field) ?? VisibleText.shown(outline.valueBytes(field))
  }

  /// `start` and ` (value)`, the value cut to `room` columns, or `start`
  /// alone for a bare container.
  private func parenthesized(
    _ field: RenderingOutline.Field, in outline: RenderingOutline, after start: String, room: Int
  ) -> Entry {
    guard !outline.isBareContainer(field) else { return Entry(start) }
    let value = shownValue(field, in: outline)
    let cut = ValueElision.cut(value, to: max(8, room))
    return Entry(start + " (\(cut))", whole: cut == value && !value.hasSuffix(" more bytes)"))
  }

  /// The path as the changed fields show it: `rows[2].price`, `(root)`
  /// for the root, and only its end, after `…`, when it is longer than
  /// `columns` (a name longer than that alone is cut, and the bytes it
  /// leaves out counted).
  func shownPath(
    _ path: Int, explicit: Bool, columns: Int = VisibleText.maximumLength
  ) -> String {
    var steps: [FieldPath.Step] = []
    var current = path
    while current != 0, paths.table.steps.indices.contains(current) {
      let step = paths.table.steps[current]
      if let fieldStep = step.fieldPathStep { steps.append(fieldStep) }
      current = step.parent
    }
    guard !steps.isEmpty else { return FieldPath.rootName }
    // `steps` runs from the field up to the root: the end is shown first.
    var parts: [String] = []
    var length = 0
    for (index, step) in steps.enumerated() {
      let nameLength = min(VisibleText.maximumLength, parts.isEmpty ? max(8, columns - 24) : .max)
      let part = FieldPath.text(
        of: step, isFirst: index == steps.count - 1, escapingNonASCII: explicit,
        maximumNameLength: nameLength)
      if !parts.isEmpty && length + TextColumns.of(part) + 1 > columns {
        return "…" + parts.reversed().joined()
      }
      parts.append(part)
      length += TextColumns.of(part)
    }
    return parts.reversed().joined()
  }
}
