import TestSupport
import Testing

@testable import ViewModelKit

@Suite struct AccessibilityExtrasTests {
  static let archive = Accessibility.CustomAction("Archive", Action("trip.archive") {})
  static let delete = Accessibility.CustomAction("Delete", Action("trip.delete") {}.disabled())

  static let full = Accessibility(
    label: "Rome", combinesChildren: true, customActions: [archive, delete], headingLevel: 2,
    isExpanded: false, isInvalid: true, inputLabels: ["Rome", "Trip"], language: "it")

  // MARK: Creating

  @Test func everyExtraIsUnsetByDefault() {
    let accessibility = Accessibility()
    #expect(accessibility.customActions.isEmpty)
    #expect(accessibility.headingLevel == nil)
    #expect(accessibility.isExpanded == nil)
    #expect(!accessibility.isInvalid)
    #expect(accessibility.inputLabels.isEmpty)
    #expect(accessibility.language == nil)
    #expect(!accessibility.hasExtras)
  }

  @Test func settingAnyExtraMakesItNonEmpty() {
    var variants: [Accessibility] = []
    for change in Self.changes {
      var accessibility = Accessibility()
      change(&accessibility)
      variants.append(accessibility)
    }
    for variant in variants {
      #expect(!variant.isEmpty)
      #expect(variant.hasExtras)
    }
    #expect(Set(variants).count == Self.changes.count)
  }

  @Test func puttingEveryExtraBackMakesItEqualToTheDefault() {
    var accessibility = Self.full
    accessibility.label = nil
    accessibility.combinesChildren = false
    accessibility.customActions = []
    accessibility.headingLevel = nil
    accessibility.isExpanded = nil
    accessibility.isInvalid = false
    accessibility.inputLabels = []
    #expect(!accessibility.isEmpty)
    accessibility.language = nil
    #expect(accessibility.isEmpty)
    #expect(accessibility == Accessibility())
    #expect(accessibility.hashValue == Accessibility().hashValue)
  }

  @Test func theInitializerAndThePropertiesMakeEqualValues() {
    var built = Accessibility(label: "Rome", combinesChildren: true)
    built.customActions = [Self.archive, Self.delete]
    built.headingLevel = 2
    built.isExpanded = false
    built.isInvalid = true
    built.inputLabels = ["Rome", "Trip"]
    built.language = "it"
    #expect(built == Self.full)
    #expect(built.hashValue == Self.full.hashValue)
  }

  @Test func changingACopyLeavesTheOriginalAsItWas() {
    var copy = Self.full
    copy.headingLevel = 3
    copy.customActions.removeLast()
    #expect(Self.full.headingLevel == 2)
    #expect(Self.full.customActions.count == 2)
    #expect(copy != Self.full)
  }

  @Test func customActionsCompareByNameIdAndEnabledState() {
    #expect(Self.archive == Accessibility.CustomAction("Archive", Action("trip.archive") {}))
    #expect(Self.archive != Accessibility.CustomAction("Archive", Action("trip.keep") {}))
    #expect(Self.archive != Accessibility.CustomAction("Keep", Action("trip.archive") {}))
    #expect(Self.archive != Accessibility.CustomAction("Archive", Self.archive.action.disabled()))
  }

  // MARK: Renderings

  @Test func textShowsEachExtraOnlyWhenSet() throws {
    #expect(try TextRenderer().render(Accessibility(headingLevel: 1)) == "headingLevel 1\n")
    #expect(try TextRenderer().render(Accessibility(isExpanded: true)) == "expanded\n")
    #expect(try TextRenderer().render(Accessibility(isInvalid: true)) == "invalid\n")
    #expect(try TextRenderer().render(Accessibility(language: "fr")) == "language \"fr\"\n")
    let expected = """
      label "Rome" combinesChildren headingLevel 2 collapsed invalid inputLabels ["Rome", "Trip"] \
      language "it" customActions ["Archive" → trip.archive, "Delete" → trip.delete (disabled)]

      """
    #expect(try TextRenderer().render(Self.full) == expected)
  }

  @Test func jsonShowsEachExtraOnlyWhenSet() throws {
    let plain = try ParsedJSON(try JSONRenderer().render(Accessibility(label: "Rome")))
    #expect(plain.keys == ["label", "hint", "identifier", "traits"])
    let json = try ParsedJSON(try JSONRenderer().render(Self.full))
    #expect(
      json.keys == [
        "label", "hint", "identifier", "traits", "combinesChildren", "customActions",
        "headingLevel", "isExpanded", "isInvalid", "inputLabels", "language",
      ])
    #expect(json["customActions"]?[0]?["name"]?.string == "Archive")
    #expect(json["customActions"]?[0]?["action"]?["id"]?.string == "trip.archive")
    #expect(json["customActions"]?[1]?["action"]?["isEnabled"]?.bool == false)
    #expect(json["headingLevel"]?.int == 2)
    #expect(json["isExpanded"]?.bool == false)
    #expect(json["isInvalid"]?.bool == true)
    #expect(json["inputLabels"]?[1]?.string == "Trip")
    #expect(json["language"]?.string == "it")
  }

  @Test func aRedactionHidesCustomActionsInTextAndJSON() throws {
    let redactions: [Redaction] = [.replace("customActions", with: "<actions>")]
    let text = try TextRenderer(redactions: redactions).render(Self.full)
    #expect(text.contains("customActions \"<actions>\""))
    #expect(!text.contains("trip.archive"))
    let json = try JSONRenderer(redactions: redactions).render(Self.full)
    #expect(json.contains("\"customActions\": \"<actions>\""))
    #expect(!json.contains("trip.archive"))
  }

  private static let changes: [@Sendable (inout Accessibility) -> Void] = [
    { $0.customActions = [archive] }, { $0.headingLevel = 1 }, { $0.isExpanded = true },
    { $0.isExpanded = false }, { $0.isInvalid = true }, { $0.inputLabels = ["Go"] },
    { $0.language = "fr" },
  ]
}
