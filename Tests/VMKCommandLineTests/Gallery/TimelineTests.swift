import Foundation
import Testing

@testable import VMKCommandLine

@Suite struct TimelineTests {
  @Test func aTextTimelineIsReadIntoItsHeadingAndFrames() throws {
    let text = """
      Timeline of ScreenEvent, 2 frames
        [0]: ScreenEvent
          title:
            text: "Catalog"
        [1]: ScreenEvent
          items:
            rows:
              [0]: Label "Tea"

      """
    let timeline = try #require(Timeline(text: text))
    #expect(timeline.heading == "Timeline of ScreenEvent, 2 frames")
    #expect(
      timeline.frames == [
        "ScreenEvent\n  title:\n    text: \"Catalog\"",
        "ScreenEvent\n  items:\n    rows:\n      [0]: Label \"Tea\"",
      ])
  }

  @Test func oneFrameIsSpelledInTheSingular() throws {
    let timeline = try #require(
      Timeline(text: "Timeline of LabelViewModel, 1 frame\n  [0]: Label \"Hi\"\n"))
    #expect(timeline.frames == ["Label \"Hi\""])
    #expect(Timeline(text: "Timeline of LabelViewModel, 1 frames\n  [0]: Label \"Hi\"\n") == nil)
  }

  @Test func textThatOnlyLooksLikeATimelineIsNotOne() {
    #expect(Timeline(text: "Label\n  text: \"Timeline of X, 1 frame\"\n") == nil)
    #expect(Timeline(text: "Timeline of X, 2 frames\n  [0]: A\n") == nil)
    #expect(Timeline(text: "Timeline of X, 2 frames\n  [0]: A\n  [2]: B\n") == nil)
    #expect(Timeline(text: "Timeline of X, 1 frame\n  [0]: A\nstray\n") == nil)
    #expect(Timeline(text: "Timeline of X, many frames\n") == nil)
  }

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
    #expect(TextFrames.differingFrames(old, new) == ["[1]", "[2]"])
    #expect(TextFrames.differingFrames(old, "not a timeline\n") == [])
  }
}
