import TestSupport
import Testing

@testable import ViewModelDriving

@Suite struct ActionTargetsTests {
  @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
    #expect(editDistance("checkout.pay", "checkout.pay") == 0)
    #expect(editDistance("checkout.pay", "checkout.pya") == 2)
    #expect(editDistance("", "abc") == 3)
    #expect(editDistance("kitten", "sitting") == 3)
  }

  @Test func editDistanceIsSymmetricAndBoundedByTheLongerLength() {
    var generator = SeededGenerator(seed: 0xED17)
    let alphabet = Array("ab.é🙂")
    func word() -> String {
      String(
        (0..<Int.random(in: 0...8, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator)!
        })
    }
    for _ in 0..<500 {
      let a = word()
      let b = word()
      let distance = editDistance(a, b)
      #expect(distance == editDistance(b, a))
      #expect(distance <= max(a.unicodeScalars.count, b.unicodeScalars.count))
      #expect((distance == 0) == (a == b))
    }
  }
}
