import Foundation

/// Keys read from the process's terminal, one at a time (being written).
public final class TerminalKeys: KeyInput {
  public init() {}

  public func nextKey() -> Character? {
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? Character(UnicodeScalar(byte)) : nil
  }
}
