import Testing
import ViewModelKit
import ViewModelSnapshotFormat
import ViewModelSnapshotTesting

@testable import ViewModelDriving

@MainActor
@Suite struct ScreenTimelineTests {
  private func drive() async throws -> ScreenDriver<CheckoutViewModel> {
    let screen = CheckoutScreen()
    let driver = ScreenDriver(screen.viewModel)
    try await driver.toggle("checkout.giftWrap", to: true)
    try await driver.toggle("checkout.giftWrap", to: true)
    withExtendedLifetime(screen) {}
    return driver
  }

  @Test func theTextIsATimelineWithAFramePerStep() async throws {
    let text = try await drive().timeline.text()
    #expect(
      text.hasPrefix(
        "Timeline of CheckoutViewModel, 3 frames\n  [0]: start\n    CheckoutViewModel\n"))
    #expect(text.contains("\n  [1]: → toggle checkout.giftWrap to on\n    CheckoutViewModel\n"))
    #expect(text.hasSuffix("\n  [2]: → toggle checkout.giftWrap to on: unchanged\n"))
  }

  @Test func theTextReadsBackAsATimelineOfAFramePerStep() async throws {
    let text = try await drive().timeline.text()
    let read = try #require(Timeline(text: text))
    #expect(read.frames.count == 3)
    #expect(read.frames[2] == "→ toggle checkout.giftWrap to on: unchanged")
    #expect(read.frames[0].hasPrefix("start\n  CheckoutViewModel\n    total: "))
  }

  @Test func aStepThatPublishedSeveralViewModelsCountsThem() async throws {
    let screen = LabelScreen(action: "twice") { label in
      label.value = LabelViewModel(text: "1")
      label.value = LabelViewModel(text: "2")
    }
    let driver = ScreenDriver(screen.viewModel)
    try await driver.tap("twice")
    let text = try driver.timeline.text()
    #expect(text.hasPrefix("Timeline of StackViewModel, 2 frames\n"))
    #expect(text.contains("\n  [1]: → tap twice, 2 view models\n    Stack vertical spacing 0\n"))
    #expect(text.components(separatedBy: "\n    Stack vertical spacing 0\n").count == 4)
  }

  @Test func theJSONIsAnArrayOfStepsEachWithItsViewModels() async throws {
    let json = try await drive().timeline.json()
    #expect(
      json.hasPrefix(
        "[\n  {\n    \"step\": \"start\",\n    \"viewModels\": [\n      {\n"
          + "        \"type\": \"CheckoutViewModel\",\n"))
    #expect(
      json.hasSuffix(
        "  {\n    \"step\": \"toggle checkout.giftWrap to on\",\n    \"viewModels\": []\n  }\n]\n"))
  }

  @Test func redactionsApplyToEachViewModelByItsOwnPaths() async throws {
    let timeline = try await drive().timeline
    let text = try timeline.text(redacting: [.replace("total.text", with: "<total>")])
    #expect(text.components(separatedBy: #"total: Label "<total>""#).count == 3)
    // Numbered over the whole timeline: one action shows one name in every frame.
    let numbered = try timeline.text(redacting: [.number("**.id")])
    #expect(numbered.components(separatedBy: #"giftWrap: Toggle "Gift wrap" "#).count == 3)
    #expect(numbered.components(separatedBy: #"onChange: → "<id 2>""#).count == 3)
    let json = try timeline.json(redacting: [.replace("total.text", with: "<total>")])
    #expect(json.components(separatedBy: #""text": "<total>""#).count == 3)
  }

  @Test func aRedactionMustFindSomethingInSomeViewModel() async throws {
    let timeline = try await drive().timeline
    #expect(throws: RenderingError.self) {
      try timeline.text(redacting: [.replace("nothing.here", with: "x")])
    }
    #expect(throws: Never.self) {
      try timeline.text(redacting: [.replace("nothing.here", with: "x").optional()])
    }
  }

  @Test func theSnapshotStrategiesWriteTheTextAndTheJSON() async throws {
    let timeline = try await drive().timeline
    #expect(Snapshotting<ScreenTimeline>.timeline.pathExtension == "txt")
    #expect(Snapshotting<ScreenTimeline>.timelineJSON.pathExtension == "json")
    #expect(try Snapshotting.timeline.render(timeline) == timeline.text())
    #expect(
      try Snapshotting.timelineJSON.render(
        timeline, redacting: [.replace("note.placeholder", with: "?")])
        == timeline.json(redacting: [.replace("note.placeholder", with: "?")]))
  }
}
