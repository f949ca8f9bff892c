// Records large references over and over, for the test that kills it at
// random moments: `SnapshotWriterProbe <fixtures folder> <rounds> <files>`.
// Every reference it writes is `WriterContent.text(round:file:)` for some
// round, so a reader can tell a complete file from a torn one.
import Foundation
import TestSupport
import ViewModelSnapshotTesting

let arguments = CommandLine.arguments
guard arguments.count == 4, let rounds = Int(arguments[2]), let files = Int(arguments[3]) else {
  FileHandle.standardError.write(Data("usage: SnapshotWriterProbe FOLDER ROUNDS FILES\n".utf8))
  exit(2)
}
let fixtures = URL(fileURLWithPath: arguments[1], isDirectory: true)
let site = CallSite(
  fileID: #fileID, staticFilePath: #filePath, testName: "record()", line: #line, column: 1)

withSnapshotConfiguration(environment: [:]) {
  for round in 0..<rounds {
    SnapshotRegistry.shared.removeAll()
    for file in 0..<files {
      let verification = SnapshotVerification(
        site: site, reference: .file(name: "file\(file)", fixturesDirectory: fixtures),
        pathExtension: "txt", record: .all)
      _ = verification.run { WriterContent.text(round: round, file: file) }
    }
  }
}
