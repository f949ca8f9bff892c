import Foundation
import Testing

@testable import VMKCommandLine

@Suite struct JSONReportTests {
  /// `content`'s JSON report, parsed by `JSONSerialization`.
  static func object(_ content: ReportContent) throws -> [String: Any] {
    let text = try JSONOutput.encode(JSONReport(content))
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func knownObsoleteReferencesAreCountedAndListed() throws {
    let json = try Self.object(
      ReportContent(
        packageRoot: "/p", changed: [], new: [],
        obsolete: .known(run: "ci-7", references: ["a.txt", "b.txt"])))
    #expect(
      Set(json.keys) == [
        "schema", "packageRoot", "run", "commit", "counts", "changed", "new", "obsolete",
      ])
    #expect(json["run"] is NSNull)
    #expect(json["commit"] is NSNull)
    #expect((json["counts"] as? [String: Any])?["obsolete"] as? Int == 2)
    let obsolete = try #require(json["obsolete"] as? [String: Any])
    #expect(
      Set(obsolete.keys) == [
        "known", "run", "reason", "references", "staleCandidates", "judgement",
      ])
    #expect(obsolete["judgement"] is NSNull, "after a green run")
    #expect(obsolete["known"] as? Bool == true)
    #expect(obsolete["run"] as? String == "ci-7")
    #expect(obsolete["reason"] is NSNull)
    #expect(obsolete["references"] as? [String] == ["a.txt", "b.txt"])
  }

  @Test func unknownObsoleteReferencesHaveAReasonAndANullCount() throws {
    let json = try Self.object(
      ReportContent(packageRoot: "/p", changed: [], new: [], obsolete: .unknown(reason: "why")))
    #expect((json["counts"] as? [String: Any])?["obsolete"] is NSNull)
    let obsolete = try #require(json["obsolete"] as? [String: Any])
    #expect(obsolete["known"] as? Bool == false)
    #expect(obsolete["run"] is NSNull)
    #expect(obsolete["reason"] as? String == "why")
  }

  @Test func theRunAndTheCommitAreMembersAdded() throws {
    let json = try Self.object(
      ReportContent(
        packageRoot: "/p", run: .recorded(id: "r1", arguments: ["--filter", "A"], exitCode: 1),
        commit: "1dcefc070ee37f095da79121fcb36c793d86a30e", changed: [], new: [],
        obsolete: .unknown(reason: "")))
    let run = try #require(json["run"] as? [String: Any])
    #expect(run["id"] as? String == "r1")
    #expect(run["arguments"] as? [String] == ["--filter", "A"])
    #expect(run["exitCode"] as? Int == 1)
    #expect(json["commit"] as? String == "1dcefc070ee37f095da79121fcb36c793d86a30e")
    #expect(json["schema"] as? String == "vmk.report/1")
  }

  @Test func aDiffIsGivenWholeWithoutTheMarkdownCut() throws {
    let body = (0..<500).map { "+ line \($0)" }.joined(separator: "\n")
    let item = ReportContent.Item(
      reference: "a.txt", candidate: "a.txt.new", test: "A", changedFields: ["x: 1 → 2"],
      body: body, problem: nil)
    let json = try Self.object(
      ReportContent(packageRoot: "/p", changed: [item], new: [], obsolete: .unknown(reason: "")))
    let changed = try #require((json["changed"] as? [[String: Any]])?.first)
    #expect(changed["diff"] as? String == body)
    #expect(changed["changedFields"] as? [String] == ["x: 1 → 2"])
  }
}
