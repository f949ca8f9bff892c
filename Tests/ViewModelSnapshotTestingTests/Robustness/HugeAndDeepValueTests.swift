import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotFormat

@testable import ViewModelSnapshotTesting

/// A huge screen and a deeply nested one: every message the assertions give
/// about them keeps its bound and holds no raw control character, and none
/// crashes.
@Suite struct HugeAndDeepValueTests {
  /// `count` rows too faint to read on white, one holding a terminal escape.
  static func faintRows(_ count: Int) -> StackViewModel {
    StackViewModel(
      children: (0..<count).map {
        LabelViewModel(text: $0 == 7 ? "Row \u{1B}[2J" : "Row \($0)", textColor: .lightGray)
      })
  }

  /// A stack nested `depth` levels deep.
  static func nested(_ depth: Int) -> StackViewModel {
    var stack = StackViewModel(children: [ButtonViewModel(title: "deep")])
    for _ in 0..<depth { stack = StackViewModel(children: [stack]) }
    return stack
  }

  /// Whether `message` keeps the snapshot failures' bound and escapes
  /// every control character but the line feeds between its lines.
  static func isBounded(_ message: String) -> Bool {
    message.utf8.count <= MismatchDetails.maximumByteCount
      && !message.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }
  }

  @Test func aHundredThousandFindingsKeepTheBoundAndCountTheRest() throws {
    let failures = withSnapshotFailuresCaptured { assertAccessible(Self.faintRows(100_000)) }
    let message = try #require(failures.first?.message)
    #expect(Self.isBounded(message), "\(message.utf8.count) bytes")
    #expect(message.contains("more findings ("))
    #expect(message.split(separator: "\n").count < 1_000)
  }

  @Test func aValueNestedDeeperThanTheRenderersGoFailsInOneShortMessage() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let deep = Self.nested(5_001)
    let messages =
      failures { sandbox.run { assertSnapshot(of: deep, as: .text) } }
      + failures { sandbox.run { assertSnapshot(of: deep, as: .json, named: "json") } }
      + withSnapshotFailuresCaptured { assertAccessible(deep) }.map(\.message)
    #expect(messages.count == 3)
    for message in messages {
      #expect(Self.isBounded(message))
      #expect(message.utf8.count < 2_000, "\(message.utf8.count) bytes: \(message.prefix(300))")
      #expect(message.contains(" more) … "), "\(message.prefix(300))")
    }
    #expect(try sandbox.folder.contents().isEmpty, "nothing was written")
  }
}
