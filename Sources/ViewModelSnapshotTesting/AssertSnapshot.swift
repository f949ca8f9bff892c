public import Foundation
public import ViewModelKit

/// Asserts that a value's rendering matches its reference file under `Fixtures/Snapshots/`.
///
/// The reference is
/// `Fixtures/Snapshots/<TestFile>/[<Suite>.]<test>[(<arguments>)][.<name>].<ext>`
/// in the package that holds the test, for example
/// `CartTests/CartTests.emptyCartMessage.txt`. A Swift Testing test is
/// qualified by its suite, an XCTest method by its class; a case of a
/// parameterized test is named after its arguments (`card(thumbsUp)`).
/// Names keep letters, digits and emoji in any script; only characters a
/// file system cannot hold are replaced with `_`, and names longer than 200
/// bytes end in a hash of the whole name. No two assertions share a file:
/// the second of two that would fails, naming both.
///
/// Works inside a Swift Testing `@Test` and an XCTest method alike, and
/// reports failures at the call:
///
/// - The reference matches only when its bytes equal the rendering's.
/// - A missing reference is recorded and the test fails once (record mode
///   ``SnapshotRecordMode/missing``, the default on a developer machine), or
///   the test fails and nothing is written (``SnapshotRecordMode/never``, the
///   default when `CI` is set).
/// - A mismatch fails with the changed fields, a unified diff and the
///   reference's path; when writing is allowed the rendering is written
///   beside the reference as its candidate, `<file>.new`, and the message
///   ends with the command that accepts it.
/// - A reference that is not UTF-8, has a byte order mark, `\r` line
///   endings or conflict markers, is empty, or is not a file at all fails
///   with what to do about it.
/// - A second unnamed assertion in one test, or a name used twice, fails:
///   files are never numbered.
/// - A failing or recording assertion in a Swift Testing test attaches the
///   rendering, the reference and the diff to the test
///   (`<file stem>.rendering.<ext>`, `.reference.<ext>`, `.diff.patch`, each
///   at most 64 KB), which `swift test --attachments-path` saves; in XCTest,
///   on Apple platforms only, as `XCTAttachment`s.
/// - Values that change from run to run, such as ids and dates, are
///   redacted while the value is rendered (`redacting:`, after the
///   redactions of the scopes around the assertion), so the reference, the
///   candidate and the message never hold them. A redaction whose selector
///   does not parse, that finds nothing (unless it is optional) or that
///   does not suit the value it finds fails the assertion, and nothing is
///   written.
///
/// ```swift
/// @Test func emptyCartMessage() {
///   let message = LabelViewModel(text: "Your cart is empty", alignment: .center)
///   assertSnapshot(of: message, as: .text)  // <Suite>.emptyCartMessage.txt
///   assertSnapshot(of: message, as: .json)  // <Suite>.emptyCartMessage.json
///   assertSnapshot(of: message, as: .text, named: "narrow")  // ….emptyCartMessage.narrow.txt
/// }
///
/// struct OrderRowViewModel: ViewModel {
///   var id: String
///   var placedAt: Date
/// }
///
/// @Test func orderRow() {
///   let row = OrderRowViewModel(id: UUID().uuidString, placedAt: Date())
///   assertSnapshot(
///     of: row, as: .text,
///     redacting: [.number("id"), .replace("placedAt", with: "<date>")])
/// }
/// ```
///
/// - Parameters:
///   - value: The value to render.
///   - snapshotting: How to render it: `.text`, `.json`, or a strategy of your own.
///   - name: A name that tells this snapshot apart from others in the same test.
///   - redactions: Values to hide or steady while the value is rendered,
///     applied after those of the enclosing scopes, so that where two find
///     the same value this assertion's applies.
///   - record: The record mode for this assertion, overriding scope and environment.
///   - fixturesDirectory: The folder that holds `Snapshots/` for this
///     assertion, instead of the package's `Fixtures`.
///   - fileID: The file ID of the call; filled in for you.
///   - filePath: The path of the test file, which decides where references live.
///   - testName: The test function's name, which names the reference file.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value>,
  named name: String? = nil,
  redacting redactions: [Redaction] = [],
  record: SnapshotRecordMode? = nil,
  fixturesDirectory: URL? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = CallSite(
    fileID: fileID, staticFilePath: filePath, testName: testName, line: line, column: column)
  SnapshotVerification(
    site: site, reference: .file(name: name, fixturesDirectory: fixturesDirectory),
    pathExtension: snapshotting.pathExtension, record: record, redactions: redactions
  ).runAndReport(snapshotting, of: value)
}
