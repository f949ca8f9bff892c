import Testing
import ViewModelKit

/// `JSONRenderer(sortsKeys: true)` on objects other than dictionaries, whose
/// members arrive in declaration order and are reordered only when that
/// order is not already the order of their names.
@Suite struct SortedKeysTests {
  private let sorted = JSONRenderer(sortsKeys: true)

  private struct AlreadySorted: Encodable {
    var alpha = "1"
    var beta = "2"
    var gamma = "3"
  }

  private struct NotSorted: Encodable {
    var gamma = "3"
    var alpha = "1"
    var beta = "2"
  }

  @Test func aStructDeclaredInNameOrderIsWrittenAsDeclared() throws {
    let expected = """
      {
        "alpha": "1",
        "beta": "2",
        "gamma": "3"
      }

      """
    #expect(try sorted.render(AlreadySorted()) == expected)
    #expect(try sorted.render(AlreadySorted()) == JSONRenderer().render(AlreadySorted()))
  }

  @Test func aStructDeclaredOutOfNameOrderIsWrittenInNameOrder() throws {
    #expect(try sorted.render(NotSorted()) == sorted.render(AlreadySorted()))
    let asDictionary = ["gamma": "3", "alpha": "1", "beta": "2"]
    #expect(try sorted.render(NotSorted()) == sorted.render(asDictionary))
  }

  @Test func structsAndDictionariesMixedAreAllSorted() throws {
    struct Mixed: Encodable {
      var zeta: [String: Int] = ["b": 2, "a": 1]
      var alpha = AlreadySorted()
      var middle: [Int: String] = [10: "ten", 9: "nine"]
      var beta: [NotSorted] = [NotSorted()]
    }
    let expected = """
      {
        "alpha": {
          "alpha": "1",
          "beta": "2",
          "gamma": "3"
        },
        "beta": [
          {
            "alpha": "1",
            "beta": "2",
            "gamma": "3"
          }
        ],
        "middle": {
          "10": "ten",
          "9": "nine"
        },
        "zeta": {
          "a": 1,
          "b": 2
        }
      }

      """
    #expect(try sorted.render(Mixed()) == expected)
  }

  @Test func nestedStructsAreSortedAtEveryLevel() throws {
    struct Inner: Encodable {
      var y: Int
      var x: Int
    }
    struct Outer: Encodable {
      var z = Inner(y: 1, x: 2)
      var a = [Inner(y: 3, x: 4), Inner(y: 5, x: 6)]
      var m = Inner(y: 7, x: 8)
    }
    let expected = """
      {
        "a": [
          {
            "x": 4,
            "y": 3
          },
          {
            "x": 6,
            "y": 5
          }
        ],
        "m": {
          "x": 8,
          "y": 7
        },
        "z": {
          "x": 2,
          "y": 1
        }
      }

      """
    #expect(try sorted.render(Outer()) == expected)
  }

  @Test func membersFromTwoKeyTypesInOneValueAreSortedTogether() throws {
    struct TwoKeyTypes: Encodable {
      enum First: CodingKey { case delta, bravo }
      enum Second: CodingKey { case charlie, alpha }
      func encode(to encoder: any Encoder) throws {
        var first = encoder.container(keyedBy: First.self)
        var second = encoder.container(keyedBy: Second.self)
        try first.encode(4, forKey: .delta)
        try second.encode(3, forKey: .charlie)
        try first.encode(2, forKey: .bravo)
        try second.encode(1, forKey: .alpha)
      }
    }
    let expected = """
      {
        "alpha": 1,
        "bravo": 2,
        "charlie": 3,
        "delta": 4
      }

      """
    #expect(try sorted.render(TwoKeyTypes()) == expected)
  }

  @Test(arguments: [
    ["zeta", "é", "Zeta", "a b", "ä", "\u{1F600}", "\u{FF61}", "z\u{0}", "quote\"d"],
    (0..<100).map { "key\(($0 * 37) % 100)" },
    ["b", "a"],
  ])
  func keysMadeAtRunTimeAreSortedByTheirBytes(names: [String]) throws {
    let value = RunTimeKeys(names: names)
    let asDictionary = Dictionary(uniqueKeysWithValues: names.map { ($0, $0) })
    // Twice: the first rendering may learn the names, the next starts with them.
    for _ in 0..<2 {
      #expect(try sorted.render(value) == sorted.render(asDictionary))
    }
  }

  @Test func namesOfCodingKeysAndNamesMadeAtRunTimeAreSortedTogether() throws {
    struct Both: Encodable {
      enum Keys: CodingKey { case mango, apple }
      func encode(to encoder: any Encoder) throws {
        var fixed = encoder.container(keyedBy: Keys.self)
        var wide = encoder.container(keyedBy: RunTimeKeys.Key.self)
        try fixed.encode("mango", forKey: .mango)
        try wide.encode("zucchini", forKey: .init(stringValue: "zucchini"))
        try fixed.encode("apple", forKey: .apple)
        try wide.encode("banana", forKey: .init(stringValue: "banana"))
      }
    }
    let asDictionary = [
      "mango": "mango", "zucchini": "zucchini", "apple": "apple", "banana": "banana",
    ]
    for _ in 0..<2 {
      #expect(try sorted.render(Both()) == sorted.render(asDictionary))
    }
  }

  @Test(arguments: [["name", "name"], ["b", "a", "b"], ["a", "b", "a"], ["b", "c", "a", "c"]])
  func aKeyWrittenTwiceIsStillAnError(names: [String]) throws {
    let error = try #require(throws: RenderingError.self) {
      try sorted.render(RunTimeKeys(names: names))
    }
    #expect(error.reason.hasSuffix("is written twice"))
  }

  @Test func aStructKeyWrittenTwiceOutOfOrderIsAnError() throws {
    struct Twice: Encodable {
      enum Keys: CodingKey { case b, a }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .b)
        try container.encode(2, forKey: .a)
        try container.encode(3, forKey: .b)
      }
    }
    let error = try #require(throws: RenderingError.self) { try sorted.render(Twice()) }
    #expect(error.reason == "the key \"b\" is written twice")
  }

  @Test func canonicallyEquivalentNamesKeepTheirOwnBytes() throws {
    // `String ==` calls these equal; JSON writes, and sorts, their bytes.
    let composed = "\u{E9}"
    let decomposed = "e\u{301}"
    let value = [
      RunTimeKeys(names: [composed, "title"]), RunTimeKeys(names: ["title", decomposed]),
    ]
    let asDictionaries = [
      [composed: composed, "title": "title"], ["title": "title", decomposed: decomposed],
    ]
    #expect(try sorted.renderUTF8(value) == sorted.renderUTF8(asDictionaries))
    let declared = try JSONRenderer().renderUTF8(value)
    for name in [composed, decomposed] {
      let member = Array("\"\(name)\": \"\(name)\"".utf8)
      #expect(declared.indices.contains { declared[$0...].starts(with: member) })
    }
  }

  /// An object of a few kilobytes is put in order with one copy aside; a
  /// larger one moves its largest member once. Both must give the same
  /// bytes, wherever the largest member is and whatever the size.
  @Test(arguments: [0, 1, 350, 390, 400, 410, 450, 3_000])
  func objectsOfEverySizeArePutInNameOrder(count: Int) throws {
    struct Out: Encodable {
      var zeta: [Int]
      var alpha = "first"
      var mu: [String]
      var beta = 2.5
    }
    struct In: Encodable {
      var alpha = "first"
      var beta = 2.5
      var mu: [String]
      var zeta: [Int]
    }
    let numbers = Array(0..<count)
    let words = numbers.map { "w\($0)" }
    for (zeta, mu) in [(numbers, ["word"]), ([], words), (numbers, words)] {
      #expect(try sorted.render(Out(zeta: zeta, mu: mu)) == sorted.render(In(mu: mu, zeta: zeta)))
    }
  }

  @Test func renderingsInTurnWithAndWithoutSortingDoNotDisturbEachOther() throws {
    for _ in 0..<3 {
      #expect(try sorted.render(NotSorted()) == sorted.render(AlreadySorted()))
      #expect(try JSONRenderer().render(NotSorted()).contains("\"gamma\": \"3\",\n  \"alpha\""))
    }
  }
}

/// A value whose member names are strings made at run time, with keys wider
/// than one byte; each member's value is its name.
private struct RunTimeKeys: Encodable {
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  var names: [String]

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for name in names { try container.encode(name, forKey: Key(stringValue: name)) }
  }
}
