import Testing

@testable import ViewModelKit

@Suite struct RenderPathTests {
  /// A path of `count` steps that alternate between a member and an index:
  /// `row[0].row[1]…`.
  private func path(_ count: Int) -> RenderPath {
    var path = RenderPath()
    for step in 0..<count {
      if step.isMultiple(of: 2) { path.appendName("row") } else { path.appendIndex(step / 2) }
    }
    return path
  }

  @Test func namesIndicesAndKeysAreWrittenAsSwiftWouldReachThem() {
    var path = RenderPath()
    path.appendKey("totals")
    path.appendName("rows")
    path.appendIndex(2)
    path.appendName("price")
    #expect(path.text == "[\"totals\"].rows[2].price")
    #expect(RenderPath().text == "")
  }

  @Test func aPathOfTwelveStepsIsShownInFull() {
    #expect(path(12).text == "row[0].row[1].row[2].row[3].row[4].row[5]")
  }

  @Test func aLongerPathKeepsFourStepsAtEachEndAndCountsTheRest() {
    #expect(path(13).text == "row[0].row[1] … (5 more) … [4].row[5].row")
    #expect(path(10_008).text == "row[0].row[1] … (10,000 more) … row[5002].row[5003]")
  }
}
