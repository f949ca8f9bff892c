import Testing

@testable import ViewModelNotation

@Suite struct FieldPathTests {
  @Test func membersIndicesAndKeysAreWrittenAsSwiftWouldReachThem() {
    let path = FieldPath([.member("rows"), .index(2), .member("title")])
    #expect(path.text() == "rows[2].title")
    #expect(FieldPath([.key("total"), .member("rows")]).text() == #"["total"].rows"#)
    #expect(FieldPath([.index(0)]).text() == "[0]")
    #expect(FieldPath([.index(0), .member("id")]).description == "[0].id")
  }

  @Test func theRootIsEmptyAndNamedInLists() {
    #expect(FieldPath.root.text() == "")
    #expect(FieldPath.root.isRoot)
    #expect(!FieldPath([.index(0)]).isRoot)
    #expect(FieldPath.rootName == "(root)")
  }

  @Test func pathsBuiltStepByStepEqualPathsBuiltAtOnce() {
    var built = FieldPath.root
    built.append(.member("rows"))
    #expect(built.appending(.index(1)) == FieldPath([.member("rows"), .index(1)]))
    #expect(built.appending(.index(1)) != FieldPath([.member("rows"), .index(2)]))
    #expect(FieldPath([.member("a")]) != FieldPath([.key("a")]))
  }

  @Test func aNameThatIsNotAPlainWordIsQuoted() {
    let quoted: [(String, String)] = [
      ("key.with.dot", #"["key.with.dot"]"#), ("has[bracket", #"["has[bracket"]"#),
      ("close]", #"["close]"]"#), ("", #"[""]"#), ("my key", #"["my key"]"#),
      ("2x", #"["2x"]"#), ("a-b", #"["a-b"]"#), ("\u{3164}", #"["\u{3164}"]"#),
    ]
    for (name, text) in quoted {
      #expect(FieldPath([.member("rows"), .member(name)]).text() == "rows" + text)
    }
    for plain in ["title", "_id", "größe", "café", "x2", "名前", "e\u{301}"] {
      #expect(FieldPath.isPlainName(plain), "\(plain)")
      #expect(FieldPath([.member("rows"), .member(plain)]).text() == "rows." + plain)
    }
  }

  @Test func quotesBackslashesAndHiddenCharactersInNamesAreEscaped() {
    #expect(FieldPath([.key(#"a"b"#)]).text() == #"["a\"b"]"#)
    #expect(FieldPath([.key(#"a\b"#)]).text() == #"["a\\b"]"#)
    #expect(
      FieldPath([.key("a\u{1B}[31m\u{200B}\u{9B}")]).text() == #"["a\u{1B}[31m\u{200B}\u{9B}"]"#)
    #expect(FieldPath([.key("\n\t\r\0")]).text() == #"["\n\t\r\0"]"#)
    #expect(FieldPath([.key("\u{301}e")]).text() == #"["\u{301}e"]"#, "a mark on the quote")
    #expect(FieldPath([.key("a\u{202E}b")]).text().utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
  }

  @Test func namesThatLookAlikeAreToldApartWithTheirScalars() {
    let composed = FieldPath([.member("labels"), .member("Caf\u{E9}")])
    let decomposed = FieldPath([.member("labels"), .member("Cafe\u{301}")])
    #expect(composed.text(escapingNonASCII: true) == #"labels["Caf\u{E9}"]"#)
    #expect(decomposed.text(escapingNonASCII: true) == #"labels["Cafe\u{301}"]"#)
    #expect(FieldPath([.member("rows"), .index(1)]).text(escapingNonASCII: true) == "rows[1]")
  }

  @Test func aVeryLongNameIsCutWhereAskedAndCounted() {
    let long = String(repeating: "a", count: 10_000)
    #expect(FieldPath([.key(long)]).text().utf8.count == 10_004)
    let cut = FieldPath.text(of: .key(long), maximumNameLength: 10)
    #expect(cut == #"["aaaaaaaaaa"… (9,990 more bytes)]"#)
    let plain = FieldPath.text(of: .member(long), isFirst: true, maximumNameLength: 4)
    #expect(plain == "aaaa… (9,996 more bytes)")
    let escapes = FieldPath.text(
      of: .key(String(repeating: "\u{1B}", count: 100)), maximumNameLength: 12)
    #expect(escapes == #"["\u{1B}\u{1B}"… (98 more bytes)]"#)
  }

  static let hostileNames = [
    ".", "[", "]", "\"", "\\", "", "a.b", "a[0]", "[0]", "x\"]y", "\\\"", "\u{0}\t\n\r",
    "\u{1B}[31m", "\u{202E}evil", "\u{301}", "\u{200D}", "e\u{301}",
    "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
    "\u{E0041}", String(repeating: "k.", count: 5_000), "名前", "  ", "'",
  ]

  @Test func whatAPathWritesReadsBackToTheSameTextWhateverItsNames() throws {
    for name in Self.hostileNames {
      for path in [
        FieldPath([.member(name)]), FieldPath([.key(name)]),
        FieldPath([.member("rows"), .index(2), .member(name), .key(name), .index(-1)]),
      ] {
        let text = path.text()
        let read = try #require(FieldPath(parsing: text), "\(text)")
        #expect(read.text() == text)
        #expect(read.steps.count == path.steps.count, "\(text)")
        // A subdivision flag keeps its tag characters; nothing else hidden is left.
        let hidden = text.unicodeScalars.filter { EscapedCharacter.isAlwaysEscaped($0.value) }
        let isFlag = name.unicodeScalars.first == "🏴"
        #expect(hidden.isEmpty || isFlag && hidden.allSatisfy { $0.value >= 0xE0000 }, "\(text)")
      }
      #expect(
        FieldPath(parsing: FieldPath([.member(name)]).text()) == FieldPath([.member(name)])
          || FieldPath.isPlainName(name))
    }
  }

  @Test func textThatIsNotAPathDoesNotRead() {
    for text in [".a", "a..b", "a.", "[", "[x]", #"["a"#, #"["a""#, "a b", "a]", #"[""x]"#, "[1"] {
      #expect(FieldPath(parsing: text) == nil, "\(text)")
    }
    #expect(FieldPath(parsing: "") == .root)
  }
}
