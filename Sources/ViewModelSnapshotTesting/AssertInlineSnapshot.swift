public import ViewModelKit

/// Asserts that a value's rendering matches the string literal the call
/// holds in its trailing closure: an inline snapshot.
///
/// The literal holds the rendering without its final newline. A rendering
/// always ends in exactly one newline, and a multi-line string literal's
/// content ends before the line of its closing `"""`, so the literal below
/// matches the rendering `Label "Your cart is empty" #000000FF body center\n`.
/// The bytes are compared, as for a reference file.
///
/// ```swift
/// @Test func emptyCartMessage() {
///   let message = LabelViewModel(text: "Your cart is empty", alignment: .center)
///   assertInlineSnapshot(of: message, as: .text) {
///     """
///     Label "Your cart is empty" #000000FF body center
///     """
///   }
/// }
/// ```
///
/// With no closure, or one whose literal is empty (`{ "" }`), the assertion
/// records the rendering as a pending inline snapshot and fails once. The
/// test itself never writes a source file: it appends the rendering, the
/// call's file, line and column and a hash of the file's bytes to
/// `.build/vmk/inline/`, and `vmk accept` (or `vmk review`) writes the
/// literal into the call. The failure message also prints the closure to
/// paste by hand, escaped so that Swift reads it back byte for byte.
///
/// Everything else is as for ``assertSnapshot(of:as:named:redacting:record:fixturesDirectory:fileID:filePath:testName:line:column:)``:
/// the record modes (a mismatch is recorded as pending unless the mode is
/// ``SnapshotRecordMode/never``, the default when `CI` is set), the
/// redactions, the failure message with the changed fields and a diff, and
/// reporting to Swift Testing or XCTest at the call. One call that renders
/// different values in one run (in a loop, a helper or a parameterized
/// test) fails, and `vmk` will not write either rendering: give each its
/// own call, or use `assertSnapshot`, which names a file for each case.
///
/// A failing assertion attaches the rendering, the literal (as the
/// reference) and the diff as `assertSnapshot` does, named after the test
/// and the call's place: `<Suite>.<test>.inline-<line>-<column>.rendering.txt`.
///
/// - Parameters:
///   - value: The value to render.
///   - snapshotting: How to render it: `.text`, `.json`, or a strategy of your own.
///   - redactions: Values to hide or steady while the value is rendered,
///     applied after those of the enclosing scopes.
///   - record: The record mode for this assertion, overriding scope and environment.
///   - expected: A closure that returns the literal; leave it out to record one.
///   - fileID: The file ID of the call; filled in for you.
///   - filePath: The path of the test file, where the literal is written.
///   - testName: The test function's name, as messages and `vmk` show it.
///   - line: The line of the call; with `column`, it names the call in the file.
///   - column: The UTF-8 byte column of the call, from 1.
public func assertInlineSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value>,
  redacting redactions: [Redaction] = [],
  record: SnapshotRecordMode? = nil,
  matches expected: (() -> String)? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = CallSite(
    fileID: fileID, staticFilePath: filePath, testName: testName, line: line, column: column)
  SnapshotVerification(
    site: site, reference: .inline(literal: expected?()),
    pathExtension: snapshotting.pathExtension, record: record, redactions: redactions
  ).runAndReport(snapshotting, of: value)
}
