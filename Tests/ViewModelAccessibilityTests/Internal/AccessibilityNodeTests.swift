import Testing
import ViewModelKit

@testable import ViewModelAccessibility

@Suite struct AccessibilityNodeTests {
  private let pay = AccessibilityNode(
    kind: .button, path: .root.appending(.member("pay")), text: "Pay", textColor: .blue,
    isEnabled: true, action: .init(id: "pay", isEnabled: true, field: "onTap"))

  @Test func changingACopyLeavesTheOriginalAsItWas() {
    var copy = pay
    copy.text = "Pay later"
    copy.isEnabled = false
    copy.action?.isEnabled = false
    #expect(pay.text == "Pay")
    #expect(pay.isEnabled == true)
    #expect(pay.action?.isEnabled == true)
    #expect(copy.text == "Pay later")
    #expect(copy.isEnabled == false)
    #expect(copy.action?.isEnabled == false)
  }

  @Test func nodesAreEqualByWhatTheyHoldNotByHowTheyWereMade() {
    var builtByField = AccessibilityNode(kind: .button, path: .root.appending(.member("pay")))
    builtByField.text = "Pay"
    builtByField.textColor = .blue
    builtByField.isEnabled = true
    builtByField.action = .init(id: "pay", isEnabled: true, field: "onTap")
    #expect(builtByField == pay)
    var changed = pay
    #expect(changed == pay)
    changed.tint = .red
    #expect(changed != pay)
    changed.tint = nil
    #expect(changed == pay)
  }

  @Test func everyFactTellsNodesApart() {
    let changes: [(inout AccessibilityNode) -> Void] = [
      { $0.accessibility = Accessibility(label: "Pay now") }, { $0.text = nil },
      { $0.placeholder = "Amount" }, { $0.isSecure = true }, { $0.textColor = .red },
      { $0.font = .body }, { $0.backgroundColor = .white }, { $0.tint = .green },
      { $0.buttonStyle = .primary }, { $0.isEnabled = nil }, { $0.isOn = true },
      { $0.fraction = 0.5 }, { $0.hasImage = true }, { $0.action = nil },
      { $0.children = [AccessibilityNode(kind: .label, path: .root)] },
      { $0.kind = .label }, { $0.path = .root },
    ]
    for change in changes {
      var changed = pay
      change(&changed)
      #expect(changed != pay)
    }
  }
}
