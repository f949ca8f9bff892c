import Testing
import ViewModelAccessibility
import ViewModelKit

/// A value nested deeper than the walk goes fails with the error the text
/// renderer gives, its path shortened the same way: a line, not the 60 KB
/// of the whole path.
@Suite struct AccessibilityDepthErrorTests {
  static var deep: StackViewModel {
    var stack = StackViewModel(children: [ButtonViewModel(title: "deep")])
    for _ in 0..<5_001 { stack = StackViewModel(children: [stack]) }
    return stack
  }

  @Test func theRenderersAndTheAuditsDepthErrorsAreAsShortAsTheTextRenderers() throws {
    let value = Self.deep
    let text = try #require(throws: RenderingError.self) { try TextRenderer().render(value) }
    let accessibility = try #require(throws: RenderingError.self) {
      try AccessibilityRenderer().render(value)
    }
    let audit = try #require(throws: RenderingError.self) {
      try AccessibilityAudit().run(on: value)
    }
    for error in [accessibility, audit] {
      #expect(error.description.utf8.count < 400, "\(error.description.utf8.count) bytes")
      #expect(error.path.contains(" more) … "), "\(error.path)")
      #expect(error.reason == text.reason)
    }
  }
}
