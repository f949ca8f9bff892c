import Foundation
import TestSupport
import Testing
import ViewModelKit

@MainActor
@Suite struct ActionTests {
  /// Collects what actions deliver, on the main actor.
  final class Log {
    var entries: [String] = []
  }

  @Test func snapshotsWhoseClosuresDifferCompareEqual() {
    let first = Action<Void>("card.tap") { print("one") }
    let second = Action<Void>("card.tap") { print("two") }
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(ButtonViewModel(onTap: first) == ButtonViewModel(onTap: second))
  }

  @Test func differentIdsOrEnabledStatesCompareUnequal() {
    let action = Action<Void>("card.tap") {}
    #expect(action != Action<Void>("card.open") {})
    #expect(action != action.disabled())
    #expect(action.disabled() == Action<Void>("card.tap", isEnabled: false) {})
    #expect(Set([action, action.disabled(), action]).count == 2)
  }

  @Test func callingAnEnabledActionRunsItsClosureWithTheInput() {
    let log = Log()
    let rename = Action<String>("profile.rename") { log.entries.append($0) }
    rename("Ada")
    rename("Grace")
    #expect(log.entries == ["Ada", "Grace"])
  }

  @Test func aDisabledActionDoesNotRun() {
    let log = Log()
    let tap = Action<Void>("card.tap", isEnabled: false) { log.entries.append("tapped") }
    tap()
    #expect(log.entries.isEmpty)
    tap.enabled(true)()
    #expect(log.entries == ["tapped"])
  }

  @Test func anOptionalActionIsCalledWithOptionalChaining() {
    let log = Log()
    let button = ButtonViewModel(title: "Go", onTap: Action("go") { log.entries.append("go") })
    button.onTap?()
    ButtonViewModel(title: "Nothing").onTap?()
    #expect(log.entries == ["go"])
  }

  @Test func pullbackFeedsAChildsInputToTheParentsAction() {
    enum ScreenEvent: Equatable {
      case rowTapped(Int)
    }
    var events: [ScreenEvent] = []
    let screen = Action<ScreenEvent>("screen.event") { events.append($0) }
    let row: Action<Int> = screen.pullback { .rowTapped($0) }
    row(3)
    row(5)
    #expect(events == [.rowTapped(3), .rowTapped(5)])
    #expect(row.id == "screen.event")
  }

  @Test func pullbackKeepsTheEnabledStateAndCanRename() {
    var calls = 0
    let parent = Action<Int>("parent", isEnabled: false) { _ in calls += 1 }
    let child: Action<String> = parent.pullback(id: "child.count") { $0.count }
    child("abc")
    #expect(calls == 0)
    #expect(child.id == "child.count")
    #expect(!child.isEnabled)
  }

  @Test func renderingsShowTheIdNeverTheClosure() throws {
    struct ScreenViewModel: ViewModel {
      var save: Action<Void>
      var delete: Action<Void>
    }
    let screen = ScreenViewModel(
      save: Action("editor.save") {}, delete: Action("editor.delete") {}.disabled())
    #expect(
      try TextRenderer().render(screen) == """
        ScreenViewModel
          save: → editor.save
          delete: → editor.delete (disabled)

        """)
    let json = try ParsedJSON(try JSONRenderer().render(screen))
    #expect(json["save"]?["id"]?.string == "editor.save")
    #expect(json["save"]?["isEnabled"] == nil)
    #expect(json["delete"]?["id"]?.string == "editor.delete")
    #expect(json["delete"]?["isEnabled"]?.bool == false)
    #expect(!(try TextRenderer().render(screen)).contains("Function"))
  }

  @Test func anIdThatIsNotOneWordIsQuotedInText() throws {
    let odd = Action<Void>("save all\nnow") {}
    #expect(try TextRenderer().render(odd) == "→ \"save all\\nnow\"\n")
    #expect(odd.description == "→ \"save all\\nnow\"")
  }

  @Test func jsonNamesAnActionsMembersAsItsSwiftPropertiesInEveryEncoder() throws {
    let delete = Action<Void>("item.delete", isEnabled: false) {}
    let rendered = try ParsedJSON(try JSONRenderer().render(delete))
    #expect(rendered.keys == ["id", "isEnabled"])
    #expect(rendered["id"]?.string == delete.id.rawValue)
    #expect(rendered["isEnabled"]?.bool == delete.isEnabled)
    let encoded = try JSONEncoder().encode(delete)
    let foundation = try ParsedJSON(String(decoding: encoded, as: UTF8.self))
    #expect(foundation.keys == ["id", "isEnabled"])
    #expect(foundation["id"]?.string == "item.delete")
    let enabled = try JSONEncoder().encode(delete.enabled(true))
    #expect(try ParsedJSON(String(decoding: enabled, as: UTF8.self)).keys == ["id"])
  }
}

/// Calls actions the two ways `Action`'s documentation shows, from a suite
/// that is not itself on the main actor.
@Suite struct CallingAnActionFromATestTests {
  @MainActor final class Likes {
    var count = 0
  }

  @Test @MainActor func aMainActorTestCallsTheActionTheWayAViewWould() {
    let likes = Likes()
    let like = ButtonViewModel(title: "Like", onTap: Action("post.like") { likes.count += 1 })
    like.onTap?()
    #expect(likes.count == 1)
  }

  @Test func anAsyncTestAwaitsTheCall() async {
    let likes = Likes()
    let like = ButtonViewModel(title: "Like", onTap: Action("post.like") { likes.count += 1 })
    await like.onTap?()
    await like.onTap?.disabled()()
    #expect(await likes.count == 1)
  }
}
