#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal in character cells: what `vmk review` fits each
/// screen to.
struct TerminalSize: Equatable, Sendable {
  /// How many lines fit, one below the other.
  let rows: Int
  /// How many columns a line has.
  let columns: Int

  /// The size assumed when nothing says otherwise: 24 rows of 80 columns.
  static let standard = TerminalSize(rows: 24, columns: 80)
  /// The smallest size a screen is fitted to; a smaller terminal shows it
  /// cut or wrapped by the terminal itself.
  static let smallest = TerminalSize(rows: 10, columns: 30)
  /// The largest side taken as true: more is a broken report.
  private static let largest = 10_000

  /// The size of the terminal on `descriptor` (`TIOCGWINSZ`), or, when
  /// it cannot tell, `LINES` and `COLUMNS` from `environment`, or
  /// ``standard``; each side taken on its own, and no smaller than
  /// ``smallest``'s.
  static func of(descriptor: Int32?, environment: [String: String]) -> TerminalSize {
    let window = descriptor.flatMap(windowSize(of:))
    let rows = window?.rows ?? side(environment["LINES"]) ?? standard.rows
    let columns = window?.columns ?? side(environment["COLUMNS"]) ?? standard.columns
    return TerminalSize(rows: max(smallest.rows, rows), columns: max(smallest.columns, columns))
  }

  /// `text` as a side's length, when it is a whole number in range.
  private static func side(_ text: String?) -> Int? {
    guard let text, let value = Int(text), (1...largest).contains(value) else { return nil }
    return value
  }

  /// The rows and columns the terminal on `descriptor` reports, when it
  /// is a terminal and reports both.
  private static func windowSize(of descriptor: Int32) -> (rows: Int, columns: Int)? {
    var size = winsize()
    let result = withUnsafeMutablePointer(to: &size) {
      ioctl(descriptor, UInt(TIOCGWINSZ), $0)
    }
    guard result == 0, (1...largest).contains(Int(size.ws_row)),
      (1...largest).contains(Int(size.ws_col))
    else { return nil }
    return (Int(size.ws_row), Int(size.ws_col))
  }
}
