package import ViewModelAccessibility
import ViewModelKit
package import ViewModelNotation

/// Which drawn component shows each accessibility finding: the one at the
/// finding's field path, or, for a part that is not drawn as a component
/// of its own (a picker's segment, a list's section, header or row), the
/// nearest component around it; a path that names no component, the
/// root's.
package struct FindingMarks: Sendable, Equatable {
  /// The findings each component shows, by the component's path.
  package private(set) var byPath: [FieldPath: [AccessibilityFinding]] = [:]

  /// No marks.
  package init() {}

  /// The marks of `findings` on the drawing of the components `nodes`
  /// describe (``JSONValue/accessibilityNodes()``).
  package init(_ findings: [AccessibilityFinding], on nodes: [AccessibilityNode]) {
    guard !findings.isEmpty else { return }
    var drawn = Set<FieldPath>()
    Self.collectDrawn(nodes, into: &drawn)
    for finding in findings {
      var path = FieldPath(parsing: finding.path) ?? FieldPath()
      while !path.isRoot, !drawn.contains(path) { path.removeLast() }
      byPath[path, default: []].append(finding)
    }
  }

  /// Whether there is nothing to mark.
  package var isEmpty: Bool { byPath.isEmpty }

  /// The class that marks a component with `findings`: `vmk-finding-error`
  /// when one of them fails, else `vmk-finding-warning`.
  static func markClass(_ findings: [AccessibilityFinding]) -> String {
    findings.contains { $0.severity == .error } ? "vmk-finding-error" : "vmk-finding-warning"
  }

  /// The paths of the nodes drawn as components of their own.
  private static func collectDrawn(_ nodes: [AccessibilityNode], into drawn: inout Set<FieldPath>) {
    for node in nodes {
      switch node.kind {
      case .segment, .section, .sectionHeader, .sectionFooter, .row: break
      default: drawn.insert(node.path)
      }
      collectDrawn(node.children, into: &drawn)
    }
  }
}
