import Testing

@testable import ViewModelNotation

@Suite struct GroupedDigitsTests {
  @Test func numbersOfFourDigitsOrMoreHaveACommaBetweenGroupsOfThree() {
    #expect(groupedDigits(0) == "0")
    #expect(groupedDigits(7) == "7")
    #expect(groupedDigits(999) == "999")
    #expect(groupedDigits(1_000) == "1,000")
    #expect(groupedDigits(1_234) == "1,234")
    #expect(groupedDigits(60_000) == "60,000")
    #expect(groupedDigits(100_000) == "100,000")
    #expect(groupedDigits(1_234_567) == "1,234,567")
    #expect(groupedDigits(-12_345) == "-12,345")
  }

  @Test func theSmallestIntegerIsWrittenWithoutOverflow() {
    #expect(groupedDigits(Int.min) == "-9,223,372,036,854,775,808")
  }
}
