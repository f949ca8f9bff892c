import Testing

@testable import ViewModelSnapshotTesting

@Suite struct SnapshotEnvironmentTests {
  @Test(arguments: ["true", "1", "yes", "TRUE", " on ", "anything"])
  func ciIsOnForAnyValueButTheOffWords(value: String) {
    #expect(SnapshotEnvironment(["CI": value]).ci == value)
  }

  @Test(arguments: ["", "0", "false", "No", " off "])
  func ciIsOffForTheOffWordsIgnoringCaseAndSpaces(value: String) {
    #expect(SnapshotEnvironment(["CI": value]).ci == nil)
  }

  @Test func vmkRecordNamesAModeInAnyCaseAndEmptyIsUnset() {
    #expect(SnapshotEnvironment(["VMK_RECORD": "FAILED"]).record == .failed)
    #expect(SnapshotEnvironment(["VMK_RECORD": ""]).record == nil)
    #expect(SnapshotEnvironment(["VMK_RECORD": ""]).invalidRecord == nil)
    #expect(SnapshotEnvironment([:]).record == nil)
  }

  @Test func aVMKRecordThatNamesNoModeIsKeptToBeNamed() {
    let environment = SnapshotEnvironment(["VMK_RECORD": "sometimes"])
    #expect(environment.record == nil)
    #expect(environment.invalidRecord == "sometimes")
  }
}
