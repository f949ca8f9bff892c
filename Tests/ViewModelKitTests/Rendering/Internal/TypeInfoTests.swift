import Testing

@testable import ViewModelKit

private struct Gauge: CompactTextRepresentable {
  static var compactTextName: String { "Meter" }
  func writeCompactText(into line: inout CompactTextLine) {}
}

private struct Plain: ViewModel {}

/// What the traversal learns about a type once.
@Suite struct TypeInfoTests {
  @Test func aCompactTextTypeIsFound() {
    let info = TypeInfo(of: Gauge.self)
    guard case .compact = info.shape else {
      Issue.record("expected the compact shape, got \(info.shape)")
      return
    }
    // JSON tags and errors keep the type's own name.
    #expect(info.name == "Gauge")
  }

  @Test func otherTypesAreNotCompact() {
    let info = TypeInfo(of: Plain.self)
    guard case .plain = info.shape else {
      Issue.record("expected the plain shape, got \(info.shape)")
      return
    }
    guard case .plain = TypeInfo(of: LabelViewModel.self).shape else {
      Issue.record("the library's components are not compact text types")
      return
    }
  }
}
