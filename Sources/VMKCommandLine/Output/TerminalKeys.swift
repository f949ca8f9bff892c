#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keys that change how the terminal behaves while they are read: the
/// change is made before the first key and must be undone afterwards.
protocol TerminalKeyMode: KeyInput {
  /// Makes each key readable as it is pressed, without echo.
  func enterKeyMode()
  /// Puts the terminal back as it was before ``enterKeyMode()``.
  func leaveKeyMode()
  /// Notes whether the output is on the terminal's alternate screen, so
  /// that a signal that ends the process in key mode switches it back too.
  func noteAlternateScreen(_ isOn: Bool)
}

/// Keys read from the process's terminal (standard input), one at a time.
///
/// While in key mode the terminal is non-canonical and does not echo or
/// turn Ctrl-C into a signal: Ctrl-C arrives as the key `"\u{03}"` and
/// Ctrl-D as `"\u{04}"`. An escape sequence is read whole, so that its
/// letters are never taken for keys of their own: the up and down arrows,
/// Page Up, Page Down, Home and End (in either cursor mode) are returned
/// as their ``SpecialKey``, and any other (the left and right arrows, a
/// function key, a key pressed with a modifier, Alt with a key) as the
/// single key `"\u{1B}"`. The terminal is put back by ``leaveKeyMode()``
/// and also when the process is ended by SIGINT, SIGTERM or SIGHUP.
/// While in key mode, a resized terminal (SIGWINCH) is returned as
/// ``SpecialKey/resize``, at once, as `less` redraws.
///
/// ``terminalSize(environment:)`` reads the size of the terminal the
/// output goes to.
package final class TerminalKeys: KeyInput, TerminalKeyMode, TerminalSizing {
  /// The handlers that were installed before key mode, by signal.
  private var previousHandlers: [(signal: Int32, handler: SignalHandler?)] = []
  /// Whether the terminal is in key mode.
  private var isInKeyMode = false
  /// The file descriptor keys are read from.
  private let descriptor: Int32
  /// The file descriptor of the terminal the output goes to.
  private let outputDescriptor: Int32

  /// Keys read from `descriptor` (by default 0, standard input, which
  /// should be a terminal), for output to `outputDescriptor` (by default
  /// 1, standard output).
  package init(descriptor: Int32 = 0, outputDescriptor: Int32 = 1) {
    self.descriptor = descriptor
    self.outputDescriptor = outputDescriptor
  }

  /// The size of the terminal the output goes to, as ``TerminalSize/of(descriptor:environment:)`` reads it.
  func terminalSize(environment: [String: String]) -> TerminalSize {
    TerminalSize.of(descriptor: outputDescriptor, environment: environment)
  }

  /// How long the rest of an escape sequence may take to arrive, in milliseconds.
  private static let escapeSequenceTimeout: Int32 = 50

  /// The signals after which the terminal is put back before the process ends.
  private static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// Saves the terminal's settings, installs the handlers that restore
  /// them, and turns off line editing, echo and signal keys. Does nothing
  /// when the descriptor is not a terminal.
  func enterKeyMode() {
    guard !isInKeyMode, tcgetattr(descriptor, &savedTerminal.pointee.settings) == 0 else { return }
    savedTerminal.pointee.descriptor = descriptor
    savedTerminal.pointee.outputDescriptor = outputDescriptor
    savedTerminal.pointee.isOnAlternateScreen = false
    isInKeyMode = true
    previousHandlers = Self.signals.map { ($0, signal($0, restoreTerminalAndReraise)) }
    openResizePipe()
    var raw = savedTerminal.pointee.settings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    _ = tcsetattr(descriptor, TCSANOW, &raw)
  }

  /// Restores the terminal's settings and then the signal handlers that
  /// were there before; a signal between the two restores them once more.
  func leaveKeyMode() {
    guard isInKeyMode else { return }
    isInKeyMode = false
    _ = tcsetattr(descriptor, TCSANOW, &savedTerminal.pointee.settings)
    for (number, handler) in previousHandlers { _ = signal(number, handler) }
    previousHandlers = []
    closeResizePipe()
  }

  /// The handler that was installed for SIGWINCH before key mode.
  private var previousResizeHandler: SignalHandler?

  /// Opens the pipe the SIGWINCH handler writes a byte to, and installs
  /// the handler: a key read waits on the pipe too, so a resize wakes it.
  private func openResizePipe() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    savedTerminal.pointee.resizeRead = ends[0]
    savedTerminal.pointee.resizeWrite = ends[1]
    previousResizeHandler = signal(SIGWINCH, noteResize)
  }

  /// Puts SIGWINCH's handler back, then closes the pipe.
  private func closeResizePipe() {
    guard savedTerminal.pointee.resizeRead >= 0 else { return }
    _ = signal(SIGWINCH, previousResizeHandler)
    previousResizeHandler = nil
    let (readEnd, writeEnd) = (savedTerminal.pointee.resizeRead, savedTerminal.pointee.resizeWrite)
    savedTerminal.pointee.resizeWrite = -1
    savedTerminal.pointee.resizeRead = -1
    close(writeEnd)
    close(readEnd)
  }

  /// Whether the terminal was resized since last asked: empties the pipe.
  private func takeResize() -> Bool {
    let readEnd = savedTerminal.pointee.resizeRead
    guard readEnd >= 0 else { return false }
    var resized = false
    var byte: UInt8 = 0
    while read(readEnd, &byte, 1) == 1 { resized = true }
    return resized
  }

  /// Waits until a byte can be read from the descriptor (`true`) or the
  /// terminal is resized (`false`).
  private func waitForKeyOrResize() -> Bool {
    let readEnd = savedTerminal.pointee.resizeRead
    guard readEnd >= 0 else { return true }
    var requests = [
      pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let ready = poll(&requests, 2, -1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return true }
      if requests[1].revents != 0, takeResize() { return false }
      if requests[0].revents != 0 { return true }
    }
  }

  /// Notes whether the output is on the alternate screen: set before the
  /// switch to it and cleared after the switch back, so that a signal in
  /// between at worst switches back once more, which changes nothing.
  func noteAlternateScreen(_ isOn: Bool) {
    guard isInKeyMode else { return }
    savedTerminal.pointee.isOnAlternateScreen = isOn
  }

  /// The next key pressed, or `nil` when the input has ended.
  package func nextKey() -> Character? {
    if takeResize() || !waitForKeyOrResize() { return SpecialKey.resize }
    guard let byte = readByte(waitingMilliseconds: nil) else { return nil }
    switch byte {
    case 0x1B:
      return readRestOfEscapeSequence()
    case 0x80...:
      return readUTF8Character(startingWith: byte)
    default:
      return Character(Unicode.Scalar(byte))
    }
  }

  /// Reads what follows an escape: `[`, parameters and a final byte (CSI),
  /// `O` and one byte (SS3), or the one key pressed with Alt; a lone
  /// Escape key has nothing after it. Returns the ``SpecialKey`` the
  /// sequence stands for, or `"\u{1B}"`.
  private func readRestOfEscapeSequence() -> Character {
    let timeout = Self.escapeSequenceTimeout
    guard let introducer = readByte(waitingMilliseconds: timeout) else { return "\u{1B}" }
    var sequence = [introducer]
    switch introducer {
    case UInt8(ascii: "["):
      while let byte = readByte(waitingMilliseconds: timeout) {
        sequence.append(byte)
        if (0x40...0x7E).contains(byte) { break }
      }
    case UInt8(ascii: "O"):
      if let byte = readByte(waitingMilliseconds: timeout) { sequence.append(byte) }
    default:
      break
    }
    return Self.specialKeys[String(decoding: sequence, as: UTF8.self)] ?? "\u{1B}"
  }

  /// The keys ``SpecialKey`` names, by what follows the escape that starts
  /// them, in the normal and the application cursor mode.
  private static let specialKeys: [String: Character] = [
    "[A": SpecialKey.up, "OA": SpecialKey.up, "[B": SpecialKey.down, "OB": SpecialKey.down,
    "[5~": SpecialKey.pageUp, "[6~": SpecialKey.pageDown,
    "[H": SpecialKey.home, "OH": SpecialKey.home, "[1~": SpecialKey.home, "[7~": SpecialKey.home,
    "[F": SpecialKey.end, "OF": SpecialKey.end, "[4~": SpecialKey.end, "[8~": SpecialKey.end,
  ]

  /// The character whose UTF-8 encoding starts with `lead`, or U+FFFD when
  /// the bytes that follow do not complete one.
  private func readUTF8Character(startingWith lead: UInt8) -> Character {
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    var bytes = [lead]
    while bytes.count < length,
      let byte = readByte(waitingMilliseconds: Self.escapeSequenceTimeout)
    {
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self).first ?? "\u{FFFD}"
  }

  /// One byte from the descriptor; `nil` at its end, on an error, or when
  /// none arrives within `waitingMilliseconds` (when given).
  private func readByte(waitingMilliseconds: Int32?) -> UInt8? {
    if let waitingMilliseconds {
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, waitingMilliseconds) > 0 else { return nil }
    }
    var byte: UInt8 = 0
    while true {
      let count = read(descriptor, &byte, 1)
      if count == 1 { return byte }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }
}

#if canImport(Glibc)
  /// A C signal handler.
  private typealias SignalHandler = sighandler_t
#elseif canImport(Darwin)
  /// A C signal handler.
  private typealias SignalHandler = sig_t
#endif

/// A terminal and its settings from before key mode, for the signal handler.
///
/// nonisolated(unsafe) is safe here: the pointer itself never changes, and
/// the settings and descriptors it points to are written only by
/// ``TerminalKeys/enterKeyMode()`` before it installs the handler that
/// reads them; while the handler is installed, only the one-byte
/// `isOnAlternateScreen` is written, by
/// ``TerminalKeys/noteAlternateScreen(_:)`` on the thread the handler
/// interrupts, so the handler reads it before or after the write, never
/// half of it, and either value leads to a correct terminal (see there).
/// The resize pipe's ends are written before SIGWINCH's handler is
/// installed and after it is put back, so that handler only reads them.
/// A pointer (rather than a `termios` variable) keeps the handler free of
/// Swift's exclusivity checks, which are not async-signal-safe.
private nonisolated(unsafe) let savedTerminal: UnsafeMutablePointer<SavedTerminal> = {
  let pointer = UnsafeMutablePointer<SavedTerminal>.allocate(capacity: 1)
  pointer.initialize(
    to: SavedTerminal(
      descriptor: -1, settings: termios(), outputDescriptor: -1, isOnAlternateScreen: false))
  return pointer
}()

/// A terminal's file descriptor and its settings.
private struct SavedTerminal {
  /// The terminal's file descriptor.
  var descriptor: Int32
  /// Its settings from before key mode.
  var settings: termios
  /// The descriptor the output goes to.
  var outputDescriptor: Int32
  /// Whether the output is on the alternate screen.
  var isOnAlternateScreen: Bool
  /// The pipe the SIGWINCH handler writes to, `-1` when there is none.
  var resizeRead: Int32 = -1
  var resizeWrite: Int32 = -1
}

/// Notes that the terminal was resized, by writing a byte to the pipe a
/// key read waits on (a full pipe already says so). Calls only
/// async-signal-safe functions.
private func noteResize(_ number: Int32) {
  let writeEnd = savedTerminal.pointee.resizeWrite
  guard writeEnd >= 0 else { return }
  var byte: UInt8 = 1
  _ = write(writeEnd, &byte, 1)
}

/// The switch back from the alternate screen.
private let leaveAlternateScreen: StaticString = "\u{1B}[?1049l"

/// Switches the output back from the alternate screen when it is on it,
/// puts the terminal's settings back, then ends the process with the same
/// signal by its default action. Calls only async-signal-safe functions.
private func restoreTerminalAndReraise(_ number: Int32) {
  if savedTerminal.pointee.isOnAlternateScreen {
    _ = write(
      savedTerminal.pointee.outputDescriptor, leaveAlternateScreen.utf8Start,
      leaveAlternateScreen.utf8CodeUnitCount)
  }
  _ = tcsetattr(savedTerminal.pointee.descriptor, TCSANOW, &savedTerminal.pointee.settings)
  _ = signal(number, SIG_DFL)
  _ = raise(number)
}
