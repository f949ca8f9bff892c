import Foundation
import Testing

@testable import ViewModelSnapshotFormat

@Suite struct TemporaryFilesTests {
  @Test func theProcessIDIsReadFromTheCurrentForm() {
    #expect(TemporaryFiles.processID(inName: ".vmk-123-456.tmp") == 123)
    #expect(TemporaryFiles.processID(inName: ".vmk-1-0.tmp") == 1)
    #expect(
      TemporaryFiles.processID(inName: ".vmk-2147483000-18446744073709551615.tmp") == 2_147_483_000)
  }

  @Test func theProcessIDIsReadFromTheEarlierForm() {
    #expect(TemporaryFiles.processID(inName: ".Card.txt.4242.7.tmp") == 4242)
    #expect(TemporaryFiles.processID(inName: ".Suite.card(3).dark.json.new.99.0.tmp") == 99)
    #expect(TemporaryFiles.processID(inName: ".card.2147483000.12.tmp") == 2_147_483_000)
  }

  @Test func aNewNameIsOfTheCurrentFormAndCarriesThisProcessID() {
    let name = TemporaryFiles.newName()
    #expect(name.hasPrefix(".vmk-") && name.hasSuffix(".tmp"))
    #expect(TemporaryFiles.processID(inName: name) == ProcessInfo.processInfo.processIdentifier)
    #expect(TemporaryFiles.newName() != name, "each write has a name of its own")
  }

  @Test(arguments: [
    "Card.txt", "Card.txt.new", ".gitattributes", ".hidden.tmp", ".vmk-123-456.tmp.new",
    "vmk-123-456.tmp", ".vmk-123.tmp", ".vmk-abc-456.tmp", ".vmk-123-abc.tmp", ".vmk-1-2-3.tmp",
    ".a.b.tmp", ".a.x.7.tmp", ".a.99999999999.7.tmp", "Card.txt.123.4.tmp", ".a.1.x.tmp",
  ])
  func otherNamesAreNotTemporaryFiles(name: String) {
    #expect(TemporaryFiles.processID(inName: name) == nil)
  }
}
