import Foundation
import TestSupport
import Testing
import ViewModelHTML
import ViewModelKit

@testable import VMKCommandLine

@Suite(.enabled(if: PageChecker.isAvailable, "needs python3 (.ci/run installs it)"))
struct GalleryRobustnessTests {
  static let hostile = "</pre><script>alert(\"x\")</script>'&amp;<!--"

  /// The card of the snapshot at `path` on `package`'s page.
  static func card(_ path: String, in package: TemporaryPackage) throws -> Substring {
    let (html, report) = try package.gallery()
    return try GalleryPageTests.card(try #require(report.card(path)).id, in: html)
  }

  @Test func hostileFileNamesAndContentsAreEscapedEverywhere() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let text = TemporaryPackage.snapshot("CardTests.<b>\"q\" 'a'&amp;</pre><script>.txt")
    let json = TemporaryPackage.snapshot("CardTests.x\"><script>.json")
    try package.addChanged(text, reference: Self.hostile + "\n", new: Self.hostile + "!\n")
    try package.write("{\"title\":\(TemporaryPackage.json(Self.hostile))}", to: json)
    try package.addRecorded(
      TemporaryPackage.snapshot("CardTests.n.txt"), text: Self.hostile, test: Self.hostile)
    let (html, report) = try package.gallery()
    #expect(
      report.cards.map(\.path).sorted()
        == [json, text, TemporaryPackage.snapshot("CardTests.n.txt")].sorted())
    #expect(report.card(TemporaryPackage.snapshot("CardTests.n.txt"))?.test == Self.hostile)
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("</pre><script>"))
    #expect(html.contains(HTMLDrawing.escaped(Self.hostile)))
  }

  @Test func controlCharactersInNamesAndTextAreEscaped() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.bell\u{7}.txt")
    try package.write("a\u{0}b\u{1B}[31mc\u{200B}\u{9B}\td\n", to: path)
    let card = try Self.card(TemporaryPackage.snapshot(#"CardTests.bell\u{7}.txt"#), in: package)
    func marked(_ escape: String) -> String { #"<span class="vmk-escape">"# + escape + "</span>" }
    #expect(
      card.contains(
        "a" + marked(#"\0"#) + "b" + marked(#"\u{1B}"#) + "[31mc" + marked(#"\u{200B}"#)
          + marked(#"\u{9B}"#) + "\td"))
    #expect(card.contains(#"data-path="Fixtures/Snapshots/CardTests/CardTests.bell\u{7}.txt""#))
    #expect(card.contains("<code>Fixtures/Snapshots/CardTests/CardTests.bell" + marked(#"\u{7}"#)))
  }

  @Test func jsonThatDoesNotParseIsShownAsTextWithWhy() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.broken.json")
    try package.write("{\"title\": </pre>", to: path)
    let card = try Self.card(path, in: package)
    #expect(
      card.contains(
        "<p class=\"note\">The file is not valid JSON at byte 10: unexpected character; it is shown as text.</p>"
      ))
    #expect(card.contains("<pre class=\"text\">{&quot;title&quot;: &lt;/pre&gt;</pre>"))
  }

  @Test func invalidUTF8IsShownWithReplacementCharactersAndANote() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.bytes.json")
    try package.folder.write(Array("{\"a\":\"".utf8) + [0xFF, 0xFE] + Array("\"}".utf8), to: path)
    let card = try Self.card(path, in: package)
    #expect(card.contains("The file is not valid UTF-8 (at byte 6)"))
    #expect(card.contains("\u{FFFD}\u{FFFD}"))
  }

  @Test func jsonNestedTooDeeplyIsShownAsTextWithWhy() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.deep.json")
    try package.write(
      String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000), to: path)
    let card = try Self.card(path, in: package)
    #expect(card.contains("nested deeper than 512 levels; it is shown as text."))
  }

  @Test func aHugeFileIsCutWithANoteAndThePageStaysSmall() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.huge.txt")
    let line = String(repeating: "é", count: 99) + "\n"
    try package.write(String(repeating: line, count: 3_000), to: path)
    let card = try Self.card(path, in: package)
    #expect(card.contains("The file is 583 KB; only its first 256 KB are shown."))
    #expect(!card.contains("\u{FFFD}"))
    #expect(card.utf8.count < SnapshotFile.byteLimit + 4_096)
  }

  @Test func aHugeChangedJSONFileIsShownAsTextOnBothSidesWithinTheLimit() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.huge.json")
    let rows = (0..<20_000).map { "{\"title\":\"row \($0)\"}" }.joined(separator: ",")
    try package.addChanged(path, reference: "[\(rows)]", new: "[\(rows),{}]")
    let card = try Self.card(path, in: package)
    #expect(card.components(separatedBy: "only its first 128 KB are shown, as text.").count == 3)
    let shown = HTMLDrawing.escaped(String("[\(rows)".utf8.prefix(SnapshotFile.byteLimit / 2))!)
    // Both sides show the same first 128 KB: one line, not marked.
    #expect(
      card.components(
        separatedBy: "<pre class=\"text text-lines\"><span class=\"line\">\(shown)\n</span></pre>"
      ).count == 3)
  }

  @Test func aFileThatCannotBeReadSaysSo() {
    let file = SnapshotFile.read(
      URL(fileURLWithPath: "/nonexistent/CardTests.gone.json"), isJSON: true, limit: 1_000)
    guard case .nothing = file.content else {
      Issue.record("expected nothing to show")
      return
    }
    #expect(file.notes.count == 1)
    #expect(file.notes.first?.hasPrefix("The file cannot be read: ") == true)
    #expect(GalleryCard.body(file).hasPrefix("<p class=\"note\">The file cannot be read: "))
  }

  @Test func aCutMultibyteCharacterAtTheLimitIsNotCalledInvalid() {
    #expect(UTF8Check.droppingCutEnd(Array("aé".utf8).dropLast()) == Array("a".utf8))
    #expect(UTF8Check.droppingCutEnd(Array("a😀".utf8).dropLast(2)) == Array("a".utf8))
    #expect(UTF8Check.droppingCutEnd(Array("aé".utf8)) == Array("aé".utf8))
    #expect(UTF8Check.validPrefixLength(of: [0x61, 0xED, 0xA0, 0x80]) == 1)
    #expect(UTF8Check.validPrefixLength(of: Array("a😀é".utf8)) == 7)
  }
}
