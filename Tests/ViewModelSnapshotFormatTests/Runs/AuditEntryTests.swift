import Foundation
import TestSupport
import Testing

@testable import ViewModelSnapshotFormat

/// How a run manifest keeps the way a test audits accessibility.
@Suite struct AuditEntryTests {
  static let settings = AuditSettings(
    background: "#fff8e1ff", disabling: ["text-contrast": "brand grey", "duplicate-label": "rows"],
    fixedSizeFontsAreErrors: true)

  private func line(_ settings: AuditSettings, test: String = "CardTests.card()") -> String {
    var bytes = Array("{\"run\":\"untagged\",".utf8)
    AuditEntry.appendLine(test: test, audit: settings, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func aLineNamesItsMembersInAFixedOrderTheRulesByIdAndTheColourInCapitals() {
    #expect(
      line(Self.settings)
        == "{\"run\":\"untagged\",\"test\":\"CardTests.card()\",\"audit\":{\"background\":\"#FFF8E1FF\",\"disabling\":{\"duplicate-label\":\"rows\",\"text-contrast\":\"brand grey\"},\"fixedSizeFontsAreErrors\":true}}\n"
    )
    #expect(
      line(AuditSettings(), test: "T.\"quoted\"\n")
        == "{\"run\":\"untagged\",\"test\":\"T.\\\"quoted\\\"\\n\",\"audit\":{}}\n")
  }

  @Test func aLineReadsBackAsTheEntryItWasWrittenFrom() throws {
    let entry = try JSONDecoder().decode(AuditEntry.self, from: Data(line(Self.settings).utf8))
    #expect(entry == AuditEntry(run: "untagged", test: "CardTests.card()", audit: Self.settings))
  }

  @Test func aManifestEntryIsNeverReadFromAnAuditLineNorTheOtherWayRound() throws {
    let auditLine = Data(line(Self.settings).utf8)
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(ManifestEntry.self, from: auditLine)
    }
    let entry = ManifestEntry(run: "r", outcome: .matched, path: "a.txt", test: "T.t")
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(AuditEntry.self, from: Data(entry.jsonLine.utf8))
    }
  }

  @Test func whatAHandEditedLineHoldsIsBoundedOrLeftAtTheDefault() throws {
    let long = String(repeating: "x", count: 5_000)
    var rules: [String: String] = [:]
    for index in 0..<100 { rules["rule-\(1000 + index)"] = long }
    let object: [String: Any] = [
      "run": "untagged", "test": "T.t",
      "audit": ["background": "red", "disabling": rules, "fixedSizeFontsAreErrors": "yes"],
    ]
    let data = try JSONSerialization.data(withJSONObject: object)
    let entry = try JSONDecoder().decode(AuditEntry.self, from: data)
    #expect(entry.audit.background == nil)
    #expect(entry.audit.disabling.count == AuditSettings.maximumRules)
    #expect(entry.audit.disabling.values.allSatisfy { $0.count == AuditSettings.maximumLength })
    #expect(!entry.audit.fixedSizeFontsAreErrors)
  }

  @Test func onlyAHashAndEightHexDigitsAreABackground() {
    #expect(AuditSettings(background: "#0040ddff").background == "#0040DDFF")
    for text in ["#0040DD", "0040DDFF0", "#0040DDFG", "#0040DDFF ", "", "#٠٠٤٠DDFF"] {
      #expect(AuditSettings(background: text).background == nil, "\(text)")
    }
  }

  @Test func onlySettingsThatDifferFromTheDefaultsAreNotDefault() {
    #expect(AuditSettings().isDefault)
    #expect(!AuditSettings(background: "#000000FF").isDefault)
    #expect(!AuditSettings(disabling: ["a": "b"]).isDefault)
    #expect(!AuditSettings(fixedSizeFontsAreErrors: true).isDefault)
  }

  @Test func aProcessWritesEachTestsSettingsOnce() throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let manifest = RunManifest(environment: ["VMK_RUN_ID": "run-8"])
    let files = manifest.files(forPackageRoot: root.url)
    for _ in 0..<3 { files.noteAudit(Self.settings, test: "CardTests.card()") }
    files.noteAudit(AuditSettings(disabling: ["x": "y"]), test: "CardTests.card()")
    files.noteAudit(Self.settings, test: "CardTests.other()")
    let written = try root.contents().filter { $0.key.hasPrefix(".build/vmk/manifests/run-8/") }
      .values.flatMap { String(decoding: $0, as: UTF8.self).split(separator: "\n") }
    let entries = try written.map { try JSONDecoder().decode(AuditEntry.self, from: Data($0.utf8)) }
    #expect(entries.count == 3)
    #expect(entries.map(\.test) == ["CardTests.card()", "CardTests.card()", "CardTests.other()"])
    #expect(entries.allSatisfy { $0.run == "run-8" })
  }
}
