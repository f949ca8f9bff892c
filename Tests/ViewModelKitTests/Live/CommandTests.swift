import Testing
import ViewModelKit

@MainActor
@Suite struct CommandTests {
  @Test func aDisabledCommandDoesNothing() {
    let isEnabled = Property(false)
    var runs = 0
    let command = Command<Void>(isEnabled: isEnabled) { runs += 1 }
    command.execute()
    command.action(id: "save")()
    #expect(runs == 0)
    isEnabled.value = true
    command.execute()
    #expect(runs == 1)
  }

  @Test func theActionCarriesTheEnabledStateOfTheMoment() throws {
    let isEnabled = Property(true)
    let command = Command<String>(isEnabled: isEnabled) { _ in }
    let enabled = command.action(id: "rename")
    isEnabled.value = false
    let disabled = command.action(id: "rename")
    #expect(enabled.isEnabled && !disabled.isEnabled)
    #expect(try TextRenderer().render(disabled) == "→ rename (disabled)\n")
  }

  @Test func anOldActionChecksTheCommandAgainWhenCalled() {
    let isEnabled = Property(true)
    var received: [String] = []
    let command = Command<String>(isEnabled: isEnabled.readOnly) { received.append($0) }
    let action = command.action(id: "rename")
    isEnabled.value = false
    action("Ada")
    #expect(received.isEmpty)
  }

  @Test func anActionOutlivingItsCommandDoesNothing() {
    var runs = 0
    var command: Command<Void>? = Command { runs += 1 }
    weak let weakCommand = command
    let action = command!.action(id: "go")
    command = nil
    action()
    #expect(weakCommand == nil)
    #expect(runs == 0)
  }

  @Test func aCommandFollowsADerivedEnabledState() {
    let text = Property("")
    var submitted: [String] = []
    let submit = Command<Void>(isEnabled: text.map { $0.count >= 3 }) {
      submitted.append(text.value)
    }
    submit.execute()
    text.value = "ada"
    submit.execute()
    #expect(submitted == ["ada"])
  }

  @Test func anOwnedCommandPassesItsOwnerAndInputToItsBody() {
    @MainActor final class Editor { var names: [String] = [] }
    let editor = Editor()
    let isEnabled = Property(true)
    let rename = Command<String>(owner: editor, isEnabled: isEnabled) { editor, name in
      editor.names.append(name)
    }
    rename.execute("Ada")
    isEnabled.value = false
    rename.execute("Grace")
    rename.action(id: "rename")("Grace")
    #expect(editor.names == ["Ada"])
    #expect(rename.action(id: "rename").isEnabled == false)
  }

  @Test func anOwnedCommandHoldsItsOwnerWeaklyAndDoesNothingOnceItIsGone() {
    @MainActor final class Screen {
      var reloads = 0
      var reload: Command<Void>?
    }
    var runs = 0
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    let reload = Command(owner: screen!) { (screen: Screen) in
      screen.reloads += 1
      runs += 1
    }
    screen?.reload = reload
    reload.execute()
    #expect(screen?.reloads == 1)
    screen = nil
    #expect(weakScreen == nil)
    reload.execute()
    reload.action(id: "reload")()
    #expect(runs == 1)
  }

  @Test func anOwnedCommandInALazyPropertyFollowsItsOwnersState() {
    @MainActor final class Uploader {
      let isIdle = Property(true)
      var uploads = 0
      lazy var upload = Command(owner: self, isEnabled: isIdle.readOnly) { uploader in
        uploader.uploads += 1
        uploader.isIdle.value = false
      }
    }
    let uploader = Uploader()
    uploader.upload.execute()
    uploader.upload.execute()
    #expect(uploader.uploads == 1)
    #expect(uploader.upload.action(id: "upload").isEnabled == false)
  }
}
