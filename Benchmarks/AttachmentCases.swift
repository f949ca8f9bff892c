import Foundation
import ViewModelKit
import ViewModelSnapshotFormat
import ViewModelSnapshotTesting

/// What a failure's attachments add to it: the failing snapshot of
/// ``MismatchCases`` checked by the assertions' own verification twice in
/// turn, in an XCTest test case each, once as XCTest on Linux reports it
/// (no attachments made) and once as a Swift Testing test on Swift 6.2 and
/// later, or XCTest on an Apple platform, records it: its rendering, its
/// reference and its `.patch` made as they are handed to the test report.
/// Handing them over (`Attachment.record`, which only keeps the bytes until
/// the run writes them) is left out: the benchmark is not a Swift Testing
/// test.
enum AttachmentCases {
  struct Result {
    let lines: Int
    /// The failure alone, its attachments not made.
    let seconds: Double
    /// The failure with its attachments made.
    let attachedSeconds: Double
    /// The bytes of the attachments made.
    let attachmentBytes: Int

    /// The median over turns of the failure with attachments over the
    /// failure alone in the same turn.
    let ratio: Double
  }

  static func measure(lines: Int, runs: Int) throws -> Result {
    let (_, reference, actual, fixtures) = try MismatchCases.oneRowChanged(
      lines: lines, testFile: #filePath, suite: "AttachmentCases", test: #function)
    defer { TemporaryFixtures.remove(fixtures) }
    let verification = SnapshotVerification(
      site: CallSite(
        fileID: #fileID, staticFilePath: #filePath, testName: #function, line: #line, column: 1),
      reference: .file(name: "orders", fixturesDirectory: fixtures), pathExtension: "txt",
      record: .never)
    var alone: [Double] = []
    var attached: [Double] = []
    var attachmentBytes = 0
    for run in 0...runs {  // the first run warms up
      for makesAttachments in run.isMultiple(of: 2) ? [false, true] : [true, false] {
        var seconds = 0.0
        var failed = false
        _ = AssertInXCTest.run {
          let start = DispatchTime.now().uptimeNanoseconds
          if makesAttachments {
            let verdict = verification.verdict(render: { actual })
            failed = verdict.failure != nil && verdict.attachments.count == 3
            attachmentBytes = verdict.attachments.reduce(0) { $0 + $1.bytes.count }
          } else {
            failed = verification.run(render: { actual }) != nil
          }
          seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        guard failed else {
          throw BenchmarkError(
            makesAttachments
              ? "the failure with its attachments made did not fail with three attachments"
              : "the failure alone did not fail")
        }
        if run > 0 {
          if makesAttachments { attached.append(seconds) } else { alone.append(seconds) }
        }
      }
    }
    return Result(
      lines: MismatchCases.lineCount(reference), seconds: median(alone),
      attachedSeconds: median(attached), attachmentBytes: attachmentBytes,
      ratio: median(zip(alone, attached).map { $1 / $0 }))
  }
}
