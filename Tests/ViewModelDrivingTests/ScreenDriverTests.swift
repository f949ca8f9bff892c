import Testing
import ViewModelAccessibility
import ViewModelKit

@testable import ViewModelDriving

@MainActor
@Suite struct ScreenDriverTests {
  @Test func eachStepPerformsItsActionWithWhatItGives() async throws {
    let screen = CheckoutScreen()
    let driver = ScreenDriver(screen.viewModel)
    try await driver.type("no sugar", into: "checkout.note")
    try await driver.toggle("checkout.giftWrap", to: true)
    try await driver.slide("checkout.tip", to: 2.5)
    try await driver.select("large", in: "checkout.size")
    try await driver.tap("checkout.pay")
    #expect(screen.note == "no sugar")
    #expect(screen.giftWrap)
    #expect(screen.tip == 2.5)
    #expect(screen.size == "large")
    #expect(screen.payments == 1)
    #expect(driver.viewModel == screen.viewModel.value)
  }

  @Test func theTimelineKeepsEachViewModelUnderTheStepThatLedToIt() async throws {
    let screen = CheckoutScreen()
    let driver = ScreenDriver(screen.viewModel)
    try await driver.toggle("checkout.giftWrap", to: true)
    try await driver.tap("checkout.pay")
    let entries = driver.timeline.entries
    #expect(
      entries.map(\.step) == [.start, .toggle("checkout.giftWrap", to: true), .tap("checkout.pay")])
    #expect(entries.map(\.viewModels.count) == [1, 1, 1])
    let toggled = try #require(entries[1].viewModels.first as? CheckoutViewModel)
    #expect(toggled.giftWrap.isOn)
  }

  @Test func aStepThatPublishesNothingIsKeptWithNoViewModel() async throws {
    let screen = CheckoutScreen()
    let driver = ScreenDriver(screen.viewModel)
    // The property skips a view model equal to the one it holds.
    try await driver.toggle("checkout.giftWrap", to: false)
    #expect(driver.timeline.entries.last?.viewModels.count == 0)
    #expect(
      try driver.timeline.text().contains("→ toggle checkout.giftWrap to off: unchanged"))
  }

  @Test func aChangeFromOutsideKeepsWhatItLedToUnderItsOwnStep() async throws {
    let screen = LabelScreen("Sending", action: "send") { _ in }
    let driver = ScreenDriver(screen.viewModel)
    try await driver.tap("send")
    try await driver.outside("the reply arrives") {
      screen.label.value = LabelViewModel(text: "Sent")
    }
    let entries = driver.timeline.entries
    #expect(entries.map(\.step) == [.start, .tap("send"), .outside("the reply arrives")])
    #expect(entries.map(\.viewModels.count) == [1, 0, 1])
    #expect(try driver.timeline.text().contains("[2]: → outside \"the reply arrives\"\n"))
  }

  @Test func aChangeFromOutsideAfterTheScreenIsGoneFailsWithoutRunning() async throws {
    var screen: CheckoutScreen? = CheckoutScreen()
    let driver = ScreenDriver(screen!.viewModel)
    screen = nil
    var ran = false
    let error = await #expect(throws: ScreenDriverError.self) {
      try await driver.outside("a reply") { ran = true }
    }
    #expect(error?.kind == .screenGone)
    #expect(!ran)
    #expect(driver.timeline.entries.count == 1)
  }

  @Test func anUnknownIdListsTheScreensIdsNearestInSpellingFirst() async throws {
    let screen = CheckoutScreen()
    let driver = ScreenDriver(screen.viewModel)
    let error = await #expect(throws: ScreenDriverError.self) {
      try await driver.tap("checkout.pya")
    }
    #expect(error?.kind == .unknownAction)
    #expect(
      error?.description
        == "tap checkout.pya failed: the screen has no action checkout.pya; it has "
        + "checkout.pay, checkout.tip, checkout.note, checkout.size, checkout.giftWrap")
  }

  @Test func aDisabledActionSaysSoWithItsPath() async throws {
    let screen = CheckoutScreen()
    screen.canPay = false
    let driver = ScreenDriver(screen.viewModel)
    let error = await #expect(throws: ScreenDriverError.self) {
      try await driver.tap("checkout.pay")
    }
    #expect(error?.kind == .disabled)
    #expect(error?.reason == "the action checkout.pay at pay.onTap is disabled")
    #expect(screen.payments == 0)
  }

  @Test func typingIntoAToggleSaysWhichStepDrivesIt() async throws {
    let screen = CheckoutScreen()
    let driver = ScreenDriver(screen.viewModel)
    let error = await #expect(throws: ScreenDriverError.self) {
      try await driver.type("yes", into: "checkout.giftWrap")
    }
    #expect(error?.kind == .wrongKind)
    #expect(
      error?.reason
        == "checkout.giftWrap at giftWrap.onChange is a toggle's action, which `toggle` drives, "
        + "not `type`")
  }

  @Test func aSliderAndAPickerRefuseWhatTheyDoNotTake() async throws {
    let screen = CheckoutScreen()
    let driver = ScreenDriver(screen.viewModel)
    let slid = await #expect(throws: ScreenDriverError.self) {
      try await driver.slide("checkout.tip", to: 9)
    }
    #expect(slid?.reason == "the slider at tip takes values from 0.0 to 5.0, not 9.0")
    let notANumber = await #expect(throws: ScreenDriverError.self) {
      try await driver.slide("checkout.tip", to: .nan)
    }
    #expect(notANumber?.kind == .unacceptedInput)
    let selected = await #expect(throws: ScreenDriverError.self) {
      try await driver.select("medium", in: "checkout.size")
    }
    #expect(
      selected?.reason
        == "the segmented picker at size has no option \"medium\"; it has \"small\", \"large\"")
    #expect(screen.tip == 0 && screen.size == "small")
    #expect(driver.timeline.entries.count == 1)
  }

  @Test func twoComponentsWithOneIdAskForAPathAndTakeIt() async throws {
    let taps = Log()
    let twice = Property(
      StackViewModel(children: [
        ButtonViewModel(title: "Top", onTap: Action("save") { taps.items.append("top") }),
        ButtonViewModel(title: "Bottom", onTap: Action("save") { taps.items.append("bottom") }),
      ]))
    let driver = ScreenDriver(twice)
    let error = await #expect(throws: ScreenDriverError.self) { try await driver.tap("save") }
    #expect(error?.kind == .ambiguous)
    #expect(
      error?.reason
        == "2 components carry the action save, at children[0].onTap, children[1].onTap; "
        + "give the step `at:` one of these paths")
    try await driver.tap("save", at: "children[1]")
    try await driver.tap("save", at: "children[0].onTap")
    #expect(taps.items == ["bottom", "top"])
  }

  @Test func anIdWithControlCharactersIsNamedEscaped() async throws {
    let screen = CheckoutScreen()
    let driver = ScreenDriver(screen.viewModel)
    let error = await #expect(throws: ScreenDriverError.self) {
      try await driver.tap("pay\u{1B}[2J\n")
    }
    #expect(
      error?.description.hasPrefix(#"tap "pay\u{1B}[2J\n" failed: the screen has no action "#)
        == true)
    #expect(error?.description.contains("\u{1B}") == false)
  }

  @Test func aStepAfterTheScreenIsGoneFailsClearly() async throws {
    var screen: CheckoutScreen? = CheckoutScreen()
    let driver = ScreenDriver(screen!.viewModel)
    screen = nil
    let error = await #expect(throws: ScreenDriverError.self) {
      try await driver.tap("checkout.pay")
    }
    #expect(error?.kind == .screenGone)
    #expect(driver.timeline.entries.count == 1)
  }

  @Test func aViewModelPublishedByATaskTheActionStartedIsPartOfItsStep() async throws {
    let screen = LabelScreen("Idle", action: "load") { label in
      Task { @MainActor in
        await Task.yield()
        label.value = LabelViewModel(text: "Loaded")
      }
    }
    let driver = ScreenDriver(screen.viewModel)
    try await driver.tap("load")
    let published = driver.timeline.entries[1].viewModels.compactMap { $0 as? StackViewModel }
    #expect(published.count == 1)
    #expect(
      published.first?.children.first?.base as? LabelViewModel == LabelViewModel(text: "Loaded"))
  }

  @Test func aScreenThatNeverSettlesFailsAtTheTimeLimitWithItsLastViewModels() async throws {
    let running = Log()
    let screen = LabelScreen(action: "spin") { label in
      Task { @MainActor in
        var count = 0
        while running.items.isEmpty {
          count += 1
          label.value = LabelViewModel(text: "\(count)")
          await Task.yield()
        }
      }
    }
    defer { running.items.append("stopped") }
    let driver = ScreenDriver(screen.viewModel, settling: .init(timeLimit: 0.2))
    let error = await #expect(throws: ScreenDriverError.self) { try await driver.tap("spin") }
    #expect(error?.kind == .notSettled)
    #expect(
      error?.reason.hasPrefix("the screen did not settle within 0.2 s: it published ") == true)
    #expect(error?.reason.contains("the last two:\nStack vertical spacing 0\n") == true)
  }

  @Test func aStepThatPublishesMoreThanTheDriverKeepsFails() async throws {
    let screen = LabelScreen(action: "burst") { label in
      for count in 1...50 { label.value = LabelViewModel(text: "\(count)") }
    }
    let driver = ScreenDriver(screen.viewModel, settling: .init(maximumViewModels: 10))
    let error = await #expect(throws: ScreenDriverError.self) { try await driver.tap("burst") }
    #expect(error?.kind == .tooManyViewModels)
    #expect(driver.timeline.entries.last?.viewModels.count == 10)
  }

  @Test func tenThousandAndOneViewModelsInOneStepAreRefusedByDefault() async throws {
    let screen = LabelScreen(action: "burst") { label in
      for count in 1...10_001 { label.value = LabelViewModel(text: "\(count)") }
    }
    let driver = ScreenDriver(screen.viewModel)
    let error = await #expect(throws: ScreenDriverError.self) { try await driver.tap("burst") }
    #expect(error?.kind == .tooManyViewModels)
    #expect(
      error?.reason
        == "the screen published more than 10000 view models after the step; the driver keeps "
        + "that many (`Settling.maximumViewModels`)")
    #expect(driver.timeline.entries.last?.viewModels.count == 10_000)
  }

  @Test func idsWithInvisibleCharactersAreListedEscaped() async throws {
    let screen = Property(
      StackViewModel(children: [
        ButtonViewModel(title: "A", onTap: Action("pay\u{200B}") {}),
        ButtonViewModel(title: "B", onTap: Action("pay\u{1B}[31m") {}),
      ]))
    let driver = ScreenDriver(screen)
    let error = await #expect(throws: ScreenDriverError.self) { try await driver.tap("pay") }
    let reason = try #require(error?.reason)
    #expect(reason.contains(#""pay\u{200B}""#))
    #expect(reason.contains(#""pay\u{1B}[31m""#))
    #expect(!reason.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x200B })
    let actions = try driver.actions.description
    #expect(!actions.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x200B })
  }

  @Test func theAuditFailsTheStepThatLedToAFinding() async throws {
    let screen = Property(ButtonViewModel(title: "Hide"))
    screen.value = ButtonViewModel(
      title: "Hide", titleColor: .black,
      onTap: Action("hide") { screen.value = ButtonViewModel(title: "", titleColor: .black) })
    let driver = ScreenDriver(screen, audit: AccessibilityAudit(background: .white))
    let error = await #expect(throws: ScreenDriverError.self) { try await driver.tap("hide") }
    #expect(error?.kind == .accessibility)
    #expect(error?.step == .tap("hide"))
    #expect(
      error?.reason.hasPrefix(
        "the accessibility audit found 2 findings in view model 2 of the timeline; the first: "
          + "error (root) [nothing-to-announce]") == true)
  }

  @Test func theAuditFailsTheFirstStepWhenTheStartHasAFinding() async throws {
    let screen = Property(ButtonViewModel(title: "", onTap: Action("icon") {}))
    let driver = ScreenDriver(screen, audit: AccessibilityAudit(background: .white))
    let error = await #expect(throws: ScreenDriverError.self) { try await driver.tap("icon") }
    #expect(error?.step == .start)
  }

  @Test func actionsListTheEnabledOnesWithTheirKindsPathsAndAnnouncements() throws {
    let screen = CheckoutScreen()
    screen.canPay = false
    let driver = ScreenDriver(screen.viewModel)
    let actions = try driver.actions
    #expect(actions.map(\.kind) == [.type, .toggle, .slide, .select])
    #expect(
      actions.map(\.path) == [
        "note.onChange", "giftWrap.onChange", "tip.onChange", "size.onChange",
      ])
    #expect(actions[3].choices == ["small", "large"])
    #expect(actions[2].range == 0...5)
    #expect(actions[1].announcement.hasPrefix("\"Gift wrap\""))
  }
}

/// What actions write down, on the main actor.
@MainActor
final class Log {
  var items: [String] = []
}
