import Testing

@testable import ViewModelAccessibility

@Suite struct FirstSeenTests {
  @Test func theFirstValueForAKeyIsKeptAndReturnedForEveryLaterOne() {
    var seen = FirstSeen<Int>()
    #expect(seen.keepFirst("pay", 1) == nil)
    #expect(seen.keepFirst("pay", 2) == 1)
    #expect(seen.keepFirst("Pay", 3) == nil)
    #expect(seen.keepFirst("pay", 4) == 1)
  }

  @Test func tenThousandKeysAreEachKeptThroughEveryGrowth() {
    var seen = FirstSeen<Int>()
    for index in 0..<10_000 { #expect(seen.keepFirst("row.buy.\(index)", index) == nil) }
    var kept = 0
    for index in 0..<10_000 where seen.keepFirst("row.buy.\(index)", -1) == index { kept += 1 }
    #expect(kept == 10_000)
  }

  @Test func keysAreComparedAsBytesLongOnesAndEmptyOnesToo() {
    var seen = FirstSeen<String>()
    let composed = "Caf\u{E9}"
    let decomposed = "Cafe\u{301}"
    #expect(seen.keepFirst(composed, "composed") == nil)
    #expect(seen.keepFirst(decomposed, "decomposed") == nil)
    #expect(seen.keepFirst(composed, "again") == "composed")
    let long = String(repeating: "a very long identifier ", count: 100)
    #expect(seen.keepFirst(long, "long") == nil)
    #expect(seen.keepFirst(long + "!", "longer") == nil)
    #expect(seen.keepFirst(long, "again") == "long")
    #expect(seen.keepFirst("", "empty") == nil)
    #expect(seen.keepFirst("", "again") == "empty")
  }
}
