/// The shortest decimal of a float that is not whole, found from its bits
/// with 64-bit integers: Steele and White's free-format digits, with
/// Burger and Dybvig's choice of the last one.
extension OutputBuffer {
  /// Appends the shortest decimal that reads back as the normal float
  /// `(1 + significand / 2^fractionBits) * 2^exponent`, negative when
  /// `isNegative`, in the form Swift's `description` writes it: the
  /// integer part, a point and the fraction, as in `0.001`, `-12.5` or
  /// `0.30000000000000004`. Of the shortest decimals that read back, the
  /// one closest to the float is written; of two as close, the one whose
  /// last digit is even, as `description` does.
  ///
  /// Returns `false`, having written nothing, for a float it does not
  /// handle: one that is whole, or of magnitude below 2^-10, where
  /// `description` may write an exponent and the bits after the point no
  /// longer fit in 64. The caller then writes `description`.
  ///
  /// The integer part is written whole: no other integer is closer to the
  /// float than half the distance to its neighbours, so every decimal that
  /// reads back has the same integer part. The fraction's digits are those
  /// of the exact fraction (as `r / 2^60`, or in up to 63 bits below 2^-7),
  /// one at a time, while the margin (half the distance to the neighbouring
  /// floats: what lies closer reads back as this float) grows tenfold with
  /// each. They stop as soon as the decimal written so far, or the one just
  /// above it, lies within the margin.
  ///
  /// Two cases that general printers must handle never arise here. A
  /// decimal exactly at a margin reads back as this float only when its
  /// significand is even, but it has more than `point` digits after the
  /// point, and the margins, together 2^-point wide, hold a decimal with
  /// `point` digits. And the margin below a power of two is half the one
  /// above, but the powers of two in range (2^-10 to 2^-1) are decimals of
  /// ten digits at most, written exactly before the margins matter.
  mutating func appendShortestFraction(
    significand: UInt64, exponent: Int, fractionBits: Int, isNegative: Bool
  ) -> Bool {
    guard exponent >= -10, exponent < fractionBits else { return false }
    let whole = (1 as UInt64) &<< fractionBits | significand
    let point = fractionBits - exponent  // bits after the binary point, at most 62
    let fraction = whole & ((1 &<< point) - 1)
    guard fraction != 0 else { return false }
    let start = count
    reserve(48)
    if isNegative { append(UInt8(ascii: "-")) }
    let integerPart = whole &>> point
    if integerPart == 0 { append(UInt8(ascii: "0")) } else { append(decimal: integerPart) }
    append(UInt8(ascii: "."))
    // One more bit, so that the margins, half the last bit, are whole.
    let written =
      point < 60
      ? appendFractionDigits(fraction &<< (60 - point), margin: 1 &<< (59 - point))
      : appendWideFractionDigits(fraction &<< 1, bits: point + 1)
    if !written { count = start }
    return written
  }

  /// Appends the digits of the fraction `r / 2^60` up to the first that
  /// brings the decimal within `margin` of it. `r * 10` fits in 64 bits,
  /// and so does each margin: one that has not stopped the digits is at
  /// most the remainder.
  @inline(__always)
  private mutating func appendFractionDigits(_ fraction: UInt64, margin start: UInt64) -> Bool {
    let one: UInt64 = 1 &<< 60
    var r = fraction
    var margin = start
    var out = base + count
    for _ in 0..<24 {
      let product = r &* 10
      let digit = product &>> 60
      r = product & (one - 1)
      margin &*= 10
      let isLow = r < margin
      let isHigh = one - r < margin
      if isLow || isHigh {
        return appendLastDigit(digit, isLow: isLow, isHigh: isHigh, r: r, one: one, at: out)
      }
      out.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit)
      out += 1
    }
    return false
  }

  /// `appendFractionDigits` for a fraction of 61 to 63 bits (a float below
  /// 2^-7), with 128-bit products.
  private mutating func appendWideFractionDigits(_ fraction: UInt64, bits t: Int) -> Bool {
    let one = (1 as UInt64) &<< t
    var r = fraction
    var margin: UInt64 = 1
    var out = base + count
    for _ in 0..<24 {
      let product = r.multipliedFullWidth(by: 10)
      let digit = product.high &<< (64 - t) | product.low &>> t
      r = product.low & (one - 1)
      margin = timesTen(margin)
      let isLow = r < margin
      let isHigh = one - r < margin
      if isLow || isHigh {
        return appendLastDigit(digit, isLow: isLow, isHigh: isHigh, r: r, one: one, at: out)
      }
      out.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit)
      out += 1
    }
    // A double has at most 17 significant digits, after at most three zeros
    // here; reaching this would be a fault, and `description` is written.
    return false
  }

  /// Writes the last digit at `out`: `digit`, or the one above it when that
  /// is closer to the float (of two as close, the even one).
  @inline(__always)
  private mutating func appendLastDigit(
    _ digit: UInt64, isLow: Bool, isHigh: Bool, r: UInt64, one: UInt64,
    at out: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    let half = one &>> 1
    let last = isHigh && (!isLow || r > half || (r == half && digit & 1 == 1)) ? digit + 1 : digit
    // A last digit of 10 would mean that the decimal one digit shorter was
    // within the margins, which the digit before would have found.
    guard last < 10 else { return false }
    out.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: last)
    count = out + 1 - base
    return true
  }
}

/// `value * 10`, or the largest value when that overflows: a margin that
/// large already reaches past every remainder.
@inline(__always)
private func timesTen(_ value: UInt64) -> UInt64 {
  let product = value.multipliedReportingOverflow(by: 10)
  return product.overflow ? .max : product.partialValue
}
