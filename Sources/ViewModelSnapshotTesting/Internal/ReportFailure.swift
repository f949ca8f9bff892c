import Foundation
import Testing
import XCTest

/// Reports a failure at the assertion's call site: to the innermost
/// `withSnapshotFailuresCaptured` scope while one is open, else to Swift
/// Testing when a test is running there and to XCTest otherwise.
///
/// `attachments` go to the test the failure is reported to, beside it
/// (``recordAttachments(_:at:)``), and are made only where that test can
/// record them; a captured failure attaches nothing.
func reportFailure(
  _ message: String, at site: CallSite, attaching attachments: AttachmentPlan? = nil
) {
  if let collector = SnapshotFailureCollector.current,
    collector.take(CapturedSnapshotFailure(message: message, site: site))
  {
    return
  }
  if Test.current != nil {
    recordAttachments(attachments, at: site)
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: site.fileID, filePath: site.filePath, line: Int(site.line), column: Int(site.column)
      ))
  } else {
    addXCTAttachments(attachments)
    XCTFail(message, file: site.staticFilePath, line: site.line)
  }
}

/// Where an assertion was written, and in which test.
package struct CallSite: Sendable {
  let fileID: String
  let staticFilePath: StaticString
  let testName: String
  let line: UInt
  let column: UInt
  /// The path of the test file, made once from `staticFilePath`.
  let filePath: String

  package init(
    fileID: String, staticFilePath: StaticString, testName: String, line: UInt, column: UInt
  ) {
    self.fileID = fileID
    self.staticFilePath = staticFilePath
    self.testName = testName
    self.line = line
    self.column = column
    filePath =
      staticFilePath.hasPointerRepresentation
      ? staticFilePath.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
      : "\(staticFilePath)"
  }
}
