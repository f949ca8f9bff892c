import ViewModelSnapshotFormat

/// Why `vmk` writes no literal for a pending inline snapshot, in words that
/// say what to do.
enum InlineWriteRefusal: Error, Equatable {
  /// One call saw different renderings in one run.
  case conflict
  /// The test file changed since the run.
  case sourceChanged
  /// The literal already holds the rendering (pasted by hand, or written by
  /// another `vmk`): there is nothing left to do.
  case alreadyWritten
  /// The patch itself refused.
  case patch(InlineSnapshotRefusal)

  /// The edit that writes the rendering of `call` into `lexed`, the test
  /// file now, whose bytes hash to `hash`.
  static func edit(
    for call: InlinePendingCall, in lexed: InlineSnapshotPatch.LexedSource, hash: String
  ) throws(InlineWriteRefusal) -> InlineSnapshotPatch.Edit {
    guard let rendering = call.rendering else { throw .conflict }
    let content = rendering.hasSuffix("\n") ? String(rendering.dropLast()) : rendering
    let edit: InlineSnapshotPatch.Edit
    do {
      edit = try InlineSnapshotPatch.edit(
        in: lexed, line: call.line, column: call.column, content: content)
    } catch {
      throw call.sourceHash == hash ? .patch(error) : .sourceChanged
    }
    if lexed.source[edit.range].elementsEqual(edit.replacement) { throw .alreadyWritten }
    guard call.sourceHash == hash else { throw .sourceChanged }
    return edit
  }

  /// Whether the call needs nothing more.
  var isDone: Bool { self == .alreadyWritten }

  /// What to print about `call`.
  func message(for call: InlinePendingCall) -> String {
    let shown = visible(call.shown)
    switch self {
    case .alreadyWritten:
      return "accepted  \(shown)  (its literal already holds the rendering)"
    case .conflict:
      return
        "Not written: \(shown) saw different renderings in one run (in a loop, a helper or a parameterized test), so there is no one literal to write. Give each rendering a call of its own, or use assertSnapshot, which names a file for each case; then run the test again."
    case .sourceChanged:
      return
        "Not written: \(visible(call.file)) changed since the test ran, so line \(call.line), column \(call.column) may name another place now. Run the test again, then accept."
    case .patch(let refusal):
      return "Not written: \(shown): \(refusal)."
    }
  }
}

/// Where calls that stay pending in a file are once other literals were
/// written into it: each call's `(` shifted by the edits before it.
struct InlineMoves {
  let edits: [InlineSnapshotPatch.Edit]
  let before: [UInt8]
  let after: [UInt8]

  /// The decision that moves `call` to its place in `after`, or `nil` when
  /// an edit swallowed it or it is not in `before`.
  func decision(moving call: InlinePendingCall) -> InlineDecision? {
    guard let offset = Self.offset(ofLine: call.line, column: call.column, in: before) else {
      return nil
    }
    var shift = 0
    for edit in edits {
      if edit.range.upperBound <= offset {
        shift += edit.replacement.count - edit.range.count
      } else if edit.range.lowerBound <= offset {
        return nil
      }
    }
    let (line, column) = Self.position(of: offset + shift, in: after)
    var decision = InlineDecision(.moved, on: call)
    decision.toLine = line
    decision.toColumn = column
    decision.toSourceHash = SourceHash.of(after)
    return decision
  }

  /// The byte offset of `line` and UTF-8 `column`, both from 1.
  static func offset(ofLine line: Int, column: Int, in bytes: [UInt8]) -> Int? {
    var current = 1
    var index = 0
    while current < line {
      guard let newline = bytes[index...].firstIndex(of: 10) else { return nil }
      index = newline + 1
      current += 1
    }
    let offset = index + column - 1
    return offset < bytes.count ? offset : nil
  }

  /// The line and UTF-8 column, both from 1, of the byte at `offset`.
  static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == 10 {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }
}
