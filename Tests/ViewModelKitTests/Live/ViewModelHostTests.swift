import Testing
import ViewModelKit

@MainActor
@Suite struct ViewModelHostTests {
  final class TitleView: ViewModelHost {
    var shown: [String] = []
    func apply(_ viewModel: LabelViewModel) { shown.append(viewModel.text.string) }
  }

  final class SwitchView: ViewModelHost {
    var shown: [Bool] = []
    func apply(_ viewModel: ToggleViewModel) { shown.append(viewModel.isOn) }
  }

  @Test func aBoundHostAppliesTheCurrentSnapshotAndEveryLaterOne() {
    let title = Property(LabelViewModel(text: "Orders"))
    let view = TitleView()
    view.bind(to: title)
    title.value = LabelViewModel(text: "Sales")
    title.value = LabelViewModel(text: "Sales")  // equal snapshot: not applied again
    #expect(view.shown == ["Orders", "Sales"])
  }

  @Test func aPropertyHoldsItsHostWeakly() {
    let title = Property(LabelViewModel(text: "Orders"))
    var view: TitleView? = TitleView()
    weak let weakView = view
    view!.bind(to: title)
    view = nil
    #expect(weakView == nil)
    title.value = LabelViewModel(text: "Sales")
    #expect(title.observerCount == 0)
  }

  @Test func hostsOfMixedTypesApplyOnlyTheSnapshotsTheyShow() {
    let titleView = TitleView()
    let switchView = SwitchView()
    let hosts = [AnyViewModelHost(titleView), AnyViewModelHost(switchView)]
    let snapshots: [any ViewModel] = [
      LabelViewModel(text: "Hi"), ToggleViewModel(isOn: true), ButtonViewModel(title: "No host"),
    ]
    var applied = 0
    for snapshot in snapshots {
      for host in hosts where host.apply(snapshot) { applied += 1 }
    }
    #expect(applied == 2)
    #expect(titleView.shown == ["Hi"])
    #expect(switchView.shown == [true])
    #expect(hosts[0].apply(AnyViewModel(LabelViewModel(text: "Erased"))))
    #expect(titleView.shown == ["Hi", "Erased"])
  }

  @Test func anErasedHostDoesNotKeepItsHostAlive() {
    var view: TitleView? = TitleView()
    let host = AnyViewModelHost(view!)
    #expect(host.hostExists)
    view = nil
    #expect(!host.hostExists)
    #expect(!host.apply(LabelViewModel(text: "Nobody")))
  }
}
