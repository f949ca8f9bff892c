import Testing
import ViewModelKit
import ViewModelSnapshotFormat

@testable import ViewModelSnapshotTesting

/// However many findings, `assertAccessible`'s message keeps the bound of a
/// snapshot failure, and counts by rule what it leaves out.
@Suite struct AssertAccessibleBoundsTests {
  /// `count` rows in a colour too faint to read on white.
  static func faintRows(_ count: Int) -> StackViewModel {
    StackViewModel(
      children: (0..<count).map { LabelViewModel(text: "Row \($0)", textColor: .lightGray) })
  }

  @Test func tenThousandFindingsGiveAMessageOfAtMost64KBThatCountsTheRest() throws {
    let failures = withSnapshotFailuresCaptured { assertAccessible(Self.faintRows(10_000)) }
    let message = try #require(failures.first?.message)
    #expect(message.utf8.count <= MismatchDetails.maximumByteCount, "\(message.utf8.count) bytes")
    #expect(message.hasPrefix("Accessibility audit of StackViewModel: 10,000 errors, 1 warning\n"))
    let lines = message.split(separator: "\n")
    let last = try #require(lines.last)
    let shown = lines.count - 2
    #expect(shown > 100, "the findings that fit are shown: \(shown)")
    // 10,000 faint rows, and one warning for a screen without a heading.
    let left = 10_001 - shown
    #expect(
      last
        == "… and \(groupedCount(left)) more findings (\(groupedCount(left - 1)) text-contrast, 1 missing-heading)",
      "\(last)")
    #expect(lines[1].contains("children[0]"), "in reading order")
  }

  @Test func aFewFindingsAreAllShownWithTheirNotes() throws {
    let failures = withSnapshotFailuresCaptured { assertAccessible(Self.faintRows(3)) }
    let message = try #require(failures.first?.message)
    #expect(!message.contains("more findings"))
    #expect(message.split(separator: "\n").count >= 4)
  }

  /// `number` with a comma between groups of three digits: `9,866`.
  private func groupedCount(_ number: Int) -> String {
    var digits = String(number)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }
}
