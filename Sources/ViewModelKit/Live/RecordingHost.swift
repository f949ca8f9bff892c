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
/// It lives here, beside ``ViewModelHost``, rather than in
/// `ViewModelSnapshotTesting`: it needs nothing but the live layer, its
/// frames are a plain array that any renderer or assertion takes, and code
/// that is not a test, such as a preview or a program that prints a
/// screen's timeline, can keep one without linking the testing module,
/// which imports Testing and XCTest.
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
