/// Numbers: integers digit by digit, floats in the form Swift's
/// `description` gives them, without building a `String` for either.
extension OutputBuffer {
  /// Appends a signed integer in decimal without building a `String`.
  mutating func append(decimal value: Int64) {
    if value < 0 { append(UInt8(ascii: "-")) }
    append(decimal: value.magnitude)
  }

  /// Appends an unsigned integer in decimal without building a `String`.
  mutating func append(decimal value: UInt64) {
    if value < 10 {
      append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    // Counted by comparison: 10^19 is the largest power of ten a UInt64 holds.
    var digits = 2
    var bound: UInt64 = 100
    while digits < 20 && value >= bound {
      digits += 1
      bound &*= 10
    }
    reserve(digits)
    var position = count + digits - 1
    var rest = value
    while rest > 0 {
      base[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
      position -= 1
    }
    count += digits
  }

  /// Appends a finite float in the shortest form that reads back as the
  /// same value, without a fraction when it is whole: `0.1`, `17`, `-0`,
  /// `9007199254740992`, `1e+20`.
  ///
  /// A whole float of magnitude below 2^53 (2^24 for `Float`), where every
  /// integer is a float, is exactly its integer, written digit by digit.
  /// Anything else is Swift's `description` less a trailing `.0`, which
  /// past 2^53 writes an exponent, as `JSONEncoder` does on Linux.
  @inline(__always)
  mutating func append<F: BinaryFloatingPoint & LosslessStringConvertible>(number value: F) {
    if value.rounded() == value && value.magnitude < 2 / F.ulpOfOne
      && !(value.isZero && value.sign == .minus)
    {
      append(decimal: Int64(value))
    } else {
      appendShortest(value, keepsWholeFraction: false)
    }
  }

  /// Appends exactly the bytes of a finite float's `description`: `0.1`,
  /// `17.0`, `-0.0`, `1e+20`.
  @inline(__always)
  mutating func append<F: BinaryFloatingPoint & LosslessStringConvertible>(description value: F) {
    if value.rounded() == value && value.magnitude < 2 / F.ulpOfOne
      && !(value.isZero && value.sign == .minus)
    {
      append(decimal: Int64(value))
      append(UInt8(ascii: "."), UInt8(ascii: "0"))
    } else {
      appendShortest(value, keepsWholeFraction: true)
    }
  }

  /// Appends `value.description`, less a trailing `.0` unless
  /// `keepsWholeFraction`; out of line, as most floats in a view model are
  /// small and whole.
  ///
  /// A float whose `description` has no exponent and which is not whole
  /// (`0.35`, `-12.5`, `0.30000000000000004`) is written by
  /// `appendShortestFraction`, from its bits, without a `String`. Others
  /// (below 2^-10 in magnitude, whole past 2^53, zeros and subnormals) take
  /// `description` itself.
  @inline(never)
  private mutating func appendShortest<F: BinaryFloatingPoint & LosslessStringConvertible>(
    _ value: F, keepsWholeFraction: Bool
  ) {
    // The exponent of a normal float, read from its bits: `exponent` is a
    // call for `Double`.
    let exponent = Int(value.exponentBitPattern) - (1 &<< (F.exponentBitCount - 1) - 1)
    if value.isNormal
      && appendShortestFraction(
        significand: UInt64(truncatingIfNeeded: value.significandBitPattern), exponent: exponent,
        fractionBits: F.significandBitCount, isNegative: value.sign == .minus)
    {
      return
    }
    withUTF8Bytes(of: value.description) { bytes in
      let isWhole =
        !keepsWholeFraction && bytes.count > 2 && bytes[bytes.count - 2] == UInt8(ascii: ".")
        && bytes[bytes.count - 1] == UInt8(ascii: "0")
      append(UnsafeBufferPointer(rebasing: bytes.dropLast(isWhole ? 2 : 0)))
    }
  }
}
