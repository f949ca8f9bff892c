import Foundation
import Testing

@testable import VMKCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalSizeTests {
  @Test func withoutATerminalLinesAndColumnsAreRead() {
    let size = TerminalSize.of(descriptor: nil, environment: ["LINES": "40", "COLUMNS": "100"])
    #expect(size == TerminalSize(rows: 40, columns: 100))
  }

  @Test(arguments: [[:], ["LINES": "x", "COLUMNS": "-3"], ["LINES": "0", "COLUMNS": "99999"]])
  func withNothingUsableItIsEightyByTwentyFour(environment: [String: String]) {
    #expect(TerminalSize.of(descriptor: nil, environment: environment) == .standard)
  }

  @Test func aTinyTerminalIsTakenForTheSmallestSizeDrawn() {
    let size = TerminalSize.of(descriptor: nil, environment: ["LINES": "3", "COLUMNS": "5"])
    #expect(size == .smallest)
  }

  @Test func aDescriptorThatIsNotATerminalFallsBack() throws {
    let pipe = Pipe()
    let size = TerminalSize.of(
      descriptor: pipe.fileHandleForWriting.fileDescriptor, environment: ["COLUMNS": "90"])
    #expect(size == TerminalSize(rows: 24, columns: 90))
  }

  /// A pseudo-terminal's primary side reports the window size set on it,
  /// as the terminal the output goes to does.
  @Test func aTerminalsOwnSizeComesFirst() throws {
    let terminal = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    try #require(terminal >= 0)
    defer { close(terminal) }
    var window = winsize(ws_row: 33, ws_col: 101, ws_xpixel: 0, ws_ypixel: 0)
    let set = withUnsafeMutablePointer(to: &window) { ioctl(terminal, UInt(TIOCSWINSZ), $0) }
    try #require(set == 0)
    let size = TerminalSize.of(descriptor: terminal, environment: ["LINES": "5", "COLUMNS": "5"])
    #expect(size == TerminalSize(rows: 33, columns: 101))
    let keys = TerminalKeys(descriptor: terminal, outputDescriptor: terminal)
    #expect(keys.terminalSize(environment: [:]) == TerminalSize(rows: 33, columns: 101))
  }
}
