import Testing
import ViewModelKit

/// Writes whatever parts a test gives it.
private struct Custom: CompactTextRepresentable {
  var name: String
  var write: @Sendable (inout CompactTextLine) -> Void

  static func == (lhs: Custom, rhs: Custom) -> Bool { lhs.name == rhs.name }
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }

  func writeCompactText(into line: inout CompactTextLine) { write(&line) }
}

/// A type whose name is hostile.
private struct Hostile: CompactTextRepresentable {
  static var compactTextName: String { "Bad\nName" }
  func writeCompactText(into line: inout CompactTextLine) { line.word("ok") }
}

/// A type whose name is empty.
private struct Nameless: CompactTextRepresentable {
  static var compactTextName: String { "" }
  func writeCompactText(into line: inout CompactTextLine) {}
}

@Suite struct CompactTextLineTests {
  private func line(_ write: @escaping @Sendable (inout CompactTextLine) -> Void) throws -> String {
    try TextRenderer().render(Custom(name: "C", write: write))
  }

  @Test func wordsAreSeparatedBySingleSpaces() throws {
    #expect(
      try line {
        $0.word("a")
        $0.word("b")
      } == "Custom a b\n")
    #expect(try line { _ in } == "Custom\n")
  }

  @Test func numbersAreWrittenAsTheBuiltInComponentsWriteThem() throws {
    #expect(
      try line {
        $0.number(17.0)
        $0.number(0.5)
        $0.number(-3)
      } == "Custom 17 0.5 -3\n")
    #expect(try line { $0.number(Int.max) } == "Custom 9223372036854775807\n")
    #expect(
      try line {
        $0.number(.nan)
        $0.number(.infinity)
        $0.number(-.infinity)
      }
        == "Custom nan inf -inf\n")
  }

  @Test func colorsAreWrittenAsTheBuiltInComponentsWriteThem() throws {
    #expect(
      try line {
        $0.color(.red)
        $0.color(.asset("Brand"))
      } == "Custom #FF3B30FF asset \"Brand\"\n")
  }

  @Test func actionsAreWrittenWithTheirLabelAndWhetherTheyAreEnabled() throws {
    let tap = Action<Void>("card.tap") {}
    let off = Action<Int>("card.set", isEnabled: false) { _ in }
    #expect(
      try line {
        $0.action("onTap", tap)
        $0.action("onSet", off)
      }
        == "Custom onTap: → card.tap onSet: → card.set (disabled)\n")
    #expect(try line { $0.action("onTap", Action<Void>?.none) } == "Custom\n")
  }

  @Test func hostileWordsAreQuotedSoTheLineStaysOneLine() throws {
    #expect(try line { $0.word("two\nlines") } == #"Custom "two\nlines""# + "\n")
    #expect(try line { $0.word("say \"hi\"") } == #"Custom "say \"hi\"""# + "\n")
    #expect(try line { $0.word("a\u{202E}b") } == #"Custom "a\u{202E}b""# + "\n")
    #expect(try line { $0.word("") } == #"Custom """# + "\n")
    #expect(try line { $0.word("two words") } == #"Custom "two words""# + "\n")
    #expect(try line { $0.word("\r\u{0}") } == #"Custom "\r\0""# + "\n")
  }

  @Test func hostileStringsAreEscaped() throws {
    #expect(try line { $0.quoted("a\nb\"c\u{202E}") } == #"Custom "a\nb\"c\u{202E}""# + "\n")
    #expect(try line { $0.quoted("") } == #"Custom """# + "\n")
  }

  @Test func hostileActionLabelsAndIDsAreQuoted() throws {
    let action = Action<Void>("x\ny") {}
    #expect(
      try line { $0.action("on\ntap", action) } == #"Custom "on\ntap:" → "x\ny""# + "\n")
  }

  @Test func hostileAndEmptyNamesAreQuoted() throws {
    #expect(try TextRenderer().render(Hostile()) == #""Bad\nName" ok"# + "\n")
    #expect(try TextRenderer().render(Nameless()) == #""""# + "\n")
  }

  @Test func aLineKeptAfterItsCallWritesNothingLater() throws {
    nonisolated(unsafe) var kept: CompactTextLine?
    let first = try line { line in
      line.word("first")
      kept = line
    }
    kept?.word("later")
    #expect(first == "Custom first\n")
    #expect(try line { $0.word("second") } == "Custom second\n")
  }
}
