import Foundation
import Testing

@testable import ViewModelSnapshotTesting

/// A Swift source whose lines are marked `@name`, to ask which types
/// enclose a marked line.
private struct MarkedSource {
  let text: String
  private let types: EnclosingTypes

  init(_ text: String) {
    self.text = text
    types = EnclosingTypes(source: text)
  }

  /// The 1-based line that holds `@marker` followed by a space or the line's end.
  func line(_ marker: String) -> Int? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = lines.firstIndex {
      $0.hasSuffix("@" + marker) || $0.contains("@" + marker + " ")
    }
    return index.map { $0 + 1 }
  }

  /// The types enclosing the line marked `@marker`.
  func names(at marker: String) throws -> [String] {
    types.names(enclosing: try #require(line(marker), "no line is marked @\(marker)"))
  }
}

@Suite struct EnclosingTypesTests {
  @Test func nestedTypesAreNamedOuterFirst() throws {
    let source = MarkedSource(
      """
      import XCTest

      func freeFunction() {
        _ = 1  // @free
      }

      struct Outer {
        let a = 1  // @outer
        struct Inner {
          func f() {
            _ = 1  // @inner
          }
        }
        enum Kind<T: Equatable>: Hashable where T: Hashable {
          case one  // @generic
          final class Deepest<U> where U: Sendable {
            func g() {}  // @deepest
          }
        }
        // @outerAgain
      }
      // @between
      actor Worker {
        func work() {  // @actor
        }
      }

      protocol Describing {
        func describe()  // @protocol
      }

      func tail() {  // @tail
      }
      """)
    #expect(try source.names(at: "free") == [])
    #expect(try source.names(at: "outer") == ["Outer"])
    #expect(try source.names(at: "inner") == ["Outer", "Inner"])
    #expect(try source.names(at: "generic") == ["Outer", "Kind"])
    #expect(try source.names(at: "deepest") == ["Outer", "Kind", "Deepest"])
    #expect(try source.names(at: "outerAgain") == ["Outer"])
    #expect(try source.names(at: "between") == [])
    #expect(try source.names(at: "actor") == ["Worker"])
    #expect(try source.names(at: "protocol") == ["Describing"])
    #expect(try source.names(at: "tail") == [])
  }

  @Test func anExtensionOfANestedTypeIsNamedByItsPath() throws {
    let source = MarkedSource(
      """
      struct Outer { struct Inner {} }

      extension Outer.Inner {
        func g() {}  // @extension
      }

      extension Outer.Inner.Deeper: Equatable where Self: Sendable {
        // @deeper
      }

      extension Array where Element == Int {
        // @array
      }
      // @after
      """)
    #expect(try source.names(at: "extension") == ["Outer", "Inner"])
    #expect(try source.names(at: "deeper") == ["Outer", "Inner", "Deeper"])
    #expect(try source.names(at: "array") == ["Array"])
    #expect(try source.names(at: "after") == [])
  }

  @Test func classMembersAndAttributesOpenNoType() throws {
    let source = MarkedSource(
      """
      final class Base: NSObject {
        class func make() -> Base { Base() }  // @classFunc
        class var shared: Base {
          Base()  // @classVar
        }
        override class func setUp() {
          super.setUp()  // @override
        }
        class final func last() {}
        // @afterMembers
      }

      @objc class Bridged: NSObject {
        @objc func run() {}  // @bridged
      }

      @objc(VMKNamed) public final class Named: NSObject {
        @objc(runNow) func run() {}  // @named
      }
      """)
    #expect(try source.names(at: "classFunc") == ["Base"])
    #expect(try source.names(at: "classVar") == ["Base"])
    #expect(try source.names(at: "override") == ["Base"])
    #expect(try source.names(at: "afterMembers") == ["Base"])
    #expect(try source.names(at: "bridged") == ["Bridged"])
    #expect(try source.names(at: "named") == ["Named"])
  }

  @Test func bracesInStringLiteralsAreNotCounted() throws {
    let source = MarkedSource(
      ###"""
      struct Strings {
        let brace = "{"  // @strings
        let close = "}}} struct Fake {"
        let escaped = "\"{\\"
        let multi = """
          { struct Fake {
          \""" still inside {
          """
        let raw = #"a "{" \( } quote"#
        let rawTwo = ##"x"#{"##
        let rawMulti = #"""
          }}} " """ {
          """#
        let interpolated = "\(f({ 1 }()))"
        let nested = "\(g(")", "{", "\("}")"))"
        let interpolatedRaw = #"\#(h { "}" })"#
        // @afterStrings
      }
      // @outside
      """###)
    #expect(try source.names(at: "strings") == ["Strings"])
    #expect(try source.names(at: "afterStrings") == ["Strings"])
    #expect(try source.names(at: "outside") == [])
  }

  @Test func commentsAreSkippedNestedOrNot() throws {
    let source = MarkedSource(
      """
      /* struct Commented { /* nested { */ still a comment { */
      struct AfterComment {  // @afterComment
        // struct LineComment {
        /// A doc comment with a brace {
        let x = 1  /* } */  // @inside
        /*
         }
         */
        // @stillInside
      }
      // @outside
      """)
    #expect(try source.names(at: "afterComment") == ["AfterComment"])
    #expect(try source.names(at: "inside") == ["AfterComment"])
    #expect(try source.names(at: "stillInside") == ["AfterComment"])
    #expect(try source.names(at: "outside") == [])
  }

  @Test func rawIdentifiersAndUnicodeNamesAreKept() throws {
    let source = MarkedSource(
      """
      @Suite struct `Cards in Japanese` {
        struct 日本 {
          // @unicode
        }
      }
      """)
    #expect(try source.names(at: "unicode") == ["Cards in Japanese", "日本"])
  }

  @Test func theTypesOfAFileAreReadFromDisk() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("vmk-enclosing-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("final class FromDisk {\n  // line 2\n}\n".utf8).write(to: file)
    #expect(EnclosingTypes.of(file: file.path).names(enclosing: 2) == ["FromDisk"])
    #expect(EnclosingTypes.of(file: "/no/such/file.swift").names(enclosing: 1) == [])
  }

  @Test func anImportOfOneTypeDeclaresNoType() throws {
    let source = MarkedSource(
      """
      import struct Foundation.Date
      import class Foundation.NSObject

      final class AfterImports: NSObject {
        func check() {
          // @after
        }
      }
      """)
    let after = try source.names(at: "after")
    #expect(after == ["AfterImports"])
  }

  @Test func aKeywordNamedMemberBeforeABraceDeclaresNoType() throws {
    let source = MarkedSource(
      """
      final class Reflecting {
        func isClass(_ style: Mirror.DisplayStyle) -> Bool {
          if style == .class {
            return true
          }
          return false
        }
        func check() {
          // @check
        }
      }
      """)
    let check = try source.names(at: "check")
    #expect(check == ["Reflecting"])
  }

  @Test func aSuperclassChosenByConditionalCompilationOpensOneType() throws {
    let source = MarkedSource(
      """
      #if canImport(ObjectiveC)
      final class PlatformCase: XCTestCase {
      #else
      final class PlatformCase: NSObject {
      #endif
        func check() {
          // @inside
        }
      }

      struct Later {
        // @later
      }
      """)
    let (inside, later) = (try source.names(at: "inside"), try source.names(at: "later"))
    #expect(inside == ["PlatformCase"])
    #expect(later == ["Later"])
  }

  @Test func aBraceInARegexLiteralIsNotCounted() throws {
    let source = MarkedSource(
      #"""
      final class Matching {
        let brace = #/\{/#
        // @inside
      }

      struct Later {
        // @later
      }
      """#)
    let (inside, later) = (try source.names(at: "inside"), try source.names(at: "later"))
    #expect(inside == ["Matching"])
    #expect(later == ["Later"])
  }
}
