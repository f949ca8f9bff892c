import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// A parameterized test whose arguments hold line feeds is named on one
/// line in every message: no bare line of an argument reaches the output.
@Suite struct ParameterizedNameTests {
  /// An argument whose text is not the same on every run, and holds lines.
  struct Lines: Sendable, CustomStringConvertible {
    var description: String { "a\n=======\nb" }
  }

  @Test(arguments: [Lines()])
  func anArgumentsLinesAreEscapedInTheMessageThatNamesTheTest(lines: Lines) throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures {
      sandbox.run { assertSnapshot(of: LabelViewModel(text: "Tea"), as: .text) }
    }
    #expect(messages.count == 1)
    let message = try #require(messages.first)
    #expect(message.contains(#"(a\n=======\nb) is parameterized"#), "\(message)")
    #expect(!message.split(separator: "\n").contains("======="))
  }
}
