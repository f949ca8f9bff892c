import Foundation
import Testing
import XCTest

/// Attaches `attachments` to the Swift Testing test that is running, where
/// the toolchain has attachments (Swift 6.2 and later): `swift test
/// --attachments-path DIR` writes each as `DIR/<name>`, and Xcode shows
/// them in the test report. Recording an attachment cannot fail an
/// assertion or change its outcome; an older toolchain attaches nothing,
/// and makes none.
func recordAttachments(_ plan: AttachmentPlan?, at site: CallSite) {
  #if compiler(>=6.2)
    guard let plan else { return }
    let attachments = plan.attachments()
    let location = SourceLocation(
      fileID: site.fileID, filePath: site.filePath, line: Int(site.line),
      column: Int(site.column))
    for attachment in attachments {
      Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: location)
    }
  #endif
}

/// Adds `attachments` to the XCTest test case that is running, in an
/// activity named after the first, on the platforms whose XCTest has
/// attachments. XCTest on Linux and Windows has none, so none is made:
/// there the candidate (`.new`) file is the record of a failure.
func addXCTAttachments(_ plan: AttachmentPlan?) {
  #if canImport(XCTest) && (os(macOS) || os(iOS) || os(tvOS) || os(visionOS))
    // XCTest runs a synchronous test method on the main thread; elsewhere
    // there is no test activity to add to, so nothing is attached.
    guard let plan, Thread.isMainThread else { return }
    let attachments = plan.attachments()
    guard !attachments.isEmpty else { return }
    MainActor.assumeIsolated {
      XCTContext.runActivity(named: "Snapshot " + attachments[0].name) { activity in
        for attachment in attachments {
          let added = XCTAttachment(
            data: Data(attachment.bytes), uniformTypeIdentifier: "public.plain-text")
          added.name = attachment.name
          added.lifetime = .keepAlways
          activity.add(added)
        }
      }
    }
  #endif
}
