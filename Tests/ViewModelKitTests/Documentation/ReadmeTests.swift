import Foundation
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// Keeps README.md's example compiled and its printed output true.
@Suite struct ReadmeTests {
  /// The README's example, word for word between the markers, with `print`
  /// collecting what it prints.
  private func runReadmeExample() throws -> String {
    var printed = ""
    func print(_ text: String) { printed += text + "\n" }

    // README example begins
    struct GreetingViewModel: ViewModel {
      let title: LabelViewModel
      let dismiss: ButtonViewModel
    }

    let greeting = GreetingViewModel(
      title: LabelViewModel(text: "Hello, Ada!", font: .headline),
      dismiss: ButtonViewModel(
        title: "Close", style: .primary, onTap: Action("greeting.dismiss") {})
    )
    print(try TextRenderer().render(greeting))
    print(try JSONRenderer().render(greeting.dismiss))
    // README example ends

    return printed
  }

  private func readme() throws -> String {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("Package.swift").path)
    {
      directory.deleteLastPathComponent()
    }
    return try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The fenced blocks of `markdown` that open with ```` ```language ````.
  private func blocks(_ language: String, in markdown: String) -> [String] {
    markdown.components(separatedBy: "```\(language)\n").dropFirst().map {
      String($0[..<($0.range(of: "```\n")?.lowerBound ?? $0.endIndex)])
    }
  }

  /// The lines of this file between `// <marker> begins` and `// <marker> ends`,
  /// without their common indentation.
  private func compiledCode(between marker: String) throws -> String {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let begin = try #require(source.range(of: "// \(marker) begins\n"))
    let end = try #require(source.range(of: "// \(marker) ends"))
    var lines = source[begin.upperBound..<end.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false)
    lines.removeLast()  // the indentation before the end marker
    let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n") + "\n"
  }

  @Test func theReadmeExamplesAreTheCodeThisTestCompiles() throws {
    let blocks = try blocks("swift", in: readme())
    #expect(blocks.first == (try compiledCode(between: "README example")))
    #expect(blocks.dropFirst().first == (try compiledCode(between: "README snapshot example")))
  }

  @Test func theReadmeShowsTheExamplesRealOutput() throws {
    #expect(try blocks("text", in: readme()).first == runReadmeExample())
  }

  @Test func theReadmesFirstScreenNamesTheTwoCommandsOfAFreshMachineAndTheReviewTool() throws {
    let firstScreen = try readme().split(separator: "\n", omittingEmptySubsequences: false)
      .prefix(25).joined(separator: "\n")
    #expect(firstScreen.contains("swift run Example"))
    #expect(firstScreen.contains("swift test"))
    #expect(firstScreen.contains("`vmk`"))
  }
}

// README snapshot example begins
@Suite struct GreetingTests {
  @Test func greetingTitle() {
    let title = LabelViewModel(text: "Hello, Ada!", font: .headline)
    assertSnapshot(of: title, as: .text)  // GreetingTests.greetingTitle.txt
  }
}
// README snapshot example ends
