import Foundation
import Testing
import ViewModelKit

/// What a value encoded through `superEncoder()` or `superEncoder(forKey:)`
/// renders as: the value in its own place, as a nested container shows it.
@Suite struct RenderingThroughSuperEncodersTests {
  private class Shape: Encodable {
    var id = 1
  }

  private class Square: Shape {
    var side = 2

    enum CodingKeys: String, CodingKey { case side }

    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(side, forKey: .side)
      try super.encode(to: container.superEncoder())
    }
  }

  private final class Tile: Square {
    var color = "red"

    enum TileKeys: String, CodingKey { case color, square }

    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: TileKeys.self)
      try container.encode(color, forKey: .color)
      try super.encode(to: container.superEncoder(forKey: .square))
    }
  }

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Encodes `write` into a super encoder of a keyed or unkeyed container,
  /// between two plain members.
  struct Parent: Encodable {
    var isKeyed = true
    var write: @Sendable (any Encoder) throws -> Void

    func encode(to encoder: any Encoder) throws {
      if isKeyed {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(0, forKey: Key(stringValue: "before"))
        try write(container.superEncoder(forKey: Key(stringValue: "child")))
        try container.encode(9, forKey: Key(stringValue: "after"))
      } else {
        var container = encoder.unkeyedContainer()
        try container.encode(0)
        try write(container.superEncoder())
        try container.encode(9)
      }
    }
  }

  private func json(_ value: some Encodable, sortsKeys: Bool = false) throws -> String {
    try JSONRenderer(sortsKeys: sortsKeys).render(value)
  }

  /// `JSONEncoder`'s rendering of `value` with sorted keys and no spaces.
  private func reference(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// Our sorted JSON with its layout taken out, to compare with `reference(_:)`.
  private func compact(_ value: some Encodable) throws -> String {
    try json(value, sortsKeys: true).split(separator: "\n")
      .map { $0.drop { $0 == " " }.replacingOccurrences(of: "\": ", with: "\":") }.joined()
  }

  @Test func aSuperclassRendersAsANestedMemberNamedSuper() throws {
    #expect(
      try json(Square()) == """
        {
          "side": 2,
          "super": {
            "id": 1
          }
        }

        """)
    #expect(
      try TextRenderer().render(Square()) == """
        Square
          side: 2
          super:
            id: 1

        """)
  }

  @Test func aSuperclassOfASuperclassNestsUnderTheKeyGiven() throws {
    #expect(try compact(Tile()) == reference(Tile()))
    #expect(
      try TextRenderer().render(Tile()) == """
        Tile
          color: "red"
          square:
            side: 2
            super:
              id: 1

        """)
  }

  @Test func anUnkeyedValueRendersAsAnArrayUnderItsKey() throws {
    let parent = Parent { encoder in
      var container = encoder.unkeyedContainer()
      try container.encode(1)
      try container.encode(2)
    }
    #expect(try compact(parent) == reference(parent))
    #expect(try compact(parent) == #"{"after":9,"before":0,"child":[1,2]}"#)
    #expect(
      try TextRenderer().render(parent) == """
        Parent
          before: 0
          child:
            [0]: 1
            [1]: 2
          after: 9

        """)
  }

  @Test func aKeyedValueRendersAsAnElementOfAnArray() throws {
    let parent = Parent(isKeyed: false) { encoder in
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(1, forKey: Key(stringValue: "x"))
    }
    #expect(try compact(parent) == reference(parent))
    #expect(
      try json(parent) == """
        [
          0,
          {
            "x": 1
          },
          9
        ]

        """)
    #expect(
      try TextRenderer().render(parent) == """
        Parent
          [0]: 0
          [1]:
            x: 1
          [2]: 9

        """)
  }

  @Test func aSingleValueRendersAsTheMembersValue() throws {
    let parent = Parent { encoder in try "s".encode(to: encoder) }
    #expect(try compact(parent) == reference(parent))
    #expect(try compact(parent) == #"{"after":9,"before":0,"child":"s"}"#)
    #expect(try TextRenderer().render(parent).contains("\n  child: \"s\"\n"))
  }

  @Test func anUnusedSuperEncoderRendersAsAnEmptyObjectAsJSONEncoderWritesIt() throws {
    for isKeyed in [true, false] {
      let parent = Parent(isKeyed: isKeyed) { _ in }
      #expect(try compact(parent) == reference(parent))
    }
    #expect(try compact(Parent { _ in }) == #"{"after":9,"before":0,"child":{}}"#)
    #expect(try compact(Parent(isKeyed: false) { _ in }) == "[0,{},9]")
    #expect(try compact(Unused()) == #"{"a":1,"super":{}}"#)
  }

  /// Ends with a super encoder that it never uses.
  private struct Unused: Encodable {
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(1, forKey: Key(stringValue: "a"))
      _ = container.superEncoder()
    }
  }

  @Test func anUnusedSuperEncoderShowsItsKeyAloneInText() throws {
    #expect(
      try TextRenderer().render(Parent { _ in }) == """
        Parent
          before: 0
          child
          after: 9

        """)
    #expect(try TextRenderer().render(Parent(isKeyed: false) { _ in }).contains("\n  [1]\n"))
  }

  @Test func aValueThatAsksTwiceForItsContainerGetsTheSameOne() throws {
    let parent = Parent { encoder in
      var first = encoder.container(keyedBy: Key.self)
      try first.encode(1, forKey: Key(stringValue: "x"))
      var second = encoder.container(keyedBy: Key.self)
      try second.encode(2, forKey: Key(stringValue: "y"))
    }
    #expect(try compact(parent) == reference(parent))
  }

  @Test func sortedKeysSortTheSuperclassMembersToo() throws {
    #expect(
      try json(Tile(), sortsKeys: true) == """
        {
          "color": "red",
          "square": {
            "side": 2,
            "super": {
              "id": 1
            }
          }
        }

        """)
  }

  @Test func aSuperEncoderSeesTheCodingPathOfItsMember() throws {
    let parent = Parent { encoder in
      let path = encoder.codingPath.map(\.stringValue)
      try path.joined(separator: ".").encode(to: encoder)
    }
    #expect(try compact(["rows": [parent]]).contains(#""child":"rows.Index 0.child""#))
  }

  /// Opens a super encoder, writes another member, then uses the super encoder.
  private struct Late: Encodable {
    var asSingleValue: Bool

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      let late = container.superEncoder()
      try container.encode(2, forKey: Key(stringValue: "b"))
      if asSingleValue {
        try 3.encode(to: late)
      } else {
        var inner = late.container(keyedBy: Key.self)
        try inner.encode(3, forKey: Key(stringValue: "z"))
      }
    }
  }

  @Test(arguments: [false, true])
  func aSuperEncoderUsedAfterItsParentMovedOnIsRefused(asSingleValue: Bool) throws {
    let late = Late(asSingleValue: asSingleValue)
    for render in [{ try TextRenderer().render(late) }, { try JSONRenderer().render(late) }] {
      let error = try #require(throws: RenderingError.self) { try render() }
      #expect(error.reason == "a super encoder was used after the value that owned it had moved on")
    }
  }

  @Test func aSuperEncoderThatMixesContainersIsRefused() throws {
    let writes: [(String, @Sendable (any Encoder) throws -> Void)] = [
      (
        "unkeyed",
        { encoder in
          _ = encoder.container(keyedBy: Key.self)
          var list = encoder.unkeyedContainer()
          try list.encode(1)
        }
      ),
      (
        "keyed",
        { encoder in
          try 1.encode(to: encoder)
          var keyed = encoder.container(keyedBy: Key.self)
          try keyed.encode(1, forKey: Key(stringValue: "x"))
        }
      ),
      (
        "single value",
        { encoder in
          _ = encoder.unkeyedContainer()
          try 1.encode(to: encoder)
        }
      ),
    ]
    for (kind, write) in writes {
      let error = try #require(throws: RenderingError.self) {
        try JSONRenderer().render(Parent(write: write))
      }
      #expect(
        error.reason == "a value asked for a \(kind) container after it had encoded something else")
    }
  }

  /// A value that encodes `links` more of itself, each through a super encoder.
  private struct Chain: Encodable {
    var links: Int

    enum CodingKeys: String, CodingKey { case links }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(links, forKey: .links)
      if links > 0 { try Chain(links: links - 1).encode(to: container.superEncoder()) }
    }
  }

  @Test func eachSuperEncoderCountsOneLevelAgainstTheMaximumDepth() throws {
    // The first value is at depth 1, so `links` more reach depth `links + 1`.
    for (renderer, maximum) in [
      (JSONRenderer(maximumDepth: 3), 3), (JSONRenderer(maximumDepth: 200), 200),
    ] {
      #expect(throws: Never.self) { try renderer.render(Chain(links: maximum - 1)) }
      let error = try #require(throws: RenderingError.self) {
        try renderer.render(Chain(links: maximum))
      }
      #expect(error.reason == "the value is nested deeper than the maximum depth of \(maximum)")
    }
  }

  @Test func aChainDeeperThanTheCallersStackAllowsRendersAsJSONEncoderWritesIt() throws {
    let chain = Chain(links: 300)
    #expect(try compact(chain) == reference(chain))
    #expect(
      try TextRenderer().render(chain).hasSuffix(
        "super:\n" + String(repeating: " ", count: 602) + "links: 0\n"))
  }
}
