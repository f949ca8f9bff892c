import Testing
import ViewModelAccessibility
import ViewModelKit

@testable import ViewModelDriving

/// A trip row offering "Archive" and "Delete" as custom actions, which
/// write their ids to `log`.
@MainActor
private func tripRow(log: Log, canDelete: Bool = true) -> Property<StackViewModel> {
  Property(
    StackViewModel(
      children: [LabelViewModel(text: "Rome, 12 May")],
      accessibility: Accessibility(
        combinesChildren: true,
        customActions: [
          Accessibility.CustomAction(
            "Archive", Action("trip.archive") { log.items.append("archive") }),
          Accessibility.CustomAction(
            "Delete",
            Action("trip.delete", isEnabled: canDelete) { log.items.append("delete") }),
        ])))
}

@MainActor
@Suite struct ScreenDriverCustomActionTests {
  @Test func aCustomActionIsTappedByItsId() async throws {
    let log = Log()
    let row = tripRow(log: log)
    let driver = ScreenDriver(row)
    try await driver.tap("trip.delete")
    try await driver.tap("trip.archive")
    #expect(log.items == ["delete", "archive"])
  }

  @Test func actionsListCustomActionsWithTheirNamesAndPaths() throws {
    let row = tripRow(log: Log())
    let driver = ScreenDriver(row)
    let actions = try driver.actions
    #expect(actions.map(\.id) == ["trip.archive", "trip.delete"])
    #expect(actions.map(\.kind) == [.tap, .tap])
    #expect(
      actions.map(\.path) == [
        "accessibility.customActions[0].action", "accessibility.customActions[1].action",
      ])
    #expect(actions[0].announcement == "custom action \"Archive\" of \"Rome, 12 May\"")
  }

  @Test func aDisabledCustomActionSaysSoWithItsPath() async throws {
    let log = Log()
    let row = tripRow(log: log, canDelete: false)
    let driver = ScreenDriver(row)
    let error = await #expect(throws: ScreenDriverError.self) {
      try await driver.tap("trip.delete")
    }
    #expect(error?.kind == .disabled)
    #expect(
      error?.reason == "the action trip.delete at accessibility.customActions[1].action is disabled"
    )
    #expect(log.items.isEmpty)
  }
}
