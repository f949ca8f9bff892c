import Testing

@testable import ViewModelKit

@Suite struct BackgroundColorTests {
  private let stack = StackViewModel(
    axis: .horizontal, spacing: 8, children: [LabelViewModel(text: "Hi")],
    backgroundColor: .black)
  private let list = ListViewModel(sections: [], backgroundColor: .white)

  @Test func aStackWithABackgroundShowsItAfterItsLayoutInText() throws {
    let text = try TextRenderer().render(stack)
    #expect(text.hasPrefix("Stack horizontal spacing 8 background #000000FF\n"))
  }

  @Test func aStackWithABackgroundHasItBetweenAlignmentAndChildrenInJSON() throws {
    let json = try JSONRenderer().render(stack)
    let alignment = try #require(json.range(of: "\"alignment\""))
    let background = try #require(json.range(of: "\"backgroundColor\": \"#000000FF\""))
    let children = try #require(json.range(of: "\"children\""))
    #expect(alignment.lowerBound < background.lowerBound)
    #expect(background.lowerBound < children.lowerBound)
  }

  @Test func aListWithABackgroundShowsItInTextAndJSON() throws {
    #expect(try TextRenderer().render(list).hasPrefix("List background #FFFFFFFF\n"))
    #expect(try JSONRenderer().render(list).contains("\"backgroundColor\": \"#FFFFFFFF\""))
  }

  @Test func noBackgroundLeavesTheRenderingsAsTheyWere() throws {
    let plain = StackViewModel(children: [])
    #expect(try !JSONRenderer().render(plain).contains("backgroundColor"))
    #expect(try !TextRenderer().render(ListViewModel()).contains("background"))
  }

  @Test func hiddenAndCombinedAccessibilityShowInTextAndOnlyWhenTrueInJSON() throws {
    let hidden = LabelViewModel(
      text: "★", accessibility: Accessibility(isHidden: true, combinesChildren: true))
    let text = try TextRenderer().render(hidden)
    #expect(text.contains("accessibility: hidden combinesChildren"))
    let json = try JSONRenderer().render(hidden)
    #expect(json.contains("\"isHidden\": true"))
    #expect(json.contains("\"combinesChildren\": true"))
    let plain = try JSONRenderer().render(
      LabelViewModel(text: "a", accessibility: Accessibility(label: "A")))
    #expect(!plain.contains("isHidden"))
    #expect(!plain.contains("combinesChildren"))
  }
}
