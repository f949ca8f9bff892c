import ExampleScreens
import Testing
import ViewModelDriving
import ViewModelKit
import ViewModelSnapshotTesting

@MainActor
@Suite struct SignUpScreenTests {
  /// The usernames a screen handed on, shared so that it outlives the screen.
  final class Sent {
    var usernames: [String] = []
  }

  /// A host that counts the view models it is given in a counter that outlives it.
  final class CountingHost: ViewModelHost {
    let counter: Sent
    init(counter: Sent) { self.counter = counter }
    func apply(_ viewModel: SignUpViewModel) { counter.usernames.append(viewModel.username.text) }
  }

  private let sent = Sent()

  private func makePage(username: String = "") -> SignUpScreen {
    SignUpScreen(username: username) { [sent] in sent.usernames.append($0) }
  }

  @Test func typingAUsernameAndTappingNext() async throws {
    let page = makePage()
    let driver = ScreenDriver(page.viewModel)
    for text in ["a", "ad", "ad!", "ada"] {
      try await driver.type(text, into: SignUpScreen.usernameChangeID)
    }
    try await driver.tap(SignUpScreen.nextID)
    // Sent once: the button is disabled while the username is sent.
    let again = await #expect(throws: ScreenDriverError.self) {
      try await driver.tap(SignUpScreen.nextID)
    }
    #expect(again?.kind == .disabled)

    #expect(sent.usernames == ["ada"])
    let frames = driver.timeline.viewModels.compactMap { $0 as? SignUpViewModel }
    #expect(frames.map(\.username.text) == ["", "a", "ad", "ad!", "ada", "ada"])
    #expect(frames.map(\.next.isEnabled) == [false, false, false, false, true, false])
    assertSnapshot(of: driver.timeline, as: .timeline)
  }

  @Test func whatAScreenReaderReadsOfAnInvalidUsername() {
    let page = makePage(username: "ad!")
    assertSnapshot(of: page.viewModel.value, as: .accessibility)
  }

  @Test func nextDoesNothingWhileTheUsernameIsInvalid() {
    let page = makePage()
    for text in ["", "ad", "ad!", "Ada Lovelace", String(repeating: "a", count: 16)] {
      page.username.value = text
      page.next.execute()
      page.viewModel.value.next.onTap?()
      page.next.action(id: SignUpScreen.nextID)()
      #expect(page.next.isEnabled.value == false, "\(text)")
      #expect(page.viewModel.value.next.isEnabled == false, "\(text)")
    }
    #expect(sent.usernames.isEmpty)

    page.username.value = "ada_99"
    page.next.execute()
    #expect(sent.usernames == ["ada_99"])
  }

  @Test func anEnabledTapKeptFromAnOlderViewModelChecksTheUsernameAgain() {
    let page = makePage(username: "ada")
    let staleTap = page.viewModel.value.next.onTap
    #expect(staleTap?.isEnabled == true)
    page.username.value = "a"
    staleTap?()
    #expect(sent.usernames.isEmpty)
  }

  @Test func nextSendsEachUsernameOnceAndAnEditEnablesItAgain() {
    let page = makePage(username: "ada")
    page.next.execute()
    page.next.execute()
    #expect(sent.usernames == ["ada"])
    #expect(page.viewModel.value.hint.text.string == "✓ Sent")

    page.username.value = "grace"
    #expect(page.viewModel.value.next.isEnabled)
    page.next.execute()
    #expect(sent.usernames == ["ada", "grace"])
  }

  @Test func theFieldsOnChangeSetsTheUsernameAndTheNextViewModelShowsIt() {
    let page = makePage()
    let field = page.viewModel.value.username
    #expect(field.onChange?.id == "signUp.username")
    field.onChange?("grace")
    #expect(page.username.value == "grace")
    #expect(page.viewModel.value.username.text == "grace")
    #expect(page.viewModel.value.hint.text.string == "✓ Looks good")
    #expect(page.viewModel.value.next.isEnabled)
  }

  @Test func theUsernameDrivesTheFieldAndTheHint() {
    let page = makePage(username: "grace")
    #expect(page.viewModel.value.username.text == "grace")
    page.username.value = "g"
    #expect(page.viewModel.value.username.text == "g")
    #expect(page.viewModel.value.hint.text.string == "2 more characters")
    #expect(page.viewModel.value.hint.textColor == .gray)
  }

  @Test func everyViewModelEnablesNextExactlyWhenItsUsernameIsValid() {
    let page = makePage()
    let host = RecordingHost<SignUpViewModel>()
    host.bind(to: page.viewModel)
    for text in ["a", "ada", "ada!", "ada", "a_very_long_name", "ada_lovelace", "ad"] {
      page.username.value = text
    }
    #expect(host.frames.count == 8)
    for frame in host.frames {
      let isValid = UsernameCheck(frame.username.text).isValid
      #expect(frame.next.isEnabled == isValid, "\(frame.username.text)")
      #expect(frame.next.onTap?.isEnabled == isValid, "\(frame.username.text)")
    }
  }

  @Test func releasingThePageReleasesEverythingAndItsOldActionsDoNothing() throws {
    var page: SignUpScreen? = makePage(username: "ada")
    var host: RecordingHost<SignUpViewModel>? = RecordingHost()
    host?.bind(to: page!.viewModel)
    let lastFrame = try #require(host?.frames.last)
    weak let releasedPage = page
    weak let releasedHost = host
    weak let username = page?.username
    weak let viewModel = page?.viewModel
    weak let next = page?.next

    page = nil
    host = nil
    #expect(releasedPage == nil)
    #expect(releasedHost == nil)
    #expect(username == nil)
    #expect(viewModel == nil)
    #expect(next == nil)
    lastFrame.username.onChange?("grace")
    lastFrame.next.onTap?()
    #expect(sent.usernames.isEmpty)
  }

  @Test func aReleasedHostIsNoLongerUpdated() {
    let page = makePage()
    let counter = Sent()
    var host: CountingHost? = CountingHost(counter: counter)
    weak let released = host
    host?.bind(to: page.viewModel)
    page.username.value = "ada"
    #expect(counter.usernames == ["", "ada"])

    host = nil
    #expect(released == nil)
    page.username.value = "grace"
    #expect(counter.usernames == ["", "ada"])
    #expect(page.viewModel.value.username.text == "grace")
  }

  @Test func anInvalidUsernamePassesTheAccessibilityAuditKeepingTheRedHint() {
    let page = makePage(username: "ad!")
    assertAccessible(
      page.viewModel.value, audit: AccessibilityAudit(background: .white),
      disabling: [
        .textContrast: "the hint keeps the palette's .red, iOS's system red, at 3.55:1 on white"
      ])
  }
}
