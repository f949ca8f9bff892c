import Foundation
import ViewModelSnapshotFormat

/// The text `vmk review` shows: a snapshot, a group, the keys and the
/// closing summary, as lines a ``ReviewDisplay`` fits to the terminal.
struct ReviewText {
  /// The most paths a list shows when it cuts: a list one longer is shown
  /// whole, so that a cut always leaves out two or more.
  static let listLimit = 8

  /// One pending snapshot: `[i/n]`, its kind and path, its test and where
  /// its assertion is, then (paged) its details when shown, its changed
  /// fields and its diff when shown, or the keys' help; then the keys.
  func snapshot(
    _ item: ReviewItem, position: Int, count: Int, showsDiff: Bool, showsDetails: Bool,
    showsHelp: Bool
  ) -> ReviewSheet {
    let isInline = item.snapshot.inline != nil
    let kind = (item.snapshot.kind == .changed ? "changed" : "new") + (isInline ? " inline" : "")
    var header = [
      DisplayLine("[\(position)/\(count)]", .bold, continuation: "      ").adding(" ")
        .adding(kind, item.snapshot.kind == .changed ? .yellow : .cyan).adding("  ")
        .adding(item.shown, .bold),
      DisplayLine("      test: \(visible(item.snapshot.test))", continuation: "            "),
    ]
    if let source = item.snapshot.source, !isInline {
      header.append(
        DisplayLine("      source: \(visible(source.shown))", continuation: "              "))
    }
    let body = showsHelp ? help(group: nil) : snapshotBody(item, showsDiff, showsDetails)
    let keys = keys(showsDiff: showsDiff, showsDetails: showsDetails, showsHelp: showsHelp)
    return ReviewSheet(header: header, body: body, footer: [keys])
  }

  /// A snapshot's details, problem, changed fields and diff, a blank line
  /// between each.
  private func snapshotBody(_ item: ReviewItem, _ showsDiff: Bool, _ showsDetails: Bool)
    -> [DisplayLine]
  {
    var blocks: [[DisplayLine]] = []
    if showsDetails { blocks.append(details(of: item)) }
    if let problem = item.details.problem {
      let stop = problem.hasSuffix(".") ? "" : "."
      let lead = item.snapshot.inline == nil ? "Cannot show it: " : ""
      blocks.append([DisplayLine("\(lead)\(problem)\(stop)", .red)])
    }
    if !item.details.changedFields.isEmpty { blocks.append(changedFields(item)) }
    if item.snapshot.inline != nil, item.details.problem == nil {
      blocks.append([
        DisplayLine(
          "An inline snapshot: a writes its literal into the test file; r drops it and leaves the file as it is.",
          continuation: "")
      ])
    } else if item.snapshot.kind == .new {
      blocks.append([
        DisplayLine("A new snapshot, with no reference before it: a keeps it, r deletes it.")
      ])
    }
    if !diff(of: item).isEmpty {
      blocks.append(
        showsDiff
          ? DiffLines.lines(diff(of: item)) : [DisplayLine("(diff hidden: d shows it)", .dim)])
    }
    return Self.joined(blocks)
  }

  /// `Changed:` and the changed fields of `item`, two spaces in.
  private func changedFields(_ item: ReviewItem) -> [DisplayLine] {
    [DisplayLine(MismatchDetails.changedHeading)]
      + item.details.changedFields.map { DisplayLine("  " + $0, continuation: "    ") }
  }

  /// The diff of `item`, without the newlines it ends with.
  private func diff(of item: ReviewItem) -> String {
    var body = Substring(item.details.body)
    while body.hasSuffix("\n") { body = body.dropLast() }
    return String(body)
  }

  /// `blocks` with a blank line between each.
  private static func joined(_ blocks: [[DisplayLine]]) -> [DisplayLine] {
    blocks.enumerated().flatMap { index, block in index == 0 ? block : [DisplayLine()] + block }
  }

  /// The keys line under a snapshot, 77 columns at most; `?` lists the
  /// rest (`A`, `R`, `S` and the keys that page).
  func keys(showsDiff: Bool, showsDetails: Bool, showsHelp: Bool) -> DisplayLine {
    Self.keyLine([
      ("a", "accept"), ("r", "reject"), ("s", "skip"), ("d", showsDiff ? "hide diff" : "show diff"),
      ("i", showsDetails ? "hide details" : "details"), ("q", "quit"),
      ("?", showsHelp ? "back" : "keys"),
    ])
  }

  /// `a accept · r reject · …`, each key bold.
  private static func keyLine(_ entries: [(String, String)]) -> DisplayLine {
    var line = DisplayLine()
    for (index, entry) in entries.enumerated() {
      line = line.adding(index == 0 ? "" : " · ").adding(entry.0, .bold).adding(" " + entry.1)
    }
    return line
  }

  /// What `?` shows, under a snapshot or (with its size) a group.
  func help(group size: Int?) -> [DisplayLine] {
    var entries: [(String, String)]
    if let size {
      entries = [
        ("a", "accept all \(size): each candidate replaces its reference"),
        ("r", "reject all \(size): each candidate is deleted"),
        ("s", "skip all \(size): leave them pending for later"),
        ("o", "one by one: show each of them as usual"),
        ("d", "show or hide the diff they share (the first one's)"),
        ("t", "open each one's files in turn in the diff program VMK_DIFF_TOOL names"),
      ]
    } else {
      entries = [
        ("a", "accept: the candidate replaces the reference (a new one is kept)"),
        ("r", "reject: the candidate is deleted (a new one is deleted)"),
        ("s", "skip: leave it pending for later"), ("d", "show or hide the diff"),
        ("i", "show or hide details: the kind, both files, their sizes and lines"),
        ("t", "open both files in the diff program VMK_DIFF_TOOL names"),
      ]
    }
    entries += [
      ("A", "accept all remaining (asks first)"), ("R", "reject all remaining (asks first)"),
      ("S", "skip all remaining"), ("space f", "next page, when the terminal is too short"),
      ("b", "previous page"), ("↓ j  ↑ k", "one line on or back"),
      ("Home End", "the start or the end"),
      ("q", "quit: the rest stays pending (Ctrl-C and Ctrl-D quit too)"),
      ("?", "this list, or back"),
    ]
    let width = entries.map { $0.0.count }.max() ?? 1
    return [DisplayLine("Keys:")]
      + entries.map {
        DisplayLine("  ").adding($0.0, .bold)
          .adding(String(repeating: " ", count: width - $0.0.count + 2) + $0.1)
      }.map { line in
        var line = line
        line.continuation = String(repeating: " ", count: width + 4)
        return line
      }
  }
}
