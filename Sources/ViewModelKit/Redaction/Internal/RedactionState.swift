import Foundation

/// What one rendering with redactions keeps as it goes: where each open
/// container stands in the plan, the values being written to be replaced,
/// the numbered names given out and which redactions found anything.
struct RedactionState {
  let plan: RedactionPlan
  /// The plan's accepting and `**` positions, kept here so that following
  /// a member reads no more than this struct.
  let accepting: MatchState
  private let loops: MatchState
  /// The plan's state at each open frame, beside `RenderState.frames`.
  var frameStates: Stack<MatchState>
  /// The state at the member position that was begun last.
  var slotState: MatchState
  /// Every accepting position reached so far.
  var found = MatchState.none
  /// The values being written that are replaced when they finish.
  var captures: [Capture] = []
  /// Each member name's mask, by the registry's id for it;
  /// `MatchState.unknown` until it is first needed.
  var memberMasks: Stack<MatchState>
  /// The next frame pushed is sorted by value.
  var sortsNextFrame = false
  /// A selector could have gone on into a user's one-line type, whose
  /// fields a text rendering does not show one by one.
  var metOpaqueLine = false
  var numbers = NumberTable()

  /// For each redaction, the index of its name the values take in
  /// `numbers`, or -1 when it writes no numbered name.
  var numberedNames: Stack<Int32>
  /// For each redaction, the places it rounds to, or -1 when it does not round.
  var roundingPlaces: Stack<Int32>

  init(plan: RedactionPlan, style: QuoteStyle) {
    self.plan = plan
    numberedNames = Stack(capacity: plan.kinds.count)
    roundingPlaces = Stack(capacity: plan.kinds.count)
    for kind in plan.kinds {
      if case .rounding(let places) = kind {
        roundingPlaces.append(Int32(places))
      } else {
        roundingPlaces.append(-1)
      }
      guard case .number(let name) = kind else {
        numberedNames.append(-1)
        continue
      }
      numberedNames.append(Int32(numbers.register(name, style: style)))
    }
    accepting = plan.accepting
    loops = plan.loops
    frameStates = Stack(capacity: 32)
    frameStates.append(plan.start)
    memberMasks = Stack(capacity: 64)
    slotState = plan.start
  }

  /// Frees the stacks; once, when the rendering ends.
  func deallocate() {
    frameStates.deallocate()
    memberMasks.deallocate()
    numberedNames.deallocate()
    roundingPlaces.deallocate()
  }

  /// The state of a rendering without redactions, which allocates nothing.
  init() {
    plan = RedactionPlan.none
    accepting = .none
    loops = .none
    frameStates = Stack(capacity: 0)
    memberMasks = Stack(capacity: 0)
    numberedNames = Stack(capacity: 0)
    roundingPlaces = Stack(capacity: 0)
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

  /// The redaction at `index`, for a message.
  func redaction(_ index: Int) -> Redaction { plan.redactions[index] }

  /// What the redaction at `index` does.
  func kind(_ index: Int) -> Redaction.Kind { plan.kinds[index] }

  /// The state after a step whose matching positions are `mask`: a bit
  /// moves on where its step matches, a `**` bit also stays, and the bit
  /// after a `**` is set with it (`**` may take no step).
  @inline(__always)
  func advance(_ state: MatchState, mask: MatchState) -> MatchState {
    let next = (state & mask).advanced | (state & loops)
    return next | (next & loops).advanced
  }

  /// The state after the member `name` of a struct, such as a component's
  /// field in its compact text.
  func advance(_ state: MatchState, member name: String) -> MatchState {
    advance(state, mask: plan.mask(forName: name, isKey: false))
  }

  /// The redactions that must find something and have not.
  var unfound: [Redaction] {
    let found = Set(plan.owners(of: found))
    return plan.redactions.indices.filter { !found.contains($0) && !plan.redactions[$0].isOptional }
      .map { plan.redactions[$0] }
  }
}

/// The numbered names of one rendering.
///
/// Numbers are counted per name in the order the values appear in the
/// rendering. Where the rendering is written in that order, a numbered name
/// is written whole. Inside a container whose members are put in order
/// when it closes (a dictionary, a set, an object with sorted keys), or a
/// value that a redaction may replace once written, its number is left
/// open: `<id ` and then a mark, bytes `0xFF`, the digits of the value's
/// class, `0xFE`, that no UTF-8 text holds. Once that container or value is
/// in its final order, ``number(_:count:)`` replaces each mark with its
/// number.
struct NumberTable {
  static let markStart: UInt8 = 0xFF
  static let markEnd: UInt8 = 0xFE

  /// The names seen, and each one's opening, `"<id `, as the rendering
  /// writes it.
  private var names: [String] = []
  var openings: [[UInt8]] = []
  /// One class of equal values of a name.
  private struct Class {
    /// The hash of its name and text, so that growing the table reads no
    /// text again.
    var hash: UInt64
    /// Where its text is in `texts`.
    var textStart: Int
    var textEnd: Int
    /// Its name, by the index in `names`.
    var name: Int32
    /// Its number, or zero before its first value appears.
    var number: Int32 = 0
  }

  private var classes: [Class] = []
  /// The texts of all classes, one after another.
  private var texts: [UInt8] = []
  /// The numbers given so far to each name.
  private var counters: [Int] = []
  /// Where in the output the marks not yet numbered start, if any.
  var marksStart: Int?
  /// An open-addressing table of classes by the hash of their name and
  /// text: a class id plus one, or zero for an empty slot. Hashing the
  /// bytes with FNV-1a here costs a fraction of `Hasher`'s SipHash, and
  /// the order of classes never depends on it.
  private var slots = [Int32](repeating: 0, count: 256)

  var isEmpty: Bool { classes.isEmpty }

  /// Adds a name, its opening written as `style` quotes it, and returns
  /// its index; a name already added keeps its index.
  mutating func register(_ name: String, style: QuoteStyle) -> Int {
    if let index = names.firstIndex(of: name) { return index }
    var opening = OutputBuffer(capacity: name.utf8.count + 16)
    defer { opening.deallocate() }
    opening.appendQuoted("<" + name + " ", style: style)
    names.append(name)
    counters.append(0)
    openings.append(Array(opening.bytes.dropLast()))
    return names.count - 1
  }

  /// The class of a value of the name at `nameIndex` with this text:
  /// equal values share one.
  mutating func classID(nameIndex: Int, text: String) -> Int {
    withUTF8Bytes(of: text) { classID(nameIndex: nameIndex, text: $0) }
  }

  private mutating func classID(nameIndex: Int, text: UnsafeBufferPointer<UInt8>) -> Int {
    let mask = slots.count - 1
    let hash = Self.hash(nameIndex, text)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let id = Int(slots[slot]) - 1
      if classes[id].hash == hash && classes[id].name == nameIndex && equalsText(of: id, text) {
        return id
      }
      slot = (slot + 1) & mask
    }
    let id = classes.count
    let start = texts.count
    texts.append(contentsOf: text)
    classes.append(
      Class(
        hash: hash, textStart: start, textEnd: texts.count,
        name: Int32(truncatingIfNeeded: nameIndex)))
    slots[slot] = Int32(id + 1)
    if classes.count * 2 > slots.count { grow() }
    return id
  }

  private func equalsText(of id: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = classes[id].textStart
    guard classes[id].textEnd - start == text.count else { return false }
    return texts.withUnsafeBufferPointer { stored in
      text.isEmpty || memcmp(stored.baseAddress! + start, text.baseAddress!, text.count) == 0
    }
  }

  /// FNV-1a over the name's index and the text's bytes.
  private static func hash(_ nameIndex: Int, _ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(nameIndex)
    for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }

  /// Doubles the table and puts every class back.
  private mutating func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for id in classes.indices {
      var slot = Int(truncatingIfNeeded: classes[id].hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(id + 1)
    }
  }

  /// The number of the class `id`, given now if its value appears for the
  /// first time.
  mutating func number(ofClass id: Int) -> Int {
    if classes[id].number == 0 {
      let name = Int(classes[id].name)
      counters[name] += 1
      classes[id].number = Int32(truncatingIfNeeded: counters[name])
    }
    return Int(classes[id].number)
  }

  /// Replaces the marks in `bytes[0..<count]` with numbers, in place, and
  /// returns the new count: a number is never longer than its mark, since
  /// a name's n-th class has at least n - 1 for its digits.
  mutating func number(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
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
      let number = number(ofClass: id)
      var digits = number
      var width = 1
      while digits >= 10 {
        digits /= 10
        width += 1
      }
      digits = number
      for place in stride(from: width - 1, through: 0, by: -1) {
        bytes[write + place] = UInt8(0x30 + digits % 10)
        digits /= 10
      }
      write += width
    }
    return write
  }
}
