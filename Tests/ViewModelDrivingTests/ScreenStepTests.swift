import Testing
import ViewModelDriving
import ViewModelKit

@Suite struct ScreenStepTests {
  @Test func eachStepReadsAsATestWouldSayIt() {
    #expect(ScreenStep.start.description == "start")
    #expect(ScreenStep.tap("orders.select.12").description == "tap orders.select.12")
    #expect(
      ScreenStep.type("no sugar", into: "orders.note").description
        == #"type "no sugar" into orders.note"#)
    #expect(ScreenStep.toggle("gift", to: false).description == "toggle gift to off")
    #expect(ScreenStep.slide("tip", to: 0.5).description == "slide tip to 0.5")
    #expect(ScreenStep.select("large", in: "size").description == #"select "large" in size"#)
    #expect(ScreenStep.outside("the order ships").description == #"outside "the order ships""#)
  }

  @Test func anIdThatIsNotOneWordAndTypedTextAreQuotedAndEscaped() {
    let step = ScreenStep.type("a\nb\u{7}", into: "two words")
    #expect(step.description == #"type "a\nb\u{7}" into "two words""#)
    #expect(ScreenStep.outside("a\u{1B}[2J").description == #"outside "a\u{1B}[2J""#)
  }

  @Test func everyStepButTheStartAndAChangeFromOutsideNamesItsAction() {
    #expect(ScreenStep.start.actionID == nil)
    #expect(ScreenStep.outside("a reply").actionID == nil)
    #expect(ScreenStep.select("x", in: "size").actionID == "size")
    #expect(ScreenStep.slide("tip", to: 1).actionID == "tip")
  }
}
