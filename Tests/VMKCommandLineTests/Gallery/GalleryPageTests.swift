import Foundation
import Testing
import ViewModelHTML
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

@testable import VMKCommandLine

@Suite(.enabled(if: PageChecker.isAvailable, "needs python3 (.ci/run installs it)"))
struct GalleryPageTests {
  static let referenceJSON = #"{"title":{"text":"Tea"},"rows":[{"title":"a"},{"title":"b"}]}"#
  static let newJSON = #"{"title":{"text":"Tea"},"rows":[{"title":"a"},{"title":"B"}],"badge":"1"}"#

  /// The HTML of the card with `id` in `html`, from its start to its end.
  static func card(_ id: String, in html: String) throws -> Substring {
    let named = try #require(html.range(of: "\" id=\"\(id)\""))
    let start = try #require(html[..<named.lowerBound].range(of: "<article ", options: .backwards))
    let end = try #require(html[start.upperBound...].range(of: "</article>"))
    return html[start.lowerBound..<end.upperBound]
  }

  /// The value of the `class` attribute of the card with `id` in `html`.
  static func classes(ofCard id: String, in html: String) throws -> String {
    let card = try Self.card(id, in: html)
    let start = try #require(card.range(of: "class=\""))
    let end = try #require(card[start.upperBound...].firstIndex(of: "\""))
    return String(card[start.upperBound..<end])
  }

  @Test func aChangedJSONSnapshotShowsBothSidesWithTheChangedPathsOutlined() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.card.json")
    try package.addChanged(path, reference: Self.referenceJSON, new: Self.newJSON)
    let (html, report) = try package.gallery()
    let found = try #require(report.card(path))
    #expect(found.kind == "changed")
    let card = try Self.card(found.id, in: html)
    let changed: Set<FieldPath> = [
      FieldPath([.member("rows"), .index(1), .member("title")]), FieldPath([.member("badge")]),
    ]
    let old = try JSONValue(parsing: Array(Self.referenceJSON.utf8))
    let new = try JSONValue(parsing: Array(Self.newJSON.utf8))
    let reference = try #require(card.range(of: "<section class=\"side side-reference\">"))
    let candidate = try #require(card.range(of: "<section class=\"side side-candidate\">"))
    #expect(reference.lowerBound < candidate.lowerBound)
    let drawing = "<div class=\"drawing\" data-changed=\"badge rows[1].title\">"
    #expect(
      card[reference.upperBound..<candidate.lowerBound].contains(
        drawing + HTMLDrawing.fragment(old, title: nil, changed: changed) + "</div>"))
    #expect(
      card[candidate.upperBound...].contains(
        drawing + HTMLDrawing.fragment(new, title: nil, changed: changed) + "</div>"))
    #expect(card.contains("<span class=\"mark mark-changed\">changed</span>"))
  }

  @Test func aChangedJSONTimelineOutlinesTheChangedPartsOfEachFrame() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.frames.json")
    try package.addChanged(
      path, reference: #"[{"text":"a"},{"text":"b"}]"#,
      new: #"[{"text":"a"},{"text":"c"},{"text":"d"}]"#)
    let (html, report) = try package.gallery()
    let card = try Self.card(try #require(report.card(path)).id, in: html)
    let second = try JSONValue(parsing: Array(#"{"text":"c"}"#.utf8))
    let third = try JSONValue(parsing: Array(#"{"text":"d"}"#.utf8))
    #expect(card.contains("<li class=\"frame\" value=\"0\">"))
    #expect(
      card.contains(
        "<li class=\"frame frame-changed\" value=\"1\"><span class=\"frame-number\">[1]</span>\n"
          + HTMLDrawing.fragment(second, title: nil, changed: [FieldPath([.member("text")])])))
    #expect(
      card.contains(
        "<li class=\"frame frame-changed\" value=\"2\"><span class=\"frame-number\">[2]</span>\n"
          + HTMLDrawing.fragment(third, title: nil, changed: [.root])))
  }

  @Test func aChangedTextSnapshotListsItsChangedFieldsBeneathBothSides() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.card.txt")
    try package.addChanged(
      path, reference: "Card\n  price: \"€3\"\n", new: "Card\n  price: \"€4\"\n")
    let (html, report) = try package.gallery()
    let card = try Self.card(try #require(report.card(path)).id, in: html)
    let sides = try #require(card.range(of: "<div class=\"sides\""))
    let fields = try #require(card.range(of: "<ul class=\"fields\">"))
    #expect(sides.lowerBound < fields.lowerBound)
    #expect(card.contains("<li><code>price: &quot;€3&quot; → &quot;€4&quot;</code></li>"))
    #expect(
      card.contains(
        "<pre class=\"text text-lines\"><span class=\"line\">Card\n</span>"
          + "<span class=\"line line-removed\">  price: &quot;€3&quot;\n</span></pre>"))
    #expect(
      card.contains(
        "<pre class=\"text text-lines\"><span class=\"line\">Card\n</span>"
          + "<span class=\"line line-inserted\">  price: &quot;€4&quot;\n</span></pre>"))
  }

  @Test func aChangedTextMarksItsRemovedAndInsertedLinesAndWrapsItsLongOnes() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CartTests.empty.txt")
    let long = String(repeating: "x", count: 300)
    try package.addChanged(
      path, reference: "Cart\n  a: 1\n  b: \(long)\n  c: 3\n",
      new: "Cart\n  a: 1\n  b: \(long)!\n  inserted: 0\n  c: 3\n")
    let (html, report) = try package.gallery()
    let id = try #require(report.card(path)).id
    let card = try Self.card(id, in: html)
    let candidate = try #require(card.range(of: "<section class=\"side side-candidate\">"))
    let reference = card[..<candidate.lowerBound]
    #expect(reference.components(separatedBy: "line-removed").count == 2)
    #expect(reference.contains("<span class=\"line line-removed\">  b: \(long)\n</span>"))
    #expect(!reference.contains("line-inserted"))
    let new = card[candidate.upperBound...]
    #expect(new.components(separatedBy: "line-inserted").count == 3)
    #expect(new.contains("<span class=\"line line-inserted\">  inserted: 0\n</span>"))
    #expect(new.contains("<span class=\"line\">  c: 3\n</span>"))
    // Side by side, a long line wraps inside its column rather than run
    // past the card's edge; a changed card takes a whole row of the grid.
    #expect(GalleryPage.styleSheet.contains(".sides pre.text { white-space: pre-wrap;"))
    #expect(GalleryPage.styleSheet.contains("pre.text .line-removed { background:"))
    #expect(GalleryPage.styleSheet.contains("pre.text .line-inserted { background:"))
    #expect(try Self.classes(ofCard: id, in: html) == "card card-wide")
  }

  @Test func phoneScreensSitSeveralToARowAndTimelinesAndChangesTakeOne() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write(#"{"type":"Label","text":"a"}"#, to: TemporaryPackage.snapshot("A.a.json"))
    try package.write("Label \"b\"\n", to: TemporaryPackage.snapshot("A.b.txt"))
    try package.write(
      "Timeline of L, 2 frames\n  [0]: A\n  [1]: B\n", to: TemporaryPackage.snapshot("A.story.txt"))
    try package.write(#"[{"text":"a"}]"#, to: TemporaryPackage.snapshot("A.frames.json"))
    let (html, report) = try package.gallery()
    let classes = try report.cards.map { try Self.classes(ofCard: $0.id, in: html) }
    #expect(classes == ["card", "card", "card card-wide", "card card-wide"])
    #expect(
      report.cards.map(\.path).map { $0.split(separator: "/").last } == [
        "A.a.json", "A.b.txt", "A.frames.json", "A.story.txt",
      ])
    #expect(
      GalleryPage.styleSheet.contains(
        "main { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));"
      ))
    #expect(GalleryPage.styleSheet.contains(".card-wide, main > .empty { grid-column: 1 / -1; }"))
  }

  @Test func thePageIsTitledWithThePackagesNameFromItsManifest() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write(
      "// swift-tools-version: 6.0\nimport PackageDescription\n\n"
        + "let package = Package(\n  name: \"ShoppingCart\",\n  targets: []\n)\n",
      to: "Package.swift")
    let (html, _) = try package.gallery()
    #expect(html.contains("<title>Snapshots of ShoppingCart</title>"))
    #expect(html.contains("<h1>Snapshots of ShoppingCart</h1>"))
    try package.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    let (fallback, _) = try package.gallery()
    let folder = package.root.lastPathComponent
    #expect(fallback.contains("<h1>Snapshots of \(folder)</h1>"), "no name: the folder's")
  }

  @Test func aReferenceIsNamedByItsTestAsTheLastRunNamedItAndCasesSortByNumber() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    for quantity in [10, 2, 1] {
      let path = TemporaryPackage.snapshot("CartTests.quantity(\(quantity)).long-name.txt")
      try package.write("Cart \(quantity)\n", to: path)
      try package.addManifestEntry(
        path, outcome: "matched", test: "CartTests.quantity(\(quantity))", run: "untagged")
    }
    let (_, report) = try package.gallery()
    #expect(
      report.cards.map(\.test) == [
        "CartTests.quantity(1)", "CartTests.quantity(2)", "CartTests.quantity(10)",
      ])
  }

  @Test func aChangedTimelineOutlinesTheFramesThatDiffer() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.story.txt")
    try package.addChanged(
      path, reference: "Timeline of L, 2 frames\n  [0]: A\n  [1]: B\n",
      new: "Timeline of L, 2 frames\n  [0]: A\n  [1]: C\n")
    let (html, report) = try package.gallery()
    let card = try Self.card(try #require(report.card(path)).id, in: html)
    #expect(card.components(separatedBy: "<li class=\"frame\" value=\"0\">").count == 3)
    #expect(
      card.components(separatedBy: "<li class=\"frame frame-changed\" value=\"1\">").count == 3)
  }

  @Test func timelinesAreShownAsARowOfFrames() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let text =
      "Timeline of LabelViewModel, 3 frames\n  [0]: Label \"Loading…\"\n  [1]: Label \"3 orders\"\n  [2]: Label \"Offline\"\n"
    try package.write(text, to: TemporaryPackage.snapshot("CardTests.story.txt"))
    let frames = #"[{"text":"Loading…"},{"text":"3 orders"}]"#
    try package.write(frames, to: TemporaryPackage.snapshot("CardTests.frames.json"))
    let (html, report) = try package.gallery()
    let textCard = try Self.card(
      try #require(report.card(TemporaryPackage.snapshot("CardTests.story.txt"))).id, in: html)
    #expect(
      textCard.contains("<p class=\"timeline-heading\">Timeline of LabelViewModel, 3 frames</p>"))
    #expect(textCard.contains("<ol class=\"frames\">"))
    #expect(
      textCard.contains(
        "<li class=\"frame\" value=\"2\"><span class=\"frame-number\">[2]</span>\n<pre class=\"text\">Label &quot;Offline&quot;</pre></li>"
      ))
    let jsonCard = try Self.card(
      try #require(report.card(TemporaryPackage.snapshot("CardTests.frames.json"))).id, in: html)
    let second = try JSONValue(parsing: Array(#"{"text":"3 orders"}"#.utf8))
    #expect(
      jsonCard.contains(
        "<li class=\"frame\" value=\"1\"><span class=\"frame-number\">[1]</span>\n"
          + HTMLDrawing.fragment(second, title: nil, changed: [])))
  }

  @Test func newAndUnchangedSnapshotsAreMarkedByKind() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addRecorded(
      TemporaryPackage.snapshot("CardTests.empty.txt"), text: "Card\n", test: "CardTests.empty")
    try package.write("Card\n", to: TemporaryPackage.snapshot("CardTests.kept.txt"))
    let (html, report) = try package.gallery()
    let new = try #require(report.card(TemporaryPackage.snapshot("CardTests.empty.txt")))
    #expect(new.kind == "new")
    #expect(new.test == "CardTests.empty")
    #expect(try Self.card(new.id, in: html).contains("<span class=\"mark mark-new\">new</span>"))
    let kept = try #require(report.card(TemporaryPackage.snapshot("CardTests.kept.txt")))
    #expect(kept.kind == "unchanged")
    #expect(kept.test == "CardTests.kept")
    #expect(!(try Self.card(kept.id, in: html)).contains("class=\"mark"))
  }

  @Test func obsoleteReferencesAreMarkedWhenTheLastRunTellsThem() throws {
    let package = try ObsoleteCommandTests.package()
    defer { package.delete() }
    let (html, report) = try package.gallery()
    let unused = try #require(report.card(ObsoleteCommandTests.unused))
    #expect(unused.kind == "obsolete")
    #expect(
      try Self.card(unused.id, in: html).contains(
        "<span class=\"mark mark-obsolete\">obsolete</span>"))
    #expect(report.card(ObsoleteCommandTests.used)?.kind == "unchanged")
    #expect(html.contains("data-count=\"obsolete\">obsolete <strong>1</strong>"))
  }

  @Test func withoutARunObsoleteIsNotKnownAndTheHeaderSaysWhy() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write("Card\n", to: TemporaryPackage.snapshot("CardTests.kept.txt"))
    let (html, _) = try package.gallery()
    #expect(html.contains("data-count=\"obsolete\">obsolete <strong>not known</strong>"))
    #expect(html.contains("No `vmk test` run is recorded in this package."))
  }

  @Test func cardsComeInPathOrderAndTheSamePackageMakesTheSamePage() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    for name in ["b", "a", "C", "a.b"] {
      try package.write("\(name)\n", to: TemporaryPackage.snapshot("CardTests.\(name).txt"))
    }
    try package.addChanged(
      TemporaryPackage.snapshot("CardTests.d.txt"), reference: "x\n", new: "y\n")
    let (first, report) = try package.gallery()
    let paths = report.cards.map(\.path)
    #expect(paths.count == 5)
    #expect(paths == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    let (second, _) = try package.gallery()
    #expect(first == second)
    #expect(!first.contains(package.root.path))
  }

  @Test func cardsCarryWhatTheFiltersAndTheSearchRead() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write("Card\n", to: TemporaryPackage.snapshot("CardTests.kept.txt"))
    let (html, report) = try package.gallery()
    let card = try #require(report.cards.first)
    #expect(card.id == "card-Fixtures/Snapshots/CardTests/CardTests.kept.txt")
    #expect(card.test == "CardTests.kept")
    for filter in ["all", "changed", "new", "obsolete"] {
      #expect(
        html.contains(
          "<input type=\"radio\" class=\"filter-input\" name=\"filter\" id=\"filter-\(filter)\""))
      #expect(html.contains("<label for=\"filter-\(filter)\""))
    }
    #expect(html.contains("#filter-changed:checked ~ main .card:not([data-kind=\"changed\"])"))
    #expect(html.contains("<input type=\"search\" id=\"search\""))
    #expect(html.contains("location.hash.indexOf(\"#search=\")"))
  }
}
