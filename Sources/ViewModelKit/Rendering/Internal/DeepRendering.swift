import Foundation

/// Renders values of any depth up to a renderer's maximum without
/// overflowing the stack.
///
/// Encoding recurses once per nesting level, and a debug build spends about
/// 3 KB of stack per level, so a deep value would overflow a 512 KB
/// secondary thread long before any sensible limit. Values no deeper than
/// `callerStackDepth` (nearly all view models) render on the caller's thread; a
/// deeper one stops early and renders again on a thread whose stack is
/// sized for the renderer's maximum depth.
@usableFromInline package enum DeepRendering {
  /// The largest maximum depth a renderer accepts.
  ///
  /// It bounds what a deep value may cost: the dedicated thread's stack
  /// (1 MiB plus `stackBytesPerLevel` per level, 161 MiB at most, reserved
  /// but touched only as deep as the value goes) and the rendering itself,
  /// whose lines are indented by their depth, so that a value nested this
  /// deeply holds on the order of depth² bytes of indentation: a chain of
  /// 10,000 levels renders to 200 MB of JSON, and a debug build peaks at
  /// 450 MB while it grows the buffer.
  static let largestMaximumDepth = 10_000
  /// The deepest nesting walked when no `maximumDepth` is given: the one
  /// default of every renderer, the accessibility audit and its elements.
  /// A value is rendered at most this deep by its renderer alone; no test
  /// scope or call sets it.
  @usableFromInline package static let defaultMaximumDepth = 5_000
  /// The deepest nesting rendered on the caller's stack.
  static let callerStackDepth = 128
  /// Stack reserved per nesting level on the dedicated thread: five times
  /// what a debug build uses, for `encode(to:)` implementations with large
  /// frames.
  static let stackBytesPerLevel = 16 << 10

  /// Renders with `encoder`, which is made with the depth limit it may use
  /// and whether exceeding it should move the work to a larger stack.
  ///
  /// - Throws: `RenderingError` when `maximumDepth` is not between 1 and
  ///   `largestMaximumDepth`, before anything is rendered.
  package static func render<Rendering>(
    rootType: Any.Type, maximumDepth: Int,
    _ attempt: (_ limit: Int, _ escalates: Bool) throws -> Rendering
  ) throws -> Rendering {
    guard (1...largestMaximumDepth).contains(maximumDepth) else {
      throw RenderingError(
        rootType: String(describing: rootType), path: "",
        reason: "the maximum depth of \(maximumDepth) is not supported; "
          + "it must be between 1 and \(largestMaximumDepth)")
    }
    guard maximumDepth > callerStackDepth else { return try attempt(maximumDepth, false) }
    do {
      return try attempt(callerStackDepth, true)
    } catch is DeeperThanCallerStack {
      // At most 1 MiB + 10,000 × 16 KiB: no overflow, and every level fits.
      let stackBytes = (1 << 20) + maximumDepth * stackBytesPerLevel
      return try onDedicatedThread(stackBytes: stackBytes) { try attempt(maximumDepth, false) }
    }
  }

  /// Runs `body` on a new thread with a stack of `stackBytes` and waits for it.
  private static func onDedicatedThread<Rendering>(
    stackBytes: Int, _ body: () throws -> Rendering
  ) throws -> Rendering {
    try withoutActuallyEscaping(body) { body in
      let run = Run(body)
      let thread = Thread { run.execute() }
      thread.stackSize = stackBytes
      thread.start()
      run.finished.wait()
      return try run.result!.get()
    }
  }

  /// The work handed to the dedicated thread and its result.
  private final class Run<Rendering>: @unchecked Sendable {
    // @unchecked: the caller creates the run, starts the thread and then
    // blocks on `finished` until the thread has stored `result` and
    // signalled. `body` and `result` are therefore touched by one thread at
    // a time, and the semaphore orders those accesses.
    // The body is released before `finished` is signalled, because the
    // caller's closure must not outlive `withoutActuallyEscaping` even while
    // the finished thread object lingers.
    private var body: (() throws -> Rendering)?
    var result: Result<Rendering, any Error>?
    let finished = DispatchSemaphore(value: 0)

    init(_ body: @escaping () throws -> Rendering) {
      self.body = body
    }

    func execute() {
      if let body { result = Result { try body() } }
      body = nil
      finished.signal()
    }
  }
}

/// Thrown by a first, shallow attempt when the value is deeper than
/// `DeepRendering.callerStackDepth`; never reaches a caller.
package struct DeeperThanCallerStack: Error {
  package init() {}
}
