/// What one rendering with redactions keeps as it goes: where each open
/// container stands in the plan, the values being written to be replaced,
/// the placeholders given out and which redactions found anything.
struct RedactionState {
  let plan: RedactionPlan
  /// The plan's state at each open frame, beside `RenderState.frames`.
  var frameStates: [MatchState]
  /// The state at the member position that was begun last.
  var slotState: MatchState
  /// Every accepting position reached so far.
  var found = MatchState.none
  /// The values being written that are replaced when they finish.
  var captures: [Capture] = []
  /// Each member name's mask, by the registry's id for it.
  var memberMasks: [MatchState?] = []
  /// The next frame pushed is sorted by value.
  var sortsNextFrame = false
  /// A selector could have gone on into a user's one-line type, whose
  /// fields a text rendering does not show one by one.
  var metOpaqueLine = false
  var placeholders = PlaceholderTable()

  init(plan: RedactionPlan) {
    self.plan = plan
    frameStates = [plan.start]
    slotState = plan.start
  }

  /// A value being written at a member a redaction found, replaced once
  /// it is complete.
  struct Capture {
    /// Where the value starts in the output.
    let start: Int
    /// Text: whether the value's `: ` was still due at its start.
    let colon: Bool
    /// The redaction that applies.
    let rule: Int
    /// The frame the value opened, which ends it when it closes.
    let frame: Int
  }

  /// The redaction at `index`.
  func redaction(_ index: Int) -> Redaction { plan.redactions[index] }

  /// The redactions that must find something and have not.
  var unfound: [Redaction] {
    let found = Set(plan.owners(of: found))
    return plan.redactions.indices.filter { !found.contains($0) && !plan.redactions[$0].isOptional }
      .map { plan.redactions[$0] }
  }
}

/// The numbered placeholders of one rendering.
///
/// A placeholder is written with its number left open: `<id ` and then a
/// mark, bytes `0xFF`, the digits of the value's class, `0xFE`, that no
/// UTF-8 text holds. Once the whole rendering is written, and dictionaries
/// and sets are in their final order, ``number(_:)`` replaces each mark
/// with its number, counted per name in the order the marks appear.
struct PlaceholderTable {
  static let markStart: UInt8 = 0xFF
  static let markEnd: UInt8 = 0xFE

  private var classes: [String: Int] = [:]
  private var names: [String] = []

  var isEmpty: Bool { names.isEmpty }

  /// The class of a value with this name and text: equal values share one.
  mutating func classID(name: String, text: String) -> Int {
    let key = name + "\u{0}" + text
    if let id = classes[key] { return id }
    names.append(name)
    classes[key] = names.count - 1
    return names.count - 1
  }

  /// Replaces the marks in `bytes[0..<count]` with numbers, in place, and
  /// returns the new count: a number is never longer than its mark.
  func number(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
    var numbers = [Int](repeating: 0, count: names.count)
    var counters: [String: Int] = [:]
    var read = 0
    var write = 0
    while read < count {
      let byte = bytes[read]
      guard byte == Self.markStart else {
        bytes[write] = byte
        write += 1
        read += 1
        continue
      }
      var id = 0
      read += 1
      while read < count && bytes[read] != Self.markEnd {
        id = id * 10 + Int(bytes[read] &- 0x30)
        read += 1
      }
      read += 1
      if numbers[id] == 0 {
        counters[names[id], default: 0] += 1
        numbers[id] = counters[names[id]]!
      }
      for digit in String(numbers[id]).utf8 {
        bytes[write] = digit
        write += 1
      }
    }
    return write
  }
}
