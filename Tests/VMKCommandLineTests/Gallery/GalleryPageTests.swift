import Foundation
import Testing
import ViewModelHTML
import ViewModelKit
import ViewModelNotation

@testable import VMKCommandLine

@Suite(.enabled(if: PageChecker.isAvailable, "needs python3 (.ci/run installs it)"))
struct GalleryPageTests {
  static let referenceJSON = #"{"title":{"text":"Tea"},"rows":[{"title":"a"},{"title":"b"}]}"#
  static let newJSON = #"{"title":{"text":"Tea"},"rows":[{"title":"a"},{"title":"B"}],"badge":"1"}"#

  /// The HTML of the card with `id` in `html`, from its start to its end.
  static func card(_ id: String, in html: String) throws -> Substring {
    let start = try #require(html.range(of: "<article class=\"card\" id=\"\(id)\""))
    let end = try #require(html[start.upperBound...].range(of: "</article>"))
    return html[start.lowerBound..<end.upperBound]
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
    #expect(card.contains("<pre class=\"text\">Card\n  price: &quot;€3&quot;\n</pre>"))
    #expect(card.contains("<pre class=\"text\">Card\n  price: &quot;€4&quot;\n</pre>"))
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
      TemporaryPackage.snapshot("CardTests.empty.txt"), text: "Card\n", test: "CardTests.empty()")
    try package.write("Card\n", to: TemporaryPackage.snapshot("CardTests.kept.txt"))
    let (html, report) = try package.gallery()
    let new = try #require(report.card(TemporaryPackage.snapshot("CardTests.empty.txt")))
    #expect(new.kind == "new")
    #expect(new.test == "CardTests.empty()")
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
