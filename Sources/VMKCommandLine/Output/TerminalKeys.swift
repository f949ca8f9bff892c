import Foundation

/// Keys read from the process's terminal, one at a time (being written).
package final class TerminalKeys: KeyInput {
  package init() {}

  package func nextKey() -> Character? {
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? Character(UnicodeScalar(byte)) : nil
  }
}
