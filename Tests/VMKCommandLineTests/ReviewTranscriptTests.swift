import Foundation
import Testing
import ViewModelKit

/// The article "Reviewing Snapshots" shows real `vmk` sessions in its
/// review cycle: each ```console block is replayed here on a package in
/// the state it describes, and every command must print exactly what the
/// article shows.
@Suite struct ReviewTranscriptTests {
  /// A card like the article's: a title and a like button.
  struct CardViewModel: ViewModel {
    let title: LabelViewModel
    let like: ButtonViewModel

    init(title: String, likeAction: String) {
      self.title = LabelViewModel(text: title, font: .headline)
      like = ButtonViewModel(title: "Like", onTap: Action(ActionID(likeAction)) {})
    }
  }

  /// One command of a transcript and what the article says it prints.
  struct Step {
    let arguments: [String]
    let keys: String?
    let expected: String
  }

  /// The package as the article's review cycle finds it: the like action renamed in
  /// two cards' snapshots, and a sold-out card recorded for the first time.
  @MainActor
  static func makePackage() throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    let renderer = TextRenderer()
    for title in ["Tea", "Cake"] {
      let path = TemporaryPackage.snapshot("CardTests.card(\(title)).txt")
      try package.addChanged(
        path, reference: try renderer.render(CardViewModel(title: title, likeAction: "card.like")),
        new: try renderer.render(CardViewModel(title: title, likeAction: "card.favourite")))
      try package.addManifestEntry(
        path, outcome: "changed", test: "CardTests.card(\(title))",
        run: "r1")
    }
    try package.addRecorded(
      TemporaryPackage.snapshot("CardTests.soldOut.txt"),
      text: try renderer.render(CardViewModel(title: "Sold out", likeAction: "card.favourite")),
      test: "CardTests.soldOut")
    return package
  }

  /// A `swift` for `vmk test` whose test run checks the article's snapshots:
  /// two cards changed, the sold-out card recorded, two others matched.
  static func stubSwift(in package: TemporaryPackage) throws -> StubSwift {
    var entries = ["Tea", "Cake"].map {
      StubSwift.Entry(
        outcome: "changed", path: TemporaryPackage.snapshot("CardTests.card(\($0)).txt"),
        test: "CardTests.card(\($0))")
    }
    entries.append(
      StubSwift.Entry(
        outcome: "recorded", path: TemporaryPackage.snapshot("CardTests.soldOut.txt"),
        test: "CardTests.soldOut"))
    for name in ["header", "emptyState"] {
      let path = TemporaryPackage.snapshot("CardTests.\(name).txt")
      try package.write("Label \"\(name)\"\n", to: path)
      entries.append(StubSwift.Entry(outcome: "matched", path: path, test: "CardTests.\(name)"))
    }
    return try StubSwift(in: package, entries: entries, exitCode: 1, hasOptions: true)
  }

  /// The id of the last `vmk test` run in `package`, if there was one.
  static func lastRunID(of package: TemporaryPackage) -> String? {
    guard let text = package.text(at: ".build/vmk/last-run.json"),
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    else { return nil }
    return object["id"] as? String
  }

  /// The text of each `console` block of `section`, which ends at the next
  /// heading outside a block: a block runs from a line of three or more
  /// backticks and `console` to the next line of exactly those backticks,
  /// so it may hold shorter fences and headings (a report's).
  static func consoleBlocks(in section: String) -> [String] {
    var blocks: [String] = []
    var fence: String?
    var lines: [String] = []
    for line in section.components(separatedBy: "\n") {
      if let open = fence {
        if line == open {
          blocks.append(lines.joined(separator: "\n"))
          fence = nil
        } else {
          lines.append(line)
        }
      } else if line.hasPrefix("## ") || line.hasPrefix("### ") {
        break
      } else if line.hasPrefix("```"), line.hasSuffix("console") {
        fence = String(line.prefix { $0 == "`" })
        lines = []
      }
    }
    return blocks
  }

  /// The steps of every console block in the article's review cycle.
  static func steps() throws -> [Step] {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(
        "Sources/ViewModelSnapshotTesting/ViewModelSnapshotTesting.docc/ReviewingSnapshots.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    guard let start = text.range(of: "\n### A review cycle\n") else { return [] }
    let section = String(text[start.upperBound...])
    var steps: [Step] = []
    for body in consoleBlocks(in: section) {
      for chunk in ("\n" + body).components(separatedBy: "\n$ ").dropFirst() {
        var lines = chunk.components(separatedBy: "\n")
        let command = lines.removeFirst().components(separatedBy: "  # keys: ")
        steps.append(
          Step(
            arguments: Array(command[0].split(separator: " ").dropFirst().map(String.init)),
            keys: command.count > 1 ? command[1].replacingOccurrences(of: " ", with: "") : nil,
            expected: lines.joined(separator: "\n") + "\n"))
      }
    }
    return steps
  }

  @Test @MainActor func everyCommandInTheArticlePrintsWhatTheArticleShows() throws {
    let steps = try Self.steps()
    #expect(steps.count >= 3, "the article's review cycle shows vmk at work")
    let package = try Self.makePackage()
    defer { package.delete() }
    let swift = try Self.stubSwift(in: package)
    for step in steps {
      let result = package.vmk(
        step.arguments, environment: swift.environment, isTerminal: step.keys != nil,
        keys: step.keys.map(ScriptedKeys.init))
      // The stub's path and the run's random id are the only texts that
      // differ from run to run; the article shows them as a user would see them.
      var printed = (result.out + result.error)
        .replacingOccurrences(of: swift.script.path, with: "swift")
      if let id = Self.lastRunID(of: package) {
        printed = printed.replacingOccurrences(of: id, with: "20261122-101500-3f9a1c")
      }
      // Lines starting with "… " stand for swift test's own output, which
      // streams past vmk.
      let expected = step.expected.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("… ") }.joined(separator: "\n")
      #expect(printed == expected, "vmk \(step.arguments.joined(separator: " "))")
    }
  }
}
