import TestSupport
import Testing

@testable import ViewModelKit

/// Floats are written from their bits, without `description`, where they
/// can be; these tests hold every byte to `description` all the same.
@Suite struct OutputBufferNumbersTests {
  /// Checks `values` against `description`: the text form exactly, the JSON
  /// form less a trailing `.0`. Returns the first few values that differ,
  /// with what was written, and how many took the path without a `String`.
  private static func mismatches<F: BinaryFloatingPoint & LosslessStringConvertible>(
    _ values: some Sequence<F>
  ) -> (found: [String], fromBits: Int) {
    var buffer = OutputBuffer(capacity: 64)
    defer { buffer.deallocate() }
    var found: [String] = []
    var fromBits = 0
    for value in values where value.isFinite {
      let expected = value.description
      buffer.count = 0
      buffer.append(description: value)
      let text = String(decoding: buffer.bytes, as: UTF8.self)
      buffer.count = 0
      buffer.append(number: value)
      let json = String(decoding: buffer.bytes, as: UTF8.self)
      let expectedJSON = expected.hasSuffix(".0") ? String(expected.dropLast(2)) : expected
      if text != expected || json != expectedJSON, found.count < 10 {
        found.append("\(expected) (bits \(value.bitPatternDescription)): \(text), \(json)")
      }
      buffer.count = 0
      if buffer.appendShortestFraction(
        significand: UInt64(truncatingIfNeeded: value.significandBitPattern),
        exponent: Int(value.exponent), fractionBits: F.significandBitCount,
        isNegative: value.sign == .minus)
      {
        fromBits += 1
        let fraction = String(decoding: buffer.bytes, as: UTF8.self)
        if fraction != expected || !value.isNormal || value.rounded() == value, found.count < 10 {
          found.append("\(expected) (bits \(value.bitPatternDescription)): from bits \(fraction)")
        }
      }
    }
    return (found, fromBits)
  }

  @Test func doublesFromRandomBitPatternsMatchTheirDescription() {
    var random = SeededGenerator(seed: 0x5EED_F10A7)
    let result = Self.mismatches((0..<200_000).map { _ in Double(bitPattern: random.next()) })
    #expect(result.found == [])
  }

  /// Random significands under the exponents around the range written
  /// from bits (2^-10 to 2^53), where almost no random bit pattern lands.
  @Test func doublesAroundTheRangeWrittenFromBitsMatchTheirDescription() {
    var random = SeededGenerator(seed: 0xD0_0B1E)
    let values = (0..<300_000).map { _ in
      Double(
        sign: random.next() & 1 == 0 ? .plus : .minus,
        exponentBitPattern: UInt(1023 - 13 + Int(random.next() % 70)),
        significandBitPattern: random.next() & (1 << 52 - 1))
    }
    let result = Self.mismatches(values)
    #expect(result.found == [])
    #expect(result.fromBits > 250_000)
  }

  /// What a view model holds: short decimals, quotients and sums of them,
  /// whose shortest forms run from one digit to seventeen.
  @Test func decimalsAndQuotientsMatchTheirDescription() {
    var random = SeededGenerator(seed: 0xDEC1_4A15)
    var values: [Double] = []
    for _ in 0..<100_000 {
      let digits = Double(random.next() % 1_000_000_000)
      values.append(digits / Double.pow10(Int(random.next() % 18)))
      values.append(Double(random.next() % 1_000) / Double(random.next() % 999 + 1))
      values.append(Double(random.next() % 100) * 0.1 + Double(random.next() % 100) * 0.01)
    }
    let result = Self.mismatches(values + values.map { -$0 })
    #expect(result.found == [])
    #expect(result.fromBits > 400_000)
  }

  @Test func edgeCasesMatchTheirDescription() {
    var values: [Double] = [
      0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
      Double.leastNormalMagnitude.nextDown, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 0.1, 0.5, 1.5,
      123_456_789.125, 4_503_599_627_370_495.5, 2_251_799_813_685_247.75,
      // Ties between two shortest decimals: the even last digit wins.
      0x1p50 + 0.25, 0x1p50 + 0.75, 0x1p50 + 1.25, 0x1p49 + 0.125, 0x1p47 + 0.03125,
    ]
    for power in -12...60 {
      let two = Double(sign: .plus, exponent: power, significand: 1)
      values += [two, two.nextUp, two.nextDown, two + 0.5, two - 0.5, two + 1, two - 1]
    }
    for power in -30...30 {
      let ten = Double.pow10(power)
      values += [ten, ten.nextUp, ten.nextDown, 9.999 * ten, 1.0000000000000002 * ten]
    }
    // Where `description` turns to an exponent: below 1e-4, above 2^53.
    values += [1e-4, Double(1e-4).nextDown, 9.999e-5, 0x1p53, Double(0x1p53).nextUp, 1e15, 1e16]
    let result = Self.mismatches(values + values.map { -$0 })
    #expect(result.found == [])
  }

  @Test func floatsMatchTheirOwnDescription() {
    var random = SeededGenerator(seed: 0xF1_0A75)
    var values = (0..<200_000).map { _ in
      Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
    }
    values += (0..<200_000).map { _ in
      Float(
        sign: random.next() & 1 == 0 ? .plus : .minus,
        exponentBitPattern: UInt(127 - 13 + Int(random.next() % 40)),
        significandBitPattern: UInt32(truncatingIfNeeded: random.next()) & (1 << 23 - 1))
    }
    values += [
      0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 0.1,
      1e-4, Float(1e-4).nextDown, 0x1p24, Float(0x1p24).nextUp, 0x1p21 + 0.25, 0x1p21 + 0.75,
      16_777_215, 0x1p-10, 0x1p-11,
    ]
    let result = Self.mismatches(values)
    #expect(result.found == [])
    #expect(result.fromBits > 100_000)
  }

  /// Integers are counted digit by digit against powers of ten: each
  /// power, its neighbours and random values read back as `String` spells them.
  @Test func unsignedIntegersMatchTheirDescriptionAroundEveryPowerOfTen() {
    var buffer = OutputBuffer(capacity: 32)
    defer { buffer.deallocate() }
    var values: [UInt64] = [0, 9, 10, 11, 99, 100, UInt64.max, UInt64.max - 1]
    var power: UInt64 = 1
    for _ in 0..<19 {
      power *= 10
      values += [power - 1, power, power + 1]
    }
    var generator = SeededGenerator(seed: 0xD1_6175)
    values += (0..<10_000).map { _ in
      UInt64.random(in: 0...UInt64.max, using: &generator)
        >> UInt64.random(in: 0...63, using: &generator)
    }
    var wrong: [String] = []
    for value in values {
      buffer.count = 0
      buffer.append(decimal: value)
      let text = String(decoding: buffer.bytes, as: UTF8.self)
      if text != String(value) { wrong.append("\(value): \(text)") }
    }
    #expect(wrong == [])
  }

  /// A `Float16` is encoded as the `Float` it converts to; every one of
  /// them is checked. (Intel Macs have no `Float16`.)
  #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
    @Test func everyFloat16AsTheFloatItEncodesMatchesItsDescription() {
      let values = (0...UInt16.max).map { Float(Float16(bitPattern: $0)) }
      #expect(Self.mismatches(values).found == [])
    }
  #endif
}

extension Double {
  /// The double nearest 10^power.
  fileprivate static func pow10(_ power: Int) -> Double {
    Double("1e\(power)") ?? .nan
  }
}

extension BinaryFloatingPoint {
  fileprivate var bitPatternDescription: String {
    "0x" + String(UInt64(truncatingIfNeeded: significandBitPattern), radix: 16) + " e"
      + String(Int(exponentBitPattern))
  }
}
