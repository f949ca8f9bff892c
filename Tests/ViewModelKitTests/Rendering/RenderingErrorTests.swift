import Testing
import ViewModelKit

@Suite struct RenderingErrorTests {
  private struct Refuses: Encodable {
    func encode(to encoder: any Encoder) throws {
      throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "no price yet"))
    }
  }

  private struct Row: Encodable {
    var title = "Tea"
    var price = Refuses()
  }

  private struct Prices: Encodable {
    var rows: [Row]
  }

  private struct WritesKeyTwice: Encodable {
    enum Key: String, CodingKey { case name }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode("a", forKey: .name)
      try container.encode("b", forKey: .name)
    }
  }

  @Test func aThrowingValueNamesItsPathAndItsError() throws {
    let screen = Prices(rows: [Row(), Row(), Row()])
    for render in [{ try TextRenderer().render(screen) }, { try JSONRenderer().render(screen) }] {
      let error = try #require(throws: RenderingError.self) { try render() }
      #expect(
        error.description == "Cannot render Prices at rows[0].price: Refuses threw: no price yet")
    }
  }

  @Test func aDictionaryEntryPathShowsItsKey() throws {
    let error = try #require(throws: RenderingError.self) {
      try TextRenderer().render(["total": Refuses()])
    }
    #expect(error.path == "[\"total\"]")
  }

  private struct OddlyNamed: Encodable {
    enum Key: String, CodingKey {
      case dotted = "a.b"
      case bracketed = "c[0]"
      case plain = "price"
    }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      var nested = container.nestedContainer(keyedBy: Key.self, forKey: .dotted)
      var inner = nested.nestedContainer(keyedBy: Key.self, forKey: .bracketed)
      try inner.encode(Refuses(), forKey: .plain)
    }
  }

  @Test func aPathQuotesNamesThatAreNotPlainWordsAndEscapesWhatTheyHold() throws {
    let error = try #require(throws: RenderingError.self) {
      try TextRenderer().render(OddlyNamed())
    }
    #expect(error.path == #"["a.b"]["c[0]"].price"#)
    let hostile = try #require(throws: RenderingError.self) {
      try JSONRenderer().render(["say \"hi\"\u{1B}[31m": Refuses()])
    }
    #expect(hostile.path == #"["say \"hi\"\u{1B}[31m"]"#)
  }

  @Test func aKeyWrittenTwiceIsACollision() throws {
    for renderer in [JSONRenderer(), JSONRenderer(sortsKeys: true)] {
      let error = try #require(throws: RenderingError.self) {
        try renderer.render(WritesKeyTwice())
      }
      #expect(error.reason == "the key \"name\" is written twice")
    }
    #expect(throws: RenderingError.self) { try TextRenderer().render(WritesKeyTwice()) }
  }

  @Test func aTypeMemberCollidesWithTheTypeNameOfAnErasedViewModel() throws {
    struct Tagged: ViewModel { var type: String }
    let error = try #require(throws: RenderingError.self) {
      try JSONRenderer().render([AnyViewModel(Tagged(type: "x"))])
    }
    #expect(
      error.description
        == "Cannot render Array<AnyViewModel> at [0].type: the key \"type\" is written twice")
  }

  @Test func twoValuesInOneSingleValueContainerAreRefused() throws {
    struct TwoValues: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(1)
        try container.encode(2)
      }
    }
    let error = try #require(throws: RenderingError.self) {
      try TextRenderer().render([TwoValues()])
    }
    #expect(error.reason == "a single value container was given more than one value")
  }

  @Test func aContainerOfAnotherKindAfterAValueIsRefused() throws {
    struct Mixed: Encodable {
      enum Key: CodingKey { case a }
      func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(1)
        var keyed = encoder.container(keyedBy: Key.self)
        try keyed.encode(2, forKey: .a)
      }
    }
    let error = try #require(throws: RenderingError.self) { try JSONRenderer().render(Mixed()) }
    #expect(error.reason.contains("keyed container after it had encoded something else"))
  }

  @Test func nestedContainersWrittenInOrderRender() throws {
    struct Nested: Encodable {
      enum Key: String, CodingKey { case inner, list, after }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var inner = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
        try inner.encode(1, forKey: .after)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        try list.encode("x")
        try container.encode(true, forKey: .after)
      }
    }
    #expect(
      try JSONRenderer().render(Nested()) == """
        {
          "inner": {
            "after": 1
          },
          "list": [
            "x"
          ],
          "after": true
        }

        """)
  }

  @Test func aNestedContainerUsedAfterItsParentMovedOnIsRefused() throws {
    struct Stale: Encodable {
      enum Key: String, CodingKey { case inner, after }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var inner = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
        try container.encode(true, forKey: .after)
        try inner.encode(1, forKey: .after)
      }
    }
    let error = try #require(throws: RenderingError.self) { try JSONRenderer().render(Stale()) }
    #expect(error.reason == "a container was used after the value that owned it had moved on")
  }

  @Test func aValueSeesItsCodingPath() throws {
    final class Seen: @unchecked Sendable {
      // @unchecked: written and read by one test on one thread.
      var paths: [[String]] = []
    }
    struct Reports: Encodable {
      let seen: Seen
      func encode(to encoder: any Encoder) throws {
        seen.paths.append(
          encoder.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue })
        var container = encoder.singleValueContainer()
        try container.encode(1)
      }
    }
    struct Row: Encodable { var cells: [Reports] }
    let seen = Seen()
    _ = try JSONRenderer().render([
      "rows": [Row(cells: [Reports(seen: seen), Reports(seen: seen)])]
    ])
    #expect(seen.paths == [["rows", "[0]", "cells", "[0]"], ["rows", "[0]", "cells", "[1]"]])
  }
}
