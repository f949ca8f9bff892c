import Foundation
import ViewModelSnapshotFormat

/// Carries out accept and reject on pending inline snapshots: writes their
/// literals into one test file at a time, or prints the patch that would.
///
/// Under ``InlineWriteLock`` it reads the pending lines again, so a call
/// that another `vmk` decided or moved meanwhile is found where it is now;
/// reads the file once; makes every edit (``InlineSnapshotPatch``); checks
/// that the result still parses (``SwiftParseCheck``); replaces the file in
/// one rename (``InlineSourceFile``); and notes what it did
/// (``InlineDecision``), including where the calls still pending in the
/// file moved to. It refuses a call rather than guess, and says why.
struct InlineWriter {
  let package: PackageContext
  let environment: [String: String]

  /// What became of one call.
  struct Outcome {
    let call: String
    /// What was done, or why nothing was.
    let message: String
    let done: Bool
  }

  /// What accepting the calls of one file did: an outcome per call and, for
  /// `--patch`, the patch.
  struct Result {
    var outcomes: [Outcome] = []
    var patch: String? = nil
  }

  /// The pending inline snapshots of `package` as they are now: the
  /// processes' lines with every decision applied, by call.
  static func currentCalls(in package: PackageContext) -> [InlinePendingCall] {
    let reading = InlinePendingLog.read(stateFolder: package.stateFolder)
    let decisions = InlineDecision.read(stateFolder: package.stateFolder)
    return InlinePendingCall.calls(in: InlineDecision.apply(decisions, to: reading.entries))
  }

  /// Writes the renderings of `calls`, all in the test file `file`, into
  /// it; with `patchOnly`, changes nothing and returns the patch instead.
  func accept(_ calls: [InlinePendingCall], file: String, patchOnly: Bool) -> Result {
    var result = Result()
    let lock: InlineWriteLock
    let source: InlineSourceFile
    let read: (bytes: [UInt8], mode: mode_t)
    do {
      lock = try InlineWriteLock(package: package)
      source = try InlineSourceFile(path: file, package: package)
      read = try source.read()
      if !patchOnly { try source.checkWritable(mode: read.mode) }
    } catch {
      return Result(
        outcomes: calls.map { Outcome(call: $0.shown, message: error.message, done: false) })
    }
    defer { withExtendedLifetime(lock) {} }
    let hash = SourceHash.of(read.bytes)
    let fresh = Self.currentCalls(in: package).filter { $0.file == file }
    let decisions = InlineDecision.read(stateFolder: package.stateFolder)
    let lexed = InlineSnapshotPatch.LexedSource(read.bytes)
    // Each call is named as the command named it, wherever it is now.
    var edits: [(shown: String, call: InlinePendingCall, edit: InlineSnapshotPatch.Edit)] = []
    for requested in calls {
      switch plan(requested, fresh: fresh, decisions: decisions, lexed: lexed, hash: hash) {
      case .edit(let call, let edit): edits.append((requested.shown, call, edit))
      case .outcome(let outcome): result.outcomes.append(outcome)
      }
    }
    guard !edits.isEmpty else { return result }
    let shownCalls = edits.map(\.shown)
    let patched: [UInt8]
    let unchecked: String
    do {
      patched = try InlineSnapshotPatch.apply(edits.map(\.edit), to: read.bytes)
      unchecked = try checkParses(patched, original: read.bytes, file: file)
      if patchOnly {
        result.patch = GitPatch.unifiedDiff(from: read.bytes, to: patched, path: file)
        result.outcomes += shownCalls.map {
          Outcome(call: $0, message: "patched  \(visible($0))" + unchecked, done: true)
        }
        return result
      }
      try source.replace(with: patched, mode: read.mode, expected: read.bytes)
    } catch let error as ToolError {
      result.outcomes += shownCalls.map { Outcome(call: $0, message: error.message, done: false) }
      return result
    } catch {
      let message = "Not written to \(visible(file)): \(error)"
      result.outcomes += shownCalls.map { Outcome(call: $0, message: message, done: false) }
      return result
    }
    let accepted = edits.map(\.call)
    let moves = InlineMoves(edits: edits.map(\.edit), before: read.bytes, after: patched)
    var taken = accepted.map { InlineDecision(.accepted, on: $0) }
    for other in fresh where other.sourceHash == hash && !accepted.contains(other) {
      if let move = moves.decision(moving: other) { taken.append(move) }
    }
    let noted = unchecked + note(taken)
    result.outcomes += shownCalls.map {
      Outcome(
        call: $0, message: "accepted  \(visible($0))  (written into the source)" + noted, done: true
      )
    }
    return result
  }

  /// Drops `calls` from what is pending, leaving their test files alone.
  func reject(_ call: InlinePendingCall) -> Outcome {
    do {
      let lock = try InlineWriteLock(package: package)
      defer { withExtendedLifetime(lock) {} }
      let current = InlinePendingCall.calls(
        in: InlineDecision.apply(
          InlineDecision.read(stateFolder: package.stateFolder), to: call.entries))
      guard let now = current.first else {
        return Outcome(
          call: call.shown, message: "rejected  \(visible(call.shown))  (already, by another vmk)",
          done: true)
      }
      try InlineDecision.append(
        [InlineDecision(.rejected, on: now)], stateFolder: package.stateFolder)
      return Outcome(
        call: call.shown,
        message: "rejected  \(visible(call.shown))  (the source is left as it is)", done: true)
    } catch let error as ToolError {
      return Outcome(call: call.shown, message: error.message, done: false)
    } catch {
      return Outcome(
        call: call.shown, message: "Could not reject \(visible(call.shown)): \(error).", done: false
      )
    }
  }

  private enum Plan {
    case edit(InlinePendingCall, InlineSnapshotPatch.Edit)
    case outcome(Outcome)
  }

  /// The edit for `requested`, found among `fresh` where decisions since the
  /// catalog was read moved it, or why there is none.
  private func plan(
    _ requested: InlinePendingCall, fresh: [InlinePendingCall], decisions: [InlineDecision],
    lexed: InlineSnapshotPatch.LexedSource, hash: String
  ) -> Plan {
    let shown = requested.shown
    let now = InlineDecision.apply(decisions, to: requested.entries)
    guard let first = now.first, let call = fresh.first(where: { $0.shown == first.shown }) else {
      return .outcome(
        Outcome(
          call: shown, message: "accepted  \(visible(shown))  (already, by another vmk)", done: true
        ))
    }
    do throws(InlineWriteRefusal) {
      return .edit(call, try InlineWriteRefusal.edit(for: call, in: lexed, hash: hash))
    } catch {
      return .outcome(Outcome(call: shown, message: error.message(for: call), done: error.isDone))
    }
  }

  /// Refuses `patched` when it does not parse and `original` did; returns
  /// what to add to the message when there was no compiler to ask.
  private func checkParses(_ patched: [UInt8], original: [UInt8], file: String)
    throws(ToolError) -> String
  {
    let check = SwiftParseCheck(environment: environment)
    let verdict = check.verdict(on: patched)
    if case .unavailable(let why) = verdict { return "; not checked with swiftc -parse: \(why)" }
    guard case .fails(let reason) = verdict, check.verdict(on: original) == .parses else {
      return ""
    }
    throw ToolError(
      "Not written: \(visible(file)) would no longer parse with the literal in it (swiftc -parse: \(visible(reason))). The file is unchanged; paste the literal by hand."
    )
  }

  /// Appends `decisions`; returns what to add to the message when that failed.
  private func note(_ decisions: [InlineDecision]) -> String {
    do {
      try InlineDecision.append(decisions, stateFolder: package.stateFolder)
      return ""
    } catch {
      return
        "; vmk could not note it in \(PackageLayout.stateFolder) (\(error)), so vmk pending may still list it until the test runs again"
    }
  }
}
