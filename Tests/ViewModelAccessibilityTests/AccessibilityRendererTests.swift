import Testing
import ViewModelAccessibility
import ViewModelKit

@Suite struct AccessibilityRendererTests {
  @Test func eachElementIsOneLineAfterTheCount() throws {
    let stack = StackViewModel(children: [
      LabelViewModel(text: "Settings", accessibility: Accessibility(traits: .header)),
      ToggleViewModel(isOn: true, label: "Wi-Fi", onChange: Action("wifi") { _ in }),
      SliderViewModel(value: 0.25, onChange: Action("volume") { _ in }.disabled()),
      ImageViewModel(source: .symbol("wifi")),
    ])
    let text = try AccessibilityRenderer().render(stack)
    #expect(
      text == """
        4 elements in reading order
        "Settings" [header] at children[0]
        "Wi-Fi" value "on" [button] → wifi at children[1]
        (no label) value "25%" [notEnabled, adjustable] → volume (disabled) at children[2]
        (no label) [image] at children[3]

        """)
  }

  @Test func hintAndIdentifierFollowOnIndentedLines() throws {
    let pay = ButtonViewModel(
      title: "Pay", onTap: Action("pay") {},
      accessibility: Accessibility(hint: "Charges your card", identifier: "checkout pay"))
    #expect(
      try AccessibilityRenderer().render(pay) == """
        1 element in reading order
        "Pay" [button] → pay
          hint "Charges your card"
          identifier "checkout pay"

        """)
  }

  @Test func aTextFieldSaysItIsOneBeforeItsTraits() throws {
    let search = TextFieldViewModel(
      placeholder: "Search", accessibility: Accessibility(label: "Find", traits: .searchField))
    #expect(
      try AccessibilityRenderer().render(search) == """
        1 element in reading order
        "Find" value "Search" [text field, searchField]

        """)
  }

  @Test func escapesKeepEachElementOnOneLine() throws {
    let stack = StackViewModel(children: [
      LabelViewModel(text: "red\u{1B}[31m\nnext"),
      ButtonViewModel(
        title: "Go", onTap: Action("go\nnow") {},
        accessibility: Accessibility(hint: "tab\there", identifier: "\u{202E}id")),
    ])
    let text = try AccessibilityRenderer().render(stack)
    #expect(
      text == #"""
        2 elements in reading order
        "red\u{1B}[31m\nnext" at children[0]
        "Go" [button] → "go\nnow" at children[1]
          hint "tab\there"
          identifier "\u{202E}id"

        """#)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func aValueWithNoElementSaysSoInOneLine() throws {
    #expect(
      try AccessibilityRenderer().render(LabelViewModel(text: ""))
        == "No elements in reading order\n")
    #expect(
      try AccessibilityRenderer().render(["not", "a", "component"])
        == "No elements in reading order\n")
  }

  @Test func aLargeCountIsGroupedInThousands() throws {
    let rows = (0..<10_000).map {
      ListViewModel.Row(id: "\($0)", content: LabelViewModel(text: "Row \($0)"))
    }
    let text = try AccessibilityRenderer().render(
      ListViewModel(sections: [.init(id: "all", rows: rows)]))
    #expect(text.hasPrefix("10,000 elements in reading order\n"))
    #expect(text.hasSuffix("\"Row 9999\" at sections[0].rows[9999].content\n"))
  }

  @Test func aThousandDeepNestingRendersWithoutATrap() throws {
    var stack = StackViewModel(children: [ButtonViewModel(title: "deep")])
    for _ in 1..<1_000 { stack = StackViewModel(children: [stack]) }
    let text = try AccessibilityRenderer().render(stack)
    #expect(text.hasPrefix("1 element in reading order\n\"deep\" [button] at children[0]"))
  }

  @Test func renderingTwiceGivesTheSameBytes() throws {
    let list = ListViewModel(sections: [
      .init(
        id: "s", header: "Ünïcode 🎉", footer: "end",
        rows: [
          ListViewModel.Row(
            id: "1", content: LabelViewModel(text: "é"), onSelect: Action("open") {})
        ])
    ])
    let renderer = AccessibilityRenderer()
    let first = try renderer.render(list)
    #expect(try renderer.render(list) == first)
    #expect(Array(first.utf8).last == UInt8(ascii: "\n"))
    #expect(!first.hasSuffix("\n\n"))
  }
}
