import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// Redactions add up over scopes: the suite's trait, the test's trait, a
/// `withSnapshotConfiguration` scope, then the assertion's own, and where
/// two find the same value the last one given applies.
@Suite(.snapshots(redacting: [.replace("*", with: "suite")]))
struct SnapshotConfigurationRedactingTests {
  private struct Fields: ViewModel {
    var a = "A"
    var b = "B"
    var c = "C"
    var d = "D"
  }

  @Test(.snapshots(redacting: [.replace("b", with: "test"), .replace("c", with: "test")]))
  func traitsScopesAndTheCallAddUpInOrder() {
    withSnapshotConfiguration(redacting: [.replace("c", with: "scope")]) {
      #expect(
        SnapshotConfiguration.current.redactions.map(\.description) == [
          #"replace("*", with: "suite")"#, #"replace("b", with: "test")"#,
          #"replace("c", with: "test")"#, #"replace("c", with: "scope")"#,
        ])
      withSnapshotConfiguration(record: .never) {
        #expect(
          SnapshotConfiguration.current.redactions.count == 4, "a scope without any keeps them")
      }
    }
    #expect(SnapshotConfiguration.current.redactions.count == 3)
  }

  @Test(.snapshots(redacting: [.replace("b", with: "test"), .replace("c", with: "test")]))
  func theLastRedactionGivenAppliesWhereTwoFindTheSameValue() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures {
      sandbox.run {
        withSnapshotConfiguration(
          redacting: [.replace("c", with: "scope"), .replace("d", with: "scope")]
        ) {
          assertSnapshot(of: Fields(), as: .json, redacting: [.replace("d", with: "call")])
        }
      }
    }
    #expect(messages.count == 1)
    let file =
      "\(sandbox.snapshots)/SnapshotConfigurationRedactingTests."
      + "theLastRedactionGivenAppliesWhereTwoFindTheSameValue.json"
    #expect(
      sandbox.folder.text(at: file) == """
        {
          "a": "suite",
          "b": "test",
          "c": "scope",
          "d": "call"
        }

        """)
  }

  @Test func anAsynchronousScopeAddsItsRedactions() async {
    await withSnapshotConfiguration(redacting: [.sort("tags")]) {
      await Task.yield()
      #expect(
        SnapshotConfiguration.current.redactions.map(\.description) == [
          #"replace("*", with: "suite")"#, #"sort("tags")"#,
        ])
    }
  }

  @available(*, deprecated, message: "checks the deprecated SnapshotConfiguration initializer")
  @Test func theDeprecatedInitializerStillHoldsItsSettings() {
    let configuration = SnapshotConfiguration(record: .never, redactions: [.number("id")])
    #expect(configuration.redactions.map(\.description) == [#"number("id", named: "id")"#])
    #expect(configuration.record == .never)
    #expect(SnapshotConfiguration().redactions.isEmpty)
  }

  @Test func theConfigurationOutsideEveryScopeSetsNothing() {
    let none = SnapshotConfiguration.none
    #expect(none.redactions.isEmpty)
    #expect(none.record == nil)
    #expect(none.fixturesDirectory == nil)
    #expect(none.environment == nil)
  }
}
