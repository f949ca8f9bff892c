import ViewModelAccessibility
import ViewModelKit

/// An action found in a view model, with what performs it.
struct ActionTarget {
  let id: String
  let kind: ScreenAction.Kind
  /// The action's field path, such as `list.sections[0].rows[2].onSelect`.
  let path: String
  /// The path of the component that holds it.
  let componentPath: String
  let isEnabled: Bool
  let performer: ActionPerformer
  /// The custom action's name, for one of `Accessibility.customActions`.
  var customName: String?
}

/// The actions of one view model, found by the walk the audit and the
/// renderers take, in the order renderings show them.
struct ActionTargets {
  let all: [ActionTarget]
  let nodes: [AccessibilityNode]

  init(of value: some Encodable) throws {
    nodes = try AccessibilityNode.actionableNodes(of: value)
    var found: [ActionTarget] = []
    var pending = Array(nodes.reversed())
    while let node = pending.popLast() {
      pending += node.children.reversed()
      let componentPath = node.path.text()
      if let action = node.action, let performer = action.performer,
        let kind = Self.kind(of: node.kind, input: performer.input)
      {
        found.append(Self.target(action, kind: kind, performer: performer, at: componentPath))
      }
      guard node.accessibility.hasExtras else { continue }
      for (action, custom) in zip(node.customActions, node.accessibility.customActions) {
        guard let performer = action.performer else { continue }
        var target = Self.target(action, kind: .tap, performer: performer, at: componentPath)
        target.customName = custom.name
        found.append(target)
      }
    }
    all = found
  }

  private static func target(
    _ action: AccessibilityNode.NodeAction, kind: ScreenAction.Kind, performer: ActionPerformer,
    at componentPath: String
  ) -> ActionTarget {
    ActionTarget(
      id: action.id, kind: kind,
      path: componentPath.isEmpty ? action.field : componentPath + "." + action.field,
      componentPath: componentPath, isEnabled: action.isEnabled, performer: performer)
  }

  /// The step that drives a component of `kind` whose action takes `input`;
  /// `nil` for a segment, which shares its picker's action.
  private static func kind(
    of kind: AccessibilityNode.Kind, input: ActionPerformer.Input
  ) -> ScreenAction.Kind? {
    switch (kind, input) {
    case (.button, .none), (.row, .none): .tap
    case (.textField, .text): .type
    case (.toggle, .flag): .toggle
    case (.slider, .number): .slide
    case (.segmentedPicker, .text): .select
    default: nil
    }
  }

  /// The one target of `id` that a step of `kind` can drive, at `path`
  /// when given; throws what is there instead.
  func target(
    _ id: ActionID, kind: ScreenAction.Kind, at path: String?, for step: ScreenStep
  ) throws(ScreenDriverError) -> ActionTarget {
    let named = all.filter { $0.id == id.rawValue }
    guard !named.isEmpty else {
      throw ScreenDriverError(.unknownAction, step: step, reason: unknownReason(id))
    }
    var matching = named
    if let path {
      matching = named.filter { $0.path == path || $0.componentPath == path }
      guard !matching.isEmpty else {
        throw ScreenDriverError(
          .unknownAction, step: step,
          reason: "the screen has no action \(shown(id)) at \(path); it is at "
            + Self.list(named.map(\.path)))
      }
    }
    guard matching.count == 1 else {
      throw ScreenDriverError(
        .ambiguous, step: step,
        reason: "\(matching.count) components carry the action \(shown(id)), at "
          + Self.list(matching.map(\.path)) + "; give the step `at:` one of these paths")
    }
    let target = matching[0]
    guard target.kind == kind else {
      throw ScreenDriverError(
        .wrongKind, step: step,
        reason: "\(shown(id)) at \(target.path) is \(Self.article(target.kind)) action, "
          + "which `\(target.kind.rawValue)` drives, not `\(kind.rawValue)`")
    }
    guard target.isEnabled else {
      throw ScreenDriverError(
        .disabled, step: step, reason: "the action \(shown(id)) at \(target.path) is disabled")
    }
    return target
  }

  /// The ids the screen has, nearest in spelling to `id` first.
  private func unknownReason(_ id: ActionID) -> String {
    let ids = Array(Set(all.map(\.id)))
    guard !ids.isEmpty else { return "the screen has no actions" }
    let ranked = ids.map { (id: $0, distance: editDistance($0, id.rawValue)) }
      .sorted { ($0.distance, $0.id) < ($1.distance, $1.id) }
    let shownCount = min(ranked.count, 10)
    let rest = ranked.count - shownCount
    return "the screen has no action \(shown(id)); it has "
      + ranked.prefix(shownCount).map { ViewModelDriving.shown(ActionID($0.id)) }.joined(
        separator: ", ") + (rest > 0 ? " and \(rest) more (`actions` lists them)" : "")
  }

  private static func article(_ kind: ScreenAction.Kind) -> String {
    switch kind {
    case .tap: "a button's, a row's or a custom action's"
    case .type: "a text field's"
    case .toggle: "a toggle's"
    case .slide: "a slider's"
    case .select: "a segmented picker's"
    }
  }

  /// At most ten paths, joined, and how many more there are.
  static func list(_ paths: [String]) -> String {
    let shownPaths = paths.prefix(10).joined(separator: ", ")
    return paths.count > 10 ? shownPaths + " and \(paths.count - 10) more" : shownPaths
  }
}

/// The number of single-scalar edits that turn `a` into `b`, counted up to
/// 64 scalars of each: enough to rank ids by how near they are.
func editDistance(_ a: String, _ b: String) -> Int {
  let left = Array(a.unicodeScalars.prefix(64))
  let right = Array(b.unicodeScalars.prefix(64))
  guard !left.isEmpty else { return right.count }
  guard !right.isEmpty else { return left.count }
  var previous = Array(0...right.count)
  var current = [Int](repeating: 0, count: right.count + 1)
  for i in 1...left.count {
    current[0] = i
    for j in 1...right.count {
      let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
      current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
    }
    swap(&previous, &current)
  }
  return previous[right.count]
}
