/// Where every selector of a ``RedactionPlan`` stands at one place in the
/// value: one bit per position, a position being a selector with some of
/// its steps taken. 128 positions, two words, cover any list of redactions
/// people write by hand; the plan refuses more.
struct MatchState: Hashable, Sendable {
  var low: UInt64
  var high: UInt64

  static let none = MatchState(low: 0, high: 0)
  /// The state with only `bit` set.
  init(bit: Int) {
    low = bit < 64 ? 1 << UInt64(bit) : 0
    high = bit >= 64 ? 1 << UInt64(bit - 64) : 0
  }

  init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  var isEmpty: Bool { low | high == 0 }

  static func & (a: MatchState, b: MatchState) -> MatchState {
    MatchState(low: a.low & b.low, high: a.high & b.high)
  }

  static func | (a: MatchState, b: MatchState) -> MatchState {
    MatchState(low: a.low | b.low, high: a.high | b.high)
  }

  static func |= (a: inout MatchState, b: MatchState) {
    a = a | b
  }

  /// Every bit moved one position on: each selector takes one step.
  var advanced: MatchState {
    MatchState(low: low << 1, high: high << 1 | low >> 63)
  }

  /// The highest bit set, or `nil` when none is.
  var highestBit: Int? {
    if high != 0 { return 127 - high.leadingZeroBitCount }
    if low != 0 { return 63 - low.leadingZeroBitCount }
    return nil
  }

  /// The bits of `self` that `other` lacks.
  func subtracting(_ other: MatchState) -> MatchState {
    MatchState(low: low & ~other.low, high: high & ~other.high)
  }

  /// Each bit set, lowest first.
  var bits: [Int] {
    var bits: [Int] = []
    for (word, offset) in [(low, 0), (high, 64)] {
      var rest = word
      while rest != 0 {
        bits.append(offset + rest.trailingZeroBitCount)
        rest &= rest - 1
      }
    }
    return bits
  }
}
