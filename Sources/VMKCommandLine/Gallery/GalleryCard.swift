import Foundation
import ViewModelAccessibility
import ViewModelHTML
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

/// The HTML of one snapshot's card in `vmk gallery`'s page.
///
/// A JSON snapshot is drawn by `HTMLDrawing`, a text snapshot shown as
/// escaped text, and a timeline (a text timeline, or JSON whose root is an
/// array) as a row of frames. A changed snapshot shows its reference and its
/// candidate side by side, the differing parts outlined (a text's removed
/// and inserted lines marked, its long lines wrapped), with its changed
/// fields beneath. A file that cannot be drawn shows why. Cards sit in a
/// grid, several phone screens to a row; a side-by-side card or a
/// timeline takes a whole row (`card-wide`).
enum GalleryCard {
  /// The card of `entry`; its attachments are linked through `linkBase`,
  /// the way from the page's folder to the package root (`../../../`).
  static func html(_ entry: GalleryContent.Entry, linkBase: String = "") -> String {
    var counts = FindingCounts()
    return html(entry, linkBase: linkBase, counts: &counts)
  }

  /// The card of `entry`, as ``html(_:linkBase:)`` writes it, adding the
  /// accessibility findings of the file it draws (the candidate of a
  /// pending snapshot) to `counts`.
  static func html(_ entry: GalleryContent.Entry, linkBase: String, counts: inout FindingCounts)
    -> String
  {
    SnapshotAudit.auditing(as: entry.audit) { card(entry, linkBase: linkBase, counts: &counts) }
  }

  /// ``html(_:linkBase:counts:)``, its audits already set to the test's.
  private static func card(
    _ entry: GalleryContent.Entry, linkBase: String, counts: inout FindingCounts
  ) -> String {
    var inside = "<h2 class=\"card-title\">"
    if entry.kind != .unchanged {
      inside += "<span class=\"mark mark-\(entry.kind.rawValue)\">\(entry.kind.rawValue)</span> "
    }
    inside += "<code>\(GalleryText.escaped(entry.path))</code></h2>\n"
    inside += "<p class=\"test\">Test: <code>\(GalleryText.escaped(entry.test))</code></p>\n"
    var isWide = true
    var audits = Audits()
    let isJSON = SnapshotFile.isJSON(entry.path)
    if let reference = entry.reference {
      inside += sideBySide(
        reference: reference, candidate: entry.file, isJSON: isJSON, audits: &audits)
      inside += fields(entry.changedFields)
    } else {
      let file = SnapshotFile.read(entry.file, isJSON: isJSON, limit: SnapshotFile.byteLimit)
      isWide = file.isTimeline
      inside += body(file, audit: &audits.candidate)
    }
    inside += GalleryFindings.html(audits)
    if let candidate = audits.candidate { counts += FindingCounts(candidate) }
    if let problem = entry.problem { inside += note(problem) }
    inside += attachmentLinks(entry.attachments, linkBase: linkBase)
    var html = "<article class=\"card\(isWide ? " card-wide" : "")\""
    html += " id=\"\(identifier(for: entry.path))\""
    html +=
      " data-kind=\"\(entry.kind.rawValue)\" data-path=\"\(GalleryText.attribute(entry.path))\""
    html += " data-test=\"\(GalleryText.attribute(entry.test))\">\n"
    return html + inside + "</article>\n"
  }

  /// The `id` of the card of the snapshot at `path`: `card-` and the path,
  /// every character but ASCII letters, digits and `.-/()` written as its
  /// code in hex between underscores (`_20_` for a space), so that
  /// different paths have different ids.
  static func identifier(for path: String) -> String {
    var id = "card-"
    for scalar in path.unicodeScalars {
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || ".-/()".unicodeScalars.contains(scalar)
      {
        id.unicodeScalars.append(scalar)
      } else {
        id += "_" + String(scalar.value, radix: 16, uppercase: true) + "_"
      }
    }
    return id
  }

  /// Links to a pending snapshot's attachments, by kind; nothing when none.
  static func attachmentLinks(_ paths: [String], linkBase: String) -> String {
    guard !paths.isEmpty else { return "" }
    let links = paths.prefix(6).map { path in
      "<a href=\"\(GalleryText.attribute(linkBase + RunAttachments.linkTarget(path)))\""
        + " title=\"\(GalleryText.attribute(path))\">"
        + GalleryText.escaped(RunAttachments.linkText(path)) + "</a>"
    }
    return "<p class=\"attachments\">Attachments: \(links.joined(separator: " · "))</p>\n"
  }

  /// A changed snapshot's reference and candidate, side by side, with
  /// the paths (or frames) that differ outlined on both.
  private static func sideBySide(
    reference: URL, candidate: URL, isJSON: Bool, audits: inout Audits
  ) -> String {
    let old = SnapshotFile.read(reference, isJSON: isJSON, limit: SnapshotFile.byteLimit / 2)
    let current = SnapshotFile.read(candidate, isJSON: isJSON, limit: SnapshotFile.byteLimit / 2)
    var changed = Set<FieldPath>()
    var lines: (old: Set<Int>, new: Set<Int>)?
    switch (old.content, current.content) {
    case (.json(let oldValue), .json(let newValue)):
      changed = JSONChanges.paths(from: oldValue, to: newValue)
    case (.text(let oldText), .text(let newText)):
      changed = TextFrames.differingFrames(oldText, newText)
      if !old.isTimeline && !current.isTimeline {
        lines = LineDiff(old: oldText, new: newText).changedLineNumbers
      }
    default:
      break
    }
    return "<div class=\"sides\">\n"
      + "<section class=\"side side-reference\"><h3>Reference</h3>\n"
      + body(
        old, changed: changed, marked: lines.map { ($0.old, "removed") },
        audit: &audits.reference)
      + "</section>\n<section class=\"side side-candidate\"><h3>Candidate</h3>\n"
      + body(
        current, changed: changed, marked: lines.map { ($0.new, "inserted") },
        audit: &audits.candidate)
      + "</section>\n</div>\n"
  }

  /// `text` one line to a span, the lines whose 1-based numbers are in
  /// `lines` marked with the class `line-<mark>`.
  static func markedLines(_ text: String, lines: Set<Int>, mark: String) -> String {
    var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { parts.removeLast() }
    var html = "<pre class=\"text text-lines\">"
    for (index, line) in parts.enumerated() {
      html +=
        lines.contains(index + 1) ? "<span class=\"line line-\(mark)\">" : "<span class=\"line\">"
      html += GalleryText.escaped(String(line)) + "\n</span>"
    }
    return html + "</pre>\n"
  }

  /// What is shown of `file`, its notes first, `changed` outlined, and for
  /// a text that is not a timeline, the lines `marked` names marked.
  static func body(
    _ file: SnapshotFile, changed: Set<FieldPath> = [],
    marked: (lines: Set<Int>, mark: String)? = nil
  ) -> String {
    var audit: AccessibilityAudit.Report?
    return body(file, changed: changed, marked: marked, audit: &audit)
  }

  /// What ``body(_:changed:marked:)`` shows, a JSON file's components with
  /// accessibility findings marked, its audit put in `audit`.
  static func body(
    _ file: SnapshotFile, changed: Set<FieldPath> = [],
    marked: (lines: Set<Int>, mark: String)? = nil, audit: inout AccessibilityAudit.Report?
  ) -> String {
    var html = file.notes.map(note).joined()
    switch file.content {
    case .json(.array(let frames)):
      var reports: [AccessibilityAudit.Report] = []
      html += frameRow(
        frames.enumerated().map { index, frame in
          let inside = JSONChanges.paths(changed, inElement: index)
          let marked = SnapshotAudit.marked(frame)
          reports.append(marked.report)
          let drawing = HTMLDrawing.fragment(
            frame, title: nil, changed: inside, marks: marked.marks)
          return (drawing, !inside.isEmpty)
        })
      audit = SnapshotAudit.timeline(reports)
    case .json(let value):
      let marked = SnapshotAudit.marked(value)
      audit = marked.report
      html +=
        "<div class=\"drawing\" data-changed=\"\(named(changed))\">"
        + HTMLDrawing.fragment(value, title: nil, changed: changed, marks: marked.marks)
        + "</div>\n"
    case .text(let text):
      if let timeline = Timeline(text: text) {
        html += "<p class=\"timeline-heading\">\(GalleryText.escaped(timeline.heading))</p>\n"
        html += frameRow(
          timeline.frames.enumerated().map { index, frame in
            (
              "<pre class=\"text\">\(GalleryText.escaped(frame))</pre>",
              changed.contains(FieldPath([.index(index)]))
            )
          })
      } else if let marked {
        html += markedLines(text, lines: marked.lines, mark: marked.mark)
      } else {
        html += "<pre class=\"text\">\(GalleryText.escaped(text))</pre>\n"
      }
    case .nothing:
      break
    }
    return html
  }

  /// `paths` for a `data-changed` attribute: sorted, separated by spaces,
  /// at most ``maximumNamedPaths`` of them.
  private static func named(_ paths: Set<FieldPath>) -> String {
    let sorted = paths.map(\.description).sorted(by: DirectoryWalk.bytesPrecede)
    var names = sorted.prefix(maximumNamedPaths).joined(separator: " ")
    if sorted.count > maximumNamedPaths { names += " …" }
    return GalleryText.attribute(names)
  }

  /// A row of frames, each numbered, those marked `changed` outlined.
  private static func frameRow(_ frames: [(html: String, changed: Bool)]) -> String {
    guard !frames.isEmpty else { return note("The timeline has no frames.") }
    var html = "<ol class=\"frames\">\n"
    for (index, frame) in frames.enumerated() {
      html += "<li class=\"frame\(frame.changed ? " frame-changed" : "")\" value=\"\(index)\">"
      html += "<span class=\"frame-number\">[\(index)]</span>\n\(frame.html)</li>\n"
    }
    return html + "</ol>\n"
  }

  /// The most changed paths a drawing names in its `data-changed`.
  static let maximumNamedPaths = 100

  /// The most changed fields listed beneath a changed snapshot.
  static let maximumFields = 50

  /// The changed fields beneath a changed snapshot, at most ``maximumFields``.
  private static func fields(_ fields: [String]) -> String {
    guard !fields.isEmpty else { return "" }
    var html = "<ul class=\"fields\">\n"
    for field in fields.prefix(maximumFields) {
      html += "<li><code>\(GalleryText.escaped(String(field.prefix(1_000))))</code></li>\n"
    }
    if fields.count > maximumFields {
      html += "<li>… \(fields.count - maximumFields) more</li>\n"
    }
    return html + "</ul>\n"
  }

  /// The audits of the files a card draws.
  struct Audits {
    /// A changed snapshot's reference's.
    var reference: AccessibilityAudit.Report?
    /// The file drawn alone, or a changed snapshot's candidate's.
    var candidate: AccessibilityAudit.Report?
  }

  /// A sentence about what is wrong with a file or left out.
  static func note(_ text: String) -> String {
    "<p class=\"note\">\(GalleryText.escaped(text))</p>\n"
  }
}

/// Text from file names and file contents made safe for the page.
enum GalleryText {
  /// `text` for element content, as `HTMLDrawing.escaped(_:keepingLines:)`
  /// writes it: control and invisible characters as the escapes a terminal
  /// shows (`\u{1B}`), marked as escapes; line breaks and tabs kept; markup
  /// characters as character references.
  static func escaped(_ text: String) -> String {
    HTMLDrawing.escaped(text)
  }

  /// `text` for a quoted attribute value or the page's title, on one line,
  /// its escapes plain.
  static func attribute(_ text: String) -> String {
    HTMLDrawing.attributeEscaped(text)
  }
}

/// Which frames of two text timelines differ.
enum TextFrames {
  /// The paths (`[i]`) of the frames that differ between the timelines
  /// `old` and `new`, or are in one only; empty when either is not a timeline.
  static func differingFrames(_ old: String, _ new: String) -> Set<FieldPath> {
    guard let oldTimeline = Timeline(text: old), let newTimeline = Timeline(text: new) else {
      return []
    }
    let count = max(oldTimeline.frames.count, newTimeline.frames.count)
    return Set(
      (0..<count).filter { index in
        index >= oldTimeline.frames.count || index >= newTimeline.frames.count
          || oldTimeline.frames[index] != newTimeline.frames[index]
      }.map { FieldPath([.index($0)]) })
  }
}
