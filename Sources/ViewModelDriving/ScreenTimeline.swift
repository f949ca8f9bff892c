public import ViewModelKit
import ViewModelSnapshotFormat
public import ViewModelSnapshotTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every view model a driven screen published, each under the step that
/// led to it: a ``ScreenDriver``'s ``ScreenDriver/timeline``.
///
/// Snapshot it with `Snapshotting.timeline` (text) or
/// `Snapshotting.timelineJSON`. Every view model
/// is written, so a change nobody expected shows in the diff: the
/// snapshot is exhaustive by construction. In text it is a timeline file,
/// as `vmk` reviews and draws one: a frame per step, the state the step
/// left, with the view models the screen published on the way.
public struct ScreenTimeline: Sendable {
  /// One step and the view models the screen published after it.
  public struct Entry: Sendable {
    /// The step; the first entry's is ``ScreenStep/start``, with the
    /// view model the driver found.
    public let step: ScreenStep
    /// What the screen published after the step and before the next, in
    /// order, what arrived once the step had settled included (a reply a
    /// test hands over between steps); empty when it published nothing and
    /// the screen is unchanged.
    public internal(set) var viewModels: [any ViewModel]
  }

  /// The name of the screen's view model type, for the heading.
  let screenType: String
  /// The steps in order, each with its view models.
  public internal(set) var entries: [Entry]

  /// Every view model, in order.
  public var viewModels: [any ViewModel] { entries.flatMap(\.viewModels) }

  /// The text of the timeline, as `Snapshotting.timeline`
  /// writes it: `Timeline of <type>, <n> frames`, then a frame per step,
  /// its step on the frame's first line and its view models below.
  ///
  /// Redactions apply to each view model by its own paths, and numbered
  /// names are numbered over the whole timeline, as for any timeline; a
  /// redaction must find something in some view model, unless optional.
  public func text(redacting redactions: [Redaction] = []) throws -> String {
    // One rendering of every view model, as a timeline of them renders, so
    // that numbered names are numbered over the whole drive.
    let renderer = TextRenderer(redactions: redactions.map { $0.appliedToEachElement() })
    let rendering = try renderer.renderUTF8(viewModels.map { AnyViewModel($0) })
    var frames = FrameLines(rendering)
    var out = Array(Timeline.heading(frameType: screenType, count: entries.count).utf8)
    out.reserveCapacity(rendering.count + rendering.count / 8 + entries.count * 64)
    out.append(0x0A)
    for (index, entry) in entries.enumerated() {
      let count = entry.viewModels.count
      let suffix = count == 0 ? ": unchanged" : count == 1 ? "" : ", \(count) view models"
      out += "  [\(index)]: \(Self.heading(entry.step))\(suffix)\n".utf8
      for _ in entry.viewModels { frames.appendNext(to: &out) }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The JSON of the timeline, as `Snapshotting.timelineJSON`
  /// writes it: an array of the steps, each with its view models.
  ///
  /// Redactions apply to each view model by its own paths
  /// (`[].viewModels[]` is put before each selector).
  public func json(redacting redactions: [Redaction] = []) throws -> String {
    let steps = entries.map { entry in
      JSONStep(step: entry.step.description, viewModels: entry.viewModels.map { AnyViewModel($0) })
    }
    let renderer = JSONRenderer(
      redactions: redactions.map { $0.applied(under: "[].viewModels[]") })
    return try renderer.render(steps)
  }

  private static func heading(_ step: ScreenStep) -> String {
    step == .start ? "start" : "→ \(step)"
  }
}

/// One step in the JSON of a timeline.
private struct JSONStep: Encodable {
  let step: String
  let viewModels: [AnyViewModel]
}

/// The frames of the text rendering of an array of view models, handed
/// out in order, each as a view model's lines indented under a step: its
/// first line, after `  [i]: `, four spaces in, the lines below two more
/// than they were.
private struct FrameLines {
  private let bytes: [UInt8]
  private var position: Int

  /// The frames of the text rendering of an array: its first line, then
  /// each element's `  [i]: ` and the lines below it.
  init(_ rendering: [UInt8]) {
    bytes = rendering
    position = (bytes.firstIndex(of: 0x0A) ?? bytes.count - 1) + 1
  }

  /// Appends the next frame to `out`; nothing when there is none.
  mutating func appendNext(to out: inout [UInt8]) {
    let start = position
    guard start < bytes.count else { return }
    position = bytes.withUnsafeBufferPointer { bytes in
      var lineStart = start
      while lineStart < bytes.count {
        let lineEnd = Self.end(ofLineAt: lineStart, in: bytes)
        if lineStart == start {
          // `[i]: ` gives way to four spaces.
          var marker = lineStart
          while marker < lineEnd, bytes[marker] != 0x3A { marker += 1 }
          out.append(contentsOf: repeatElement(0x20, count: 4))
          let text = marker < lineEnd ? min(marker + 2, lineEnd) : lineStart
          out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[text..<lineEnd]))
        } else if lineEnd - lineStart > 2, bytes[lineStart + 2] == 0x5B {
          break  // the next frame's `  [i]: `; the lines below are indented further
        } else {
          if bytes[lineStart] != 0x0A { out.append(contentsOf: repeatElement(0x20, count: 2)) }
          out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
        }
        lineStart = lineEnd
      }
      return lineStart
    }
  }

  /// The index past the line break that ends the line at `start`, or the
  /// end of `bytes`.
  private static func end(ofLineAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress, start < bytes.count,
      let newline = memchr(base + start, 0x0A, bytes.count - start)
    else { return bytes.count }
    return base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
  }
}

extension Snapshotting where Value == ScreenTimeline {
  /// A screen's timeline as text, in a `.txt` file that `vmk` reviews and
  /// draws as it does any timeline: a frame per step, the step on its
  /// first line and the view models it led to below, rendered as
  /// `TextRenderer` renders them. Redactions apply to each view model by
  /// its own paths.
  public static var timeline: Snapshotting<ScreenTimeline> {
    Snapshotting(
      pathExtension: "txt",
      renderRedacting: { timeline, redactions in try timeline.text(redacting: redactions) })
  }

  /// A screen's timeline as JSON, in a `.json` file: an array of the
  /// steps, each with its view models as `JSONRenderer` renders them.
  public static var timelineJSON: Snapshotting<ScreenTimeline> {
    Snapshotting(
      pathExtension: "json",
      renderRedacting: { timeline, redactions in try timeline.json(redacting: redactions) })
  }
}
