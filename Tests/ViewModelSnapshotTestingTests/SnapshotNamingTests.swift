import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// A view model whose rendering is one line per title.
private struct NamedCard: ViewModel {
  var title: String
}

/// What `body` left in a new sandbox off CI: the names of the files in the
/// sandbox's folder for this test file (a path elsewhere in the sandbox is
/// given whole), ordered by their bytes, their texts, and the messages of
/// its failures.
///
/// Files are listed, not gathered in a dictionary, whose `String` keys would
/// merge two names that differ only in Unicode normalization.
private func recordedFiles(
  filePath: String = #filePath, _ body: () -> Void
) throws -> (files: [String], texts: [String], messages: [String]) {
  let sandbox = try SnapshotSandbox(filePath: filePath)
  defer { sandbox.folder.delete() }
  let messages = failures { sandbox.run(body) }
  let prefix = sandbox.snapshots + "/"
  let paths = try everyPath(under: sandbox.folder.url).filter {
    isRegularFile(sandbox.folder.url.appendingPathComponent($0))
  }
  let texts = paths.map { sandbox.folder.text(at: $0) ?? "" }
  let files = paths.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
  return (files, texts, messages)
}

/// Every path below `root`, folders included, relative to it and ordered by its bytes.
private func everyPath(under root: URL) throws -> [String] {
  try FileManager.default.subpathsOfDirectory(atPath: root.path)
    .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
}

/// Whether `url` is a regular file, not following a symbolic link.
private func isRegularFile(_ url: URL) -> Bool {
  let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
  return attributes?[.type] as? FileAttributeType == .typeRegular
}

/// Whether `names` and `expected` hold the same UTF-8 bytes, in any order:
/// bytes tell apart what `String ==` does not.
private func sameBytes(_ names: [String], _ expected: [String]) -> Bool {
  let bytes = { (names: [String]) in
    names.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
  }
  return bytes(names) == bytes(expected)
}

/// Whether every message says that a reference was recorded.
private func allRecorded(_ messages: [String]) -> Bool {
  !messages.isEmpty && messages.allSatisfy { $0.hasPrefix("Recorded a new snapshot at ") }
}

/// File names are kept in any script, and qualified by the suite, so that
/// tests never share a reference by accident.
@Suite struct SnapshotNamingTests {
  @Test func 日本() throws {
    let (files, _, messages) = try recordedFiles {
      assertSnapshot(of: NamedCard(title: "日本"), as: .text)
    }
    #expect(sameBytes(files, ["SnapshotNamingTests.日本.txt"]), "\(files)")
    #expect(allRecorded(messages) && messages.count == 1)
  }

  @Test func 中国() throws {
    let (files, _, messages) = try recordedFiles {
      assertSnapshot(of: NamedCard(title: "中国"), as: .text)
    }
    #expect(sameBytes(files, ["SnapshotNamingTests.中国.txt"]), "\(files)")
    #expect(allRecorded(messages) && messages.count == 1)
  }

  @Test func testsNamedInOtherScriptsShareNoFile() throws {
    let (files, _, messages) = try recordedFiles {
      assertSnapshot(of: NamedCard(title: "日本"), as: .text, testName: "日本()")
      assertSnapshot(of: NamedCard(title: "中国"), as: .text, testName: "中国()")
    }
    #expect(Set(files) == ["SnapshotNamingTests.日本.txt", "SnapshotNamingTests.中国.txt"])
    #expect(files.count == 2)
    #expect(allRecorded(messages) && messages.count == 2)
  }

  @Test func emojiNamesGiveAFileEach() throws {
    let (files, _, messages) = try recordedFiles {
      for emoji in ["👍", "👎", "👊"] {
        assertSnapshot(of: NamedCard(title: emoji), as: .text, named: emoji)
      }
    }
    let expected = ["👍", "👎", "👊"].map { "SnapshotNamingTests.emojiNamesGiveAFileEach.\($0).txt" }
    #expect(sameBytes(files, expected), "\(files)")
    #expect(allRecorded(messages) && messages.count == 3)
  }

  @Suite struct LikeCard {
    @Test func card() throws {
      let (files, _, _) = try recordedFiles { assertSnapshot(of: NamedCard(title: "👍"), as: .text) }
      #expect(files == ["SnapshotNamingTests.LikeCard.card.txt"])
    }
  }

  @Suite struct PunchCard {
    @Test func card() throws {
      let (files, _, _) = try recordedFiles { assertSnapshot(of: NamedCard(title: "👊"), as: .text) }
      #expect(files == ["SnapshotNamingTests.PunchCard.card.txt"])
    }
  }

  @Test(arguments: 0..<20)
  func everyCaseOfAParameterizedTestHasItsOwnFile(number: Int) async throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let card = NamedCard(title: "card \(number)")
    let first = failures { sandbox.run { assertSnapshot(of: card, as: .text) } }
    #expect(allRecorded(first) && first.count == 1)
    let file =
      "\(sandbox.snapshots)/SnapshotNamingTests.everyCaseOfAParameterizedTestHasItsOwnFile(\(number)).txt"
    #expect(try sandbox.folder.contents().keys.sorted() == [file])
    let url = sandbox.folder.url
    let again = await Task {
      failures {
        withSnapshotConfiguration(fixturesDirectory: url, environment: [:]) {
          assertSnapshot(of: card, as: .text)
        }
      }
    }.value
    #expect(again == [], "the second run finds the reference its case recorded")
  }

  @Test(arguments: ["en", "日本"])
  func aStringArgumentNamesItsCasesFileAsWritten(locale: String) throws {
    let (files, _, messages) = try recordedFiles {
      assertSnapshot(of: NamedCard(title: locale), as: .text)
    }
    #expect(allRecorded(messages) && messages.count == 1)
    #expect(files.count == 1)
    let expected = "SnapshotNamingTests.aStringArgumentNamesItsCasesFileAsWritten(\(locale)).txt"
    #expect(sameBytes(files, [expected]), "\(files)")
  }

  /// An argument whose type gives no text that is the same on every run.
  struct Opaque: Sendable {
    var id: Int
  }

  @Test(arguments: [Opaque(id: 1), Opaque(id: 2)])
  func argumentsWithoutAStableTextAskForANameAndWriteNothing(opaque: Opaque) throws {
    let (files, _, messages) = try recordedFiles {
      assertSnapshot(of: NamedCard(title: "\(opaque.id)"), as: .text)
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("named:") == true)
    #expect(messages.first?.contains("is parameterized") == true)
    #expect(messages.first?.contains("Opaque(id: \(opaque.id))") == true)
    #expect(files == [])
  }

  @Test func twoLongNamesWithOneStartGetTwoShortFiles() throws {
    let start = String(repeating: "日本👍x", count: 74) + "長いの"
    let names = [start + "1", start + "2"]
    #expect(names.allSatisfy { $0.count == 300 })
    let (files, _, messages) = try recordedFiles {
      for name in names { assertSnapshot(of: NamedCard(title: name), as: .text, named: name) }
    }
    #expect(files.count == 2)
    #expect(Set(files).count == 2)
    #expect(allRecorded(messages) && messages.count == 2)
    for file in files {
      #expect(file.utf8.count <= 200)
      #expect(file.hasPrefix("SnapshotNamingTests.twoLongNamesWithOneStartGetTwoShortFiles.日本👍x"))
      let tag = file.utf8.dropLast(".txt".utf8.count).suffix(13)
      #expect(file.hasSuffix(".txt"))
      #expect(tag.first == UInt8(ascii: "~"))
      #expect(tag.dropFirst().allSatisfy { (48...57).contains($0) || (97...102).contains($0) })
    }
  }

  @Test func noNameWritesOutsideItsTestFilesFolder() throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    // Fixtures deep inside the sandbox, so that a name that climbs out of
    // its folder still lands where the listing below sees it.
    let fixtures = root.url.appendingPathComponent("one/two/three/Fixtures")
    let names = [
      "../escaped", "../../../../escaped", "/etc/x", "nul\u{0}byte", "new\nline",
      String(repeating: "long/", count: 60), "CON", "trailing.", "trailing ", "..", ".", "a\\b",
    ]
    let messages = failures {
      withSnapshotConfiguration(fixturesDirectory: fixtures, environment: [:]) {
        for name in names { assertSnapshot(of: NamedCard(title: "x"), as: .text, named: name) }
        assertSnapshot(of: NamedCard(title: "x"), as: .json, testName: "../../../../up")
        assertSnapshot(of: NamedCard(title: "x"), as: .json, testName: "/etc/passwd")
      }
    }
    #expect(messages.count == names.count + 2)
    #expect(allRecorded(messages))
    let folder = "one/two/three/Fixtures/Snapshots/SnapshotNamingTests"
    let allowedFolders: Set<String> = [
      "one", "one/two", "one/two/three", "one/two/three/Fixtures",
      "one/two/three/Fixtures/Snapshots", folder,
    ]
    var files: [String] = []
    for path in try everyPath(under: root.url) where !allowedFolders.contains(path) {
      let name = path.dropFirst(folder.count + 1)
      #expect(path.hasPrefix(folder + "/") && !name.contains("/"), "\(path) is outside \(folder)")
      #expect(isRegularFile(root.url.appendingPathComponent(path)), "\(path) is not a file")
      #expect(name.utf8.count <= 200)
      #expect(!name.hasPrefix(".") && !name.hasSuffix(".") && !name.hasSuffix(" "))
      files.append(String(name))
    }
    #expect(files.count == names.count + 2, "one file for each assertion: \(files)")
  }
}

/// Suites at file scope are named without an enclosing type.
@Suite struct LikeCard {
  @Test func card() throws {
    let (files, _, _) = try recordedFiles { assertSnapshot(of: NamedCard(title: "👍"), as: .text) }
    #expect(files == ["LikeCard.card.txt"])
  }
}

@Suite struct PunchCard {
  @Test func card() throws {
    let (files, _, _) = try recordedFiles { assertSnapshot(of: NamedCard(title: "👊"), as: .text) }
    #expect(files == ["PunchCard.card.txt"])
  }
}

/// A test outside every suite names its files after the function alone,
/// so a Windows device name there would be the whole first part.
@Test func deviceNamesAtTheStartOfAFileNameGetAnUnderscore() throws {
  let (files, _, messages) = try recordedFiles {
    for test in ["CON()", "nul", "Com1", "LPT9", "COM¹", "CONIN$", "aux.more", ".hidden", "PRN "] {
      assertSnapshot(of: NamedCard(title: test), as: .text, testName: test)
    }
  }
  let expected = [
    "CON_.txt", "nul_.txt", "Com1_.txt", "LPT9_.txt", "COM¹_.txt", "CONIN$_.txt",
    "aux_.more.txt", "_hidden.txt", "PRN _.txt",
  ]
  #expect(sameBytes(files, expected), "\(files)")
  #expect(allRecorded(messages) && messages.count == 9)
}

/// A file holds one reference: the second of two assertions that reach it
/// fails, whoever makes them.
extension SnapshotNamingTests {
  @Test func anAssertionOutsideSwiftTestingAndOneInATestCannotShareAFile() async throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let file =
      "\(sandbox.snapshots)/SnapshotNamingTests.anAssertionOutsideSwiftTestingAndOneInATestCannotShareAFile.txt"
    let rendering = try Snapshotting<NamedCard>.text.render(NamedCard(title: "thread"))
    try sandbox.folder.write(Array(rendering.utf8), to: file)
    // A plain thread has no Swift Testing context: its assertion is owned
    // as an XCTest method's is, by the type its source lies in. It matches
    // the reference, so it passes and claims the file.
    let url = sandbox.folder.url
    let threadLine = #line + 3
    await onAPlainThread {
      withSnapshotConfiguration(fixturesDirectory: url, environment: [:]) {
        assertSnapshot(of: NamedCard(title: "thread"), as: .text)
      }
    }
    let testLine = #line + 2
    let messages = failures {
      sandbox.run { assertSnapshot(of: NamedCard(title: "test"), as: .text) }
    }
    #expect(messages.count == 1)
    let message = try #require(messages.first)
    #expect(message.hasPrefix("Two assertions would share the snapshot file "))
    #expect(message.contains(file))
    #expect(message.contains("SnapshotNamingTests.swift:\(threadLine)) already asserted it"))
    #expect(message.contains("SnapshotNamingTests.swift:\(testLine)) asserts it now"))
    // Both are named as their files are, `Suite.test`, whichever library runs them.
    let test = "SnapshotNamingTests.anAssertionOutsideSwiftTestingAndOneInATestCannotShareAFile"
    #expect(message.contains("\(test) (ViewModelSnapshotTestingTests/SnapshotNamingTests.swift:"))
    #expect(!message.contains("ShareAFile()"))
    let paths = try everyPath(under: sandbox.folder.url).filter {
      $0.hasPrefix(sandbox.snapshots + "/")
    }
    #expect(paths == [file], "the second assertion wrote nothing")
    #expect(sandbox.folder.text(at: file) == rendering)
  }

  /// Hands the cases of `twoCasesOfOneTestCannotShareAFile` one folder.
  private static let sharedByCases = SharedFolder()

  @Test(.serialized, arguments: [Opaque(id: 1), Opaque(id: 2)])
  func twoCasesOfOneTestCannotShareAFile(opaque: Opaque) throws {
    let (order, folder) = try Self.sharedByCases.begin()
    defer { if order == .second { folder.delete() } }
    let messages = failures {
      withSnapshotConfiguration(fixturesDirectory: folder.url, environment: [:]) {
        assertSnapshot(of: NamedCard(title: "\(opaque.id)"), as: .text, named: "shared")
      }
    }
    let file =
      "Snapshots/SnapshotNamingTests/SnapshotNamingTests.twoCasesOfOneTestCannotShareAFile.shared.txt"
    let files = try everyPath(under: folder.url).filter {
      isRegularFile(folder.url.appendingPathComponent($0))
    }
    #expect(files == [file])
    guard order == .second else { return #expect(allRecorded(messages) && messages.count == 1) }
    #expect(messages.count == 1)
    let message = try #require(messages.first)
    #expect(message.hasPrefix("Two assertions would share the snapshot file "))
    #expect(message.contains(file))
    // Each case is named as a case's file would be: `Suite.test(arguments)`.
    let test = "SnapshotNamingTests.twoCasesOfOneTestCannotShareAFile"
    #expect(message.contains("\(test)(Opaque(id: 1)) ("))
    #expect(message.contains("\(test)(Opaque(id: 2)) ("))
    let firstCase = 3 - opaque.id
    #expect(folder.text(at: file) == "NamedCard\n  title: \"\(firstCase)\"\n", "the first case's")
  }

  @Test func namesThatDifferOnlyInLetterCaseAreOneFile() throws {
    let (files, texts, messages) = try recordedFiles {
      assertSnapshot(of: NamedCard(title: "upper"), as: .text, named: "Card")
      assertSnapshot(of: NamedCard(title: "lower"), as: .text, named: "card")
    }
    #expect(files == ["SnapshotNamingTests.namesThatDifferOnlyInLetterCaseAreOneFile.Card.txt"])
    #expect(texts == ["NamedCard\n  title: \"upper\"\n"])
    #expect(messages.count == 2)
    #expect(messages.last?.contains("differ only in letter case") == true)
    #expect(messages.last?.contains("the one named \"Card\"") == true)
    #expect(messages.last?.contains("the one named \"card\"") == true)
  }

  @Test func twoNamesThatBecomeOneFileNameFailSayingSo() throws {
    let (files, texts, messages) = try recordedFiles {
      assertSnapshot(of: NamedCard(title: "slash"), as: .text, named: "a/b")
      assertSnapshot(of: NamedCard(title: "colon"), as: .text, named: "a:b")
    }
    #expect(files == ["SnapshotNamingTests.twoNamesThatBecomeOneFileNameFailSayingSo.a_b.txt"])
    #expect(texts == ["NamedCard\n  title: \"slash\"\n"])
    #expect(messages.count == 2)
    let message = try #require(messages.last)
    #expect(message.contains("Two snapshots of this test, the one named \"a/b\""))
    #expect(message.contains("and the one named \"a:b\", would share the file "))
    #expect(!message.contains("already asserted a snapshot named"))
  }

  @Test func composedAndDecomposedNamesAreOneFileInNormalizationFormC() throws {
    let (files, texts, messages) = try recordedFiles {
      assertSnapshot(of: NamedCard(title: "decomposed"), as: .text, named: "Cafe\u{301}")
      assertSnapshot(of: NamedCard(title: "composed"), as: .text, named: "Caf\u{E9}")
    }
    let name =
      "SnapshotNamingTests.composedAndDecomposedNamesAreOneFileInNormalizationFormC.Caf\u{E9}.txt"
    #expect(sameBytes(files, [name]), "\(files.map { Array($0.unicodeScalars) })")
    #expect(texts == ["NamedCard\n  title: \"decomposed\"\n"])
    #expect(messages.count == 2)
    #expect(allRecorded(Array(messages.prefix(1))))
    let second = try #require(messages.last)
    #expect(second.contains(name))
    #expect(second.contains("already asserted") || second.contains("would share the file"))
  }
}

/// A temporary folder for two test cases that run one after the other:
/// the first to begin makes it, the second removes it when done.
private final class SharedFolder: @unchecked Sendable {
  // @unchecked: `begun` and `folder` are only read or written while `lock` is held.
  enum Order { case first, second }

  private let lock = NSLock()
  private var begun = 0
  private var folder: TemporaryFolder?

  func begin() throws -> (Order, TemporaryFolder) {
    lock.lock()
    defer { lock.unlock() }
    if begun.isMultiple(of: 2) { folder = try TemporaryFolder() }
    begun += 1
    guard let folder else { throw CocoaError(.fileNoSuchFile) }
    return (begun.isMultiple(of: 2) ? .second : .first, folder)
  }
}
