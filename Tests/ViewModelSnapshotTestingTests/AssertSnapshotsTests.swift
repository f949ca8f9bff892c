import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// Fixture-driven tests: one adapter over every matching input file.
@Suite struct AssertSnapshotsTests {
  private struct Order: Decodable, Sendable {
    var number: Int
    var isPaid: Bool
  }

  private let orderLabel = Adapter<Order, LabelViewModel>("order label") { order in
    LabelViewModel(text: "Order #\(order.number)", textColor: order.isPaid ? .black : .red)
  }

  private func sandboxWithInputs() throws -> SnapshotSandbox {
    let sandbox = try SnapshotSandbox()
    for (name, json) in [
      ("paid", #"{"number": 1, "isPaid": true}"#),
      ("unpaid", #"{"number": 2, "isPaid": false}"#),
      ("big", #"{"number": 123456, "isPaid": true}"#),
      ("broken", #"{"number": "three", "isPaid": true}"#),
    ] {
      try sandbox.folder.write(Array(json.utf8), to: "Inputs/orders/\(name).json")
    }
    try sandbox.folder.write(Array("not an input".utf8), to: "Inputs/orders/notes.txt")
    return sandbox
  }

  @Test func threeValidInputsAreSnapshottedAndABrokenOneFailsClearly() throws {
    let sandbox = try sandboxWithInputs()
    defer { sandbox.folder.delete() }
    let adapter = orderLabel
    let messages = failures {
      sandbox.run { assertSnapshots(of: adapter, inputs: "orders/*.json") }
    }
    let folder = "Snapshots/AssertSnapshotsTests"
    let name = "AssertSnapshotsTests.threeValidInputsAreSnapshottedAndABrokenOneFailsClearly"
    #expect(
      try sandbox.folder.contents().keys.filter { $0.hasPrefix("Snapshots") }.sorted() == [
        "\(folder)/\(name).big.txt", "\(folder)/\(name).paid.txt", "\(folder)/\(name).unpaid.txt",
      ])
    #expect(
      sandbox.folder.text(at: "\(folder)/\(name).unpaid.txt")
        == "Label \"Order #2\" #FF3B30FF body\n")
    let broken = messages.filter { $0.contains("broken.json") }
    #expect(broken.count == 1)
    #expect(broken.first?.contains("cannot be read as Order: expected Int at number") == true)
    #expect(messages.count == 4)  // three recorded, one broken
  }

  @Test func asecondRunChecksTheRecordedOutputsAndOnlyTheBrokenInputFails() async throws {
    let sandbox = try sandboxWithInputs()
    defer { sandbox.folder.delete() }
    let adapter = orderLabel
    _ = failures { sandbox.run { assertSnapshots(of: adapter, inputs: "orders/*.json") } }
    let url = sandbox.folder.url
    let messages = await Task {
      failures {
        withSnapshotConfiguration(fixturesDirectory: url, environment: [:]) {
          assertSnapshots(
            of: adapter, inputs: "orders/*.json",
            testName: "asecondRunChecksTheRecordedOutputsAndOnlyTheBrokenInputFails()")
        }
      }
    }.value
    #expect(messages.count == 1)
    #expect(messages.first?.contains("broken.json") == true)
  }

  @Test func aPatternThatMatchesNothingFails() throws {
    let sandbox = try sandboxWithInputs()
    defer { sandbox.folder.delete() }
    let adapter = orderLabel
    let messages = failures {
      sandbox.run { assertSnapshots(of: adapter, inputs: "orders/*.yaml") }
    }
    #expect(
      messages == [
        "No input file matches \"orders/*.yaml\" in \(sandbox.folder.url.path)/Inputs/orders. Add input files there, or correct the pattern."
      ])
  }

  @Test func wildcardsOutsideTheFileNameAreRefused() throws {
    let sandbox = try sandboxWithInputs()
    defer { sandbox.folder.delete() }
    let adapter = orderLabel
    let messages = failures { sandbox.run { assertSnapshots(of: adapter, inputs: "*/paid.json") } }
    #expect(messages.first?.contains("is not supported") == true)
  }

  @Test func outputsCanBeSnapshottedAsJSON() throws {
    let sandbox = try sandboxWithInputs()
    defer { sandbox.folder.delete() }
    let adapter = orderLabel
    _ = failures {
      sandbox.run { assertSnapshots(of: adapter, inputs: "orders/p*.json", as: .json) }
    }
    let file =
      "Snapshots/AssertSnapshotsTests/AssertSnapshotsTests.outputsCanBeSnapshottedAsJSON.paid.json"
    let json = try ParsedJSON(try #require(sandbox.folder.text(at: file)))
    #expect(json["text"]?.string == "Order #1")
  }
}
