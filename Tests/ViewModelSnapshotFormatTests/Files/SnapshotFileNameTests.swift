import Foundation
import Testing

@testable import ViewModelSnapshotFormat

/// File names compared as UTF-8 bytes: `String ==` would call a composed
/// and a decomposed name equal, which is what normalization must decide.
private func expectBytes(
  _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    Array(actual.utf8) == Array(expected.utf8),
    "\(actual.unicodeScalars.map(\.value)) is not \(expected.unicodeScalars.map(\.value))",
    sourceLocation: sourceLocation)
}

/// A snapshot file name with no suite, name or arguments.
private func fileName(test: String, name: String? = nil, pathExtension: String = "txt") -> String {
  SnapshotFileName.snapshot(
    suite: [], test: test, arguments: nil, name: name, pathExtension: pathExtension)
}

/// The 64-bit FNV-1a hash, written from its definition (offset basis
/// 14695981039346656037, prime 1099511628211) to check the library's.
private func referenceFNV1a(_ text: String) -> UInt64 {
  var hash: UInt64 = 14_695_981_039_346_656_037
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 1_099_511_628_211
  }
  return hash
}

@Suite struct SnapshotFileNameTests {
  @Test func sanitizeKeepsLettersDigitsAndEmojiOfEveryScript() {
    for name in [
      "日本", "中国", "ç", "Ωmega42", "٣٤", "한국어", "👍", "👍🏽", "👨‍👩‍👧", "🇯🇵", "a b", "%#'~$&!@+=,;[]{}",
    ] {
      expectBytes(SnapshotFileName.sanitize(name), name)
    }
  }

  @Test(arguments: ["/", "\\", "<", ">", ":", "\"", "|", "?", "*"])
  func sanitizeReplacesEachCharacterAFileSystemCannotHold(forbidden: String) {
    expectBytes(SnapshotFileName.sanitize("a\(forbidden)b"), "a_b")
    expectBytes(SnapshotFileName.sanitize(forbidden + forbidden), "__")
  }

  @Test func sanitizeReplacesControlCharacters() {
    for control in [
      "\u{0}", "\u{1}", "\t", "\n", "\r", "\u{1B}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9F}",
    ] {
      expectBytes(SnapshotFileName.sanitize("a\(control)b"), "a_b")
    }
    expectBytes(SnapshotFileName.sanitize("\r\n"), "__")
    expectBytes(SnapshotFileName.sanitize(""), "_")
  }

  @Test func sanitizeGivesNormalizationFormC() {
    expectBytes(SnapshotFileName.sanitize("Cafe\u{301}"), "Caf\u{E9}")
    expectBytes(SnapshotFileName.sanitize("Caf\u{E9}"), "Caf\u{E9}")
    expectBytes(SnapshotFileName.sanitize("\u{212B}"), "\u{C5}")
    expectBytes(SnapshotFileName.sanitize("\u{1112}\u{1161}\u{11AB}"), "\u{D55C}")
    expectBytes(SnapshotFileName.sanitize("e\u{323}\u{302}"), "\u{1EC7}")
  }

  @Test func windowsDeviceNamesGetAnUnderscoreInAnyCaseAndWithAnyExtension() {
    let devices = [
      "CON", "con", "Prn", "AUX", "NUL", "COM0", "COM1", "com9", "LPT1", "LPT9", "COM¹", "COM²",
      "LPT³", "CONIN$", "conout$", "conın$",
    ]
    for device in devices {
      expectBytes(fileName(test: device), device + "_.txt")
      expectBytes(fileName(test: device + "()"), device + "_.txt")
      expectBytes(fileName(test: device, name: "x"), device + "_.x.txt")
      expectBytes(fileName(test: device, pathExtension: "json"), device + "_.json")
      expectBytes(
        SnapshotFileName.snapshot(
          suite: [device], test: "card", arguments: nil, name: nil, pathExtension: "txt"),
        device + "_.card.txt")
    }
    expectBytes(fileName(test: "NUL "), "NUL _.txt")
  }

  @Test func namesThatOnlyStartLikeADeviceAreKept() {
    for name in ["CONSOLE", "COM10", "LPT", "NULL", "XCON", "AUXILIARY", "COM", "CONIN"] {
      expectBytes(fileName(test: name), name + ".txt")
    }
    expectBytes(
      SnapshotFileName.snapshot(
        suite: ["Suite"], test: "CON", arguments: nil, name: "NUL", pathExtension: "txt"),
      "Suite.CON.NUL.txt")
  }

  @Test func theFolderOfATestFileAvoidsDeviceNamesAndDots() {
    expectBytes(SnapshotFileName.folder(forTestFile: "/x/CON.swift"), "CON_")
    expectBytes(SnapshotFileName.folder(forTestFile: "/x/lpt1.swift"), "lpt1_")
    expectBytes(SnapshotFileName.folder(forTestFile: "/x/CardTests.swift"), "CardTests")
    expectBytes(SnapshotFileName.folder(forTestFile: "/x/日本Tests.swift"), "日本Tests")
    expectBytes(SnapshotFileName.folder(forTestFile: "/x/.hidden.swift"), "_hidden")
    expectBytes(SnapshotFileName.folder(forTestFile: "/x/trailing .swift"), "trailing_")
    expectBytes(SnapshotFileName.folder(forTestFile: "/x/trailing..swift"), "trailing_")
    expectBytes(SnapshotFileName.folder(forTestFile: "/x/Cafe\u{301}.swift"), "Caf\u{E9}")
  }

  @Test func aLeadingDotAndATrailingDotOrSpaceAreReplaced() {
    expectBytes(fileName(test: ".hidden"), "_hidden.txt")
    expectBytes(fileName(test: ".."), "_..txt")
    expectBytes(fileName(test: "card", pathExtension: "txt."), "card.txt_")
    expectBytes(fileName(test: "card", pathExtension: "txt "), "card.txt_")
    expectBytes(fileName(test: "card", pathExtension: ""), "card._")
    expectBytes(fileName(test: "card", name: "end."), "card.end..txt")
  }

  @Test func testFunctionDropsTheParameterListAndRawIdentifierBackticks() {
    #expect(SnapshotFileName.testFunction("emojiCard(emoji:)") == "emojiCard")
    #expect(SnapshotFileName.testFunction("card()") == "card")
    #expect(SnapshotFileName.testFunction("card(_:named:)") == "card")
    #expect(SnapshotFileName.testFunction("card") == "card")
    #expect(SnapshotFileName.testFunction("`a card with spaces`()") == "a card with spaces")
    #expect(SnapshotFileName.testFunction("`a card with spaces`(emoji:)") == "a card with spaces")
    #expect(SnapshotFileName.testFunction("`a card`") == "a card")
    #expect(SnapshotFileName.testFunction("日本()") == "日本")
    #expect(SnapshotFileName.testFunction("open(") == "open(", "no closing parenthesis")
  }

  @Test func theLibrarysHashIsFNV1a() {
    // Published FNV-1a 64 test vectors.
    #expect(referenceFNV1a("") == 0xcbf2_9ce4_8422_2325)
    #expect(referenceFNV1a("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(referenceFNV1a("foobar") == 0x8594_4171_f739_67e8)
    for text in ["", "a", "foobar", "日本👍", String(repeating: "x", count: 500)] {
      #expect(StableHash.fnv1a64(text.utf8) == referenceFNV1a(text))
    }
  }

  @Test func aLongNameKeepsItsStartAndEndsInAHashOfAllOfIt() {
    let name = String(repeating: "日本👍x", count: 60) + "end"
    let short = SnapshotFileName.shortened(name, toUTF8Count: 100)
    // 100 bytes: the start that fits in 87, `~`, and the hash's top 48 bits in hex.
    let digits = String(referenceFNV1a(name) >> 16, radix: 16)
    let tag = "~" + String(repeating: "0", count: 12 - digits.count) + digits
    var start = ""
    for character in name where start.utf8.count + character.utf8.count <= 100 - tag.utf8.count {
      start.append(character)
    }
    expectBytes(short, start + tag)
    #expect(short.utf8.count <= 100)
    #expect(name.hasPrefix(short.dropLast(tag.count)))
    expectBytes(SnapshotFileName.shortened(name, toUTF8Count: 100), short)
  }

  @Test func aNameThatFitsIsKept() {
    let name = String(repeating: "é", count: 50)
    expectBytes(SnapshotFileName.shortened(name, toUTF8Count: 100), name)
    expectBytes(SnapshotFileName.shortened(name + "x", toUTF8Count: 101), name + "x")
    #expect(SnapshotFileName.shortened(name + "x", toUTF8Count: 100).hasSuffix("x") == false)
  }

  @Test func longNamesThatDifferAnywhereStayDistinct() {
    let start = String(repeating: "a", count: 300)
    let names = [start + "1", start + "2", "1" + start, "2" + start, start + "12", start + "21"]
    let short = names.map { SnapshotFileName.shortened($0, toUTF8Count: 200) }
    #expect(Set(short).count == names.count)
    #expect(short.allSatisfy { $0.utf8.count == 200 })
  }

  @Test func aSnapshotFileNameFitsIn200BytesWithItsExtension() {
    let name = String(repeating: "👍", count: 100)
    for pathExtension in ["txt", "json", String(repeating: "e", count: 40)] {
      let file = fileName(test: "card", name: name, pathExtension: pathExtension)
      #expect(file.utf8.count <= SnapshotFileName.maximumUTF8Count)
      #expect(file.hasPrefix("card.👍"))
      expectBytes(file, fileName(test: "card", name: name, pathExtension: pathExtension))
    }
  }

  @Test func theExtensionIsCappedAtWholeCharacters() {
    expectBytes(
      fileName(test: "card", pathExtension: String(repeating: "e", count: 40)),
      "card." + String(repeating: "e", count: 16))
    expectBytes(
      fileName(test: "card", pathExtension: String(repeating: "日", count: 10)),
      "card." + String(repeating: "日", count: 5))
    expectBytes(fileName(test: "card", pathExtension: "a/b"), "card.a_b")
  }

  @Test func argumentsAndNamesArePartsOfTheFileName() {
    expectBytes(
      SnapshotFileName.snapshot(
        suite: ["Outer", "Inner"], test: "card(emoji:)", arguments: "👍,3", name: "dark",
        pathExtension: "json"),
      "Outer.Inner.card(👍,3).dark.json")
    expectBytes(
      SnapshotFileName.snapshot(
        suite: [], test: "card(_:)", arguments: "../x", name: nil, pathExtension: "txt"),
      "card(.._x).txt")
  }
}

@Suite struct CandidateFileNameTests {
  @Test func aCandidateIsWrittenBesideItsReferenceWithNewAdded() {
    let reference = URL(fileURLWithPath: "/p/Fixtures/Snapshots/T/T.card.txt")
    let candidate = SnapshotFileName.candidate(of: reference)
    #expect(candidate.path == "/p/Fixtures/Snapshots/T/T.card.txt.new")
    #expect(SnapshotFileName.isCandidate(candidate))
    #expect(!SnapshotFileName.isCandidate(reference))
    #expect(SnapshotFileName.reference(ofCandidate: candidate) == reference)
  }

  @Test func aFileNamedOnlyNewIsNoCandidate() {
    #expect(!SnapshotFileName.isCandidate(URL(fileURLWithPath: "/p/Fixtures/Snapshots/T/.new")))
    #expect(SnapshotFileName.isCandidate(URL(fileURLWithPath: "/p/Fixtures/Snapshots/T/x.new")))
  }
}
