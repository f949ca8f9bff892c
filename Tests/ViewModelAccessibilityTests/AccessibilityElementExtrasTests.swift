import Testing
import ViewModelAccessibility
import ViewModelKit

/// Custom actions, heading levels, states, input labels and language, as
/// elements carry them and the accessibility rendering shows them.
@Suite struct AccessibilityElementExtrasTests {
  static let archive = Accessibility.CustomAction("Archive", Action("trip.archive") {})
  static let delete = Accessibility.CustomAction("Delete", Action("trip.delete") {}.disabled())

  @Test func anElementTakesWhatItsComponentDeclares() throws {
    let field = TextFieldViewModel(
      text: "12", onChange: Action("age") { _ in },
      accessibility: Accessibility(
        label: "Age", customActions: [Self.archive], isExpanded: true, isInvalid: true,
        inputLabels: ["Age", "Years"], language: "de"))
    let element = try #require(try AccessibilityElement.elements(of: field).first)
    #expect(element.customActions == [Self.archive])
    #expect(element.isExpanded == true)
    #expect(element.isInvalid)
    #expect(element.inputLabels == ["Age", "Years"])
    #expect(element.language == "de")
    #expect(element.headingLevel == nil)
  }

  @Test func aHeadingLevelMakesTheElementAHeader() throws {
    let title = LabelViewModel(text: "Trips", accessibility: Accessibility(headingLevel: 2))
    let element = try #require(try AccessibilityElement.elements(of: title).first)
    #expect(element.headingLevel == 2)
    #expect(element.traits.contains(.header))
  }

  @Test func aCombinedElementOffersItsOwnCustomActionsThenItsChildrens() throws {
    let row = StackViewModel(
      children: [
        LabelViewModel(text: "Rome", accessibility: Accessibility(isInvalid: true)),
        LabelViewModel(
          text: "12 May", accessibility: Accessibility(customActions: [Self.delete], language: "it")
        ),
      ],
      accessibility: Accessibility(combinesChildren: true, customActions: [Self.archive]))
    let elements = try AccessibilityElement.elements(of: row)
    #expect(elements.count == 1)
    #expect(elements.first?.customActions == [Self.archive, Self.delete])
    #expect(elements.first?.isInvalid == true)
    #expect(elements.first?.language == "it")
  }

  @Test func theRenderingShowsStatesInTheBracketAndTheRestOnLinesBelow() throws {
    let row = StackViewModel(
      children: [LabelViewModel(text: "Rome")],
      accessibility: Accessibility(
        combinesChildren: true, customActions: [Self.archive, Self.delete], headingLevel: 3,
        isExpanded: false, isInvalid: true, inputLabels: ["Rome", "Trip"], language: "it"))
    #expect(
      try AccessibilityRenderer().render(row) == """
        1 element in reading order
        "Rome" [header, level 3, collapsed, invalid]
          input labels "Rome", "Trip"
          language it
          custom action "Archive" → trip.archive
          custom action "Delete" → trip.delete (disabled)

        """)
  }

  @Test func aComponentWithoutDetailsRendersAsBefore() throws {
    let pay = ButtonViewModel(title: "Pay", onTap: Action("pay") {})
    #expect(
      try AccessibilityRenderer().render(pay) == """
        1 element in reading order
        "Pay" [button] → pay

        """)
  }
}
