import Testing

@testable import VMKCommandLine

@Suite struct ParsedArgumentsTests {
  private let specification = ArgumentSpecification(
    flags: [("all", nil), ("json", "j")], options: ["format"], acceptsPositionals: true,
    acceptsPassthrough: true)

  @Test func flagsOptionsPathsAndPassthroughAreTold() throws {
    let parsed = try specification.parse(
      ["a.txt", "--all", "--format", "json", "-j", "b.txt", "--", "--filter", "X"],
      command: "x")
    #expect(parsed.flags == ["all", "json"])
    #expect(parsed.options == ["format": "json"])
    #expect(parsed.positionals == ["a.txt", "b.txt"])
    #expect(parsed.passthrough == ["--filter", "X"])
  }

  @Test func anOptionTakesItsValueAfterAnEqualsSign() throws {
    let parsed = try specification.parse(["--format=markdown"], command: "x")
    #expect(parsed.options["format"] == "markdown")
    #expect(parsed.passthrough == nil)
  }

  @Test(arguments: [
    (["--frob"], "vmk x has no option --frob."),
    (["-q"], "vmk x has no option -q."),
    (["--format"], "--format needs a value."),
    (["--all=yes"], "vmk x has no option --all=yes."),
  ])
  func whatIsNotUnderstoodIsAUsageErrorThatNamesIt(arguments: [String], message: String) {
    #expect(throws: UsageError(message, command: "x")) {
      try specification.parse(arguments, command: "x")
    }
  }

  @Test func aCommandWithoutPathsRefusesOne() {
    #expect(throws: UsageError("vmk y takes no argument \"a.txt\".", command: "y")) {
      try ArgumentSpecification().parse(["a.txt"], command: "y")
    }
  }

  @Test func aCommandWithoutPassthroughRefusesADoubleDash() {
    #expect(throws: UsageError("vmk y takes no arguments after --.", command: "y")) {
      try ArgumentSpecification().parse(["--"], command: "y")
    }
  }
}
