import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// A redaction that cannot apply fails its one assertion with the
/// renderer's message, at the call, writes nothing and notes nothing that
/// `vmk` would list as pending.
@Suite struct RedactionFailureTests {
  private struct Row: ViewModel {
    var id: String
    var title: String
    var price: Double
  }

  private struct Refuses: Encodable {
    func encode(to encoder: any Encoder) throws {
      throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "no"))
    }
  }

  private struct NotAUUID: Error, CustomStringConvertible {
    var description: String { "not a UUID" }
  }

  private static let row = Row(id: "7A", title: "Tea", price: 3)

  /// A redaction that cannot apply to `row`, and what its failure must say.
  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let redaction: Redaction
    let mentions: [String]
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(
      label: "unparsable", redaction: .number("rows[.id"),
      mentions: [
        #"number("rows[.id", named: "value")"#,
        "does not parse at character 6", "\n  rows[.id\n       ^",
      ]),
    Case(
      label: "unmatched", redaction: .number("identifier"),
      mentions: [#"number("identifier", named: "identifier")"#, "found nothing"]),
    Case(
      label: "roundingAString", redaction: .round("title", toPlaces: 2),
      mentions: [#"round("title", toPlaces: 2)"#, " at title"]),
    Case(
      label: "sortingANumber", redaction: .sort("price"),
      mentions: [#"sort("price")"#, " at price"]),
    Case(
      label: "throwingTransform", redaction: .transform("id") { _ in throw NotAUUID() },
      mentions: [#"transform("id")"#, " at id", "not a UUID"]),
  ]

  @Test(arguments: cases, [false, true])
  func aRedactionThatCannotApplyFailsAndWritesNothing(
    _ failing: Case, hasReference: Bool
  ) throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let name =
      "RedactionFailureTests.aRedactionThatCannotApplyFailsAndWritesNothing"
      + "(\(failing.label),\(hasReference)).txt"
    let file = "\(sandbox.snapshots)/\(name)"
    if hasReference { try sandbox.folder.write(Array("Row\n".utf8), to: file) }
    let before = try sandbox.folder.contents()
    let messages = failures {
      sandbox.run {
        assertSnapshot(of: Self.row, as: .text, redacting: [.number("id"), failing.redaction])
      }
    }
    #expect(messages.count == 1)
    for mention in failing.mentions {
      #expect(messages.first?.contains(mention) == true, "\(mention)")
    }
    #expect(try sandbox.folder.contents() == before)
    let path = sandbox.folder.url.appendingPathComponent(file).standardizedFileURL.path
    #expect(manifestOutcomes(for: path).isEmpty)
  }

  @Test func anUnparsableSelectorIsReportedBeforeTheValueIsRendered() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures {
      sandbox.run {
        withSnapshotConfiguration(redacting: [.replace("a..b", with: "x")]) {
          assertSnapshot(of: Refuses(), as: .text, redacting: [.sort("[x]")])
        }
      }
    }
    #expect(messages.count == 1)
    let message = try #require(messages.first)
    let parseError = try #require(FieldSelector("a..b").parseError)
    #expect(
      message.contains(#"The redaction replace("a..b", with: "x") cannot apply: \#(parseError)"#))
    #expect(message.contains("does not parse at character 3: "))
    #expect(message.contains("\n  a..b\n    ^"))
    #expect(message.contains(#"The redaction sort("[x]") cannot apply: the selector "[x]""#))
    #expect(!message.contains("could not be rendered"))
    #expect(try sandbox.folder.contents().isEmpty)
  }

  @Test func roundingToPlacesOutOfRangeIsReportedBeforeTheValueIsRendered() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures {
      sandbox.run {
        assertSnapshot(of: Refuses(), as: .text, redacting: [.round("price", toPlaces: 16)])
      }
    }
    #expect(messages.count == 1)
    let message = try #require(messages.first)
    #expect(message.contains(#"round("price", toPlaces: 16)"#))
    #expect(message.contains("places must be from 0 to 15, not 16"))
    #expect(!message.contains("could not be rendered"))
    #expect(try sandbox.folder.contents().isEmpty)
  }

  @Test func anUnparsableSelectorOfTheStrategysRendererIsReportedBeforeRendering() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let strategy = Snapshotting<Refuses>.json(JSONRenderer(redactions: [.sort("]")]))
    let messages = failures { sandbox.run { assertSnapshot(of: Refuses(), as: strategy) } }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix(#"The redaction sort("]") cannot apply"#) == true)
    #expect(try sandbox.folder.contents().isEmpty)
  }

  @Test func aThrowingValueWithValidRedactionsFailsAsBefore() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures {
      sandbox.run { assertSnapshot(of: Refuses(), as: .text, redacting: [.number("id")]) }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("The value could not be rendered: ") == true)
    #expect(try sandbox.folder.contents().isEmpty)
  }

  @Test func aStrategyWithoutRedactionsRefusesToIgnoreThem() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let plain = Snapshotting<Row>(pathExtension: "txt") { $0.title }
    let messages = failures {
      sandbox.run {
        withSnapshotConfiguration(redacting: [.number("id").optional()]) {
          assertSnapshot(of: Self.row, as: plain, redacting: [.round("price", toPlaces: 1)])
        }
      }
    }
    #expect(
      messages == [
        "The strategy for .txt files cannot redact, so nothing was rendered or written: it was "
          + "made with Snapshotting(pathExtension:render:), whose render function is not given "
          + #"redactions, so number("id", named: "id").optional() and 1 more would be "#
          + "silently ignored. Make it with Snapshotting(pathExtension:renderRedacting:) and hand "
          + "them to its renderer, or assert this value without redactions."
      ])
    #expect(try sandbox.folder.contents().isEmpty)
    let pulledBack = plain.pullback { (title: String) in Row(id: "", title: title, price: 0) }
    #expect(!pulledBack.appliesRedactions)
    #expect(throws: RenderingError.self) {
      try pulledBack.render("Tea", redacting: [.number("id")])
    }
    #expect(try pulledBack.render("Tea", redacting: []) == "Tea")
  }
}
