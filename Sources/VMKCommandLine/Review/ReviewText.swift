import Foundation
import ViewModelSnapshotFormat

/// The text `vmk review` prints: a snapshot, a group, the keys and the
/// closing summary, styled only through the console (so plain without colour).
struct ReviewText {
  /// The console the text is for, which decides whether it is styled.
  let console: Console

  /// The most paths a list shows before it says how many more there are.
  static let listLimit = 8

  /// One pending snapshot: `[i/n]`, its kind and path, its test, its
  /// details when shown, its changed fields, its diff when shown, and the keys.
  func snapshot(
    _ item: ReviewItem, position: Int, count: Int, showsDiff: Bool, showsDetails: Bool
  ) -> String {
    let kind = item.snapshot.kind == .changed ? "changed" : "new"
    var text =
      console.styled("[\(position)/\(count)]", .bold) + " "
      + console.styled(kind, item.snapshot.kind == .changed ? .yellow : .cyan) + "  "
      + console.styled(item.shown, .bold) + "\n"
    text += "      test: \(visible(item.snapshot.test))\n"
    if showsDetails { text += "\n" + details(of: item) }
    if let problem = item.details.problem {
      text += "\n" + console.styled("Cannot show it: \(problem).", .red) + "\n"
    }
    if !item.details.changedFields.isEmpty {
      text +=
        "\nChanged:\n" + item.details.changedFields.map { "  " + $0 }.joined(separator: "\n")
        + "\n"
    }
    if item.snapshot.kind == .new {
      text += "\nA new snapshot, with no reference before it: a keeps it, r deletes it.\n"
    }
    var body = Substring(item.details.body)
    while body.hasSuffix("\n") { body = body.dropLast() }
    if showsDiff, !body.isEmpty {
      text += "\n" + console.styledDiff(String(body)) + "\n"
    } else if !body.isEmpty {
      text += "\n" + console.styled("(diff hidden: d shows it)", .dim) + "\n"
    }
    return text + "\n" + keys(showsDiff: showsDiff, showsDetails: showsDetails) + "\n"
  }

  /// The keys line under a snapshot, short enough for 80 columns; `?`
  /// lists the rest (`A`, `R`, `S`).
  func keys(showsDiff: Bool, showsDetails: Bool) -> String {
    let entries = [
      ("a", "accept"), ("r", "reject"), ("s", "skip"), ("d", showsDiff ? "hide diff" : "show diff"),
      ("i", showsDetails ? "hide details" : "details"), ("q", "quit"), ("?", "all keys"),
    ]
    return entries.map { console.styled($0.0, .bold) + " " + $0.1 }.joined(separator: " · ")
  }

  /// What `?` shows under a snapshot.
  var keysHelp: String {
    """

    Keys:
      a  accept: the candidate replaces the reference (a new snapshot is kept)
      r  reject: the candidate is deleted (a new snapshot is deleted)
      s  skip: leave it pending for later
      d  show or hide the diff
      i  show or hide details: kind, the two files, their sizes and line counts
      t  open the two files in the diff program VMK_DIFF_TOOL names
      A  accept all remaining     R  reject all remaining     S  skip all remaining
      q  quit: the rest stays pending (Ctrl-C and Ctrl-D quit too)
      ?  this list

    """
  }

  /// The kind, the two files, and each one's size and line count.
  func details(of item: ReviewItem) -> String {
    let snapshot = item.snapshot
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
    return lines.joined(separator: "\n") + "\n"
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
      "\(grouped(data.count)) byte\(data.count == 1 ? "" : "s"), \(lines) line\(lines == 1 ? "" : "s")"
  }

  /// The offer to decide a group at once: how many share the change, the
  /// change, the members (cut after ``listLimit``), and the keys.
  func group(_ members: [ReviewItem], position: Int, count: Int) -> String {
    let size = members.count
    var text =
      console.styled("[\(position)/\(count)]", .bold) + " "
      + console.styled("\(size) snapshots share the same change", .bold)
      + (size < count ? " (of \(count) pending):\n" : ":\n")
    text +=
      "\n" + members[0].details.changedFields.map { "  " + $0 }.joined(separator: "\n")
      + "\n\n" + list(members.map(\.shown))
    text += "\nDecide all \(size) at once?\n"
    let entries = [
      ("a", "accept all"), ("r", "reject all"), ("s", "skip all"), ("o", "one by one"),
      ("q", "quit"), ("?", "keys"),
    ]
    return text + entries.map { console.styled($0.0, .bold) + " " + $0.1 }.joined(separator: " · ")
      + "\n"
  }

  /// What `?` shows under a group.
  func groupKeysHelp(size: Int) -> String {
    """

    Keys:
      a  accept all \(size): each candidate replaces its reference
      r  reject all \(size): each candidate is deleted
      o  one by one: show each of them as usual
      s  skip all \(size): leave them pending for later
      A  accept all remaining     R  reject all remaining     S  skip all remaining
      q  quit: the rest stays pending (Ctrl-C and Ctrl-D quit too)
      ?  this list

    """
  }

  /// The closing summary: the counts, then the paths of each outcome, and
  /// what to do about what is still pending.
  func summary(_ outcome: ReviewOutcome) -> String {
    let stillPending = outcome.skipped.count + outcome.failed.count + outcome.notReached.count
    var counts = [
      "\(outcome.accepted.count) accepted", "\(outcome.rejected.count) rejected",
      "\(outcome.skipped.count) skipped",
    ]
    if !outcome.failed.isEmpty { counts.append("\(outcome.failed.count) could not be decided") }
    if !outcome.notReached.isEmpty { counts.append("\(outcome.notReached.count) not reviewed") }
    var text =
      console.styled(outcome.quit ? "Review stopped" : "Review done", .bold) + ": "
      + counts.joined(separator: ", ") + ".\n"
    let sections: [(String, [String], Console.Style)] = [
      ("Accepted", outcome.accepted, .green),
      ("Rejected", outcome.rejected, .red),
      ("Skipped, still pending", outcome.skipped, .yellow),
      (
        "Could not be decided, still pending", outcome.failed.map { "\($0.path): \($0.reason)" },
        .red
      ),
      ("Not reviewed, still pending", outcome.notReached, .yellow),
    ]
    for (title, paths, style) in sections where !paths.isEmpty {
      text += "\n" + console.styled("\(title) (\(paths.count)):", style) + "\n" + list(paths)
    }
    if stillPending == 0 {
      return text + "\nNothing is pending.\n"
    }
    let subject = stillPending == 1 ? "1 snapshot is" : "\(stillPending) snapshots are"
    return text
      + "\n\(subject) still pending: run vmk review again, or decide by path with vmk accept PATH… or vmk reject PATH….\n"
  }

  /// A short hint for a key that does nothing here.
  func hint(for key: Character) -> String {
    let name =
      key == "\u{1B}"
      ? "That key"
      : key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        ? "That key" : "\"\(key)\""
    return console.styled("\(name) does nothing here; press ? for the keys.", .dim)
  }

  /// `number` with a comma between groups of three digits: `12,345`.
  static func grouped(_ number: Int) -> String {
    var digits = String(number)
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: digits.index(digits.startIndex, offsetBy: index))
      index -= 3
    }
    return digits
  }

  /// `paths`, two spaces in, at most ``listLimit`` and a count of the rest.
  func list(_ paths: [String]) -> String {
    var lines = paths.prefix(Self.listLimit).map { "  " + $0 }
    if paths.count > Self.listLimit { lines.append("  … and \(paths.count - Self.listLimit) more") }
    return lines.joined(separator: "\n") + "\n"
  }
}
