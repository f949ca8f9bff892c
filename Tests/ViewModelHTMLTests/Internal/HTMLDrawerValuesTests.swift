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

/// What the drawing shows for a member its snapshot's redactions replaced:
/// a string where a colour or an action belongs is marked, not drawn as
/// the default colour or as no action.
@Suite struct HTMLDrawerRedactionsTests {
  private func drawn(_ json: String) throws -> String {
    HTMLDrawing.fragment(try JSONValue(parsing: Array(json.utf8)), title: nil, changed: [])
  }

  @Test func aRedactedColourAndActionAreHatchedAndNamedInTheTooltip() throws {
    let html = try drawn(
      #"{"type":"Button","title":"Pay","titleColor":"<colour>","style":"primary","onTap":"<action>"}"#
    )
    #expect(html.contains("vmk-button vmk-button-primary vmk-redacted"))
    #expect(html.contains("onTap: &lt;action&gt; (redacted)"))
    #expect(html.contains("titleColor: &lt;colour&gt; (redacted; drawn in the default colour)"))
    #expect(!html.contains("no action"))
  }

  @Test(arguments: [
    #"{"type":"Label","text":"Hi","textColor":"<colour 1>"}"#,
    #"{"type":"Image","source":{"symbol":"star"},"tint":"<tint>"}"#,
    #"{"type":"Toggle","label":"Wi-Fi","isOn":true,"onChange":"<action>"}"#,
    #"{"type":"Stack","axis":"vertical","children":[],"backgroundColor":"<colour>"}"#,
  ])
  func eachComponentMarksTheMembersItsSnapshotRedacted(_ json: String) throws {
    #expect(try drawn(json).contains(" vmk-redacted"))
  }

  @Test func aColourAnActionAndAnAssetColourAsTheViewModelWritesThemAreNotMarked() throws {
    let html = try drawn(
      ##"{"type":"Stack","axis":"vertical","backgroundColor":{"asset":"Card"},"children":[{"type":"Button","title":"Pay","titleColor":"#0040DDFF","onTap":{"id":"pay"}}]}"##
    )
    #expect(!html.contains("vmk-redacted"))
    #expect(!html.contains("(redacted"))
  }
}
