import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// How the library's types read in Swift Testing's output. A failing
/// `#expect` shows each side as `String(describingForTest:)` gives it, so
/// these tests read the descriptions the same way.
@Suite struct TestDescriptionsTests {
  @Test func aButtonReadsAsItsOneLineTextForm() {
    let button = ButtonViewModel(title: "Pay", onTap: Action("checkout.submit") {})
    #expect(
      String(describingForTest: button) == "Button \"Pay\" #0040DDFF onTap: → checkout.submit")
  }

  @Test func everyComponentReadsAsItsTextRenderingWithoutTheFinalNewline() throws {
    let components: [any ViewModel & CustomTestStringConvertible] = [
      LabelViewModel(text: "Hi"), ToggleViewModel(isOn: true, label: "Wi-Fi"),
      TextFieldViewModel(text: "ada", placeholder: "Name"), ImageViewModel(tint: .red),
      ProgressViewModel(fraction: 0.5), SliderViewModel(value: 2, range: 0...4),
    ]
    for component in components {
      let rendering = try TextRenderer().render(component)
      #expect(component.testDescription + "\n" == rendering)
      #expect(!component.testDescription.contains("\n"))
    }
  }

  @Test func anActionReadsAsTheTextRendererWritesIt() {
    let submit = Action("checkout.submit") {}
    #expect(String(describingForTest: submit) == "→ checkout.submit")
    #expect(String(describingForTest: submit.disabled()) == "→ checkout.submit (disabled)")
  }

  @Test func valuesReadAsTheirTextForms() {
    #expect(String(describingForTest: Color.red) == "#FF3B30FF")
    #expect(String(describingForTest: Font.system(size: 17, weight: .bold)) == "system 17 bold")
    #expect(String(describingForTest: TextAlignment.center) == "center")
    #expect(String(describingForTest: AttributedText("Hi")) == "\"Hi\"")
  }

  @Test func anAttributedTextShowsItsAttributesWhichItsDescriptionLeavesOut() {
    let text = AttributedText("Hi", underline: true)
    #expect(text.description == "Hi")
    #expect(String(describingForTest: text).contains("underline"))
  }

  @Test func aLongViewModelIsCutWithTheNumberOfLinesLeftOut() throws {
    let labels = (1...30).map { LabelViewModel(text: "Row \($0)") }
    let stack = StackViewModel(children: labels.map { $0 as any ViewModel })
    let rendering = try TextRenderer().render(stack).split(separator: "\n")
    let lines = stack.testDescription.split(separator: "\n", omittingEmptySubsequences: false)
    let limit = viewModelTestDescriptionLineLimit
    #expect(rendering.count > limit + 1)
    #expect(lines.count == limit + 1)
    #expect(lines.prefix(limit) == rendering.prefix(limit))
    #expect(lines.last.map(String.init) == "… \(rendering.count - limit) more lines")
  }

  @Test func aViewModelOfYourOwnReadsAsItsTextRenderingOnceItConforms() {
    let cart = Cart(title: LabelViewModel(text: "Cart"), count: 2)
    #expect(
      String(describingForTest: cart)
        == "Cart\n  title: Label \"Cart\" #000000FF body\n  count: 2")
  }
  /// Runs the test binary again for `failingExpectationProbe` alone and
  /// reads what Swift Testing printed for its failing `#expect`. A known
  /// issue here would be counted in every run's summary; a child's failure
  /// is not.
  @Test(.enabled(if: Self.testBinary != nil, "needs the test binary that swift test runs on Linux"))
  func aFailingExpectOnTwoButtonsShowsTheirOneLineForms() throws {
    let binary = try #require(Self.testBinary)
    let scratch = try TemporaryFolder()
    defer { scratch.delete() }
    let output = scratch.url.appendingPathComponent("output.txt")
    #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
    let handle = try FileHandle(forWritingTo: output)
    defer { try? handle.close() }
    let child = Process()
    child.executableURL = binary
    child.arguments = [
      "--testing-library", "swift-testing", "--filter",
      "TestDescriptionsTests/failingExpectationProbe",
    ]
    child.environment = ProcessInfo.processInfo.environment.merging([Self.probeVariable: "1"]) {
      $1
    }
    child.standardOutput = handle
    child.standardError = handle
    try child.run()
    child.waitUntilExit()
    let printed = try String(contentsOf: output, encoding: .utf8)
    #expect(child.terminationStatus != 0, "the probe's #expect failed")
    #expect(
      printed.contains("(pay → Button \"Pay\" #0040DDFF onTap: → checkout.submit)"), "\(printed)")
    #expect(printed.contains("(cancel → Button \"Cancel\" #FF3B30FF)"), "\(printed)")
    #expect(!printed.contains("ButtonViewModel("), "no field goes through reflection")
  }

  /// Fails on purpose, only in the child process that the test above
  /// starts.
  @Test(
    .enabled(if: ProcessInfo.processInfo.environment[probeVariable] == "1", "run by another test"))
  func failingExpectationProbe() {
    let pay = ButtonViewModel(title: "Pay", onTap: Action("checkout.submit") {})
    let cancel = ButtonViewModel(title: "Cancel", titleColor: .red)
    #expect(pay == cancel)
  }

  private static let probeVariable = "VMK_TEST_DESCRIPTION_PROBE"

  /// The test binary `swift test` runs on Linux, which takes Swift
  /// Testing's `--filter`; elsewhere tests run inside a host process.
  private static let testBinary: URL? = {
    #if os(Linux)
      guard let binary = Bundle.main.executableURL, binary.path.hasSuffix(".xctest") else {
        return nil
      }
      return binary
    #else
      return nil
    #endif
  }()
}

private struct Cart: ViewModel, CustomTestStringConvertible {
  var title: LabelViewModel
  var count: Int
}
