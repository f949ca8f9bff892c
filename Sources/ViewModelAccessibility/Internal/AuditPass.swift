import ViewModelKit
import ViewModelNotation

/// One run of an ``AccessibilityAudit`` over a tree of nodes: it visits each
/// node once, in reading order, with what lies around it, and keeps the
/// findings and notes the rules make.
///
/// The walk keeps its own stack rather than recursing, so a tree nested as
/// deep as the walker allows is audited on any thread.
struct AuditPass: NodeVisitor {
  let audit: AccessibilityAudit
  var findings: [AccessibilityFinding] = []
  private var notes: [String] = []
  private var hasNotedAssumedBackground = false
  private var notedAssets: Set<String> = []
  /// The first path of each accessibility identifier met.
  var identifiers = FirstSeen<FieldPath>()
  /// The first action met with each id, and where it was.
  var actions = FirstSeen<(action: AccessibilityNode.NodeAction, path: FieldPath)>()
  /// The first actionable element met with each name: its action's id, and
  /// where it was.
  var names = FirstSeen<(actionID: String, path: FieldPath)>()
  /// How many elements a screen reader meets, and whether one is a heading.
  var announcedElements = 0
  var hasHeading = false
  /// The message of each fixed-size font met: a screen repeats its fonts,
  /// so each is spelled once.
  var fontMessages = Memo<Font, String>()
  /// What the rules about words found in the last name they read.
  var lastName = LastNameRead()
  /// Whether the node being checked has an accessibility label, and
  /// visible text, other than whitespace: read once for the rules.
  private(set) var hasLabel = false
  private(set) var hasText = false
  /// The message of each contrast check made, `nil` where it passed.
  var contrasts = Memo<ContrastKey, String?>()
  /// Whether each rule of `AccessibilityRule.allCases` runs, looked up once.
  let running: [Bool]

  init(audit: AccessibilityAudit) {
    self.audit = audit
    running = AccessibilityRule.allCases.map { audit.disabledRules[$0] == nil }
  }

  /// Audits `roots` and returns the report.
  mutating func report(on roots: [AccessibilityNode]) -> AccessibilityAudit.Report {
    visit(roots, from: AuditContext(background: audit.screenBackground))
    return finish()
  }

  /// The report, once every node is checked: the rules about the whole
  /// screen run last.
  mutating func finish() -> AccessibilityAudit.Report {
    if running[14] { checkHeading() }
    return AccessibilityAudit.Report(findings: findings, notes: audit.disabledNotes + notes)
  }

  /// Checks `node` and hands its children the background and state it
  /// puts them in.
  mutating func enter(_ node: AccessibilityNode, in outer: AuditContext) -> AuditContext? {
    let context = outer.entering(node)
    check(node, in: context)
    return node.children.isEmpty ? context : context.inside(node)
  }

  /// Checks `node`, met as the walk makes it; returns what the nodes it
  /// holds, which come next, are met inside, or `nil` for a node that
  /// holds none.
  mutating func enterStreamed(_ node: AccessibilityNode, in outer: AuditContext) -> AuditContext? {
    let context = outer.entering(node)
    check(node, in: context)
    return node.kind.holdsNodes ? context.inside(node) : nil
  }

  /// Runs every rule the audit keeps on one node, in the order of
  /// ``AccessibilityRule/allCases``, whose flags `running` holds.
  private mutating func check(_ node: AccessibilityNode, in context: AuditContext) {
    let isShown = !context.isHidden
    // The node's action, read once for the rules about actions.
    let action = node.action
    if isShown {
      hasLabel = !node.accessibility.label.isBlank
      hasText = !node.text.isBlank
      if running[0] { checkAnnouncement(of: node, in: context) }
      if running[1] { checkTextContrast(of: node, in: context) }
      if running[2] { checkControlContrast(of: node, in: context) }
      if running[3] { checkFont(of: node) }
      if running[4] { checkIdentifier(of: node) }
    }
    if running[5] { checkActionID(of: node, action: action) }
    if running[6] { checkEnabledState(of: node, action: action) }
    guard isShown else {
      if running[12] { checkHiddenAction(of: node, action: action, in: context) }
      if running[12], node.accessibility.hasExtras { checkHiddenCustomActions(of: node) }
      return
    }
    if node.accessibility.hasExtras { checkExtras(of: node) }
    // What a control or an image is announced by (`announcedName`), read
    // once for the rules about names.
    let name =
      !node.isNamedControl && node.kind != .image
      ? nil
      : hasLabel ? node.accessibility.label : node.kind != .textField && hasText ? node.text : nil
    if running[7] { checkLabelInName(of: node) }
    if running[8], let name, let action {
      checkDuplicateLabel(of: node, named: name, action: action, in: context)
    }
    if running[9], let name { checkRedundantWords(of: node, named: name) }
    if running[10] { checkPlaceholderName(of: node, in: context) }
    if running[11] { checkIdentifierLikeName(of: node) }
    if running[13] { checkTraits(of: node, action: action, in: context) }
    if running[14] { countForHeading(node) }
    if running[15] { checkPurpose(of: node, named: name) }
  }

  /// Adds a finding of `rule` at `node`, an error unless the rule warns.
  mutating func find(_ rule: AccessibilityRule, at path: FieldPath, _ message: String) {
    findings.append(
      AccessibilityFinding(rule: rule, severity: severity(of: rule), at: path, message: message))
  }

  private func severity(of rule: AccessibilityRule) -> AccessibilityFinding.Severity {
    switch rule.severity {
    case .error: .error
    case .warningUnlessAsked: audit.fixedSizeFontsAreErrors ? .error : .warning
    case .warning: .warning
    }
  }

  /// Notes, once, that `path` had no background declared around it and was
  /// checked against white.
  mutating func noteAssumedBackground(at path: FieldPath) {
    guard !hasNotedAssumedBackground else { return }
    hasNotedAssumedBackground = true
    notes.append(
      "no background declared at \(path.findingText) or given to the audit; assumed white #FFFFFFFF"
    )
  }

  /// Notes, once per name, that an asset colour's contrast was not checked.
  mutating func noteAsset(_ name: String, at path: FieldPath) {
    guard notedAssets.insert(name).inserted else { return }
    notes.append(
      "asset colour \(quotedForMessage(name)) at \(path.findingText) has no known components; "
        + "contrast with it was not checked")
  }
}

/// What a contrast check and its message depend on: the colours, the
/// threshold, and how the message names them.
struct ContrastKey: Hashable {
  /// The foreground's and the background's components, in one number
  /// that two keys compare first and cheaply.
  let colors: UInt64
  let requirement: ContrastRequirement
  /// The background as the message names it when not by its colour, such
  /// as a primary button's fill.
  let shownBackground: String?
  /// What the message calls the foreground before its colour: `title `.
  let name: String
}

/// What lies around a node: the background it is drawn on and whether
/// assistive technologies reach it.
struct AuditContext {
  /// The nearest declared background, opaque unless it is an asset colour.
  var background: AuditBackground
  /// Whether the node or a container around it is hidden from
  /// accessibility.
  var isHidden = false
  /// Whether a combined container around the node has a label of its own,
  /// which is announced instead of the node's text.
  var isLabelledByContainer = false
  /// Whether a component around the node performs an action, as a list
  /// row does, which the node's traits may announce.
  var isInsideAction = false

  /// The context of `node` itself: hidden if it hides itself.
  func entering(_ node: AccessibilityNode) -> AuditContext {
    var context = self
    context.isHidden = isHidden || node.accessibility.isHidden
    return context
  }

  /// The context of `node`'s children: its background, if it declares one,
  /// and its label, if it combines them.
  func inside(_ node: AccessibilityNode) -> AuditContext {
    var context = self
    if let declared = node.backgroundColor {
      context.background = AuditBackground(
        color: declared.seen(over: background.color), isAssumed: false)
    }
    if node.accessibility.combinesChildren, !node.accessibility.label.isBlank {
      context.isLabelledByContainer = true
    }
    if node.action != nil { context.isInsideAction = true }
    return context
  }
}

/// The background text is checked against.
struct AuditBackground {
  /// The colour as seen: opaque, or an asset colour, whose components are
  /// not known.
  var color: Color
  /// Whether nothing declared it and white was assumed.
  var isAssumed: Bool
}

extension AccessibilityAudit {
  /// The screen's background: the audit's, blended over white if it has
  /// alpha, or an assumed white.
  var screenBackground: AuditBackground {
    guard let background else { return AuditBackground(color: .white, isAssumed: true) }
    return AuditBackground(color: background.seen(over: .white), isAssumed: false)
  }

  /// One note per disabled rule, with its reason, in the order of
  /// ``AccessibilityRule/allCases``.
  var disabledNotes: [String] {
    AccessibilityRule.allCases.compactMap { rule in
      disabledRules[rule].map { "\(rule.id) disabled: \($0)" }
    }
  }
}

extension Color {
  /// The colour as seen over `base`: itself when opaque or an asset
  /// colour, else blended over `base`; over an asset colour, `base`,
  /// whose components are not known either.
  func seen(over base: Color) -> Color {
    guard let rgba, rgba & 0xFF != 0xFF else { return self }
    return ContrastRatio(.white, on: self, over: base)?.background ?? base
  }
}

extension Optional where Wrapped == String {
  /// Whether there is no text, or only whitespace.
  var isBlank: Bool {
    guard let self else { return true }
    // Most texts start with a printable ASCII character: no need to look
    // further, or to ask for Unicode properties.
    if let first = self.utf8.first, first > 0x20, first < 0x7F { return false }
    return self.allSatisfy(\.isWhitespace)
  }
}

extension FieldPath {
  /// The path as a finding shows it: `(root)` for the root.
  var findingText: String { isRoot ? FieldPath.rootName : text() }
}

/// The audit's pass, handed the nodes one at a time as the walk makes
/// them (``AccessibilityWalker/walk(_:maximumDepth:into:)``), keeping the
/// context each container puts the nodes inside it in.
final class AuditStream: NodeSink {
  /// The pass and the context of each container entered, kept behind a
  /// pointer rather than in stored properties, whose every change the
  /// runtime would check for overlapping access: a sink is handed each
  /// node, on one thread, one call at a time.
  private struct State {
    var pass: AuditPass
    var contexts: [AuditContext]
  }

  private let state: UnsafeMutablePointer<State>

  init(audit: AccessibilityAudit) {
    state = .allocate(capacity: 1)
    state.initialize(
      to: State(
        pass: AuditPass(audit: audit),
        contexts: [AuditContext(background: audit.screenBackground)]))
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  func enter(_ node: AccessibilityNode) {
    let outer = state.pointee.contexts[state.pointee.contexts.count - 1]
    if let inner = state.pointee.pass.enterStreamed(node, in: outer) {
      state.pointee.contexts.append(inner)
    }
  }

  func leave(_ node: AccessibilityNode) {
    if node.kind.holdsNodes { state.pointee.contexts.removeLast() }
  }

  /// The report of every node handed over.
  func report() -> AccessibilityAudit.Report { state.pointee.pass.finish() }
}

extension AccessibilityNode.Kind {
  /// Whether a node of this kind holds others: a container, a row, a
  /// section, a picker of segments.
  var holdsNodes: Bool {
    switch self {
    case .stack, .list, .section, .row, .segmentedPicker: true
    default: false
    }
  }
}
