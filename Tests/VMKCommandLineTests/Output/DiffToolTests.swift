import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

/// `VMK_DIFF_TOOL` and `vmk diff --tool`: a diff program of the user's
/// choice, run without a shell on a changed snapshot's two files.
@Suite struct DiffToolTests {
  static let changed = TemporaryPackage.snapshot("CardTests.price.txt")
  static let new = TemporaryPackage.snapshot("CardTests.soldOut.txt")

  /// A package with one changed and one new snapshot, and a tool script
  /// that notes its arguments and folder, prints nothing, and exits with
  /// `TOOL_EXIT` (0 by default).
  private func packageWithTool() throws -> (TemporaryPackage, String) {
    let package = try TemporaryPackage()
    try package.addChanged(Self.changed, reference: "Label \"€3\"\n", new: "Label \"€4\"\n")
    try package.write("Label \"Sold out\"\n", to: Self.new + ".new")
    try package.write(
      """
      #!/bin/sh
      printf '%s\\n' "$@" > tool-arguments.txt
      pwd > tool-directory.txt
      exit ${TOOL_EXIT:-0}

      """, to: "tool.sh")
    let script = package.root.appendingPathComponent("tool.sh").path
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
    return (package, script)
  }

  @Test func wordsAreSplitAsAShellSplitsThemWithoutRunningOne() throws {
    let words = { (command: String) throws(ToolError) in
      try DiffTool.words(of: command, origin: "VMK_DIFF_TOOL")
    }
    #expect(try words("git diff --no-index") == ["git", "diff", "--no-index"])
    #expect(try words("  delta\t--side-by-side  ") == ["delta", "--side-by-side"])
    #expect(
      try words("'/Applications/My Diff.app/bin/diff' -u") == [
        "/Applications/My Diff.app/bin/diff", "-u",
      ])
    #expect(try words(#"tool "a \"b\" \\ c" d\ e"#) == ["tool", #"a "b" \ c"#, "d e"])
    #expect(try words("tool '' x") == ["tool", "", "x"])
    #expect(try words("echo $HOME ~ * ; | &") == ["echo", "$HOME", "~", "*", ";", "|", "&"])
    #expect(try words("") == [])
    #expect(throws: ToolError.self) { try words("tool 'open") }
    #expect(throws: ToolError.self) { try words("tool \\") }
  }

  @Test func theToolGetsItsArgumentsThenTheReferenceAndTheCandidateFromThePackageRoot() throws {
    let (package, script) = try packageWithTool()
    defer { package.delete() }
    let result = package.vmk(
      ["diff", "--tool", "'\(script)' --color 'two words'", Self.changed], environment: [:])
    #expect(result.exitCode == 1, "\(result.out)\(result.error)")
    #expect(result.error.isEmpty, "\(result.error)")
    #expect(
      package.text(at: "tool-arguments.txt")
        == "--color\ntwo words\n./\(Self.changed)\n./\(Self.changed).new\n")
    let directory = try #require(package.text(at: "tool-directory.txt"))
    #expect(
      URL(fileURLWithPath: directory.trimmingCharacters(in: .newlines)).resolvingSymlinksInPath()
        == package.root.resolvingSymlinksInPath())
    #expect(result.out.contains("Diff by --tool ("))
    #expect(!result.out.contains("@@"), "vmk's own diff is not printed")
  }

  @Test func vmkDiffToolInTheEnvironmentIsUsedAndAnEmptyToolOptionTurnsItOff() throws {
    let (package, script) = try packageWithTool()
    defer { package.delete() }
    let environment = ["VMK_DIFF_TOOL": script]
    let withTool = package.vmk(["diff", Self.changed], environment: environment)
    #expect(withTool.out.contains("Diff by VMK_DIFF_TOOL ("), "\(withTool.out)\(withTool.error)")
    #expect(package.exists("tool-arguments.txt"))
    try FileManager.default.removeItem(
      at: package.root.appendingPathComponent("tool-arguments.txt"))
    let own = package.vmk(["diff", "--tool", "", Self.changed], environment: environment)
    #expect(own.out.contains("@@ "), "\(own.out)")
    #expect(!package.exists("tool-arguments.txt"))
  }

  @Test func aNewSnapshotIsShownAsWithoutATool() throws {
    let (package, script) = try packageWithTool()
    defer { package.delete() }
    let result = package.vmk(["diff", "--tool", script, Self.new], environment: [:])
    #expect(result.out.contains("New snapshot "), "\(result.out)\(result.error)")
    #expect(result.out.contains("+Label \"Sold out\""))
    #expect(!package.exists("tool-arguments.txt"))
  }

  @Test(arguments: [(0, true), (1, true), (2, false), (127, false)])
  func exitCodesZeroAndOneAreADiffsOwnAndOthersAreOneLineOfError(code: Int, fine: Bool) throws {
    let (package, script) = try packageWithTool()
    defer { package.delete() }
    let result = package.vmk(
      ["diff", "--tool", script, Self.changed], environment: ["TOOL_EXIT": "\(code)"])
    #expect(result.exitCode == 1)
    if fine {
      #expect(result.error.isEmpty, "\(result.error)")
    } else {
      #expect(
        result.error
          == "vmk: --tool (\(script)) ended with exit code \(code) on \(Self.changed).\n")
    }
  }

  @Test func aToolThatIsNotThereIsOneLineOfErrorBeforeAnythingRuns() throws {
    let (package, _) = try packageWithTool()
    defer { package.delete() }
    let missing = package.vmk(
      ["diff"], environment: ["VMK_DIFF_TOOL": "no-such-diff-tool -u", "PATH": "/usr/bin:/bin"])
    #expect(missing.exitCode == 1)
    #expect(
      missing.error
        == "vmk: VMK_DIFF_TOOL names \"no-such-diff-tool\", which is not an executable on PATH. "
        + "Install it, or set VMK_DIFF_TOOL to another diff program, such as \"git diff --no-index\".\n"
    )
    #expect(missing.out.isEmpty)
    let unclosed = package.vmk(["diff", "--tool", "diff 'x"], environment: [:])
    #expect(unclosed.exitCode == 1)
    #expect(unclosed.error.hasPrefix("vmk: --tool has a ' that is not closed"))
  }

  @Test func aCandidateThatIsALinkIsNeverPassedToTheTool() throws {
    let (package, script) = try packageWithTool()
    defer { package.delete() }
    let candidate = package.root.appendingPathComponent(Self.changed + ".new")
    try FileManager.default.removeItem(at: candidate)
    try FileManager.default.createSymbolicLink(
      atPath: candidate.path, withDestinationPath: "/etc/passwd")
    let result = package.vmk(["diff", "--tool", script], environment: [:])
    #expect(!package.exists("tool-arguments.txt"), "\(result.out)\(result.error)")
    #expect(!result.out.contains("root:"))
  }

  @Test func theHelpOfVmkOfDiffAndOfReviewNameTheVariable() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    for arguments in [["--help"], ["diff", "--help"], ["review", "--help"]] {
      #expect(package.vmk(arguments).out.contains("VMK_DIFF_TOOL"), "vmk \(arguments)")
    }
    #expect(package.vmk("diff", "--help").out.contains("--tool COMMAND"))
  }

  @Test func tInAReviewOpensTheToolThenAKeyReturns() throws {
    let (package, script) = try packageWithTool()
    defer { package.delete() }
    let result = package.vmk(
      ["review", Self.changed], environment: ["VMK_DIFF_TOOL": script, "NO_COLOR": "1"],
      isTerminal: true, keys: ScriptedKeys("tax"))
    #expect(
      package.text(at: "tool-arguments.txt") == "./\(Self.changed)\n./\(Self.changed).new\n",
      "\(result.out)\(result.error)")
    #expect(result.out.contains("(VMK_DIFF_TOOL ended: press a key to go back to the review)"))
    #expect(package.exists(Self.changed + ".new"), "the key after the tool only returned")
    #expect(result.exitCode == 1)
  }

  @Test func tInAReviewWithoutAToolSaysHowToChooseOne() throws {
    let (package, _) = try packageWithTool()
    defer { package.delete() }
    let result = package.vmk(
      ["review", Self.changed], environment: ["NO_COLOR": "1"], isTerminal: true,
      keys: ScriptedKeys("ta"))
    #expect(result.out.contains("t opens a diff program of your choice"), "\(result.out)")
    #expect(!package.exists(Self.changed + ".new"), "a accepted it after the hint")
    #expect(result.exitCode == 0)
  }
}
