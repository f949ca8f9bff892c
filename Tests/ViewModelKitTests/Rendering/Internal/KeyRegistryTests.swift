import Foundation
import Testing

@testable import ViewModelKit

/// Member names are prepared once per rendering and looked up by a key's
/// bits when its type fits in one byte; these cases pin down that the names
/// come out as the keys say, whatever their type.
@Suite struct KeyRegistryTests {
  /// Two cases that give the same name.
  private struct Aliased: Encodable {
    enum Key: CodingKey {
      case first, second
      var stringValue: String { "name" }
      init?(stringValue: String) { nil }
      var intValue: Int? { nil }
      init?(intValue: Int) { nil }
    }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(1, forKey: .first)
      try container.encode(2, forKey: .second)
    }
  }

  /// One value writing through two key types.
  private struct TwoKeyTypes: Encodable {
    enum Left: String, CodingKey { case a, shared }
    enum Right: String, CodingKey { case b, shared }
    var repeatsShared = false
    func encode(to encoder: any Encoder) throws {
      var left = encoder.container(keyedBy: Left.self)
      try left.encode(1, forKey: .a)
      try left.encode(2, forKey: .shared)
      var right = encoder.container(keyedBy: Right.self)
      try right.encode(3, forKey: .b)
      if repeatsShared { try right.encode(4, forKey: .shared) }
    }
  }

  /// A key type wider than one byte: a struct holding its name.
  fileprivate struct Named: Encodable {
    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
    var names: [String]
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      for (index, name) in names.enumerated() {
        try container.encode(index, forKey: Key(stringValue: name))
      }
    }
  }

  private struct Single: Encodable {
    enum CodingKeys: CodingKey { case only }
    var only = true
  }

  fileprivate struct Odd: Encodable {
    enum CodingKeys: String, CodingKey {
      case quote = "say \"hi\""
      case line = "two\nlines"
    }
    var quote = 1
    var line = 2
  }

  fileprivate struct LookAlike: Encodable {
    enum CodingKeys: String, CodingKey {
      case index = "[0]"
      case accent = "\u{301}x"
      case joiner = "\u{200D}y"
      case plain = "a[0]"
    }
    var index = 1
    var accent = 2
    var joiner = 3
    var plain = 4
  }

  @Test func textQuotesNamesThatWouldReadAsAnIndexOrJoinTheIndentation() throws {
    let text = try TextRenderer().render(LookAlike())
    #expect(
      text == #"""
        LookAlike
          "[0]": 1
          "\u{301}x": 2
          "\u{200D}y": 3
          a[0]: 4

        """#)
  }

  @Test func twoCasesWithTheSameNameCollide() throws {
    let error = try #require(throws: RenderingError.self) { try JSONRenderer().render(Aliased()) }
    #expect(error.reason == "the key \"name\" is written twice")
  }

  @Test func twoKeyTypesOfOneValueWriteIntoOneObject() throws {
    let json = try JSONRenderer().render(TwoKeyTypes())
    #expect(json == "{\n  \"a\": 1,\n  \"shared\": 2,\n  \"b\": 3\n}\n")
  }

  @Test func twoKeyTypesOfOneValueCollideOnASharedName() throws {
    let error = try #require(throws: RenderingError.self) {
      try JSONRenderer().render(TwoKeyTypes(repeatsShared: true))
    }
    #expect(error.reason == "the key \"shared\" is written twice")
    #expect(error.path == "shared")
  }

  @Test func wideKeysAreNamedByTheirOwnText() throws {
    let json = try JSONRenderer().render(Named(names: ["x", "y", "z"]))
    #expect(json == "{\n  \"x\": 0,\n  \"y\": 1,\n  \"z\": 2\n}\n")
    let error = try #require(throws: RenderingError.self) {
      try JSONRenderer().render(Named(names: ["x", "y", "x"]))
    }
    #expect(error.reason == "the key \"x\" is written twice")
  }

  @Test func aSingleCaseKeyIsWritten() throws {
    #expect(try JSONRenderer().render(Single()) == "{\n  \"only\": true\n}\n")
    #expect(try TextRenderer().render(Single()) == "Single\n  only: true\n")
  }

  @Test func namesThatAreNotOneWordAreQuotedAndEscaped() throws {
    let json = try JSONRenderer().render(Odd())
    #expect(json == "{\n  \"say \\\"hi\\\"\": 1,\n  \"two\\nlines\": 2\n}\n")
    let text = try TextRenderer().render(Odd())
    #expect(text == "Odd\n  \"say \\\"hi\\\"\": 1\n  \"two\\nlines\": 2\n")
  }

  @Test func sortedKeysFromEnumsAreOrderedByName() throws {
    let json = try JSONRenderer(sortsKeys: true).render(TwoKeyTypes())
    #expect(json == "{\n  \"a\": 1,\n  \"b\": 3,\n  \"shared\": 2\n}\n")
  }

  @Test func namesStayCorrectAcrossManyRenderings() throws {
    // Each rendering builds its own tables; a later one must not reuse ids
    // from an earlier one that met its keys in another order.
    #expect(
      try JSONRenderer().render(Named(names: ["b", "a"])) == "{\n  \"b\": 0,\n  \"a\": 1\n}\n")
    #expect(try JSONRenderer().render(Odd()).contains("\"two\\nlines\": 2"))
    #expect(
      try JSONRenderer().render(Named(names: ["a", "b"])) == "{\n  \"a\": 0,\n  \"b\": 1\n}\n")
  }
}

/// Names learned through key tables are handed on to later renderings;
/// names from wider keys, which may be made up at run time, are not.
@Suite struct SharedKeyNamesTests {
  /// Counts how often its names are asked for.
  private struct Counted: Encodable {
    enum CodingKeys: CodingKey {
      case first, second
      var stringValue: String {
        Asked.shared.count()
        return self == .first ? "first" : "second"
      }
      init?(stringValue: String) { nil }
      var intValue: Int? { nil }
      init?(intValue: Int) { nil }
    }
    var first = 1
    var second = 2
  }

  private final class Asked: @unchecked Sendable {
    // @unchecked: `asked` is only read or written while `lock` is held.
    static let shared = Asked()
    private let lock = NSLock()
    private var asked = 0
    func count() { lock.withLock { asked += 1 } }
    var total: Int { lock.withLock { asked } }
  }

  @Test func aLaterRenderingFindsTheNamesAnEarlierOnePrepared() throws {
    // Another rendering finishing at the same moment can keep one from
    // publishing; within a few tries one publishes and the next asks nothing.
    var askedByLast = -1
    for _ in 0..<100 where askedByLast != 0 {
      let before = Asked.shared.total
      #expect(try JSONRenderer().render(Counted()) == "{\n  \"first\": 1,\n  \"second\": 2\n}\n")
      askedByLast = Asked.shared.total - before
    }
    #expect(askedByLast == 0)
  }

  @Test func namesOfWideKeysAreNotShared() throws {
    let made = "made-up-\(UInt64.random(in: 0...UInt64.max))"
    _ = try JSONRenderer().render(KeyRegistryTests.Named(names: [made]))
    _ = try JSONRenderer().render(KeyRegistryTests.Named(names: ["x"]))
    #expect(!TypeInfoTable.shared.snapshot(rootType: Int.self).keys.names.contains(made))
  }

  @Test func renderingsOnManyThreadsAtOnceComeOutRight() async throws {
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          for round in 0..<50 {
            let names = ["k\(task)", "shared", "r\(round % 3)"]
            let expected =
              "{\n" + names.enumerated().map { "  \"\($1)\": \($0)" }.joined(separator: ",\n")
              + "\n}\n"
            let odd = try JSONRenderer().render(KeyRegistryTests.Odd())
            guard try JSONRenderer().render(KeyRegistryTests.Named(names: names)) == expected,
              odd == "{\n  \"say \\\"hi\\\"\": 1,\n  \"two\\nlines\": 2\n}\n"
            else { return false }
          }
          return true
        }
      }
      for try await rightEveryTime in group { #expect(rightEveryTime) }
    }
  }
}
