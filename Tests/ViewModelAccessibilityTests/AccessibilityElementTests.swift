import Testing
import ViewModelAccessibility
import ViewModelKit

private struct Screen: ViewModel {
  let title: LabelViewModel
  let spacer: LabelViewModel
  let note: String
  let save: ButtonViewModel
}

private func row(_ id: String, _ title: String, onSelect: Action<Void>? = nil) -> ListViewModel.Row
{
  ListViewModel.Row(id: id, content: LabelViewModel(text: title), onSelect: onSelect)
}

@Suite struct AccessibilityElementTests {
  @Test func componentsAreReadDepthFirstInFieldOrderWithTheirPaths() throws {
    let screen = Screen(
      title: LabelViewModel(text: "Profile"), spacer: LabelViewModel(text: ""), note: "not read",
      save: ButtonViewModel(title: "Save", onTap: Action("save") {}))
    let elements = try AccessibilityElement.elements(of: screen)
    #expect(elements.map(\.label) == ["Profile", "Save"])
    #expect(elements.map(\.path) == ["title", "save"])
    #expect(elements[1].actionID == "save")
    #expect(elements[1].actionIsEnabled)
  }

  @Test func theAccessibilityLabelIsReadInsteadOfTheVisibleText() throws {
    let close = ButtonViewModel(title: "✕", accessibility: Accessibility(label: "Close"))
    #expect(try AccessibilityElement.elements(of: close).map(\.label) == ["Close"])
  }

  @Test func aLabelWithNothingToSayIsNotAnElementButAnImageOrAButtonIs() throws {
    let stack = StackViewModel(children: [
      LabelViewModel(text: ""), ImageViewModel(source: .symbol("star")), ButtonViewModel(),
    ])
    let elements = try AccessibilityElement.elements(of: stack)
    #expect(elements.map(\.path) == ["children[1]", "children[2]"])
    #expect(elements.map(\.label) == [nil, nil])
    #expect(elements.map(\.traits) == [.image, .button])
  }

  @Test func aHiddenComponentIsLeftOutWithEverythingInside() throws {
    let stack = StackViewModel(children: [
      ImageViewModel(source: .symbol("sparkles"), accessibility: Accessibility(isHidden: true)),
      StackViewModel(
        children: [LabelViewModel(text: "inside"), ButtonViewModel(title: "Go")],
        accessibility: Accessibility(isHidden: true)),
      LabelViewModel(text: "shown"),
    ])
    #expect(try AccessibilityElement.elements(of: stack).map(\.label) == ["shown"])
  }

  @Test func controlsReadTheirValues() throws {
    let stack = StackViewModel(children: [
      ToggleViewModel(isOn: true, label: "Wi-Fi"),
      ToggleViewModel(isOn: false, label: "Bluetooth"),
      SliderViewModel(value: 15, range: 10...20),
      ProgressViewModel(fraction: 0.404, label: "Upload"),
      ProgressViewModel(fraction: 1.7),
      ProgressViewModel(label: "Loading"),
      TextFieldViewModel(text: "ada", placeholder: "Name"),
      TextFieldViewModel(placeholder: "Email"),
      TextFieldViewModel(text: "hunter2", placeholder: "Password", isSecure: true),
      TextFieldViewModel(placeholder: "PIN", isSecure: true),
    ])
    let values = try AccessibilityElement.elements(of: stack).map(\.value)
    #expect(
      values == [
        "on", "off", "50%", "40%", "100%", "in progress", "ada", "Email", "7 characters", "PIN",
      ])
  }

  @Test func aTextFieldsTextIsItsValueAndNeverItsLabel() throws {
    let stack = StackViewModel(children: [
      TextFieldViewModel(text: "ada", placeholder: "Name"),
      TextFieldViewModel(text: "ada", accessibility: Accessibility(label: "Username")),
    ])
    let elements = try AccessibilityElement.elements(of: stack)
    #expect(elements.map(\.label) == [nil, "Username"])
    #expect(elements.map(\.value) == ["ada", "ada"])
  }

  @Test func aSecureTextFieldNeverShowsItsText() throws {
    let field = TextFieldViewModel(text: "hunter2", isSecure: true)
    let element = try #require(try AccessibilityElement.elements(of: field).first)
    #expect(element.value == "7 characters")
    #expect(element.isTextField)
  }

  @Test func componentsImplyTheTraitsTheyAnnounce() throws {
    let stack = StackViewModel(children: [
      ButtonViewModel(title: "Pay"),
      ToggleViewModel(label: "Wi-Fi"),
      SliderViewModel(),
      ImageViewModel(source: .symbol("star"), accessibility: Accessibility(label: "Favourite")),
      LabelViewModel(text: "News", accessibility: Accessibility(traits: .header)),
    ])
    let traits = try AccessibilityElement.elements(of: stack).map(\.traits)
    #expect(traits == [.button, .button, .adjustable, .image, .header])
  }

  @Test func aControlIsNotEnabledWhenItOrItsActionIsDisabled() throws {
    let stack = StackViewModel(children: [
      ButtonViewModel(title: "A", isEnabled: false, onTap: Action("a") {}),
      ButtonViewModel(title: "B", onTap: Action("b") {}.disabled()),
      ButtonViewModel(title: "C", onTap: Action("c") {}),
      ToggleViewModel(label: "D", onChange: Action("d") { _ in }.disabled()),
    ])
    let elements = try AccessibilityElement.elements(of: stack)
    #expect(elements.map { $0.traits.contains(.notEnabled) } == [true, true, false, true])
    #expect(elements.map(\.actionIsEnabled) == [true, false, true, false])
  }

  @Test func aPickersSegmentsAreButtonsAndTheSelectedOneIsSelected() throws {
    let picker = SegmentedPickerViewModel(
      options: [.init(id: "d", title: "Day"), .init(id: "w", title: "Week")], selection: "w",
      onChange: Action("range") { _ in })
    let elements = try AccessibilityElement.elements(of: picker)
    #expect(elements.map(\.label) == ["Day", "Week"])
    #expect(elements.map(\.traits) == [.button, [.button, .selected]])
    #expect(elements.map(\.actionID) == ["range", "range"])
    #expect(elements.map(\.path) == ["options[0]", "options[1]"])
  }

  @Test func aListReadsSectionHeadersAsHeadersThenRowsThenFooters() throws {
    let list = ListViewModel(sections: [
      .init(
        id: "a", header: "Fruit", footer: "2 kinds", rows: [row("1", "Apple"), row("2", "Pear")])
    ])
    let elements = try AccessibilityElement.elements(of: list)
    #expect(elements.map(\.label) == ["Fruit", "Apple", "Pear", "2 kinds"])
    #expect(elements.map(\.traits) == [.header, [], [], []])
    #expect(elements[1].path == "sections[0].rows[0].content")
  }

  @Test func aSelectableRowIsOneButtonWithTheRowsAction() throws {
    let content = StackViewModel(children: [
      LabelViewModel(text: "Order 12"), LabelViewModel(text: "Shipped"),
    ])
    let list = ListViewModel(sections: [
      .init(
        id: "s",
        rows: [
          ListViewModel.Row(id: "12", content: content, onSelect: Action("order.open") {}),
          row("13", "Order 13"),
        ])
    ])
    let elements = try AccessibilityElement.elements(of: list)
    #expect(elements.map(\.label) == ["Order 12, Shipped", "Order 13"])
    #expect(elements[0].traits == .button)
    #expect(elements[0].actionID == "order.open")
    #expect(elements[0].path == "sections[0].rows[0]")
  }

  @Test func aCombinedStackIsOneElementMadeOfItsChildren() throws {
    let card = StackViewModel(
      children: [
        LabelViewModel(text: "Ada"),
        ImageViewModel(source: .symbol("star"), accessibility: Accessibility(label: "Starred")),
        ToggleViewModel(isOn: true, label: "Follow", onChange: Action("follow") { _ in }),
      ],
      accessibility: Accessibility(identifier: "card", combinesChildren: true))
    let elements = try AccessibilityElement.elements(of: card)
    #expect(elements.count == 1)
    #expect(elements[0].label == "Ada, Starred, Follow")
    #expect(elements[0].value == "on")
    #expect(elements[0].traits == [.image, .button])
    #expect(elements[0].actionID == "follow")
    #expect(elements[0].identifier == "card")
    #expect(elements[0].path == "")
  }

  @Test func aCombinedStacksOwnLabelReplacesItsChildrensLabels() throws {
    let card = StackViewModel(
      children: [LabelViewModel(text: "4.5"), ImageViewModel(source: .symbol("star"))],
      accessibility: Accessibility(label: "Rated 4.5 stars", combinesChildren: true))
    let elements = try AccessibilityElement.elements(of: card)
    #expect(elements.map(\.label) == ["Rated 4.5 stars"])
  }

  @Test func aCombinedContainerInsideAnotherIsCombinedFirst() throws {
    let inner = StackViewModel(
      children: [LabelViewModel(text: "b"), LabelViewModel(text: "c")],
      accessibility: Accessibility(label: "B and C", combinesChildren: true))
    let outer = StackViewModel(
      children: [LabelViewModel(text: "a"), inner, LabelViewModel(text: "d")],
      accessibility: Accessibility(combinesChildren: true))
    #expect(try AccessibilityElement.elements(of: outer).map(\.label) == ["a, B and C, d"])
  }

  @Test func tenThousandRowsAreReadInOrder() throws {
    let rows = (0..<10_000).map { row("\($0)", "Row \($0)") }
    let list = ListViewModel(sections: [.init(id: "all", rows: rows)])
    let elements = try AccessibilityElement.elements(of: list)
    #expect(elements.count == 10_000)
    #expect(elements.last?.label == "Row 9999")
  }

  @Test func nestingAThousandStacksDeepIsReadWithoutATrap() throws {
    var stack = StackViewModel(children: [LabelViewModel(text: "deep")])
    for _ in 1..<1_000 { stack = StackViewModel(children: [stack]) }
    let elements = try AccessibilityElement.elements(of: stack)
    #expect(elements.map(\.label) == ["deep"])
    #expect(elements[0].path.hasSuffix("children[0].children[0]"))
  }

  @Test func nestingDeeperThanTheMaximumThrowsARenderingError() {
    var stack = StackViewModel(children: [LabelViewModel(text: "deep")])
    for _ in 1..<100 { stack = StackViewModel(children: [stack]) }
    #expect(throws: RenderingError.self) {
      try AccessibilityElement.elements(of: stack, maximumDepth: 20)
    }
  }
}
