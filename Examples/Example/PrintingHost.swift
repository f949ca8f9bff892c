import ViewModelKit

/// A view for a terminal: it shows each view model it is given by printing
/// its text rendering, numbered, the way a screen would redraw.
///
/// It is plain ViewModelKit code, so that this program links no test
/// framework, as an app would not; a test keeps frames with `RecordingHost`
/// from `ViewModelSnapshotTesting` instead.
///
/// ```swift
/// let title = Property(LabelViewModel(text: "Loading…"))
/// let host = PrintingHost<LabelViewModel>()
/// host.bind(to: title)
/// title.value = LabelViewModel(text: "3 orders")
/// ```
/// ```text
/// applied [0]: Label "Loading…" #000000FF system 17
/// applied [1]: Label "3 orders" #000000FF system 17
/// ```
@MainActor
final class PrintingHost<Value: Encodable>: ViewModelHost {
  /// How many view models were applied so far.
  private(set) var appliedCount = 0

  private let renderer = TextRenderer()

  /// Prints `viewModel`'s text rendering after its number.
  func apply(_ viewModel: Value) {
    let rendering: String
    do {
      rendering = try renderer.render(viewModel)
    } catch {
      rendering = "cannot be rendered: \(error)\n"
    }
    print("applied [\(appliedCount)]: \(rendering)", terminator: "")
    appliedCount += 1
  }
}
