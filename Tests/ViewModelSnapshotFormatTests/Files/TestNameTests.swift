import Testing

@testable import ViewModelSnapshotFormat

@Suite struct TestNameTests {
  @Test func aTestIsNamedAsItsSnapshotFilesAre() {
    #expect(
      TestName.shown(suite: ["CartScreenTests"], function: "emptyCart()", arguments: nil)
        == "CartScreenTests.emptyCart")
    #expect(
      TestName.shown(suite: ["CartScreenTests"], function: "quantity(_:)", arguments: "2")
        == "CartScreenTests.quantity(2)")
    #expect(
      TestName.shown(suite: ["Outer", "Inner"], function: "card(title:size:)", arguments: "Tea,3")
        == "Outer.Inner.card(Tea,3)")
    #expect(
      TestName.shown(suite: [], function: "`shows a card`()", arguments: nil) == "shows a card")
    #expect(
      TestName.shown(suite: ["CartTests"], function: "testEmpty", arguments: nil)
        == "CartTests.testEmpty")
  }

  @Test func anArgumentsInvisibleCharactersAreEscapedSoTheNameIsOneLine() {
    #expect(
      TestName.shown(suite: ["Cards"], function: "card(text:)", arguments: "a\n=======\r\u{1B}")
        == #"Cards.card(a\n=======\r\u{1B})"#)
  }

  @Test func theNameIsTheStartOfItsFileName() {
    let name = TestName.shown(suite: ["Cards"], function: "card(kind:)", arguments: "thumbsUp")
    let file = SnapshotFileName.snapshot(
      suite: ["Cards"], test: "card(kind:)", arguments: "thumbsUp", name: nil,
      pathExtension: "txt")
    #expect(file == name + ".txt")
  }
}
