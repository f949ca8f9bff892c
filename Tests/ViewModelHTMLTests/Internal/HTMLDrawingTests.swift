import Foundation
import Testing
import ViewModelAccessibility
import ViewModelHTML
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

/// What each component draws, how boxes and arrays draw, and which element
/// a changed path outlines. Values are drawn from their JSON renderings,
/// as HTMLRenderer and the gallery draw them.
@Suite struct HTMLDrawingTests {
  private struct Row: ViewModel {
    var title: String
    var price: Double
  }

  private struct ScreenViewModel: ViewModel {
    var heading: LabelViewModel
    var rows: [Row]
    var footer: StackViewModel
  }

  private func drawn(_ value: some Encodable, title: String? = nil, changed: Set<String> = [])
    throws -> String
  {
    let json = try JSONValue(parsing: try JSONRenderer().renderUTF8(value))
    let paths = try changed.map { try #require(FieldPath(parsing: $0)) }
    return HTMLDrawing.fragment(json, title: title, changed: Set(paths))
  }

  private func screen() -> ScreenViewModel {
    ScreenViewModel(
      heading: LabelViewModel(text: "Orders", font: .largeTitle),
      rows: (0..<3).map { Row(title: "Row \($0)", price: Double($0) + 0.5) },
      footer: StackViewModel(
        axis: .horizontal, spacing: 8,
        children: [LabelViewModel(text: "Total"), ButtonViewModel(title: "Pay", style: .primary)]))
  }

  @Test func aLabelDrawsItsTextColourFontAlignmentAndLineLimit() throws {
    let label = LabelViewModel(
      text: "Hello", textColor: .red, font: .system(size: 20, weight: .bold),
      alignment: .center, numberOfLines: 3, accessibility: Accessibility(label: "Greeting"))
    let html = try drawn(label)
    #expect(html.contains(">Hello</div>"))
    #expect(html.contains("color:#FF3B30FF"))
    #expect(html.contains("font-size:20px;font-weight:700;text-align:center"))
    #expect(html.contains("vmk-lines-clamped"))
    #expect(html.contains("-webkit-line-clamp:3"))
    #expect(html.contains("title=\"accessibility label: Greeting\""))
  }

  @Test func labelLineLimitsOfOneAndNoneHaveTheirOwnClasses() throws {
    #expect(try drawn(LabelViewModel(text: "a")).contains("vmk-lines-1"))
    #expect(try drawn(LabelViewModel(text: "a", numberOfLines: 0)).contains("vmk-lines-all"))
  }

  @Test func textStylesAndCustomFontsSetSizeAndFamily() throws {
    let headline = try drawn(LabelViewModel(text: "a", font: .headline))
    #expect(headline.contains("font-size:17px;font-weight:600"))
    let custom = try drawn(LabelViewModel(text: "a", font: .custom("Avenir Next", size: 15)))
    #expect(custom.contains("font-size:15px;font-family:'Avenir Next',system-ui,sans-serif"))
  }

  @Test func styledRunsDrawEachRunWithItsAttributesAndTheLinkOnlyAsATooltip() throws {
    let text = AttributedText(runs: [
      .init("Read the "),
      .init(
        "terms",
        .init(color: .blue, isUnderlined: true, link: URL(string: "https://example.com/t"))),
      .init(" (old)", .init(isStrikethrough: true)),
    ])
    let html = try drawn(LabelViewModel(text: text))
    #expect(html.contains("<span class=\"vmk-run\">Read the </span>"))
    #expect(
      html.contains(
        "<span class=\"vmk-run\" style=\"color:#007AFFFF;text-decoration:underline\" "
          + "title=\"link: https://example.com/t\">terms</span>"))
    #expect(html.contains("style=\"text-decoration:line-through\">"))
    #expect(!html.contains("href"))
  }

  @Test func aButtonDrawsItsTitleStyleAndActionAsATooltip() throws {
    let button = ButtonViewModel(title: "Pay", style: .primary, onTap: Action("checkout.pay") {})
    let html = try drawn(button)
    #expect(html.contains("class=\"vmk-button vmk-button-primary\""))
    #expect(html.contains("title=\"onTap: → checkout.pay\""))
    #expect(html.contains("<span class=\"vmk-button-title\">Pay</span>"))
  }

  @Test func aPrimaryButtonIsFilledWithItsTintAndItsTitleIsWhite() throws {
    // As UIButton.Configuration.filled() and SwiftUI's .borderedProminent
    // draw a button tinted blue: a blue fill, a white title.
    let primary = try drawn(ButtonViewModel(title: "Close", style: .primary))
    #expect(
      primary.contains(
        "<div class=\"vmk-button vmk-button-primary\" style=\"background-color:#0040DDFF\""))
    #expect(!primary.contains("style=\"color:"))
    #expect(
      HTMLDrawing.styleSheet.contains(
        ".vmk-button-primary { background-color: #007aff; color: #fff; }"))
    let red = try drawn(ButtonViewModel(title: "Buy", titleColor: .red, style: .primary))
    #expect(red.contains("style=\"background-color:#FF3B30FF\""))
    let plain = try drawn(ButtonViewModel(title: "More", titleColor: .red))
    #expect(plain.contains("<div class=\"vmk-button vmk-button-plain\" style=\"color:#FF3B30FF\""))
  }

  @Test func aDisabledButtonLooksDisabledAndSaysSo() throws {
    let button = ButtonViewModel(
      title: "Delete", style: .destructive, onTap: Action("item.delete", isEnabled: false) {})
    let html = try drawn(button)
    #expect(html.contains("class=\"vmk-button vmk-button-destructive vmk-disabled\""))
    #expect(html.contains("title=\"onTap: → item.delete (disabled)\""))
  }

  @Test func anImageIsAPlaceholderNamingItsSourceInItsTint() throws {
    let symbol = try drawn(ImageViewModel(source: .symbol("star.fill"), tint: .orange))
    #expect(symbol.contains("<div class=\"vmk-image vmk-fit\" style=\"color:#FF9500FF\""))
    #expect(symbol.contains("<span class=\"vmk-image-kind\">symbol</span>"))
    #expect(symbol.contains("<span class=\"vmk-image-name\">star.fill</span>"))
    let asset = try drawn(ImageViewModel(source: .asset("Logo"), tint: .asset("Brand")))
    #expect(
      asset.contains(
        "<span class=\"vmk-image-kind\">asset</span><span class=\"vmk-image-name\">Logo</span>"))
    #expect(asset.contains("tint Brand"))
    let url = try drawn(ImageViewModel(source: .url(URL(string: "https://example.com/a.png")!)))
    #expect(url.contains(">https://example.com/a.png</span>"))
    #expect(!url.contains("src="))
    #expect(try drawn(ImageViewModel()).contains(">no image</span>"))
  }

  @Test func aTextFieldDrawsItsTextOrPlaceholderAndHidesSecureText() throws {
    #expect(
      try drawn(TextFieldViewModel(text: "Ada")).contains(
        "<span class=\"vmk-field-text\">Ada</span>"))
    let empty = try drawn(TextFieldViewModel(placeholder: "Name"))
    #expect(empty.contains("<span class=\"vmk-placeholder\">Name</span>"))
    let secure = try drawn(TextFieldViewModel(text: "hunter2", isSecure: true))
    #expect(secure.contains(">•••••••</span>"))
    #expect(!secure.contains("hunter2"))
  }

  @Test func aToggleDrawsItsLabelAndASwitchOnOrOff() throws {
    let on = try drawn(ToggleViewModel(isOn: true, label: "Wi-Fi"))
    #expect(on.contains("<span class=\"vmk-toggle-label\">Wi-Fi</span>"))
    #expect(on.contains("vmk-switch vmk-on"))
    #expect(try drawn(ToggleViewModel(isOn: false)).contains("vmk-switch vmk-off"))
  }

  @Test func aStackDrawsItsChildrenInOrderAlongItsAxisAndSpacing() throws {
    let html = try drawn(screen().footer)
    #expect(
      html.contains("<div class=\"vmk-stack vmk-horizontal vmk-align-fill\" style=\"gap:8px\">"))
    let total = try #require(html.range(of: ">Total<"))
    let pay = try #require(html.range(of: ">Pay<"))
    #expect(total.lowerBound < pay.lowerBound)
  }

  @Test func aListDrawsSectionsWithHeadersFootersAndRows() throws {
    let list = ListViewModel(sections: [
      .init(
        id: "today", header: "Today", footer: "2 orders",
        rows: [
          .init(
            id: "12", content: LabelViewModel(text: "Order #12"),
            onSelect: Action("orders.select.12") {}),
          .init(id: "13", content: ToggleViewModel(label: "Gift wrap")),
        ])
    ])
    let html = try drawn(list)
    #expect(html.contains("<div class=\"vmk-section-header\">Today</div>"))
    #expect(html.contains("<div class=\"vmk-section-footer\">2 orders</div>"))
    #expect(
      html.contains("<div class=\"vmk-row vmk-selectable\" title=\"onSelect: → orders.select.12\">")
    )
    #expect(html.contains(">Order #12</div>"))
    #expect(html.contains("<span class=\"vmk-toggle-label\">Gift wrap</span>"))
    #expect(try drawn(ListViewModel()).contains("no sections"))
  }

  @Test func aStructIsATitledBoxOfItsFieldsAndNestedStructsAreTitledByMember() throws {
    let html = try drawn(screen(), title: "Screen")
    #expect(
      html.hasPrefix(
        "<div class=\"vmk-screen\">\n<div class=\"vmk-box\"><div class=\"vmk-box-title\">Screen</div>"
      ))
    #expect(html.contains("<div class=\"vmk-box-title\">rows[1]</div>"))
    #expect(
      html.contains(
        "<div class=\"vmk-field vmk-inline\"><span class=\"vmk-field-name\">title</span>"
          + "<span class=\"vmk-string\">Row 2</span></div>"))
    #expect(html.contains("<span class=\"vmk-number\">1.5</span>"))
    #expect(html.hasSuffix("</div>\n</div>"))
  }

  @Test func aTypeErasedStructIsTitledWithItsTypeName() throws {
    let stack = StackViewModel(children: [Row(title: "Tea", price: 3)])
    let html = try drawn(stack)
    #expect(html.contains("<div class=\"vmk-box-title\">Row</div>"))
    #expect(!html.contains(">type<"))
  }

  @Test func coloursAreSwatchesAndABackgroundPaintsItsBox() throws {
    let value = try JSONValue(
      parsing: Array(##"{"background": "#112233FF", "tint": {"asset": "Brand"}}"##.utf8))
    let html = HTMLDrawing.fragment(value)
    #expect(html.contains("<div class=\"vmk-box\" style=\"background-color:#112233FF\">"))
    #expect(
      html.contains(
        "<span class=\"vmk-swatch\" style=\"background-color:#112233FF\"></span>#112233FF"))
    #expect(html.contains("<span class=\"vmk-swatch vmk-asset\"></span>asset Brand"))
  }

  @Test func arraysAreTheirElementsInOrderAndEmptyOnesSaySo() throws {
    let html = HTMLDrawing.fragment(
      try JSONValue(parsing: Array(#"{"tags": ["b", 2, null], "none": []}"#.utf8)))
    #expect(
      html.contains(
        "<div class=\"vmk-element\"><span class=\"vmk-index\">[0]</span><span class=\"vmk-string\">b</span></div>\n"
          + "<div class=\"vmk-element\"><span class=\"vmk-index\">[1]</span><span class=\"vmk-number\">2</span></div>\n"
          + "<div class=\"vmk-element\"><span class=\"vmk-index\">[2]</span><span class=\"vmk-null\">null</span></div>"
      ))
    #expect(html.contains("<div class=\"vmk-array\"><span class=\"vmk-empty\">empty</span>"))
  }

  @Test func aChangedPathOutlinesTheElementDrawnForIt() throws {
    let html = try drawn(screen(), changed: ["rows[2].title"])
    #expect(html.components(separatedBy: "vmk-changed").count == 2)
    #expect(
      html.contains(
        "<div class=\"vmk-field vmk-inline vmk-changed\"><span class=\"vmk-field-name\">title</span>"
          + "<span class=\"vmk-string\">Row 2</span>"))
  }

  @Test func theRootPathOutlinesTheWholeScreen() throws {
    let html = try drawn(screen(), changed: [""])
    #expect(html.hasPrefix("<div class=\"vmk-screen\">\n<div class=\"vmk-box vmk-changed\">"))
    #expect(html.components(separatedBy: "vmk-changed").count == 2)
  }

  @Test func aChangeInsideAComponentOutlinesTheComponent() throws {
    let html = try drawn(screen(), changed: ["heading.font.size"])
    #expect(html.contains("<div class=\"vmk-label vmk-text vmk-lines-1 vmk-changed\""))
    #expect(html.components(separatedBy: "vmk-changed").count == 2)
  }

  @Test func aChangedChildOutlinesOnlyTheChildAndAChangedSpacingTheStack() throws {
    let child = try drawn(screen(), changed: ["footer.children[1].title"])
    #expect(child.contains("<div class=\"vmk-button vmk-button-primary vmk-changed\""))
    #expect(child.components(separatedBy: "vmk-changed").count == 2)
    let spacing = try drawn(screen(), changed: ["footer.spacing"])
    #expect(spacing.contains("<div class=\"vmk-stack vmk-horizontal vmk-align-fill vmk-changed\""))
    #expect(spacing.components(separatedBy: "vmk-changed").count == 2)
  }

  @Test func aChangedListRowOutlinesTheRowAndItsChangedContentOnlyTheContent() throws {
    let list = ListViewModel(sections: [
      .init(id: "s", header: "H", rows: [.init(id: "1", content: LabelViewModel(text: "One"))])
    ])
    let row = try drawn(list, changed: ["sections[0].rows[0].id"])
    #expect(row.contains("<div class=\"vmk-row vmk-changed\""))
    let content = try drawn(list, changed: ["sections[0].rows[0].content.text"])
    #expect(content.contains("<div class=\"vmk-label vmk-text vmk-lines-1 vmk-changed\""))
    #expect(content.components(separatedBy: "vmk-changed").count == 2)
    let header = try drawn(list, changed: ["sections[0].header"])
    #expect(header.contains("<div class=\"vmk-section-header vmk-changed\">H</div>"))
  }

  @Test func aChangedPathToAPartThatIsNotThereOutlinesTheContainerThatLostIt() throws {
    let removedRow = try drawn(screen(), changed: ["rows[3]", "rows[4].title"])
    #expect(removedRow.contains("<div class=\"vmk-array vmk-changed\">"))
    #expect(removedRow.components(separatedBy: "vmk-changed").count == 2)
    let removedField = try drawn(screen(), changed: ["rows[1].badge"])
    #expect(
      removedField.contains(
        "<div class=\"vmk-box vmk-changed\"><div class=\"vmk-box-title\">rows[1]"))
    #expect(removedField.components(separatedBy: "vmk-changed").count == 2)
    let removedChild = try drawn(screen(), changed: ["footer.children[2]"])
    #expect(
      removedChild.contains("<div class=\"vmk-stack vmk-horizontal vmk-align-fill vmk-changed\""))
    #expect(removedChild.components(separatedBy: "vmk-changed").count == 2)
    let list = ListViewModel(sections: [.init(id: "s", rows: [])])
    let removedListRow = try drawn(list, changed: ["sections[0].rows[0]"])
    #expect(removedListRow.contains("<div class=\"vmk-section vmk-changed\">"))
    let removedSection = try drawn(list, changed: ["sections[1].rows[0].content"])
    #expect(removedSection.contains("<div class=\"vmk-list vmk-changed\">"))
    #expect(removedSection.components(separatedBy: "vmk-changed").count == 2)
  }

  @Test func drawingIsDeterministicAndIndependentOfTheChangedSetsOrder() throws {
    let paths: Set<String> = ["rows[0].title", "heading", "footer.children[0]"]
    let first = try drawn(screen(), changed: paths)
    #expect(try drawn(screen(), changed: Set(paths.reversed())) == first)
    #expect(try drawn(screen(), changed: paths) == first)
  }

  @Test func everyComponentFixtureDrawsAsItsComponent() throws {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Snapshots/ComponentSnapshotTests")
    let classes = [
      "button": "vmk-button", "image": "vmk-image", "label": "vmk-label", "list": "vmk-list",
      "stack": "vmk-stack", "textField": "vmk-textfield", "toggle": "vmk-toggle",
    ]
    for (name, expected) in classes {
      for variant in ["default", "full"] {
        let file = folder.appendingPathComponent("ComponentSnapshotTests.\(name).\(variant).json")
        let html = HTMLDrawing.fragment(try JSONValue(parsing: Array(try Data(contentsOf: file))))
        #expect(
          html.hasPrefix("<div class=\"vmk-screen\">\n<div class=\"\(expected)"),
          "\(name).\(variant)")
        #expect(!html.contains("vmk-box"), "\(name).\(variant) drew a box")
      }
    }
  }
}
