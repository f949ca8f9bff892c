import Foundation

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

  /// The state of a rendering without redactions, which allocates nothing.
  init() {
    plan = RedactionPlan.none
    frameStates = []
    slotState = .none
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
/// and sets are in their final order, ``number(_:count:)`` replaces each
/// mark with its number, counted per name in the order the marks appear.
struct PlaceholderTable {
  static let markStart: UInt8 = 0xFF
  static let markEnd: UInt8 = 0xFE

  /// The names seen, and for each the classes of its values by their text.
  private var names: [String] = []
  private var classesByName: [[String: Int]] = []
  /// Each class's name, by the index in `names`.
  private var classNames: [Int] = []

  var isEmpty: Bool { classNames.isEmpty }

  /// The class of a value with this name and text: equal values share one.
  mutating func classID(name: String, text: String) -> Int {
    let nameIndex: Int
    if let index = names.firstIndex(of: name) {
      nameIndex = index
    } else {
      names.append(name)
      classesByName.append([:])
      nameIndex = names.count - 1
    }
    if let id = classesByName[nameIndex][text] { return id }
    classNames.append(nameIndex)
    classesByName[nameIndex][text] = classNames.count - 1
    return classNames.count - 1
  }

  /// Replaces the marks in `bytes[0..<count]` with numbers, in place, and
  /// returns the new count: a number is never longer than its mark, since
  /// a name's n-th class has at least n - 1 for its digits.
  func number(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
    var numbers = [Int](repeating: 0, count: classNames.count)
    var counters = [Int](repeating: 0, count: names.count)
    var read = 0
    var write = 0
    while read < count {
      // The plain run up to the next mark, moved in one go.
      let rest = count - read
      let found = memchr(bytes + read, Int32(Self.markStart), rest)
      let run =
        found.map {
          UnsafeMutablePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - (bytes + read)
        } ?? rest
      if write != read { memmove(bytes + write, bytes + read, run) }
      read += run
      write += run
      guard read < count else { break }
      var id = 0
      read += 1
      while read < count && bytes[read] != Self.markEnd {
        id = id * 10 + Int(bytes[read] &- 0x30)
        read += 1
      }
      read += 1
      if numbers[id] == 0 {
        counters[classNames[id]] += 1
        numbers[id] = counters[classNames[id]]
      }
      var digits = numbers[id]
      var width = 1
      while digits >= 10 {
        digits /= 10
        width += 1
      }
      digits = numbers[id]
      for place in stride(from: width - 1, through: 0, by: -1) {
        bytes[write + place] = UInt8(0x30 + digits % 10)
        digits /= 10
      }
      write += width
    }
    return write
  }
}
