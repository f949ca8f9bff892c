import TestSupport
import Testing

@testable import ViewModelKit

@Suite struct MatchStateTests {
  @Test func bitsListsEverySetPositionInBothWordsLowestFirst() {
    var generator = SeededGenerator(seed: 0xB175)
    for _ in 0..<500 {
      let positions = Set(
        (0..<Int.random(in: 0...20, using: &generator)).map { _ in
          Int.random(in: 0..<128, using: &generator)
        })
      let state = positions.reduce(MatchState.none) { $0 | MatchState(bit: $1) }
      #expect(state.bits == positions.sorted())
      #expect(state.highestBit == positions.max())
    }
  }
}
