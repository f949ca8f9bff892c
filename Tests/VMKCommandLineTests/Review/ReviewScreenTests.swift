import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

/// `vmk review` on a terminal of 80 columns and 24 rows: what each screen
/// holds, and what stays in the terminal's scrollback.
@Suite struct ReviewScreenTests {
  /// The size of the terminal the tests pretend to run on.
  static let size = ["LINES": "24", "COLUMNS": "80"]

  /// The reference of the snapshot `name`.
  static func path(_ name: String) -> String {
    TemporaryPackage.snapshot("CardTests.\(name).txt")
  }

  /// A snapshot whose 30 rows all changed: a diff of 60 changed lines.
  static func packageWithALongDiff() throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    func rendering(_ value: String) -> String {
      "Screen\n" + (1...30).map { "  row\($0): \"\(value)\($0)\"\n" }.joined()
    }
    try package.addChanged(path("long"), reference: rendering("a"), new: rendering("b"))
    return package
  }

  /// `count` changed snapshots, each with a change of its own.
  static func packageWithChanges(_ count: Int) throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    for index in 1...count {
      try package.addChanged(
        path("s\(index)"), reference: "Card\n  price: \(index)\n",
        new: "Card\n  price: \(index + 100)\n")
    }
    return package
  }

  /// Runs `vmk review` without colour on an 80×24 terminal, pressing `keys`.
  static func review(
    _ package: TemporaryPackage, keys: String, environment: [String: String] = [:]
  ) -> TemporaryPackage.Result {
    package.vmk(
      "review", environment: size.merging(["NO_COLOR": "1"]) { $1 }.merging(environment) { $1 },
      isTerminal: true, keys: ScriptedKeys(keys))
  }

  /// Each screen printed without colour: from a `[i/n]` header to the key
  /// line below it.
  static func screens(_ out: String) -> [[Substring]] {
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    var screens: [[Substring]] = []
    var current: [Substring]?
    for line in lines {
      if line.hasPrefix("["), line.dropFirst().first?.isNumber == true { current = [] }
      current?.append(line)
      if line.hasPrefix("a accept"), let screen = current {
        screens.append(screen)
        current = nil
      }
    }
    return screens
  }

  /// What stays in a terminal's scrollback: the output without what was
  /// drawn on the alternate screen, and without its styles.
  static func mainScreen(_ out: String) -> String {
    var plain = ""
    var rest = Substring(normalScreen(out))
    while let escape = rest.firstIndex(of: "\u{1B}") {
      plain += rest[..<escape]
      rest = rest[escape...].drop { $0 != "m" }.dropFirst()
    }
    return plain + rest
  }

  /// The output without what was drawn on the alternate screen.
  static func normalScreen(_ out: String) -> String {
    var kept = ""
    var rest = Substring(out)
    while let start = rest.range(of: "\u{1B}[?1049h") {
      kept += rest[..<start.lowerBound]
      guard let end = rest.range(of: "\u{1B}[?1049l", range: start.upperBound..<rest.endIndex)
      else { return kept }
      rest = rest[end.upperBound...]
    }
    return kept + rest
  }

  @Test func aSixtyLineDiffKeepsTheHeaderAndTheKeysOnOneScreenOf24Rows() throws {
    let package = try Self.packageWithALongDiff()
    defer { package.delete() }
    let result = Self.review(package, keys: "q")
    let screens = Self.screens(result.out)
    #expect(screens.count == 1)
    for screen in screens {
      #expect(screen.count <= 24, "\(screen.joined(separator: "\n"))")
      #expect(screen.first?.hasPrefix("[1/1] changed  \(Self.path("long"))") == true)
    }
    #expect(result.out.contains("lines 1–"))
  }

  @Test func spaceShowsTheNextPageAndBThePreviousOne() throws {
    let package = try Self.packageWithALongDiff()
    defer { package.delete() }
    let result = Self.review(package, keys: " bq")
    let screens = Self.screens(result.out)
    #expect(screens.count == 3)
    let first = try #require(screens.first?.joined(separator: "\n"))
    let second = try #require(screens.dropFirst().first?.joined(separator: "\n"))
    #expect(first.contains("row1: \"a1\""))
    #expect(!second.contains("row1: \"a1\""))
    #expect(first.contains("lines 1–"))
    let end = try #require(
      first.components(separatedBy: "lines 1–").last?.prefix { $0.isNumber })
    #expect(second.contains("lines \(Int(end)! + 1)–"))
    #expect(screens.last == screens.first)
    for screen in screens { #expect(screen.count <= 24) }
  }

  @Test func arrowKeysAndJKScrollByOneLine() throws {
    let package = try Self.packageWithALongDiff()
    defer { package.delete() }
    let result = Self.review(package, keys: "j\u{F701}kq")
    let shown = Self.screens(result.out).compactMap { screen in
      screen.first { $0.contains("lines ") }.map(String.init)
    }
    try #require(shown.count == 4)
    #expect(shown[0].contains("lines 1–"))
    #expect(shown[1].contains("lines 2–"))
    #expect(shown[2].contains("lines 3–"))
    #expect(shown[3].contains("lines 2–"))
  }

  @Test func everyLineFitsEightyColumnsWithDetailsOn() throws {
    let package = try Self.packageWithALongDiff()
    defer { package.delete() }
    let long = Self.path("a_snapshot_with_a_name_long_enough_to_need_more_than_one_line")
    try package.addChanged(long, reference: "Card\n  price: 1\n", new: "Card\n  price: 2\n")
    let result = Self.review(package, keys: "i?sq")
    #expect(result.out.contains("Kind:"))
    for line in result.out.split(separator: "\n") {
      #expect(line.count <= 80, "\(line.count) columns: \(line)")
    }
  }

  @Test func aNarrowTerminalGetsEveryLineWrappedOrShortened() throws {
    let package = try Self.packageWithALongDiff()
    defer { package.delete() }
    let result = Self.review(package, keys: "i?q", environment: ["COLUMNS": "40"])
    for line in result.out.split(separator: "\n") {
      #expect(line.count <= 40, "\(line.count) columns: \(line)")
    }
  }

  @Test func eachDecisionStaysInTheScrollbackOnce() throws {
    let package = try Self.packageWithChanges(3)
    defer { package.delete() }
    let result = package.vmk(
      "review", environment: Self.size, isTerminal: true, keys: ScriptedKeys("arsq"))
    let kept = Self.mainScreen(result.out)
    for (verb, name) in [("accepted", "s1"), ("rejected", "s2"), ("skipped ", "s3")] {
      let line = "\(verb)  \(Self.path(name))"
      #expect(kept.components(separatedBy: line).count == 2, "\(line) in:\n\(kept)")
    }
    #expect(kept.contains("Review done: 1 accepted, 1 rejected, 1 skipped."))
  }

  @Test func capitalAAsksWithTheCountAndOnlyYAccepts() throws {
    let package = try Self.packageWithChanges(3)
    defer { package.delete() }
    let declined = Self.review(package, keys: "sAnq")
    #expect(
      declined.out.contains("Accept all 2 remaining snapshots (1 not yet shown)? [y/N]"))
    #expect(package.exists(Self.path("s2") + ".new"))
    #expect(package.exists(Self.path("s3") + ".new"))
    let accepted = Self.review(package, keys: "sAy")
    #expect(!package.exists(Self.path("s2") + ".new"))
    #expect(!package.exists(Self.path("s3") + ".new"))
    #expect(package.exists(Self.path("s1") + ".new"))
    #expect(accepted.out.contains("Review done: 2 accepted, 0 rejected, 1 skipped."))
  }

  @Test func capitalRAsksToo() throws {
    let package = try Self.packageWithChanges(2)
    defer { package.delete() }
    let result = Self.review(package, keys: "R\rq")
    #expect(result.out.contains("Reject all 2 remaining snapshots (1 not yet shown)? [y/N]"))
    #expect(package.exists(Self.path("s1") + ".new"))
    #expect(package.exists(Self.path("s2") + ".new"))
  }

  @Test func dOnAGroupShowsTheDiffTheGroupShares() throws {
    let package = try ReviewGroupTests.packageWithRenamedAction(count: 3)
    defer { package.delete() }
    let result = Self.review(package, keys: "dq")
    #expect(!result.out.contains("does nothing"))
    #expect(result.out.contains("│   onTap: \"card.like\""))
    #expect(result.out.contains("│   onTap: \"card.favourite\""))
  }

  @Test func theSummaryListsEveryDecisionAndNeverOneMore() throws {
    let package = try Self.packageWithChanges(9)
    defer { package.delete() }
    let result = Self.review(package, keys: "aaaaaaaaa")
    #expect(!result.out.contains("and 1 more"))
    let summary = try #require(result.out.components(separatedBy: "Review done:").last)
    #expect(summary.contains("9 accepted"))
    for index in 1...9 {
      #expect(result.out.contains("accepted  \(Self.path("s\(index)"))"))
    }
  }

  @Test func aGroupOfNineListsAllNine() throws {
    let package = try ReviewGroupTests.packageWithRenamedAction(count: 9)
    defer { package.delete() }
    let result = Self.review(package, keys: "q")
    #expect(!result.out.contains("and 1 more"))
    for index in 1...9 { #expect(result.out.contains("  \(ReviewGroupTests.renamed(index))\n")) }
  }

  @Test func theChangedWordsOfALinePairAreUnderlinedOnlyInColour() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(
      Self.path("p"), reference: "Card\n  price: \"€3\" each\n", new: "Card\n  price: \"€4\" each\n"
    )
    let coloured = package.vmk(
      "review", environment: Self.size, isTerminal: true, keys: ScriptedKeys("q"))
    #expect(coloured.out.contains("\u{1B}[4m\"€3\"\u{1B}[0m"))
    #expect(coloured.out.contains("\u{1B}[4m\"€4\"\u{1B}[0m"))
    #expect(!coloured.out.contains("\u{1B}[4meach"))
    let plain = Self.review(package, keys: "q")
    #expect(plain.out.contains("│   price: \"€4\" each\n"))
  }

  @Test func theSourceOfTheAssertionIsShownUnderTheTest() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(
      Self.path("p"), reference: "Card\n  price: 1\n", new: "Card\n  price: 2\n")
    try package.addManifestEntry(
      Self.path("p"), outcome: "changed", test: "CardTests.p()", run: "untagged",
      source: #"{"file":"Tests/CardTests/CardTests.swift","line":42}"#)
    let result = Self.review(package, keys: "q")
    #expect(
      result.out.contains(
        "      test: CardTests.p()\n      source: Tests/CardTests/CardTests.swift:42\n"))
  }

  /// Keys from a terminal that is resized to `resized` columns after
  /// `before` keys, saying so with the resize key, as a SIGWINCH does.
  final class ResizedTerminal: KeyInput, TerminalSizing {
    private var keys: [Character]
    private var columns = 80
    private let resized: Int

    init(_ keys: String, resizedTo resized: Int) {
      self.keys = Array(keys)
      self.resized = resized
    }

    func nextKey() -> Character? {
      guard !keys.isEmpty else { return nil }
      let key = keys.removeFirst()
      guard key == "~" else { return key }
      columns = resized
      return SpecialKey.resize
    }

    func terminalSize(environment: [String: String]) -> TerminalSize {
      TerminalSize(rows: 24, columns: columns)
    }
  }

  @Test func aResizedTerminalIsDrawnAgainAtOnceAtItsNewSize() throws {
    let package = try Self.packageWithChanges(1)
    defer { package.delete() }
    let clear = "\u{1B}[H\u{1B}[2J"
    let keys = ResizedTerminal("~q", resizedTo: 40)
    let out = package.vmk("review", environment: Self.size, isTerminal: true, keys: keys).out
    let drawn = out.components(separatedBy: clear).dropFirst()
    #expect(drawn.count == 2, "the sheet, then the sheet again after the resize")
    #expect(!out.contains("does nothing here"), "a resize is not a key pressed")
    let visible = { (text: String) in
      text.replacingOccurrences(
        of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    }
    let before = try #require(drawn.first).split(separator: "\n").map { visible(String($0)) }
    let after = try #require(drawn.last).split(separator: "\n").map { visible(String($0)) }
    #expect(before.contains { $0.count > 40 }, "at 80 columns the key line is one line")
    #expect(
      after.prefix { !$0.hasPrefix("Review") }.allSatisfy { $0.count <= 40 },
      "at 40 columns every line of the sheet fits")
  }

  @Test func tOnAGroupSaysHowToChooseADiffProgramOnceWhenNoneIsSet() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    for name in ["a", "b"] {
      try package.addChanged(
        Self.path(name), reference: "Card\n  like: → card.like\n",
        new: "Card\n  like: → card.favourite\n")
    }
    let result = Self.review(package, keys: "tq")
    let hint = "t opens a diff program of your choice"
    #expect(result.out.components(separatedBy: hint).count == 2, "said once, for the group")
    #expect(!result.out.contains("\"t\" does nothing here"), "t is a key of the group's screen")
  }
}
