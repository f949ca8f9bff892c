import Testing
import ViewModelKit

@Suite struct ActionIDTests {
  @Test func idsComeFromLiteralsAndInterpolation() {
    let row = 12
    let id: ActionID = "orders.select.\(row)"
    #expect(id.rawValue == "orders.select.12")
    #expect(id == ActionID("orders.select.12"))
    #expect(id.description == "orders.select.12")
  }

  @Test func appendingJoinsWithADot() {
    #expect(ActionID("orders").appending("select").rawValue == "orders.select")
    #expect(ActionID("").appending("select").rawValue == "select")
  }

  @Test func idsEncodeAsTheirText() throws {
    #expect(try JSONRenderer().render(ActionID("a.b")) == "\"a.b\"\n")
  }
}
