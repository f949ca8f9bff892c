import Testing
import ViewModelKit

@testable import ViewModelSnapshotFormat

@Suite struct InvisibleScalarsTests {
  @Test func diffsEscapeExactlyTheCharactersTheTextRendererEscapes() {
    var disagreements: [UInt32] = []
    for scalar in UInt32(0)...0x10FFFF where isInvisibleInSnapshot(scalar) != isInvisible(scalar) {
      disagreements.append(scalar)
    }
    #expect(disagreements.isEmpty, "U+\(disagreements.map { String($0, radix: 16) })")
  }

  @Test func diffsTreatTheSameCharactersAsCombiningMarksAsTheTextRenderer() {
    var disagreements: [UInt32] = []
    for scalar in UInt32(0)...0x10FFFF
    where isCombiningMarkInSnapshot(scalar) != isCombiningMark(scalar) {
      disagreements.append(scalar)
    }
    #expect(disagreements.isEmpty, "U+\(disagreements.map { String($0, radix: 16) })")
  }

  @Test func theListHoldsTheCharactersThatHideInAReview() {
    for hidden: UInt32 in [0xA0, 0xAD, 0x200B, 0x202E, 0x2028, 0xFEFF] {
      #expect(isInvisibleInSnapshot(hidden), "U+\(String(hidden, radix: 16))")
    }
    for shown: UInt32 in [0x41, 0x20, 0x200D, 0xFE0F, 0x1F44D] {
      #expect(!isInvisibleInSnapshot(shown), "U+\(String(shown, radix: 16))")
    }
  }
}
