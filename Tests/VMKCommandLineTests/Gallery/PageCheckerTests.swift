import Foundation
import TestSupport
import Testing

/// check_gallery_page.py must catch what it is there to catch, or the
/// gallery's tests would pass on any page.
@Suite(.enabled(if: PageChecker.isAvailable, "needs python3 (.ci/run installs it)"))
struct PageCheckerTests {
  /// The problems the checker finds in a page whose body is `body`.
  static func problems(inBody body: String) throws -> [String] {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    let page =
      "<!DOCTYPE html>\n<html><head><title>t</title></head><body>\n\(body)\n</body></html>\n"
    try folder.write(Array(page.utf8), to: "page.html")
    return try PageChecker.report(on: folder.url.appendingPathComponent("page.html")).problems
  }

  @Test func aWellFormedPageHasNoProblem() throws {
    let body = """
      <main><article class="card" id="a" data-kind="new" data-path="p" data-test="t"><pre>&lt;/pre&gt;</pre></article></main>
      <script id="vmk-gallery-script">var a = 1;</script>
      """
    #expect(try Self.problems(inBody: body) == [])
  }

  @Test func tagsClosedOutOfOrderOrLeftOpenAreProblems() throws {
    #expect(try Self.problems(inBody: "<div><pre>x</div></pre>").count >= 1)
    #expect(try !Self.problems(inBody: "<div><p>x</p>").isEmpty)
    #expect(try !Self.problems(inBody: "<br></br>").isEmpty)
  }

  @Test func anythingThatPointsAtAnotherDocumentIsAProblem() throws {
    for body in [
      "<img src=\"https://example.com/a.png\">", "<a href=\"x.html\">x</a>",
      "<link rel=\"stylesheet\" href=\"s.css\">", "<div style=\"background: url(x.png)\"></div>",
      "<style>@import 'x.css';</style>",
    ] {
      #expect(try !Self.problems(inBody: body).isEmpty, "\(body)")
    }
  }

  @Test func aScriptThatIsNotThePagesOwnIsAProblem() throws {
    #expect(try !Self.problems(inBody: "<script>alert(1)</script>").isEmpty)
    #expect(
      try !Self.problems(inBody: "<script id=\"vmk-gallery-script\" src=\"x.js\"></script>").isEmpty
    )
    #expect(try !Self.problems(inBody: "<div onclick=\"alert(1)\"></div>").isEmpty)
  }

  @Test func cardsWithoutTheirAttributesOrWithIdsUsedTwiceAreProblems() throws {
    #expect(try !Self.problems(inBody: "<article class=\"card\" id=\"a\"></article>").isEmpty)
    let twice =
      "<article class=\"card\" id=\"a\" data-kind=\"new\" data-path=\"p\" data-test=\"t\"></article>"
    #expect(try !Self.problems(inBody: twice + twice).isEmpty)
    let unknown =
      "<article class=\"card\" id=\"b\" data-kind=\"odd\" data-path=\"p\" data-test=\"t\"></article>"
    #expect(try !Self.problems(inBody: unknown).isEmpty)
  }
}
