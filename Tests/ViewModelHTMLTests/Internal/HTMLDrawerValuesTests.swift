import Foundation
import Testing
import ViewModelKit
import ViewModelSnapshotFormat

@testable import ViewModelHTML

/// Which objects the drawing takes for one of the library's values, and
/// how it draws an action inline: `{"id": …}` is an action only in a
/// member named as actions are, since a user's own struct may be just that.
@Suite struct HTMLDrawerValuesTests {
  private struct Row: ViewModel {
    var id: String
  }

  private struct Screen: ViewModel {
    var row: Row
    var onRefresh: Action<Void>
    var onDelete: Action<Void>
  }

  private func object(_ json: String) throws -> JSONValue {
    try JSONValue(parsing: Array(json.utf8))
  }

  @Test func anObjectWithJustAnIdIsAnActionOnlyInAMemberNamedAsActionsAre() throws {
    let value = try object(#"{"id": "r1"}"#)
    #expect(LeafShape(value, member: "onTap") == .action)
    #expect(LeafShape(value, member: "onSelectRow2") == .action)
    #expect(LeafShape(value, member: "row") == nil)
    #expect(LeafShape(value, member: "id") == nil)
    #expect(LeafShape(value, member: nil) == nil)
  }

  @Test func anActionHasAStringIdAndAtMostABooleanIsEnabled() throws {
    #expect(LeafShape(try object(#"{"id": "a", "isEnabled": false}"#), member: "onTap") == .action)
    #expect(LeafShape(try object(#"{"id": "a", "isEnabled": true}"#), member: "onTap") == .action)
    #expect(LeafShape(try object(#"{"id": "a", "isEnabled": "no"}"#), member: "onTap") == nil)
    #expect(LeafShape(try object(#"{"id": 7}"#), member: "onTap") == nil)
    #expect(LeafShape(try object(#"{"id": "a", "title": "b"}"#), member: "onTap") == nil)
    #expect(LeafShape(try object(#"{"isEnabled": false}"#), member: "onTap") == nil)
  }

  @Test func anActionMemberIsOnThenACapitalThenLettersAndDigits() {
    for name in ["onTap", "onChange", "onSelect", "onX", "onRow2"] {
      #expect(LeafShape.isActionMember(name), "\(name)")
    }
    for name in ["on", "one", "onset", "ontap", "OnTap", "on_tap", "onTap.x", "onTap[0]", "row"] {
      #expect(!LeafShape.isActionMember(name), "\(name)")
    }
  }

  @Test func aUsersStructOfJustAnIdIsABoxAndAnActionFieldIsDrawnAsItsCompactText() throws {
    let screen = Screen(
      row: Row(id: "r1"), onRefresh: Action("feed.refresh") {},
      onDelete: Action("item.delete", isEnabled: false) {})
    let json = try JSONValue(parsing: try JSONRenderer().renderUTF8(screen))
    let html = HTMLDrawing.fragment(json, title: "Screen")
    #expect(html.contains("<div class=\"vmk-box-title\">row</div>"))
    #expect(
      html.contains(
        "<span class=\"vmk-field-name\">id</span><span class=\"vmk-string\">r1</span>"))
    #expect(
      html.contains(
        "<span class=\"vmk-field-name\">onRefresh</span>"
          + "<span class=\"vmk-action\">→ feed.refresh</span>"))
    #expect(html.contains("<span class=\"vmk-action\">→ item.delete (disabled)</span>"))
    #expect(!html.contains("<span class=\"vmk-action\">→ r1"))
  }
}
