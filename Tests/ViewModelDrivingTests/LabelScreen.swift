import ViewModelKit

/// A screen of a label and a button whose action changes the label: its
/// view model, a stack of both, is published again whenever the label
/// changes. The settling tests give it actions that publish late, forever
/// or in bursts.
@MainActor
final class LabelScreen {
  let label: Property<LabelViewModel>
  let viewModel: Property<StackViewModel>
  private var subscription: Subscription?

  /// A screen showing `text`, whose button's action `id` calls `action`
  /// with the label to change.
  init(
    _ text: String = "0", action id: ActionID,
    _ action: @escaping @MainActor @Sendable (Property<LabelViewModel>) -> Void
  ) {
    let label = Property(LabelViewModel(text: text))
    let button = ButtonViewModel(title: "Go", onTap: Action(id) { action(label) })
    let viewModel = Property(StackViewModel(children: [label.value, button]))
    self.label = label
    self.viewModel = viewModel
    subscription = label.observeChanges {
      viewModel.value = StackViewModel(children: [$0, button])
    }
  }
}
