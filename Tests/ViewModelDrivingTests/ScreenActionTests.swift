import Foundation
import Testing
import ViewModelKit

@testable import ViewModelDriving

@MainActor
@Suite struct ScreenActionTests {
  @Test func theTextCountsTheActionsAndGivesEachOnALine() throws {
    let screen = CheckoutScreen()
    let text = try ScreenDriver(screen.viewModel).actions.description
    #expect(
      text == """
        5 actions
        type checkout.note at note.onChange: (no label) value "Note" [text field]
        toggle checkout.giftWrap at giftWrap.onChange: "Gift wrap" value "off" [button]
        slide checkout.tip at tip.onChange (0.0 to 5.0): (no label) value "0%" [adjustable]
        select checkout.size at size.onChange (one of "small", "large"): "Small" [button, selected]; "Large" [button]
        tap checkout.pay at pay.onTap: "Pay" [button]

        """)
  }

  @Test func theJSONListsEachActionWithItsFields() throws {
    let screen = CheckoutScreen()
    let json = try JSONRenderer().render(ScreenDriver(screen.viewModel).actions)
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    #expect(
      decoded?.map { $0["id"] as? String } == [
        "checkout.note", "checkout.giftWrap", "checkout.tip", "checkout.size", "checkout.pay",
      ])
    #expect(decoded?.map { $0["kind"] as? String } == ["type", "toggle", "slide", "select", "tap"])
    #expect(decoded?[3]["choices"] as? [String] == ["small", "large"])
    #expect(decoded?[2]["range"] as? [Double] == [0, 5])
    #expect(decoded?[4]["announcement"] as? String == #""Pay" [button]"#)
  }
}
