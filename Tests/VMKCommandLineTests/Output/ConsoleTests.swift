import Foundation
import Testing

@testable import VMKCommandLine

@Suite struct ConsoleTests {
  @Test func controlCharactersAndBidiOverridesInNamesAreShownAsQuestionMarks() {
    #expect(visible("a\u{1B}[31mb\nc\u{7F}d\u{9B}e\u{202E}f\u{2066}g") == "a?[31mb?c?d?e?f?g")
    #expect(visible("Café 👩‍👩‍👧 plain") == "Café 👩‍👩‍👧 plain", "letters, emoji and joiners stay")
  }

  @Test func aFileNameCannotSendEscapeSequencesToTheTerminal() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("T.evil\u{1B}[31mRED\nline.txt")
    try package.addChanged(path, reference: "a\n", new: "b\n")
    for command in ["pending", "diff"] {
      let result = package.vmk(command)
      #expect(!result.out.contains("\u{1B}"), "vmk \(command)")
      #expect(result.out.contains("T.evil?[31mRED?line.txt"), "vmk \(command)")
    }
    let accepted = package.vmk("accept", "--all")
    #expect(accepted.exitCode == 0)
    #expect(
      accepted.out
        == "accepted  \(TemporaryPackage.snapshot("T.evil?[31mRED?line.txt"))  (replaced by its .new)\n"
    )
    #expect(package.text(at: path) == "b\n", "the file itself keeps its name")
  }
}
