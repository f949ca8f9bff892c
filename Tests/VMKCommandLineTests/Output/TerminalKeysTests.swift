import Foundation
import Testing
import VMKCommandLine

@Suite struct TerminalKeysTests {
  /// The keys `TerminalKeys` reads from a pipe holding `bytes`, up to its end.
  static func keys(from bytes: [UInt8]) throws -> [Character] {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(bytes))
    try pipe.fileHandleForWriting.close()
    let keys = TerminalKeys(descriptor: pipe.fileHandleForReading.fileDescriptor)
    var read: [Character] = []
    while let key = keys.nextKey() { read.append(key) }
    return read
  }

  @Test func plainKeysAreReadOneByOneUntilTheEnd() throws {
    #expect(try Self.keys(from: Array("aRq?".utf8)) == ["a", "R", "q", "?"])
  }

  @Test func arrowAndFunctionKeysAreOneKeyAndNeverTheirLetters() throws {
    let up: [UInt8] = [0x1B, 0x5B, 0x41]  // ESC [ A
    let f1: [UInt8] = [0x1B, 0x4F, 0x50]  // ESC O P
    let pageDown: [UInt8] = [0x1B, 0x5B, 0x36, 0x7E]  // ESC [ 6 ~
    let altQ: [UInt8] = [0x1B, 0x71]  // ESC q
    let keys = try Self.keys(from: up + f1 + pageDown + altQ + Array("s".utf8))
    #expect(keys == ["\u{F700}", "\u{1B}", "\u{F72D}", "\u{1B}", "s"])
  }

  @Test func theKeysThatPageAreToldApartInBothCursorModes() throws {
    let sequences: [(bytes: [UInt8], key: Character)] = [
      (Array("\u{1B}[A".utf8), "\u{F700}"), (Array("\u{1B}OA".utf8), "\u{F700}"),
      (Array("\u{1B}[B".utf8), "\u{F701}"), (Array("\u{1B}OB".utf8), "\u{F701}"),
      (Array("\u{1B}[5~".utf8), "\u{F72C}"), (Array("\u{1B}[6~".utf8), "\u{F72D}"),
      (Array("\u{1B}[H".utf8), "\u{F729}"), (Array("\u{1B}[1~".utf8), "\u{F729}"),
      (Array("\u{1B}[F".utf8), "\u{F72B}"), (Array("\u{1B}[4~".utf8), "\u{F72B}"),
      (Array("\u{1B}[1;5A".utf8), "\u{1B}"), (Array("\u{1B}[C".utf8), "\u{1B}"),
    ]
    for (bytes, key) in sequences {
      #expect(try Self.keys(from: bytes + Array("x".utf8)) == [key, "x"], "\(bytes)")
    }
  }

  @Test func aKeyOutsideASCIIIsOneCharacter() throws {
    #expect(try Self.keys(from: Array("éa".utf8)) == ["é", "a"])
  }
}
