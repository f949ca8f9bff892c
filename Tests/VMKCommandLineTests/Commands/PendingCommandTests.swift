import Foundation
import TestSupport
import Testing

@Suite struct PendingCommandTests {
  @Test func anEmptyPackageHasNothingPendingAndExitsZero() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let result = package.vmk("pending")
    #expect(result.exitCode == 0)
    #expect(result.out == "No pending snapshots.\n")
  }

  @Test func aChangedSnapshotIsListedWithItsTestAndChangedField() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.card.txt")
    try package.addChanged(
      path, reference: "Card\n  price: \"€3\"\n", new: "Card\n  price: \"€4\"\n")
    let result = package.vmk("pending")
    #expect(result.exitCode == 1)
    #expect(result.out.contains("changed  \(path)"))
    #expect(result.out.contains("test: CardTests.card"))
    #expect(result.out.contains("price: \"€3\" → \"€4\""))
  }

  @Test func theJSONNamesEachCandidateAndKeepsNewFileAsItsDeprecatedAlias() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let changedPath = TemporaryPackage.snapshot("CardTests.card.txt")
    let newPath = TemporaryPackage.snapshot("CardTests.empty.txt")
    try package.addChanged(changedPath, reference: "Card\n", new: "Card\n  sold: true\n")
    try package.addRecorded(newPath, text: "Card\n", test: "CardTests.empty")
    let result = package.vmk("pending", "--json")
    #expect(result.exitCode == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(json["schema"] as? String == "vmk.pending/1")
    let pending = try #require(json["pending"] as? [[String: Any]])
    #expect(pending.map { $0["reference"] as? String } == [changedPath, newPath])
    #expect(pending[0]["kind"] as? String == "changed")
    #expect(pending[0]["candidate"] as? String == changedPath + ".new")
    #expect(pending[0]["newFile"] as? String == changedPath + ".new")
    #expect(pending[1]["kind"] as? String == "new")
    #expect(pending[1]["candidate"] is NSNull, "recorded straight to its reference")
    #expect(pending[1]["newFile"] is NSNull)
  }

  @Test func casesAreListedInTheOrderOfTheirNumbersAndTheJSONInByteOrder() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let paths = [10, 2, 1].map { TemporaryPackage.snapshot("CartTests.quantity(\($0)).txt") }
    for (path, quantity) in zip(paths, [10, 2, 1]) {
      try package.addChanged(path, reference: "Cart\n", new: "Cart \(quantity)\n")
      try package.addManifestEntry(
        path, outcome: "changed", test: "CartTests.quantity(\(quantity))", run: "r1")
    }
    let out = package.vmk("pending").out
    let positions = ["(1)", "(2)", "(10)"].compactMap {
      out.range(of: "test: CartTests.quantity\($0)")?.lowerBound
    }
    #expect(positions.count == 3)
    #expect(positions == positions.sorted(), "quantity(2) before quantity(10)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(package.vmk("pending", "--json").out.utf8))
        as? [String: Any])
    let references = (json["pending"] as? [[String: Any]])?.map { $0["reference"] as? String }
    #expect(references == [paths[2], paths[0], paths[1]], "vmk.pending/1 keeps byte order")
  }

  @Test func eachSnapshotNamesTheSourceOfItsAssertion() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let changed = TemporaryPackage.snapshot("CardTests.card.txt")
    let new = TemporaryPackage.snapshot("CardTests.empty.txt")
    try package.addChanged(changed, reference: "Card\n", new: "Card\n  sold: true\n")
    try package.addManifestEntry(
      changed, outcome: "changed", test: "CardTests.card()", run: "untagged",
      source: #"{"file":"Tests/CardTests/CardTests.swift","line":42}"#)
    try package.addRecorded(
      new, text: "Card\n", test: "CardTests.empty()",
      source: #"{"file":"Tests/CardTests/CardTests.swift","line":7}"#)
    let text = package.vmk("pending").out
    #expect(
      text.contains(
        "test: CardTests.card()\n           source: Tests/CardTests/CardTests.swift:42\n")
    )
    #expect(
      text.contains(
        "test: CardTests.empty()\n           source: Tests/CardTests/CardTests.swift:7\n")
    )
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(package.vmk("pending", "--json").out.utf8))
        as? [String: Any])
    let pending = try #require(json["pending"] as? [[String: Any]])
    let sources = pending.map { $0["source"] as? [String: Any] }
    #expect(sources[0]?["file"] as? String == "Tests/CardTests/CardTests.swift")
    #expect(sources[0]?["line"] as? Int == 42)
    #expect(sources[1]?["line"] as? Int == 7)
  }

  @Test(arguments: [
    #"{"file":"/etc/passwd","line":1}"#, #"{"file":"../../x.swift","line":1}"#,
    #"{"file":"Tests/x.swift","line":-3}"#, #"{"file":"Tests/x.swift"}"#,
    #"{"file":"Tests/\u001b[2Jx.swift","line":1}"#, #"{"file":7,"line":"x"}"#,
    #""Tests/x.swift:1""#,
    "null",
  ])
  func aHostileOrMissingSourceShowsNothingAndTheSnapshotIsStillListed(source: String) throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.card.txt")
    try package.addChanged(path, reference: "Card\n", new: "Card\n  sold: true\n")
    try package.addManifestEntry(
      path, outcome: "changed", test: "CardTests.card()", run: "untagged", source: source)
    let text = package.vmk("pending")
    #expect(text.out.contains("test: CardTests.card()\n"), "the entry still names its test")
    #expect(!text.out.contains("Source:"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(package.vmk("pending", "--json").out.utf8))
        as? [String: Any])
    let pending = try #require(json["pending"] as? [[String: Any]])
    #expect(pending.first?["source"] is NSNull)
  }
}

@Suite struct PendingCommandHostileFileTests {
  @Test func aLinkedReferenceIsNamedAndItsTargetNeverPrinted() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write("API_TOKEN=hunter2\n", to: "secret.env")
    let path = TemporaryPackage.snapshot("CardTests.card.txt")
    try package.write("Card\n", to: path + ".new")
    try FileManager.default.createSymbolicLink(
      atPath: package.root.appendingPathComponent(path).path,
      withDestinationPath: package.root.appendingPathComponent("secret.env").path)
    for command in ["pending", "diff", "report"] {
      let result = package.vmk(command)
      #expect(!(result.out + result.error).contains("hunter2"), "\(command)")
      #expect(result.exitCode == 1)
    }
    #expect(package.vmk("pending").out.contains("\(path): is a symbolic link; not read"))
    let accepted = package.vmk("accept", "--all")
    #expect(accepted.exitCode == 1)
    #expect(accepted.error.contains("is a symbolic link"))
    #expect(package.text(at: "secret.env") == "API_TOKEN=hunter2\n")
  }

  @Test func aFolderWhereAReferenceShouldBeIsNamed() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.card.txt")
    try package.write("Card\n", to: path + "/inside.txt")
    try package.write("Card\n", to: path + ".new")
    for command in ["pending", "diff", "report"] {
      let result = package.vmk(command)
      #expect(result.out.contains("is a folder; not read"), "\(command)")
      #expect(!result.out.contains("(root)"), "\(command)")
    }
  }

  @Test func aForgedStatePathIsIgnoredWithAWarningAndNeverDeleted() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.appendLine(
      "{\"run\":\"u\",\"outcome\":\"recorded\",\"path\":\"Package.swift\",\"test\":\"t\"}",
      to: ".build/vmk/new-references.jsonl")
    let pending = package.vmk("pending")
    #expect(pending.exitCode == 0)
    #expect(
      pending.error.contains(
        "vmk: ignored a path in .build/vmk/new-references.jsonl that is not in a Snapshots folder: Package.swift"
      ))
    _ = package.vmk("reject", "--all")
    #expect(package.exists("Package.swift"))
  }
}
