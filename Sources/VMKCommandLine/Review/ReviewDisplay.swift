import ViewModelSnapshotFormat

/// One sheet of `vmk review` before it is fitted to a terminal.
struct ReviewSheet {
  /// What stays at the top: the position, the kind and path, the test and
  /// where its assertion is.
  var header: [DisplayLine]
  /// What pages when the terminal is too short for it: details, changed
  /// fields, the diff, or the keys' help.
  var body: [DisplayLine]
  /// What stays at the bottom: a question and the keys.
  var footer: [DisplayLine]
}

/// Draws `vmk review`'s sheets on a terminal, each fitted to its size:
/// the header at the top and the keys at the bottom stay in sight, and a
/// body too long for the rows between them is shown a window at a time,
/// with a line saying which of its lines are shown and the keys that page.
///
/// Where the console uses colour (and so understands escape sequences) the
/// sheets are drawn on the alternate screen and redrawn in place, as
/// `less` does: what the last keys did shows at the top of the next sheet,
/// and each decision reaches the scrollback once, when the review ends and
/// the normal screen comes back. `cargo insta review` clears the normal
/// screen instead, which in terminals that keep what a clear removes
/// (tmux, VTE) leaves every sheet, and every redraw of a page, in the
/// scrollback. Without colour each sheet is printed below the last, and
/// each decision and message as it comes, once.
final class ReviewDisplay {
  /// Where the sheets are written.
  private let console: Console
  /// The terminal's size, asked before each sheet is drawn.
  private let size: () -> TerminalSize
  /// Whether sheets are redrawn in place on the alternate screen.
  let redraws: Bool
  /// The sheet shown.
  private var sheet: ReviewSheet?
  /// The first line of the body shown.
  private var offset = 0
  /// How many lines of the body fit, when it is paged; `nil` when it all fits.
  private var window: Int?
  /// A message under the body, when redrawing: a hint or a question.
  private var message: DisplayLine?
  /// What the last keys did, at the top of the sheet shown.
  private var notice: [DisplayLine] = []
  /// What keys did since the sheet shown was first drawn.
  private var nextNotice: [DisplayLine] = []
  /// Every decision, in order, for the normal screen when the review ends.
  private var decisions: [DisplayLine] = []

  /// The most rows the decisions at the top of a sheet take.
  static let noticeRows = 4

  /// Told before the switch to the alternate screen (`true`) and after the
  /// switch back (`false`), so that the keys can switch back on a signal.
  private let alternateScreen: (Bool) -> Void

  init(
    console: Console, size: @escaping () -> TerminalSize,
    alternateScreen: @escaping (Bool) -> Void = { _ in }
  ) {
    self.console = console
    self.size = size
    self.alternateScreen = alternateScreen
    redraws = console.usesColor
  }

  /// Switches to the alternate screen, when redrawing.
  func begin() {
    guard redraws else { return }
    alternateScreen(true)
    console.enterAlternateScreen()
  }

  /// Switches back to the normal screen, when redrawing, and writes every
  /// decision there, once.
  func end() {
    guard redraws else { return }
    console.leaveAlternateScreen()
    alternateScreen(false)
    write(decisions)
  }

  /// Writes `lines`, each wrapped to the terminal's width.
  func write(_ lines: [DisplayLine]) {
    let width = size().columns
    for line in lines.flatMap({ $0.rows(width: width) }) {
      console.line(line.rendered(on: console))
    }
  }

  /// Shows `sheet` from the start of its body, with what the last keys did.
  func show(_ sheet: ReviewSheet) {
    self.sheet = sheet
    offset = 0
    message = nil
    notice = nextNotice
    nextNotice = []
    draw()
  }

  /// Shows `sheet` in place of the sheet shown (another view of the same
  /// snapshot), from the same line of its body where it can.
  func update(_ sheet: ReviewSheet) {
    self.sheet = sheet
    message = nil
    draw()
  }

  /// Draws the sheet shown again, with its message, fitted to the
  /// terminal's new size: after a resize, when redrawing.
  func redraw() {
    guard redraws else { return }
    draw()
  }

  /// Says `line`: under the body of the redrawn sheet, or on a line of its own.
  func tell(_ line: DisplayLine) {
    if redraws {
      message = line
      draw()
    } else {
      write([line])
    }
  }

  /// Notes the decision `line`: at the top of the next sheet and at the
  /// end when redrawing, at once otherwise.
  func decided(_ line: DisplayLine) {
    decisions.append(line)
    if redraws { nextNotice.append(line) } else { write([line]) }
  }

  /// Pages the body for `key`, when it is a key that pages and the body
  /// does not fit: space, `f` and Page Down a window on, `b` and Page Up a
  /// window back, `j` and ↓ a line on, `k` and ↑ a line back, Home and
  /// End to either end. Returns whether it did.
  func page(_ key: Character) -> Bool {
    guard let window, let body = sheet.map(wrappedBody) else { return false }
    let last = max(0, body.count - window)
    switch key {
    case " ", "f", SpecialKey.pageDown: offset += window
    case "b", SpecialKey.pageUp: offset -= window
    case "j", SpecialKey.down: offset += 1
    case "k", SpecialKey.up: offset -= 1
    case SpecialKey.home: offset = 0
    case SpecialKey.end: offset = last
    default: return false
    }
    offset = min(max(0, offset), last)
    message = nil
    draw()
    return true
  }

  /// The body of `sheet` in rows of the terminal's width.
  private func wrappedBody(_ sheet: ReviewSheet) -> [DisplayLine] {
    let width = size().columns
    return sheet.body.flatMap { $0.rows(width: width) }
  }
}

extension ReviewDisplay {
  /// Draws the sheet shown, fitted to the terminal: cleared first when
  /// redrawing, after a blank line otherwise. At most one line fewer than
  /// the terminal's rows is written, so that the line the cursor is left
  /// on does not push the header out of sight.
  private func draw() {
    guard let sheet else { return }
    let size = size()
    let width = size.columns
    var top = noticeLines(width: width)
    top += sheet.header.flatMap { $0.rows(width: width) }
    var bottom = message.map { $0.rows(width: width) } ?? []
    bottom += sheet.footer.flatMap { $0.rows(width: width) }
    let body = wrappedBody(sheet)
    let room = size.rows - 1 - top.count - bottom.count - (body.isEmpty ? 1 : 2)
    var lines = top + [DisplayLine()]
    if body.count <= room {
      window = nil
      lines += body
    } else {
      let window = min(body.count, max(3, room - 1))
      self.window = window
      offset = min(max(0, offset), body.count - window)
      lines += body[offset..<(offset + window)]
      lines.append(position(of: window, in: body.count, width: width))
    }
    if !body.isEmpty { lines.append(DisplayLine()) }
    if redraws { console.clearScreen() } else { console.line() }
    for line in lines + bottom { console.line(line.rendered(on: console)) }
  }

  /// The lines that say what the last keys did, and a blank line after
  /// them: the last decisions that fit in ``noticeRows`` rows, after a
  /// line counting the others.
  private func noticeLines(width: Int) -> [DisplayLine] {
    guard redraws, !notice.isEmpty else { return [] }
    var rows: [DisplayLine] = []
    var shown = 0
    for line in notice.reversed() {
      let lineRows = line.rows(width: width)
      let countRow = shown + 1 < notice.count ? 1 : 0
      if shown > 0 && rows.count + lineRows.count + countRow > Self.noticeRows { break }
      rows = lineRows + rows
      shown += 1
    }
    if shown < notice.count {
      let others = notice.count - shown
      let text =
        "… \(others) decision\(others == 1 ? "" : "s") before, all listed when the review ends"
      rows = DisplayLine(text, .dim).rows(width: width) + rows
    }
    return rows + [DisplayLine()]
  }

  /// `lines 16–30 of 60`, and the keys that page, cut to `width`.
  private func position(of window: Int, in count: Int, width: Int) -> DisplayLine {
    let text =
      "lines \(offset + 1)–\(offset + window) of \(count)"
      + "  (space/f and b page, ↓/↑ or j/k scroll, Home/End)"
    return DisplayLine(TextColumns.shortened(text, to: width), .dim)
  }
}
