/// Why an ``AccessibilityAudit`` could not run.
///
/// ```swift
/// let audit = AccessibilityAudit(disabling: [.textContrast: " "])
/// do {
///   _ = try audit.run(on: LabelViewModel(text: "Hi"))
/// } catch {
///   print(error)
/// }
/// ```
/// ```text
/// text-contrast is disabled with a blank reason: say why it is left out, as in disabling: [.textContrast: "the brand colours are under review"]
/// ```
public struct AccessibilityAuditError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The rule disabled with a reason that is empty or only whitespace.
  public let rule: AccessibilityRule

  /// Creates the error for `rule`, disabled without a reason.
  public init(blankReasonFor rule: AccessibilityRule) {
    self.rule = rule
  }

  /// What is wrong and how to put it right, on one line.
  public var description: String {
    "\(rule.id) is disabled with a blank reason: say why it is left out, as in "
      + "disabling: [.\(rule.memberName): \"the brand colours are under review\"]"
  }
}

extension AccessibilityRule {
  /// The name of the rule's static member, as code spells it: `textContrast`.
  var memberName: String {
    var name = ""
    var upper = false
    for character in id {
      if character == "-" {
        upper = true
      } else {
        name += upper ? character.uppercased() : String(character)
        upper = false
      }
    }
    return name == "duplicateActionId" ? "duplicateActionID" : name
  }
}
