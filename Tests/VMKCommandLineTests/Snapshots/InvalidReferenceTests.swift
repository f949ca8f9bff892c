import Foundation
import TestSupport
import Testing

/// A reference that breaks the byte contract, with the candidate its test
/// wrote beside it, is named by every command in the failing test's words
/// (`ByteContract`), never compared into made-up field changes.
@Suite struct InvalidReferenceTests {
  /// How a reference was saved, and how every command must name it.
  enum Saved: String, CaseIterable, CustomTestStringConvertible {
    case crlf, latin1

    var testDescription: String { rawValue }

    /// The reference's bytes; the candidate is the same text in UTF-8 with `\n`.
    var bytes: [UInt8] {
      switch self {
      case .crlf: Array("Cart\r\n  total: \"€3\"\r\n".utf8)
      case .latin1: Array("Cart\n  total: \"caf".utf8) + [0xE9] + Array("\"\n".utf8)
      }
    }

    var candidate: String {
      switch self {
      case .crlf: "Cart\n  total: \"€3\"\n"
      case .latin1: "Cart\n  total: \"café\"\n"
      }
    }

    /// The words the failing test's message starts its problem with.
    var named: String {
      switch self {
      case .crlf: "\(InvalidReferenceTests.path) has CRLF line endings (\\r\\n, from line 1)"
      case .latin1: "\(InvalidReferenceTests.path) is not UTF-8 (at byte 18)"
      }
    }
  }

  static let path = TemporaryPackage.snapshot("CartTests.cart.txt", folder: "CartTests")

  /// A package whose one reference was saved as `saved`, with the
  /// candidate and the manifest line a test run leaves.
  static func package(_ saved: Saved) throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    try package.folder.write(saved.bytes, to: path)
    try package.write(saved.candidate, to: path + ".new")
    try package.addManifestEntry(
      path, outcome: "changed", test: "CartTests.cart()", run: "untagged")
    return package
  }

  /// What a comparison of the two files would wrongly show.
  static let nonsense = ["(root)", "Cart\\r", "total: \"caf\\u{FFFD}", "\u{FFFD}"]

  private func expectNamed(_ text: String, _ saved: Saved, _ command: String) {
    #expect(text.contains(saved.named), "\(command) names it: \(text)")
    for wrong in Self.nonsense {
      #expect(!text.contains(wrong), "\(command) shows no field change \(wrong)")
    }
  }

  @Test(arguments: Saved.allCases)
  func pendingNamesTheProblemInTextAndJSON(saved: Saved) throws {
    let package = try Self.package(saved)
    defer { package.delete() }
    let text = package.vmk("pending")
    #expect(text.exitCode == 1)
    expectNamed(text.out, saved, "pending")
    let json = try ParsedJSON(package.vmk("pending", "--json").out)
    let problem = try #require(json["pending"]?[0]?["problem"]?.string, "problem is not null")
    expectNamed(problem, saved, "pending --json")
    #expect(json["pending"]?[0]?["changedFields"]?.count == 0)
  }

  @Test(arguments: Saved.allCases)
  func diffNamesTheProblem(saved: Saved) throws {
    let package = try Self.package(saved)
    defer { package.delete() }
    let result = package.vmk("diff")
    #expect(result.exitCode == 1)
    expectNamed(result.out, saved, "diff")
  }

  @Test(arguments: Saved.allCases)
  func reportNamesTheProblemInMarkdownAndJSON(saved: Saved) throws {
    let package = try Self.package(saved)
    defer { package.delete() }
    let markdown = package.vmk("report").out
    #expect(
      markdown.contains(saved == .crlf ? "has CRLF line endings" : "is not UTF-8 (at byte 18)"))
    #expect(!markdown.contains("(root)"))
    let json = try ParsedJSON(package.vmk("report", "--format", "json").out)
    let problem = try #require(json["changed"]?[0]?["problem"]?.string, "problem is not null")
    expectNamed(problem, saved, "report --format json")
  }

  @Test(arguments: Saved.allCases)
  func reviewNamesTheProblem(saved: Saved) throws {
    let package = try Self.package(saved)
    defer { package.delete() }
    let result = package.vmk(
      "review", environment: ["NO_COLOR": "1"], isTerminal: true, keys: ScriptedKeys("s"))
    // The review wraps its lines to the terminal's width (80 columns here).
    expectNamed(result.out.replacingOccurrences(of: "\n", with: " "), saved, "review")
    #expect(!result.out.contains(".."), "the problem's own full stop is not doubled")
  }

  @Test(arguments: Saved.allCases)
  func galleryNamesTheProblem(saved: Saved) throws {
    let package = try Self.package(saved)
    defer { package.delete() }
    let page = package.vmk("gallery", "--output", "-").out
    #expect(page.contains(saved == .crlf ? "has CRLF line endings" : "is not UTF-8 (at byte 18)"))
  }

  @Test func acceptingTheCandidateReplacesTheInvalidReference() throws {
    let package = try Self.package(.crlf)
    defer { package.delete() }
    #expect(package.vmk("accept", Self.path).exitCode == 0)
    #expect(package.text(at: Self.path) == Saved.crlf.candidate)
  }
}
