import Testing
import ViewModelHTML
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

@testable import VMKCommandLine

@Suite struct JSONChangesTests {
  /// `text` parsed.
  static func json(_ text: String) throws -> JSONValue {
    try JSONValue(parsing: Array(text.utf8))
  }

  /// The changed paths from `old` to `new`, as written.
  static func paths(_ old: String, _ new: String) throws -> Set<String> {
    Set(JSONChanges.paths(from: try json(old), to: try json(new)).map(\.description))
  }

  @Test func equalTreesHaveNoChangedPath() throws {
    let tree = #"{"title":{"text":"Tea"},"rows":[{"title":"a"},{"title":"b"}]}"#
    #expect(try Self.paths(tree, tree) == [])
  }

  @Test func aChangedLeafIsNamedByItsDeepestPathOnly() throws {
    let old = #"{"rows":[{"title":"a"},{"title":"b"},{"title":"c","price":1}]}"#
    let new = #"{"rows":[{"title":"a"},{"title":"b"},{"title":"C","price":1}]}"#
    #expect(try Self.paths(old, new) == ["rows[2].title"])
  }

  @Test func addedAndRemovedMembersAreNamedWhereTheyAreOrWere() throws {
    let old = #"{"title":"Tea","badge":{"text":"New"}}"#
    let new = #"{"title":"Tea","subtitle":"Green"}"#
    #expect(try Self.paths(old, new) == ["badge", "subtitle"])
  }

  @Test func elementsPastTheEndOfTheShorterArrayAreNamed() throws {
    #expect(try Self.paths(#"{"rows":[1,2]}"#, #"{"rows":[1,2,3,4]}"#) == ["rows[2]", "rows[3]"])
    #expect(try Self.paths(#"[1,2,3]"#, #"[1]"#) == ["[1]", "[2]"])
  }

  @Test func aValueThatChangesKindIsNamedWhole() throws {
    #expect(try Self.paths(#"{"badge":null}"#, #"{"badge":{"text":"New"}}"#) == ["badge"])
    #expect(try Self.paths(#"[1]"#, #"{"a":1}"#) == [""])
    #expect(try Self.paths(#""a""#, #""b""#) == [""])
  }

  @Test func numbersCompareByTheirTextAndMemberOrderAloneIsNoChange() throws {
    #expect(try Self.paths(#"{"a":1.10}"#, #"{"a":1.1}"#) == ["a"])
    #expect(try Self.paths(#"{"a":1,"b":2}"#, #"{"b":2,"a":1}"#) == [])
  }

  @Test func nestedArraysAndRootElementsUseBrackets() throws {
    let old = #"[{"rows":[[1,2],[3]]}]"#
    let new = #"[{"rows":[[1,5],[3]]}]"#
    #expect(try Self.paths(old, new) == ["[0].rows[0][1]"])
  }

  @Test func pathsInsideARootElementAreTakenRelativeToIt() {
    let paths: Set<FieldPath> = [
      FieldPath([.index(0)]), FieldPath([.index(1), .member("title")]),
      FieldPath([.index(1), .index(2)]), FieldPath([.index(10), .member("x")]),
      FieldPath([.member("x")]),
    ]
    #expect(JSONChanges.paths(paths, inElement: 0) == [.root])
    #expect(
      JSONChanges.paths(paths, inElement: 1) == [
        FieldPath([.member("title")]), FieldPath([.index(2)]),
      ])
    #expect(JSONChanges.paths(paths, inElement: 10) == [FieldPath([.member("x")])])
    #expect(JSONChanges.paths(paths, inElement: 2) == [])
  }

  @Test func keysThatHoldDotsBracketsOrQuotesAreNamedQuoted() throws {
    let old = #"{"a.b":1,"c[0]":{"d\"e":1},"":[1],"f":{"g":1}}"#
    let new = #"{"a.b":2,"c[0]":{"d\"e":2},"":[2],"f":{"g":1}}"#
    #expect(try Self.paths(old, new) == [#"["a.b"]"#, #"["c[0]"]["d\"e"]"#, #"[""][0]"#])
  }

  @Test func aKeyWithADotIsNotTheMemberOfAMember() throws {
    let paths = JSONChanges.paths(
      from: try Self.json(#"{"a.b":1,"a":{"b":1}}"#), to: try Self.json(#"{"a.b":2,"a":{"b":1}}"#))
    #expect(paths == [FieldPath([.member("a.b")])])
    #expect(!paths.contains(FieldPath([.member("a"), .member("b")])))
  }
}
