import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@MainActor
@Suite struct RecordingHostTests {
  @Test func aRecordingHostKeepsEveryFrameForATimeline() {
    let state = Property(LabelViewModel(text: "Loading…", textColor: .gray))
    let host = RecordingHost<LabelViewModel>()
    host.bind(to: state)
    state.value = LabelViewModel(text: "3 orders")
    state.value = LabelViewModel(text: "Offline", textColor: .red)
    #expect(host.frames.count == 3)
    assertSnapshot(of: host.frames, as: .text)
    host.reset()
    #expect(host.frames.isEmpty)
  }
}
