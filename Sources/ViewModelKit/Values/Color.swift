/// A platform-neutral color: 8-bit RGBA components, or a named color from the
/// app's asset catalog.
///
/// Renderings show a color as `#RRGGBBAA`, so a change of shade is a
/// one-line diff. Create one from components, from a hex string, from the
/// palette, or by asset name:
///
/// ```swift
/// let accent = try Color(hex: "#FF9500")
/// let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
/// let brand = Color.asset("BrandPrimary")
/// print(accent, shadow, Color.red, brand)
/// ```
/// ```text
/// #FF9500FF #00000080 #FF3B30FF asset "BrandPrimary"
/// ```
public struct Color: Sendable, Hashable {
  enum Storage: Sendable, Hashable {
    case rgba(UInt32)
    case asset(String)
  }

  let storage: Storage

  /// Creates a color from red, green, blue and alpha components between 0 and 1.
  ///
  /// Components outside 0...1 are clamped; each is stored with 8 bits.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    storage = .rgba(
      UInt32(eightBits(red)) << 24 | UInt32(eightBits(green)) << 16
        | UInt32(eightBits(blue)) << 8 | UInt32(eightBits(alpha)))
  }

  /// Creates a color from a 32-bit `0xRRGGBBAA` value.
  ///
  /// ```swift
  /// let teal = Color(rgba: 0x30B0C7FF)
  /// ```
  public init(rgba: UInt32) {
    storage = .rgba(rgba)
  }

  /// A color from the app's asset catalog, which the view looks up by name.
  public static func asset(_ name: String) -> Color {
    Color(storage: .asset(name))
  }

  init(storage: Storage) {
    self.storage = storage
  }

  /// The `0xRRGGBBAA` value, or `nil` for an asset color.
  public var rgba: UInt32? {
    if case .rgba(let value) = storage { return value }
    return nil
  }

  /// The name in the asset catalog, or `nil` for an RGBA color.
  public var assetName: String? {
    if case .asset(let name) = storage { return name }
    return nil
  }

  /// The color as `#RRGGBBAA`, or `nil` for an asset color.
  public var hex: String? {
    rgba.map(hexForm)
  }
}

extension Color: CustomStringConvertible {
  /// `#RRGGBBAA`, or `asset "Name"` for an asset color: the text rendering's form.
  public var description: String {
    // An RGBA colour, the common case, is spelled without a renderer.
    if case .rgba(let value) = storage { return hexForm(value) }
    return textForm(self)
  }
}

private func eightBits(_ component: Double) -> UInt8 {
  guard component.isFinite else { return component > 0 ? 255 : 0 }
  return UInt8((min(max(component, 0), 1) * 255).rounded())
}

/// `#RRGGBBAA`: `#` and eight uppercase hex digits of `value`, built in
/// place (a small string, so no allocation).
func hexForm(_ value: UInt32) -> String {
  String(unsafeUninitializedCapacity: 9) { buffer in
    let digits: StaticString = "0123456789ABCDEF"
    buffer[0] = UInt8(ascii: "#")
    for index in 0..<8 {
      let nibble = Int((value >> (4 * UInt32(7 - index))) & 0xF)
      buffer[1 + index] = digits.utf8Start[nibble]
    }
    return 9
  }
}
