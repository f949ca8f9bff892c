import Foundation
import Testing
import ViewModelNotation
import ViewModelSnapshotFormat

@testable import VMKCommandLine

@Suite struct GalleryTimelineTests {
  @Test func everyTimelineAmongTheProjectsOwnFixturesIsRead() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let files = SnapshotCatalog.files(under: root.appendingPathComponent("Fixtures/Snapshots"))
    var timelines = 0
    for file in files where file.pathExtension == "txt" {
      let text = try String(contentsOf: file, encoding: .utf8)
      guard text.hasPrefix("Timeline of ") else { continue }
      timelines += 1
      #expect(Timeline(text: text) != nil, "\(file.lastPathComponent)")
    }
    #expect(timelines >= 5)
  }

  @Test func framesThatDifferBetweenTwoTimelinesAreNamedByIndex() {
    let old = "Timeline of L, 2 frames\n  [0]: A\n  [1]: B\n"
    let new = "Timeline of L, 3 frames\n  [0]: A\n  [1]: C\n  [2]: D\n"
    #expect(
      TextFrames.differingFrames(old, new) == [FieldPath([.index(1)]), FieldPath([.index(2)])])
    #expect(TextFrames.differingFrames(old, "not a timeline\n") == [])
  }
}
