import Foundation
import ViewModelNotation
import ViewModelSnapshotFormat

extension ReviewText {
  /// The offer to decide a group at once: how many share the change, then
  /// (paged) the change, every member, and the diff they share when shown,
  /// or the keys' help; then the question and the keys.
  func group(
    _ members: [ReviewItem], position: Int, count: Int, showsDiff: Bool, showsHelp: Bool
  ) -> ReviewSheet {
    let size = members.count
    let header = DisplayLine("[\(position)/\(count)]", .bold).adding(" ")
      .adding("\(size) snapshots share the same change", .bold)
      .adding(size < count ? " (of \(count) pending):" : ":")
    var body = help(group: size)
    if !showsHelp {
      body = members[0].details.changedFields.map { DisplayLine("  " + $0, continuation: "    ") }
      body += [DisplayLine()] + members.map { DisplayLine("  " + $0.shown, continuation: "    ") }
      if showsDiff, !members[0].details.body.isEmpty {
        body += [
          DisplayLine(),
          DisplayLine("The first one's diff (the others change the same fields the same way):"),
        ]
        body += DiffLines.lines(
          String(members[0].details.body.reversed().drop { $0 == "\n" }.reversed()))
      }
    }
    let keys = Self.groupKeys(showsDiff: showsDiff)
    let question = DisplayLine("Decide all \(size) at once?").adding(
      showsHelp ? " (? hides the keys)" : " (? lists every key)", .dim)
    return ReviewSheet(header: [header], body: body, footer: [question, keys])
  }

  /// The keys line under a group, 78 columns at most.
  private static func groupKeys(showsDiff: Bool) -> DisplayLine {
    let entries = [
      ("a", "accept all"), ("r", "reject all"), ("s", "skip all"), ("o", "one by one"),
      ("d", showsDiff ? "hide diff" : "show diff"), ("q", "quit"),
    ]
    var line = DisplayLine()
    for (index, entry) in entries.enumerated() {
      line = line.adding(index == 0 ? "" : " · ").adding(entry.0, .bold).adding(" " + entry.1)
    }
    return line
  }

  /// The kind, the two files, and each one's size and line count.
  func details(of item: ReviewItem) -> [DisplayLine] {
    let snapshot = item.snapshot
    if let call = snapshot.inline { return Self.details(of: call, kind: snapshot.kind) }
    var lines: [String] = []
    switch (snapshot.kind, snapshot.candidate) {
    case (.changed, _):
      lines.append("Kind:       changed (a candidate beside its reference)")
    case (.new, nil):
      lines.append("Kind:       new (recorded straight to its reference; no candidate)")
    case (.new, _):
      lines.append("Kind:       new (a candidate with no reference yet)")
    }
    // `attributesOfItem` does not follow a symbolic link.
    let exists = (try? FileManager.default.attributesOfItem(atPath: snapshot.reference.path)) != nil
    lines.append(
      "Reference:  \(item.shown)  \(exists ? Self.measure(snapshot.reference) : "(none yet)")")
    if let candidate = snapshot.candidate {
      lines.append("Candidate:  \(item.shown).new  \(Self.measure(candidate))")
    } else {
      lines.append("Candidate:  (none: the reference itself is new)")
    }
    return lines.map { DisplayLine($0, continuation: "            ") }
  }

  /// The kind and place of the inline snapshot `call`.
  private static func details(of call: InlinePendingCall, kind: PendingSnapshot.Kind)
    -> [DisplayLine]
  {
    let lines = [
      kind == .new
        ? "Kind:       new inline snapshot (the call has no literal yet, or an empty one)"
        : "Kind:       changed inline snapshot (the call's literal differs)",
      "Call:       \(visible(call.file)), line \(call.line), column \(call.column)",
      "Accepting:  writes the literal into the test file",
    ]
    return lines.map { DisplayLine($0, continuation: "            ") }
  }

  /// `1,204 bytes, 31 lines`, or why the file cannot be read.
  static func measure(_ file: URL) -> String {
    guard
      let data = try? SnapshotStore.readPrefix(of: file, limit: PendingDetails.maximumBytes).bytes
    else {
      return "(cannot be read)"
    }
    var lines = data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    if let last = data.last, last != UInt8(ascii: "\n") { lines += 1 }
    return
      "\(groupedDigits(data.count)) byte\(data.count == 1 ? "" : "s"), \(lines) line\(lines == 1 ? "" : "s")"
  }

  /// The closing summary: the counts, the snapshots not reviewed, and what
  /// to do about what is still pending. Each decision was written once
  /// before it, so it is not listed again.
  func summary(_ outcome: ReviewOutcome) -> [DisplayLine] {
    let stillPending = outcome.skipped.count + outcome.failed.count + outcome.notReached.count
    var counts = [
      "\(outcome.accepted.count) accepted", "\(outcome.rejected.count) rejected",
      "\(outcome.skipped.count) skipped",
    ]
    if !outcome.failed.isEmpty { counts.append("\(outcome.failed.count) could not be decided") }
    if !outcome.notReached.isEmpty { counts.append("\(outcome.notReached.count) not reviewed") }
    var lines = [
      DisplayLine(outcome.quit ? "Review stopped" : "Review done", .bold)
        .adding(": " + counts.joined(separator: ", ") + "."),
      DisplayLine(),
    ]
    if !outcome.notReached.isEmpty {
      lines.append(
        DisplayLine("Not reviewed, still pending (\(outcome.notReached.count)):", .yellow))
      lines += list(outcome.notReached) + [DisplayLine()]
    }
    if stillPending == 0 { return lines + [DisplayLine("Nothing is pending.")] }
    let subject = stillPending == 1 ? "1 snapshot is" : "\(stillPending) snapshots are"
    return lines + [
      DisplayLine(
        "\(subject) still pending: run vmk review again, or decide by path with vmk accept PATH… or vmk reject PATH…."
      )
    ]
  }

  /// A short hint for a key that does nothing here.
  func hint(for key: Character) -> DisplayLine {
    let named = key.unicodeScalars.contains {
      $0.properties.generalCategory == .control || $0.properties.generalCategory == .privateUse
    }
    let name = key == " " ? "Space" : named ? "That key" : "\"\(key)\""
    return DisplayLine("\(name) does nothing here; press ? for the keys.", .dim)
  }

  /// The question `A` or `R` asks: `Accept all 4 remaining snapshots (3
  /// not yet shown)? [y/N]`.
  func question(_ verb: String, remaining: Int, notShown: Int) -> DisplayLine {
    let what =
      remaining == 1 ? "the 1 remaining snapshot" : "all \(remaining) remaining snapshots"
    let unseen = notShown > 0 ? " (\(notShown) not yet shown)" : ""
    return DisplayLine("\(verb) \(what)\(unseen)? [y/N]", .bold)
  }

  /// What an answer other than `y` to ``question(_:remaining:notShown:)`` says.
  func declined(_ participle: String) -> DisplayLine {
    DisplayLine("Nothing was \(participle): only y answers yes.", .dim)
  }

  /// `paths`, two spaces in: all of them, or ``listLimit`` and a count of
  /// the rest when two or more are left.
  func list(_ paths: [String]) -> [DisplayLine] {
    let shown = paths.count > Self.listLimit + 1 ? Array(paths.prefix(Self.listLimit)) : paths
    var lines = shown.map { DisplayLine("  " + $0, continuation: "    ") }
    if shown.count < paths.count {
      lines.append(DisplayLine("  … and \(paths.count - shown.count) more"))
    }
    return lines
  }
}
