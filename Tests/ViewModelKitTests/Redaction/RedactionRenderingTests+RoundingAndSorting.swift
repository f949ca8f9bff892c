import Testing
import ViewModelKit

private struct Measures: ViewModel {
  var sum: Double
  var third: Double
  var tiny: Double
  var count: Int
  var ratio: Float
  var missing: Double?
  var present: Double?
  var half: Double
  var negativeHalf: Double
  var huge: Double
}

private let measures = Measures(
  sum: 0.1 + 0.2, third: 2.0 / 3, tiny: -0.001, count: 7, ratio: Float(2) / 3, missing: nil,
  present: 1.23456, half: 2.5, negativeHalf: -2.5, huge: 1e300)

private struct Tagged: ViewModel {
  var tags: Set<String>
  var list: [String]
  var numbers: [Int]
  var byName: [String: Int]
  var nested: [[String]]
}

extension RedactionRenderingTests {
  @Test func roundingKeepsTheGivenPlacesHalfAwayFromZero() throws {
    let renderings = try RedactedRenderings(
      measures,
      [
        .round("*", toPlaces: 2), .round("half", toPlaces: 0), .round("negativeHalf", toPlaces: 0),
      ])
    #expect(
      renderings.text == """
        Measures
          sum: 0.3
          third: 0.67
          tiny: 0.0
          count: 7
          ratio: 0.67
          missing: nil
          present: 1.23
          half: 3.0
          negativeHalf: -3.0
          huge: 1e+300

        """)
    #expect(
      renderings.json == """
        {
          "sum": 0.3,
          "third": 0.67,
          "tiny": 0,
          "count": 7,
          "ratio": 0.67,
          "missing": null,
          "present": 1.23,
          "half": 3,
          "negativeHalf": -3,
          "huge": 1e+300
        }

        """)
  }

  @Test func aRoundedZeroHasNoSign() throws {
    for value in [-0.001, -0.0, -0.004_9] {
      let renderings = try RedactedRenderings([value], [.round("[]", toPlaces: 2)])
      #expect(renderings.text == "Array<Double>\n  [0]: 0.0\n")
      #expect(renderings.json == "[\n  0\n]\n")
    }
  }

  @Test func roundingToNoPlacesOrTheMostPlacesIsAllowed() throws {
    let pi = 3.141_592_653_589_793_2
    let none = try RedactedRenderings([pi], [.round("[]", toPlaces: 0)])
    #expect(none.text == "Array<Double>\n  [0]: 3.0\n")
    let most = try RedactedRenderings([pi], [.round("[]", toPlaces: Redaction.mostPlaces)])
    #expect(most.text == "Array<Double>\n  [0]: 3.141592653589793\n")
  }

  @Test func roundingLeavesIntegersAndAbsentOptionalsAlone() throws {
    let plain = try RedactedRenderings(measures)
    let rounded = try RedactedRenderings(
      measures, [.round("count", toPlaces: 1), .round("missing", toPlaces: 1)])
    #expect(rounded == plain)
  }

  @Test func sortingAnArrayOrdersItByItsElementsRenderings() throws {
    let value = Tagged(
      tags: [], list: ["swift", "ios", "mvvm"], numbers: [10, 9, 2], byName: [:],
      nested: [["b", "a"], ["c"]])
    let renderings = try RedactedRenderings(value, [.sort("list"), .sort("numbers")])
    #expect(
      renderings.text.contains("list:\n    [0]: \"ios\"\n    [1]: \"mvvm\"\n    [2]: \"swift\"\n"))
    #expect(
      renderings.json.contains("\"list\": [\n    \"ios\",\n    \"mvvm\",\n    \"swift\"\n  ]"))
    // By renderings, as a set of the same numbers is ordered: "10" < "2" < "9".
    let set = try TextRenderer().render(Set([10, 9, 2]))
    #expect(set == "Set<Int>\n  [0]: 10\n  [1]: 2\n  [2]: 9\n")
    #expect(renderings.text.contains("numbers:\n    [0]: 10\n    [1]: 2\n    [2]: 9\n"))
    #expect(renderings.json.contains("\"numbers\": [\n    10,\n    2,\n    9\n  ]"))
  }

  @Test func sortingAppliesToANestedArrayAndToEachOfItsElements() throws {
    let value = Tagged(
      tags: [], list: [], numbers: [], byName: [:], nested: [["b", "a"], ["d", "c"]])
    let renderings = try RedactedRenderings(value, [.sort("nested"), .sort("nested[]")])
    #expect(
      renderings.text.contains(
        """
          nested:
            [0]:
              [0]: "a"
              [1]: "b"
            [1]:
              [0]: "c"
              [1]: "d"
        """))
  }

  @Test func sortingASetOfStringsGivesTheSameBytesWhateverTheOrderItWasBuiltIn() throws {
    let words = (0..<40).map { "word \($0 * 7 % 40)" }
    var forwards = Set<String>()
    for word in words { forwards.insert(word) }
    var backwards = Set<String>(minimumCapacity: 200)
    for word in words.reversed() { backwards.insert(word) }
    let first = Tagged(tags: forwards, list: [], numbers: [], byName: [:], nested: [])
    let second = Tagged(tags: backwards, list: [], numbers: [], byName: [:], nested: [])
    let sorted = try RedactedRenderings(first, [.sort("tags")])
    #expect(try RedactedRenderings(second, [.sort("tags")]) == sorted)
    #expect(sorted == (try RedactedRenderings(first)))
    #expect(sorted.text.contains("tags:\n    [0]: \"word 0\"\n    [1]: \"word 1\"\n"))
  }

  @Test func sortingADictionaryLeavesItAsItIs() throws {
    let value = Tagged(
      tags: [], list: [], numbers: [], byName: ["b": 2, "a": 1, "c": 3], nested: [])
    #expect(try RedactedRenderings(value, [.sort("byName")]) == (try RedactedRenderings(value)))
  }
}

private struct Player: ViewModel {
  var volume: SliderViewModel
  var upload: ProgressViewModel
}

extension RedactionRenderingTests {
  @Test func aComponentsNumberIsRoundedInPlaceAsItsLineWritesNumbers() throws {
    let player = Player(
      volume: SliderViewModel(value: 40.126, range: 0...100),
      upload: ProgressViewModel(fraction: 1.0 / 3, label: "Uploading"))
    #expect(
      try TextRenderer().render(player).contains("Progress \"Uploading\" 0.3333333333333333\n"))
    let renderings = try RedactedRenderings(
      player, [.round("volume.value", toPlaces: 0), .round("upload.fraction", toPlaces: 2)])
    #expect(renderings.text.contains("volume: Slider 40 range 0...100\n"))
    #expect(renderings.text.contains("upload: Progress \"Uploading\" 0.33\n"))
    #expect(renderings.json.contains("\"value\": 40,"))
    #expect(renderings.json.contains("\"fraction\": 0.33"))
  }
}
