import Foundation
import Testing

@testable import ViewModelSnapshotFormat

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

  @Test func theHeadingIsReadBackWithItsFrameCount() throws {
    for count in [0, 1, 2, 10] {
      let heading = Timeline.heading(frameType: "LabelViewModel", count: count)
      let frames = (0..<count).map { "  [\($0)]: Label \"\($0)\"\n" }.joined()
      let timeline = try #require(Timeline(text: heading + "\n" + frames))
      #expect(timeline.heading == heading)
      #expect(timeline.frames.count == count)
    }
    #expect(Timeline.heading(frameType: "X", count: 1) == "Timeline of X, 1 frame")
  }
}
