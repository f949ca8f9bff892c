import Testing
import ViewModelKit
import ViewModelSnapshotFormat

@testable import ViewModelAccessibility

/// The drawing reads members by ViewModelKit's own keys; where a JSON form
/// is synthesized and there is no key to share, these tests hold the
/// drawing's names to what the JSON renderer writes.
@Suite struct JSONValueKeysTests {
  private func json(_ value: some Encodable) throws -> JSONValue {
    try JSONValue(parsing: try JSONRenderer().renderUTF8(value))
  }

  private func memberNames(_ value: JSONValue?) -> Set<String> {
    guard case .object(let members)? = value else { return [] }
    return Set(members.map(\.key))
  }

  @Test func aSegmentedPickersOptionHasExactlyTheMembersTheDrawingReads() throws {
    let picker = SegmentedPickerViewModel(
      options: [.init(id: "day", title: "Day")], selection: "day")
    guard case .array(let options)? = try json(picker)[.options] else {
      Issue.record("the picker's JSON form has no array of options")
      return
    }
    #expect(memberNames(options.first) == OptionKey.names)
  }

  @Test func aKeyReadsTheMemberItNamesAndNothingFromAnotherKind() throws {
    let value = try JSONValue(parsing: Array(#"{"asset": "Brand", "runs": 1}"#.utf8))
    #expect(value[ColorAssetKey.asset] == .string("Brand"))
    #expect(value[.runs] == .number("1"))
    #expect(value[ImageSourceKey.symbol] == nil)
    #expect(JSONValue.string("Brand")[ColorAssetKey.asset] == nil)
  }
}
