import Testing

@testable import ViewModelKit

@Suite struct RedactionTests {
  @Test func aDescriptionReadsLikeTheSwiftCall() {
    #expect(
      Redaction.number("rows[].id").description == #"number("rows[].id", named: "id")"#)
    #expect(
      Redaction.number("selected", named: "id").description
        == #"number("selected", named: "id")"#)
    #expect(Redaction.replace("a", with: "x\"y").description == #"replace("a", with: "x\"y")"#)
    #expect(
      Redaction.round("rows[].total", toPlaces: 2).description
        == #"round("rows[].total", toPlaces: 2)"#)
    #expect(Redaction.sort("tags").description == #"sort("tags")"#)
    #expect(Redaction.transform("session") { $0.text }.description == #"transform("session")"#)
    #expect(
      Redaction.number(#"prices["EUR"]"#).description
        == #"number("prices[\"EUR\"]", named: "EUR")"#)
  }

  @Test func anOptionalRedactionSaysSoInItsDescription() {
    let redaction = Redaction.sort("tags").optional()
    #expect(redaction.isOptional)
    #expect(!Redaction.sort("tags").isOptional)
    #expect(redaction.description == #"sort("tags").optional()"#)
    #expect(redaction.optional().description == #"sort("tags").optional()"#)
  }

  @Test(arguments: [
    ("rows[].id", "id"), ("id", "id"), (".id", "id"), ("**.updatedAt", "updatedAt"),
    (#"prices["EUR"]"#, "EUR"), (#"["a.b"]"#, "a.b"), ("rows[2]", "value"), ("[]", "value"),
    ("*", "value"), ("rows.*", "value"), ("rows[.id", "value"),
  ])
  func theNumberedNameIsNamedAfterTheSelectorsLastNameElseValue(
    selector: String, name: String
  ) {
    let redaction = Redaction.number(FieldSelector(selector))
    #expect(redaction.description.hasSuffix(", named: \"\(name)\")"))
    #expect(
      Redaction.number(FieldSelector(selector), named: "x").description.contains("\"x\""))
  }

  @Test func theSelectorIsKeptAsWritten() {
    #expect(Redaction.round("a.**.b", toPlaces: 1).selector == "a.**.b")
    #expect(Redaction.number("rows[.id").selector.parseError?.position == 6)
  }

  @Test(arguments: [
    ("id", "[].id"), (".id", "[].id"), ("[0]", "[][0]"), (#"["a.b"]"#, #"[]["a.b"]"#),
    ("**.id", "[].**.id"), ("*", "[].*"),
  ])
  func aRedactionAppliedToEachElementPutsItsSelectorBehindEveryElement(
    selector: String, expected: String
  ) throws {
    let redaction = Redaction.number(FieldSelector(selector)).appliedToEachElement()
    #expect(redaction.selector.text == expected)
    let steps = try FieldSelector(selector).parsed.get()
    #expect(try redaction.selector.parsed.get() == [.everyElement] + steps)
    #expect(try FieldSelector(validating: expected).parsed.get() == [.everyElement] + steps)
  }

  @Test func aRedactionAppliedToEachElementKeepsItsNameKindOptionalityAndParseError() {
    #expect(
      Redaction.number("rows[].id").appliedToEachElement().description
        == #"number("[].rows[].id", named: "id")"#)
    #expect(
      Redaction.round("total", toPlaces: 3).optional().appliedToEachElement().description
        == #"round("[].total", toPlaces: 3).optional()"#)
    let broken = Redaction.replace("rows[.id", with: "x").appliedToEachElement()
    #expect(broken.selector.parseError == FieldSelector("rows[.id").parseError)
  }
}
