import Testing

@testable import ViewModelSnapshotFormat

/// A field whose key alone changed is one line, `renamed to`, per field:
/// not a removed and an added field.
@Suite struct ChangedFieldsRenameTests {
  private static func fields(_ reference: String, _ actual: String, limit: Int = 10) -> [String] {
    changedFields(LineDiff(old: reference, new: actual), limit: limit)
  }

  /// A screen of `count` buttons whose action is under `key`.
  private static func buttons(_ count: Int, key: String, value: (Int) -> String = { "buy.\($0)" })
    -> String
  {
    "Screen\n  rows:\n"
      + (0..<count).map {
        "    [\($0)]: Button \"Buy\"\n      onTap:\n        \(key): \"\(value($0))\"\n"
      }
      .joined()
  }

  @Test func aRenamedKeyIsOneLinePerComponent() {
    #expect(
      Self.fields(Self.buttons(3, key: "action"), Self.buttons(3, key: "id")) == [
        #"rows[0].onTap.action: renamed to rows[0].onTap.id ("buy.0")"#,
        #"rows[1].onTap.action: renamed to rows[1].onTap.id ("buy.1")"#,
        #"rows[2].onTap.action: renamed to rows[2].onTap.id ("buy.2")"#,
      ])
  }

  @Test func aKeyRenamedWithANewValueIsARemovedAndAnAddedField() {
    let actual = Self.buttons(1, key: "id") { "pay.\($0)" }
    #expect(
      Self.fields(Self.buttons(1, key: "action"), actual) == [
        #"rows[0].onTap.action: removed ("buy.0")"#, #"rows[0].onTap.id: added ("pay.0")"#,
      ])
  }

  @Test func aJSONMemberAndAContainerAreRenamedOnlyWhenAllTheyHoldIsKept() {
    #expect(
      Self.fields("{\n  \"a\": 1,\n  \"b\": 2\n}\n", "{\n  \"a\": 1,\n  \"c\": 2\n}\n") == [
        "b: renamed to c (2)"
      ])
    #expect(
      Self.fields("{\n  \"b\": [\n    1\n  ]\n}\n", "{\n  \"c\": [\n    1\n  ]\n}\n") == [
        "b: renamed to c"
      ])
    let reference = "Screen\n  header:\n    title: \"Hi\"\n    size: 2\n"
    #expect(
      Self.fields(reference, "Screen\n  banner:\n    title: \"Hi\"\n    size: 2\n") == [
        "header: renamed to banner"
      ])
    #expect(
      Self.fields(reference, "Screen\n  banner:\n    title: \"Hi\"\n    size: 3\n") == [
        "header: removed", "banner: added",
      ])
  }

  @Test func anArraysElementIsNeverRenamed() {
    #expect(
      Self.fields("Screen\n  tags:\n    [0]: \"a\"\n", "Screen\n  tags:\n    [1]: \"a\"\n")
        .allSatisfy { !$0.contains("renamed") })
  }

  @Test func renamesCountOnceTowardTheLimit() {
    let fields = Self.fields(
      Self.buttons(12, key: "action"), Self.buttons(12, key: "id"), limit: 10)
    #expect(fields.count == 11)
    #expect(fields.last == "… and 2 more")
  }
}
