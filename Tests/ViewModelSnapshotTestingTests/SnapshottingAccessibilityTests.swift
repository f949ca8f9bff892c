import Foundation
import Testing
import ViewModelKit
import ViewModelSnapshotFormat
import ViewModelSnapshotTesting

@Suite struct SnapshottingAccessibilityTests {
  @Test func theAccessibilityStrategyUsesTheAccessibilityRenderer() throws {
    let like = ButtonViewModel(
      title: "♥", onTap: Action("post.like") {}, accessibility: Accessibility(label: "Like"))
    #expect(
      try Snapshotting.accessibility.render(like) == (try AccessibilityRenderer().render(like)))
    let shallow = Snapshotting<StackViewModel>.accessibility(AccessibilityRenderer(maximumDepth: 2))
    var deep = StackViewModel(children: [like])
    for _ in 0..<5 { deep = StackViewModel(children: [deep]) }
    #expect(throws: RenderingError.self) { try shallow.render(deep) }
  }

  @Test func itsFilesKeepTheirWholeExtensionAndAreTextSnapshotsForVMK() {
    let strategy = Snapshotting<LabelViewModel>.accessibility
    let name = SnapshotFileName.snapshot(
      suite: ["ProfileTests"], test: "loaded()", arguments: nil, name: nil,
      pathExtension: strategy.pathExtension)
    #expect(name == "ProfileTests.loaded.a11y.txt")
    #expect(SnapshotFileFilter.hasSnapshotExtension(name))
    #expect(SnapshotFileFilter.hasSnapshotExtension(name + ".new"))
    let root = URL(fileURLWithPath: "/package")
    let elsewhere = SnapshotFileFilter.stateFilePath(
      "Tests/Snapshots/ProfileTests/" + name, root: root)
    #expect((try? elsewhere.get()) != nil)
  }

  @Test func itRefusesRedactionsAndSaysWhy() {
    let strategy = Snapshotting<LabelViewModel>.accessibility
    #expect(!strategy.appliesRedactions)
    let error = #expect(throws: RenderingError.self) {
      try strategy.render(LabelViewModel(text: "id 9F2C"), redacting: [.number("id")])
    }
    let reason = error?.reason ?? ""
    #expect(reason.hasPrefix("the strategy for .a11y.txt files cannot redact: "))
    #expect(reason.contains("reads labels, values and ids from the components"))
    #expect(reason.contains(#"number("id", named: "id") would be silently ignored"#))
    #expect(!reason.contains("Snapshotting(pathExtension:render:)"))
    let pulledBack = strategy.pullback { (text: String) in LabelViewModel(text: text) }
    #expect(throws: RenderingError.self) {
      try pulledBack.render("x", redacting: [.number("id")])
    }
  }
}
