import Foundation
import Testing
import ViewModelKit

@Suite struct RenderScalarTests {
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  private struct Wide: Encodable {
    var largest: Int128
    var smallest: Int128
    var unsigned: UInt128
    var absent: Int128?
    var present: UInt128?
    var list: [Int128]
    var viaSuper: Int128

    enum CodingKeys: String, CodingKey {
      case largest, smallest, unsigned, absent, present, list, viaSuper
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(largest, forKey: .largest)
      try container.encode(smallest, forKey: .smallest)
      try container.encode(unsigned, forKey: .unsigned)
      try container.encodeIfPresent(absent, forKey: .absent)
      try container.encodeIfPresent(present, forKey: .present)
      var elements = container.nestedUnkeyedContainer(forKey: .list)
      for element in list { try elements.encode(element) }
      var single = container.superEncoder(forKey: .viaSuper).singleValueContainer()
      try single.encode(viaSuper)
    }
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  private static let wide = Wide(
    largest: .max, smallest: .min, unsigned: .max, absent: nil, present: 7,
    list: [.min, 0, .max], viaSuper: -5)

  /// `JSONEncoder`'s digits for `value`, as a top-level value.
  private static func digits(_ value: some Encodable) throws -> String {
    String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
      .trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
  }

  @Test func int128AndUInt128RenderAsJSONNumbersWithJSONEncodersDigits() throws {
    guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else {
      return
    }
    let max = try Self.digits(Int128.max)
    let min = try Self.digits(Int128.min)
    let umax = try Self.digits(UInt128.max)
    #expect(max == "170141183460469231731687303715884105727")
    #expect(min == "-170141183460469231731687303715884105728")
    #expect(umax == "340282366920938463463374607431768211455")
    #expect(
      try JSONRenderer().render(Self.wide) == """
        {
          "largest": \(max),
          "smallest": \(min),
          "unsigned": \(umax),
          "absent": null,
          "present": 7,
          "list": [
            \(min),
            0,
            \(max)
          ],
          "viaSuper": -5
        }

        """)
    #expect(try JSONRenderer().render(Int128.min) == min + "\n")
    #expect(try JSONRenderer().render([UInt128.max]) == "[\n  \(umax)\n]\n")
  }

  @Test func int128AndUInt128RenderAsTextNumbersLikeTheOtherIntegers() throws {
    guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else {
      return
    }
    let max = try Self.digits(Int128.max)
    let min = try Self.digits(Int128.min)
    let umax = try Self.digits(UInt128.max)
    #expect(
      try TextRenderer().render(Self.wide) == """
        Wide
          largest: \(max)
          smallest: \(min)
          unsigned: \(umax)
          absent: nil
          present: 7
          list:
            [0]: \(min)
            [1]: 0
            [2]: \(max)
          viaSuper: -5

        """)
    #expect(try TextRenderer().render(UInt128.max) == umax + "\n")
  }
}
