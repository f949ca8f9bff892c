import Foundation
import Testing
import ViewModelKit

@testable import ViewModelSnapshotTesting

@Suite struct TestArgumentsTests {
  enum Reaction: Sendable, CaseIterable {
    case thumbsUp, thumbsDown, punch
  }

  enum Emoji: String, Sendable {
    case like = "👍"
  }

  enum Load: Sendable {
    case idle
    case loaded(Int)
  }

  struct Code: RawRepresentable, Sendable {
    var rawValue: String
  }

  struct Level: RawRepresentable, Sendable {
    var rawValue: Int
  }

  struct Point: Sendable {
    var x: Int
    var y: Int
  }

  struct Described: CustomTestStringConvertible, Sendable {
    var id: Int
    var testDescription: String { "card #\(id)" }
  }

  final class Box: Sendable {}

  @Test func numbersAndBooleansAreTheirOwnText() {
    #expect(TestArguments.stableText(of: true) == "true")
    #expect(TestArguments.stableText(of: -42) == "-42")
    #expect(TestArguments.stableText(of: UInt8(255)) == "255")
    #expect(TestArguments.stableText(of: Int64.min) == "-9223372036854775808")
    #expect(TestArguments.stableText(of: 1.5) == "1.5")
    #expect(TestArguments.stableText(of: Float(0.25)) == "0.25")
    #expect(TestArguments.stableText(of: Character("é")) == "é")
  }

  @Test func stringsAreTheirOwnTextWithoutQuotes() {
    let string = TestArguments.stableText(of: "👍 like")
    let substring = TestArguments.stableText(of: "sub string".dropFirst(4))
    #expect(string == "👍 like")
    #expect(substring == "string")
  }

  @Test func enumsWithoutAPayloadAreTheirCaseName() {
    #expect(TestArguments.stableText(of: Reaction.thumbsUp) == "thumbsUp")
    #expect(TestArguments.stableText(of: Emoji.like) == "like")
    #expect(TestArguments.stableText(of: Load.idle) == "idle")
  }

  @Test func rawRepresentableAndTestDescribedValuesUseThatText() {
    #expect(TestArguments.stableText(of: Level(rawValue: 3)) == "3")
    #expect(TestArguments.stableText(of: Described(id: 3)) == "card #3")
    let code = TestArguments.stableText(of: Code(rawValue: "A-7"))
    #expect(code == "A-7")
  }

  @Test func theLibrarysComponentsValuesAndActionsGiveNoNameThoughTheyDescribeThemselves() {
    let pay = ButtonViewModel(title: "Pay", onTap: Action("cart.pay") {})
    #expect(pay.testDescription.contains("cart.pay"))
    #expect(TestArguments.stableText(of: pay) == nil)
    #expect(TestArguments.stableText(of: Action("cart.pay") {}) == nil)
    #expect(TestArguments.stableText(of: Color.black) == nil)
    #expect(TestArguments.stableText(of: [LabelViewModel(text: "Hi")]) == nil)
  }

  @Test func optionalsAreTheirValueOrNil() {
    #expect(TestArguments.stableText(of: Int?.some(3) as Any) == "3")
    #expect(TestArguments.stableText(of: Int?.none as Any) == "nil")
    let reaction = TestArguments.stableText(of: Reaction?.some(.punch) as Any)
    #expect(reaction == "punch")
  }

  @Test func collectionsAndTuplesListTheirElements() {
    #expect(TestArguments.stableText(of: [1, 2, 3]) == "[1,2,3]")
    #expect(TestArguments.stableText(of: [[1], [2, 3]]) == "[[1],[2,3]]")
    #expect(TestArguments.stableText(of: (1, 2.5, Reaction.punch)) == "[1,2.5,punch]")
    #expect(TestArguments.stableText(of: [Int?.none, 1]) == "[nil,1]")
    let tuple = TestArguments.stableText(of: (1, "a"))
    #expect(tuple == "[1,a]")
  }

  @Test func setsAndDictionariesAreInTheOrderOfTheirBytes() {
    // A set's and a dictionary's order changes from process to process;
    // their text must not.
    let numbers: Set = [30, 1, 200, 4, 55, 6, 70, 8, 9, 10]
    #expect(TestArguments.stableText(of: numbers) == "[1,10,200,30,4,55,6,70,8,9]")
    let dictionary = [2: 20, 1: 10, 3: 30, 4: 40, 5: 50, 6: 60]
    #expect(TestArguments.stableText(of: dictionary) == "[1=10,2=20,3=30,4=40,5=50,6=60]")
    #expect(TestArguments.stableText(of: [Reaction.punch: [1]]) == "[punch=[1]]")
    let strings = TestArguments.stableText(of: Set(["b", "ç", "a"]))
    let keyed = TestArguments.stableText(of: ["b": 2, "a": 1])
    #expect(strings == "[a,b,ç]")
    #expect(keyed == "[a=1,b=2]")
  }

  @Test func valuesWithoutAStableTextHaveNone() {
    #expect(TestArguments.stableText(of: Point(x: 1, y: 2)) == nil)
    #expect(TestArguments.stableText(of: Box()) == nil)
    #expect(TestArguments.stableText(of: Load.loaded(3)) == nil)
    #expect(TestArguments.stableText(of: [Point(x: 1, y: 2)]) == nil)
    #expect(TestArguments.stableText(of: (1, Point(x: 1, y: 2))) == nil)
    #expect(TestArguments.stableText(of: [1: Point(x: 1, y: 2)]) == nil)
    let optional = TestArguments.stableText(of: Point?.some(Point(x: 1, y: 2)) as Any)
    #expect(optional == nil)
  }

  @Test func aTestWithoutArgumentsIsNotParameterized() {
    #expect(TestArguments.current() == .notParameterized)
  }

  @Test(arguments: [7, -1])
  func aCaseIsNamedAfterItsArgument(number: Int) {
    #expect(TestArguments.current() == .named("\(number)"))
  }

  @Test(arguments: ["👍", "plain"])
  func aCaseIsNamedAfterItsStringArgument(text: String) {
    let naming = TestArguments.current()
    #expect(naming == .named(text))
  }

  @Test(arguments: [1, 2], [Reaction.thumbsUp, .punch])
  func aCaseOfTwoArgumentsIsNamedAfterBoth(number: Int, reaction: Reaction) {
    #expect(TestArguments.current() == .named("\(number),\(reaction)"))
  }

  @Test(arguments: [Described(id: 1), Described(id: 2)])
  func aTestDescribedArgumentNamesItsCase(card: Described) {
    #expect(TestArguments.current() == .named("card #\(card.id)"))
  }

  @Test(arguments: [Point(x: 1, y: 2)])
  func anArgumentWithoutAStableTextLeavesTheCaseUnnamed(point: Point) {
    #expect(TestArguments.current() == .unnamed(shown: "Point(x: 1, y: 2)"))
  }

  struct IdentifiedCard: Identifiable, CustomTestStringConvertible, Sendable {
    var id: String
    var title: String
    var testDescription: String { "card \(title)" }
  }

  @Test(arguments: [IdentifiedCard(id: "id-7", title: "seven")])
  func aCaseIsNamedAfterItsArgumentsDescriptionNotItsID(card: IdentifiedCard) {
    // Swift Testing identifies this case by the card's `id`; the file
    // name comes from the card's description.
    #expect(TestArguments.current() == .named("card seven"))
  }

  /// A test case laid out as Swift Testing 6.3 lays one out, with an
  /// argument ID of either format.
  private struct CaseLayout {
    enum Kind { case parameterized(arguments: [Argument], discriminator: Int, isStable: Bool) }
    struct Argument {
      var value: Any
      var id: Any
      var parameter: String
    }
    /// 6.3 writes each argument's ID as the bytes of its encoding.
    struct BytesID { var bytes: [UInt8] }
    /// 6.4 hashes the IDs of a case's arguments into one (swift-testing #1799).
    struct HashedID { var hash: UInt64 }

    var kind: Kind

    init(_ values: [Any], id: (Int) -> Any) {
      let arguments = values.indices.map {
        Argument(value: values[$0], id: id($0), parameter: "p\($0)")
      }
      kind = .parameterized(arguments: arguments, discriminator: 0, isStable: true)
    }
  }

  @Test func aHashedArgumentIDLeavesTheCaseNamedAfterItsArguments() {
    let values: [Any] = [7, Reaction.punch]
    let bytes = CaseLayout(values) { CaseLayout.BytesID(bytes: Array("id\($0)".utf8)) }
    let hashed = CaseLayout(values) { _ in CaseLayout.HashedID(hash: 0x9E37_79B9_7F4A_7C15) }
    #expect(TestArguments.naming(of: bytes) == .named("7,punch"))
    #expect(TestArguments.naming(of: hashed) == .named("7,punch"))
    let unnamed = CaseLayout([Point(x: 1, y: 2)]) { _ in CaseLayout.HashedID(hash: 1) }
    #expect(TestArguments.naming(of: unnamed) == .unnamed(shown: "Point(x: 1, y: 2)"))
  }

  @Test(arguments: [Reaction.punch])
  func aChildTaskSeesItsCasesArguments(reaction: Reaction) async {
    let naming = await Task { TestArguments.current() }.value
    #expect(naming == .named("punch"))
  }

  @Test(arguments: [Reaction.punch])
  func aPlainThreadHasNoCase(reaction: Reaction) async {
    let naming = await onAPlainThread { TestArguments.current() }
    #expect(naming == .notParameterized)
  }
}
