import Foundation
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// Why `ComponentSnapshotTests` leaves audit rules out.
private let componentPurpose = "pins how each property renders, with values no screen would show"

/// Every component, with its defaults and with every property set, pinned
/// as text and JSON under Fixtures/Snapshots/ComponentSnapshotTests/.
///
/// These values show how each property renders, not screens a person
/// meets: an empty button, a label whose accessibility label differs from
/// its text. The audit rules they break on purpose are left out, so that
/// `vmk gallery` audits these snapshots as the suite means them.
@Suite(
  .accessibilityAudit(disabling: .nothingToAnnounce, because: componentPurpose),
  .accessibilityAudit(disabling: .enabledMismatch, because: componentPurpose),
  .accessibilityAudit(disabling: .labelInName, because: componentPurpose),
  .accessibilityAudit(disabling: .traitMismatch, because: componentPurpose),
  .accessibilityAudit(disabling: .textContrast, because: componentPurpose),
  .accessibilityAudit(disabling: .fixedSizeFont, because: componentPurpose))
struct ComponentSnapshotTests {
  private let accessibility = Accessibility(
    label: "Spoken", hint: "Does a thing", identifier: "component.id", traits: [.button, .header])

  @Test func label() {
    let styled: AttributedText =
      "Read the "
      + AttributedText(
        "terms", color: .blue, font: .system(size: 15, weight: .semibold), underline: true,
        link: URL(string: "https://example.com/terms"))
      + AttributedText(" (old)", strikethrough: true)
    assertBoth(LabelViewModel(), named: "default")
    assertBoth(
      LabelViewModel(
        text: styled, textColor: .gray, font: .custom("Avenir Next", size: 15),
        alignment: .justified, numberOfLines: 0, accessibility: accessibility), named: "full")
  }

  @Test func button() {
    assertBoth(ButtonViewModel(), named: "default")
    assertBoth(
      ButtonViewModel(
        title: "Delete", titleColor: .red, style: .destructive, isEnabled: false,
        onTap: Action("item.delete") {}.disabled(), accessibility: accessibility), named: "full")
  }

  @Test func image() {
    assertBoth(ImageViewModel(), named: "default")
    assertBoth(
      ImageViewModel(
        source: .url(URL(string: "https://example.com/a.png")!), tint: .asset("Brand"),
        contentMode: .fill, accessibility: accessibility), named: "full")
  }

  @Test func textField() {
    assertBoth(TextFieldViewModel(), named: "default")
    assertBoth(
      TextFieldViewModel(
        text: "hunter2", placeholder: "Password", keyboard: .default, isSecure: true,
        onChange: Action("login.password") { _ in }, accessibility: accessibility), named: "full")
  }

  @Test func toggle() {
    assertBoth(ToggleViewModel(), named: "default")
    assertBoth(
      ToggleViewModel(
        isOn: true, label: "Wi-Fi", onChange: Action("settings.wifi") { _ in },
        accessibility: accessibility), named: "full")
  }

  @Test func slider() {
    assertBoth(SliderViewModel(), named: "default")
    assertBoth(
      SliderViewModel(
        value: 40, range: 0...100, step: 5, onChange: Action("player.volume") { _ in },
        accessibility: accessibility), named: "full")
  }

  @Test func progress() {
    assertBoth(ProgressViewModel(), named: "default")
    assertBoth(
      ProgressViewModel(fraction: 0.25, label: "Uploading", accessibility: accessibility),
      named: "full")
  }

  @Test func segmentedPicker() {
    assertBoth(SegmentedPickerViewModel(), named: "default")
    assertBoth(
      SegmentedPickerViewModel(
        options: [.init(id: "day", title: "Day"), .init(id: "week", title: "Week")],
        selection: "week", onChange: Action("calendar.range") { _ in }.disabled(),
        accessibility: accessibility), named: "full")
  }

  @Test func stack() {
    assertBoth(StackViewModel(), named: "default")
    assertBoth(
      StackViewModel(
        axis: .horizontal, spacing: 12.5, alignment: .firstBaseline,
        children: [ImageViewModel(source: .asset("flag")), LabelViewModel(text: "Home")],
        accessibility: accessibility), named: "full")
  }

  @Test func list() {
    assertBoth(ListViewModel(), named: "default")
    assertBoth(
      ListViewModel(
        sections: [
          .init(
            id: "today", header: "Today", footer: "2 orders",
            rows: [
              .init(
                id: "12", content: LabelViewModel(text: "Order #12"),
                onSelect: Action("orders.select.12") {}),
              .init(id: "13", content: ToggleViewModel(isOn: false, label: "Gift wrap")),
            ]),
          .init(id: "empty"),
        ], accessibility: accessibility), named: "full")
  }

  private func assertBoth<Value: ViewModel>(
    _ value: Value, named name: String, testName: String = #function, line: UInt = #line
  ) {
    assertSnapshot(of: value, as: .text, named: name, testName: testName, line: line)
    assertSnapshot(of: value, as: .json, named: name, testName: testName, line: line)
  }
}
