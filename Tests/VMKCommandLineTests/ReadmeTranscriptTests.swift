import Foundation
import Testing
import ViewModelKit

/// README's "Review snapshots" section shows real `vmk` sessions: each
/// ```console block is replayed here on a package in the state it
/// describes, and every command must print exactly what README shows.
@Suite struct ReadmeTranscriptTests {
  /// A card like the README's: a title and a like button.
  struct CardViewModel: ViewModel {
    let title: LabelViewModel
    let like: ButtonViewModel

    init(title: String, likeAction: String) {
      self.title = LabelViewModel(text: title, font: .headline)
      like = ButtonViewModel(title: "Like", onTap: Action(ActionID(likeAction)) {})
    }
  }

  /// One command of a transcript and what README says it prints.
  struct Step {
    let arguments: [String]
    let keys: String?
    let expected: String
  }

  /// The package as README's section finds it: the like action renamed in
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
        path, outcome: "changed", test: "CardTests.card(title:) with arguments \(title)",
        run: "r1")
    }
    try package.addRecorded(
      TemporaryPackage.snapshot("CardTests.soldOut.txt"),
      text: try renderer.render(CardViewModel(title: "Sold out", likeAction: "card.favourite")),
      test: "CardTests.soldOut")
    return package
  }

  /// The steps of every console block in README's "Review snapshots" section.
  static func steps() throws -> [Step] {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    guard let start = text.range(of: "\n## Review snapshots\n") else { return [] }
    let section = text[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
    var steps: [Step] = []
    for block in section.components(separatedBy: "```console\n").dropFirst() {
      let body = block.components(separatedBy: "\n```").first ?? ""
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

  @Test @MainActor func everyCommandInReadmePrintsWhatReadmeShows() throws {
    let steps = try Self.steps()
    #expect(steps.count >= 2, "README's Review snapshots section shows vmk at work")
    let package = try Self.makePackage()
    defer { package.delete() }
    var transcript = ""
    for step in steps {
      let result = package.vmk(
        step.arguments, environment: ["NO_COLOR": "1"], isTerminal: step.keys != nil,
        keys: step.keys.map(ScriptedKeys.init))
      let printed = result.out + result.error
      transcript += "$ vmk \(step.arguments.joined(separator: " "))\n" + printed
      #expect(printed == step.expected, "vmk \(step.arguments.joined(separator: " "))")
    }
    print(transcript)
  }
}
