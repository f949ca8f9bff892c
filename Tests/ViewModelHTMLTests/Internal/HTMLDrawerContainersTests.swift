import Testing
import ViewModelHTML
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

/// How stacks and lists draw what they declare about themselves.
@Suite struct HTMLDrawerContainersTests {
  private func drawn(_ value: some Encodable, changed: Set<String> = []) throws -> String {
    let json = try JSONValue(parsing: try JSONRenderer().renderUTF8(value))
    let paths = try changed.map { try #require(FieldPath(parsing: $0)) }
    return HTMLDrawing.fragment(json, changed: Set(paths))
  }

  @Test func aStacksBackgroundColourPaintsItAndItsTooltipNamesIt() throws {
    let html = try drawn(
      StackViewModel(
        children: [LabelViewModel(text: "Hi")], backgroundColor: Color(rgba: 0x1C1C_1EFF)))
    #expect(
      html.contains(
        "<div class=\"vmk-stack vmk-vertical vmk-align-fill\" style=\"gap:0px;background-color:#1C1C1EFF\""
          + " title=\"background #1C1C1EFF\">"))
  }

  @Test func aListsBackgroundColourPaintsItAndItsTooltipNamesIt() throws {
    let html = try drawn(ListViewModel(sections: [], backgroundColor: Color(rgba: 0xF2F2_F7FF)))
    #expect(
      html.contains(
        "<div class=\"vmk-list\" style=\"background-color:#F2F2F7FF\" title=\"background #F2F2F7FF\">"
      ))
  }

  @Test func anAssetBackgroundIsNamedInTheTooltipSinceItCannotBePainted() throws {
    let html = try drawn(StackViewModel(backgroundColor: .asset("Card \"A\"")))
    #expect(html.contains("title=\"background asset &quot;Card &quot;A&quot;&quot;\""))
    #expect(!html.contains("background-color"))
  }

  @Test func aChangedBackgroundOutlinesTheContainer() throws {
    let html = try drawn(
      StackViewModel(backgroundColor: .black), changed: ["backgroundColor"])
    #expect(html.contains("<div class=\"vmk-stack vmk-vertical vmk-align-fill vmk-changed\""))
    let list = try drawn(ListViewModel(backgroundColor: .black), changed: ["backgroundColor"])
    #expect(list.contains("<div class=\"vmk-list vmk-changed\""))
  }
}
