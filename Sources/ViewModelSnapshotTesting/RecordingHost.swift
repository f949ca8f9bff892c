public import ViewModelKit

/// A host that keeps every view model it is given, as frames for a timeline
/// snapshot test.
///
/// ```swift
/// let state = Property(LabelViewModel(text: "Loading…"))
/// let host = RecordingHost<LabelViewModel>()
/// host.bind(to: state)
/// state.value = LabelViewModel(text: "3 orders")
/// print(host.frames.map(\.text.string))
/// ```
/// ```text
/// ["Loading…", "3 orders"]
/// ```
///
/// It is a test double, so it lives here, beside the assertions that pin its
/// frames, and not in `ViewModelKit`: an app links only what it ships, and
/// on Apple platforms a program that links Testing or XCTest (as this module
/// does) fails at launch unless a test host runs it. An app's own code, such
/// as a preview or a program that prints a screen as it changes, adopts
/// `ViewModelHost` with a host of its own in a few lines.
@MainActor
public final class RecordingHost<Value>: ViewModelHost {
  /// Every view model applied, in order.
  public private(set) var frames: [Value] = []

  /// Creates a host with no frames.
  public init() {}

  /// Records `viewModel` as the next frame.
  public func apply(_ viewModel: Value) {
    frames.append(viewModel)
  }

  /// Forgets the frames recorded so far.
  public func reset() {
    frames.removeAll()
  }
}
