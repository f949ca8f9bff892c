import Foundation

/// A program run with the tool's own standard streams, in the tool's
/// process group, so that its output appears as it is written and a Ctrl-C
/// at the terminal reaches it as it reaches `vmk`.
///
/// While it runs, `vmk` catches SIGINT, SIGTERM and SIGHUP instead of dying
/// at once: it waits a moment for the program to stop, asks it to stop
/// (SIGTERM, then SIGKILL) when it does not, and then says what happened. A
/// second interruption stops the program at once. Signals are per process,
/// so one program runs at a time.
struct ChildProcess {
  let executable: URL
  let arguments: [String]
  let environment: [String: String]
  let directory: URL
  /// What the program is, for messages: `swift test`, or the diff tool.
  var purpose = "swift test"
  /// What a message that it could not start suggests.
  var startHint =
    "Check that it is an executable swift, or name another with VMK_SWIFT=/path/to/swift."

  /// How a program ended.
  struct Termination: Equatable {
    /// The exit status, or 128 plus the signal that killed it (as shells report it).
    let exitCode: Int32
    /// The signal that killed the program, if one did.
    let signal: Int32?
    /// The signal that interrupted `vmk` while the program ran, if one did.
    let interruption: Int32?
  }

  /// Seconds after an interruption before the program is sent SIGTERM, then SIGKILL.
  static let graceSeconds: (term: Double, kill: Double) = (3, 6)

  /// Runs the program and waits for it to end.
  ///
  /// - Throws: `ToolError` when it cannot be started.
  func run() throws -> Termination {
    #if os(macOS) || os(Linux)
      return try runHere()
    #else
      throw ToolError("vmk can start \(purpose) only on macOS and Linux.")
    #endif
  }
}

#if os(macOS) || os(Linux)
  extension ChildProcess {
    private static let oneAtATime = NSLock()

    /// Runs the program with `vmk`'s signals watched, and waits for it to end.
    private func runHere() throws -> Termination {
      Self.oneAtATime.lock()
      defer { Self.oneAtATime.unlock() }
      let watched: [Int32] = [SIGINT, SIGTERM, SIGHUP]
      SignalFlags.reset()
      let previous = watched.map { signal($0, SignalFlags.handler) }
      // A parent may start vmk with these signals blocked; they must reach it.
      var unblocked = sigset_t()
      var blocked = sigset_t()
      sigemptyset(&unblocked)
      for number in watched { sigaddset(&unblocked, number) }
      pthread_sigmask(SIG_UNBLOCK, &unblocked, &blocked)
      defer {
        pthread_sigmask(SIG_SETMASK, &blocked, nil)
        for (number, handler) in zip(watched, previous) { signal(number, handler) }
        SignalFlags.child = 0
      }
      let pid = try spawn()
      SignalFlags.child = pid
      return wait(for: pid)
    }

    /// Starts the program with default signal handling and no blocked signals.
    private func spawn() throws -> pid_t {
      #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        var actions: posix_spawn_file_actions_t?
      #else
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
      #endif
      posix_spawnattr_init(&attributes)
      posix_spawn_file_actions_init(&actions)
      defer {
        posix_spawnattr_destroy(&attributes)
        posix_spawn_file_actions_destroy(&actions)
      }
      var defaults = sigset_t()
      var mask = sigset_t()
      sigemptyset(&mask)
      sigemptyset(&defaults)
      for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, number) }
      posix_spawnattr_setsigdefault(&attributes, &defaults)
      posix_spawnattr_setsigmask(&attributes, &mask)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
      let chdirStatus = Self.addChdir(&actions, directory.path)
      guard chdirStatus == 0 else {
        throw ToolError(
          "Could not run \(purpose) in \(directory.path): \(String(cString: strerror(chdirStatus)))."
        )
      }
      let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
      let envp =
        environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer { for pointer in argv + envp { free(pointer) } }
      var pid: pid_t = 0
      let status = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
      guard status == 0 else {
        throw ToolError(
          "Could not start \(executable.path): \(String(cString: strerror(status))). \(startHint)"
        )
      }
      return pid
    }

    #if canImport(Darwin)
      /// Makes the program start in `path`.
      private static func addChdir(
        _ actions: inout posix_spawn_file_actions_t?, _ path: String
      ) -> Int32 {
        posix_spawn_file_actions_addchdir_np(&actions, path)
      }
    #else
      /// Makes the program start in `path`, through the C library's
      /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29, musl 1.1.24),
      /// which Swift does not import there. Returns an error number, 0 when done.
      private static func addChdir(_ actions: inout posix_spawn_file_actions_t, _ path: String)
        -> Int32
      {
        typealias Function =
          @convention(c) (
            UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
          ) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np")
        else { return ENOSYS }
        return unsafeBitCast(symbol, to: Function.self)(&actions, path)
      }
    #endif

    /// Waits for `pid` to end, stopping it when `vmk` is interrupted.
    private func wait(for pid: pid_t) -> Termination {
      var interruptedAt: Date?
      var sentTerm = false
      while true {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid || (result < 0 && errno != EINTR) {
          return Self.termination(
            status: result == pid ? status : 0, interruption: SignalFlags.signal)
        }
        if SignalFlags.count > 0 {
          let since = interruptedAt ?? Date()
          interruptedAt = since
          let elapsed = Date().timeIntervalSince(since)
          if SignalFlags.count > 1 || elapsed > Self.graceSeconds.kill {
            kill(pid, SIGKILL)
          } else if elapsed > Self.graceSeconds.term && !sentTerm {
            kill(pid, SIGTERM)
            sentTerm = true
          }
        }
        usleep(20_000)
      }
    }

    /// A termination from a `waitpid` status.
    private static func termination(status: Int32, interruption: Int32) -> Termination {
      let low = status & 0x7f
      let interrupted = interruption == 0 ? nil : interruption
      if low == 0 {
        return Termination(exitCode: (status >> 8) & 0xff, signal: nil, interruption: interrupted)
      }
      return Termination(exitCode: 128 + low, signal: low, interruption: interrupted)
    }
  }

  /// What the signal handler saw; written only by the handler and by
  /// `ChildProcess.run` before and after the program runs.
  private enum SignalFlags {
    nonisolated(unsafe) static var count: Int32 = 0
    nonisolated(unsafe) static var signal: Int32 = 0
    nonisolated(unsafe) static var child: pid_t = 0

    static func reset() {
      count = 0
      signal = 0
      child = 0
    }

    /// Notes the signal, and passes on one that a terminal does not send to
    /// the whole process group (a Ctrl-C reaches the program by itself).
    static let handler: @convention(c) (Int32) -> Void = { number in
      SignalFlags.count += 1
      SignalFlags.signal = number
      if number != SIGINT && SignalFlags.child > 0 { kill(SignalFlags.child, number) }
    }
  }
#endif
