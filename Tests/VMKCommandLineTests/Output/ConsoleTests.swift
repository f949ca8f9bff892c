import Foundation
import Testing

@testable import VMKCommandLine

@Suite struct ConsoleTests {
  @Test func controlInvisibleAndBidiCharactersInNamesAreShownAsEscapes() {
    #expect(
      visible("a\u{1B}[31mb\nc\u{7F}d\u{9B}e\u{202E}f\u{2066}g\u{E0041}h")
        == #"a\u{1B}[31mb\nc\u{7F}d\u{9B}e\u{202E}f\u{2066}g\u{E0041}h"#)
    #expect(visible("Café 👩‍👩‍👧 plain") == "Café 👩‍👩‍👧 plain", "letters, emoji and joiners stay")
  }

  @Test func escapeAZeroWidthSpaceAndAC1ControlAreWrittenAsTheirEscapes() {
    var written = ""
    let console = Console(
      isTerminal: true, environment: [:], out: { written += $0 }, error: { written += $0 })
    console.line("a\u{1B}b\u{200B}c\u{9B}\td")
    #expect(written == #"a\u{1B}b\u{200B}c\u{9B}"# + "\td\n")
    #expect(visible("a\u{1B}b\u{200B}c\u{9B}\td") == #"a\u{1B}b\u{200B}c\u{9B}\td"#)
  }

  @Test func aFileNameCannotSendEscapeSequencesToTheTerminal() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("T.evil\u{1B}[31mRED\nline.txt")
    try package.addChanged(path, reference: "a\n", new: "b\n")
    for command in ["pending", "diff"] {
      let result = package.vmk(command)
      #expect(!result.out.contains("\u{1B}"), "vmk \(command)")
      #expect(result.out.contains(#"T.evil\u{1B}[31mRED\nline.txt"#), "vmk \(command)")
    }
    let accepted = package.vmk("accept", "--all")
    #expect(accepted.exitCode == 0)
    #expect(
      accepted.out
        == "accepted  \(TemporaryPackage.snapshot(#"T.evil\u{1B}[31mRED\nline.txt"#))  (replaced by its candidate)\n"
    )
    #expect(package.text(at: path) == "b\n", "the file itself keeps its name")
  }

  @Test func aNewSnapshotsTerminalEscapesAreShownEscapedByDiffPendingAndReport() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("T.n.txt")
    try package.write("Card\n  title: \u{1B}]0;PWNED\u{7}\u{1B}[2J\u{9B}1m\n", to: path + ".new")
    for command in ["diff", "pending", "report"] {
      let result = package.vmk(command)
      #expect(result.exitCode == 1, "vmk \(command)")
      #expect(
        !result.out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "vmk \(command)")
      #expect(!result.out.contains("\u{9B}"), "vmk \(command)")
    }
    #expect(package.vmk("diff").out.contains(#"+  title: \u{1B}]0;PWNED\u{7}\u{1B}[2J\u{9B}1m"#))
    #expect(package.vmk("report").out.contains(#"+  title: \u{1B}]0;PWNED\u{7}\u{1B}[2J\u{9B}1m"#))
  }

  @Test func theConsoleEscapesWhatItWritesButItsOwnColours() {
    var written = ""
    let console = Console(
      isTerminal: true, environment: [:], out: { written += $0 }, error: { written += $0 })
    console.line(console.styled("bold", .bold) + " \u{1B}[2J\u{7}\ttab")
    console.error("\u{1B}]0;x\u{7}")
    console.clearScreen()
    #expect(
      written
        == "\u{1B}[1mbold\u{1B}[0m \\u{1B}[2J\\u{7}\ttab\n\\u{1B}]0;x\\u{7}\n\u{1B}[H\u{1B}[2J")
  }
}
