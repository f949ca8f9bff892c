import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// A user's component with a name of its own.
private struct Rating: CompactTextRepresentable, Hashable {
  var stars: Int
  var maximum = 5
  var onChange: Action<Int>?

  static var compactTextName: String { "Rating" }

  func writeCompactText(into line: inout CompactTextLine) {
    line.number(stars)
    line.word("maximum")
    line.number(maximum)
    line.action("onChange", onChange)
  }
}

/// A user's component that keeps its type's name.
private struct Meter<Unit: Sendable & Hashable & Encodable>: CompactTextRepresentable {
  var level: Double
  var unit: Unit

  func writeCompactText(into line: inout CompactTextLine) {
    line.number(level)
  }
}

private struct Review: ViewModel {
  var title: LabelViewModel
  var rating: Rating
  var previous: Rating?
  var history: [Rating]
  var extra: AnyViewModel
}

/// One level of nesting around a rating, for deep trees.
private indirect enum Nest: ViewModel {
  case leaf(Rating)
  case level(Nest)

  static func depth(_ depth: Int) -> Nest {
    (0..<depth).reduce(.leaf(Rating(stars: 2))) { nest, _ in .level(nest) }
  }
}

@Suite struct CompactTextRepresentableTests {
  private let review = Review(
    title: LabelViewModel(text: "Your review"),
    rating: Rating(stars: 4, onChange: Action("review.rate") { _ in }),
    previous: nil,
    history: [Rating(stars: 1), Rating(stars: 3, maximum: 10)],
    extra: AnyViewModel(Rating(stars: 5)))

  // MARK: Text

  @Test func aConformingValueAtTheRootIsOneLine() throws {
    #expect(try TextRenderer().render(Rating(stars: 4)) == "Rating 4 maximum 5\n")
  }

  @Test func fieldsArraysOptionalsAndWrappersShowTheLine() throws {
    #expect(
      try TextRenderer().render(review) == """
        Review
          title: Label "Your review" #000000FF body
          rating: Rating 4 maximum 5 onChange: → review.rate
          previous: nil
          history:
            [0]: Rating 1 maximum 5
            [1]: Rating 3 maximum 10
          extra: Rating 5 maximum 5

        """)
    var withPrevious = review
    withPrevious.previous = Rating(stars: 2)
    #expect(try TextRenderer().render(withPrevious).contains("\n  previous: Rating 2 maximum 5\n"))
  }

  @Test func insideComponentsTheLineIsShownToo() throws {
    let list = ListViewModel(sections: [
      .init(id: "main", rows: [.init(id: "r", content: Rating(stars: 3))])
    ])
    #expect(try TextRenderer().render(AnyViewModel(Rating(stars: 1))) == "Rating 1 maximum 5\n")
    #expect(try TextRenderer().render(list).contains("content: Rating 3 maximum 5\n"))
  }

  @Test func theNameIsTheTypesNameUnlessGiven() throws {
    #expect(Meter<Int>.compactTextName == "Meter<Int>")
    #expect(try TextRenderer().render(Meter(level: 0.5, unit: 1)) == "Meter<Int> 0.5\n")
    #expect(Rating.compactTextName == "Rating")
  }

  @MainActor
  @Test func everyFrameOfATimelineShowsTheLine() throws {
    let rating = Property(Rating(stars: 1))
    let host = RecordingHost<Rating>()
    host.bind(to: rating)
    rating.value = Rating(stars: 2)
    #expect(host.frames.count == 2)
    #expect(
      try TextRenderer().render(host.frames) == """
        Array<Rating>
          [0]: Rating 1 maximum 5
          [1]: Rating 2 maximum 5

        """)
  }

  @Test func aDeeplyNestedValueShowsTheLine() throws {
    // Each level is a case and its payload; past 128 levels the rendering
    // moves to a thread with a larger stack.
    for depth in [3, 300] {
      let text = try TextRenderer().render(Nest.depth(depth))
      let lines = text.split(separator: "\n")
      #expect(lines.count == 2 * depth + 3)
      #expect(lines.last?.drop { $0 == " " } == "_0: Rating 2 maximum 5")
      #expect(lines.dropLast().allSatisfy { !$0.contains("Rating") })
    }
  }

  @Test func setsAndDictionariesOrderValuesByTheirLines() throws {
    let set: Set = [Rating(stars: 3), Rating(stars: 1), Rating(stars: 2)]
    #expect(
      try TextRenderer().render(set) == """
        Set<Rating>
          [0]: Rating 1 maximum 5
          [1]: Rating 2 maximum 5
          [2]: Rating 3 maximum 5

        """)
    let dictionary = ["b": Rating(stars: 2), "a": Rating(stars: 1)]
    #expect(
      try TextRenderer().render(dictionary)
        == "Dictionary<String, Rating>\n  \"a\": Rating 1 maximum 5\n  \"b\": Rating 2 maximum 5\n")
  }

  @Test func renderingIsTheSameEveryTime() throws {
    let first = try TextRenderer().render(review)
    for _ in 0..<5 { #expect(try TextRenderer().render(review) == first) }
  }

  // MARK: JSON

  @Test func jsonKeepsTheSynthesizedForm() throws {
    let json = try ParsedJSON(try JSONRenderer().render(review))
    #expect(json["rating"]?["stars"]?.int == 4)
    #expect(json["rating"]?["maximum"]?.int == 5)
    #expect(json["rating"]?["onChange"]?["id"]?.string == "review.rate")
    #expect(json["history"]?[1]?["maximum"]?.int == 10)
    #expect(json["extra"]?["stars"]?.int == 5)
  }

  @Test func foundationEncodersKeepTheSynthesizedForm() throws {
    let data = try JSONEncoder().encode(Rating(stars: 4))
    let json = try ParsedJSON(String(decoding: data, as: UTF8.self))
    #expect(json["stars"]?.int == 4)
    #expect(json["maximum"]?.int == 5)
  }
}
