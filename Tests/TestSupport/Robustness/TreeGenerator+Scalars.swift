import Foundation

/// Scalars, with the edge values of each type over-represented.
extension TreeGenerator {
  mutating func scalar() -> Scalar {
    switch Int.random(in: 0..<19, using: &random) {
    case 0, 1, 2: return .string(string())
    case 3: return .bool(chance(0.5))
    case 4, 5: return .double(double())
    case 6: return .float(float())
    case 7: return .int(chance(0.3) ? pick([Int.min, Int.max]) : smallInt())
    case 8: return .int8(Int8.random(in: .min ... .max, using: &random))
    case 9: return .int16(chance(0.5) ? pick([Int16.min, Int16.max]) : Int16(smallInt()))
    case 10: return .int32(chance(0.5) ? pick([Int32.min, Int32.max]) : Int32(smallInt()))
    case 11: return .int64(chance(0.5) ? pick([Int64.min, Int64.max]) : Int64(smallInt()))
    case 12: return unsigned()
    case 13: return .null
    case 14: return .date(date())
    case 15: return .url(url())
    case 16: return .data(Data((0..<Int.random(in: 0...40, using: &random)).map { _ in byte() }))
    case 17: return .decimal(decimal())
    default: return .string(pick(TreeGenerator.attackStrings))
    }
  }

  private mutating func unsigned() -> Scalar {
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return .uint(chance(0.5) ? .max : UInt(smallInt().magnitude))
    case 1: return .uint8(byte())
    case 2: return .uint16(chance(0.5) ? .max : UInt16(smallInt().magnitude))
    case 3: return .uint32(chance(0.5) ? .max : UInt32(smallInt().magnitude))
    default: return .uint64(chance(0.5) ? .max : UInt64.random(in: 0 ... .max, using: &random))
    }
  }

  private mutating func byte() -> UInt8 {
    UInt8.random(in: 0 ... .max, using: &random)
  }

  static let edgeDoubles: [Double] = [
    0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
    Double.leastNormalMagnitude.nextDown, 1e308, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude,
    0x1p53, -0x1p53, 0x1p53 - 1, 0x1p53 + 2, 0x1p63, -0x1p63, 0x1p64, 0.1, 0.2,
    0.30000000000000004, 1.0 / 3, 1e15, 1e16, 1e17, 1e-7, 1e-5, 0.0001, 123.456, 100, -1,
    .nan, -.nan, .signalingNaN, .infinity, -.infinity, .pi,
  ]

  mutating func double() -> Double {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return pick(Self.edgeDoubles)
    case 1: return Double(bitPattern: random.next())
    case 2: return Double(smallInt()) * pick([1, 0.5, 0.1, 1e10, 1e-10])
    default: return Double.random(in: -1e6...1e6, using: &random)
    }
  }

  static let edgeFloats: [Float] = [
    0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, 0x1p24, 0x1p24 + 2, 0x1p53, 1e15, 1e10, 0.1, 1.0 / 3, 16_777_216,
    .nan, .infinity, -.infinity,
  ]

  mutating func float() -> Float {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: return pick(Self.edgeFloats)
    case 1: return Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
    default: return Float.random(in: -1e4...1e4, using: &random)
    }
  }

  /// Years 1 to 9999 mostly, with fractions of a millisecond, the ends of
  /// that range, and a few instants far outside it.
  mutating func date() -> Date {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return pick([.distantPast, .distantFuture, Date(timeIntervalSince1970: 0)])
    case 1: return Date(timeIntervalSince1970: pick([-62_135_596_800, 253_402_300_799.999]))
    case 2: return Date(timeIntervalSince1970: pick([1e15, -1e15, 1e14, -2e13, 1e12]))
    case 3: return Date(timeIntervalSince1970: Double(smallInt()) + pick([0.0005, 0.9995, 0.25]))
    default:
      return Date(
        timeIntervalSince1970: Double.random(in: -62_135_596_800...253_402_300_799, using: &random))
    }
  }

  static let urls = [
    "https://example.com/a/b?c=d&e=f#g", "file:///tmp/a%20b.txt", "mailto:ada@example.com",
    "urn:isbn:0451450523", "https://example.com", "http://[::1]:8080/", "data:,Hello%2C%20World",
    "https://user:pass@example.com:443/p/../q/./r", "https://example.com/%F0%9F%98%80",
  ]

  mutating func url() -> URL {
    if chance(0.3), let base = URL(string: "https://example.com/base/") {
      return URL(string: word() + "/" + word(), relativeTo: base) ?? base
    }
    return URL(string: pick(Self.urls)) ?? URL(fileURLWithPath: "/")
  }

  mutating func decimal() -> Decimal {
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      return pick([
        Decimal.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastFiniteMagnitude, 0,
        Decimal(string: "0.1") ?? 0, Decimal(string: "-1.50") ?? 0, .nan,
      ])
    case 1:
      let digits = (0..<Int.random(in: 1...38, using: &random)).map { _ in
        String(Int.random(in: 0...9, using: &random))
      }
      return Decimal(string: (chance(0.5) ? "-" : "") + digits.joined()) ?? 0
    default:
      return Decimal(
        sign: chance(0.5) ? .minus : .plus, exponent: Int.random(in: -30...30, using: &random),
        significand: Decimal(UInt64.random(in: 0...999_999_999_999, using: &random)))
    }
  }
}
