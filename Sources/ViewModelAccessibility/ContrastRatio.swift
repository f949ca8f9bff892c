import Foundation
public import ViewModelKit

/// The contrast ratio of two colors as WCAG 2.2 defines it, from 1:1 (the
/// same color) to 21:1 (black on white).
///
/// The ratio is `(L1 + 0.05) / (L2 + 0.05)`, where `L1` is the relative
/// luminance of the lighter color and `L2` that of the darker, so the order
/// of the two colors does not change it. A color with alpha is blended first
/// (see ``init(_:on:over:)``); an asset color has no known components, so it
/// gives no ratio rather than a guess.
///
/// ```swift
/// let gray = try Color(hex: "#767676")
/// if let contrast = ContrastRatio(gray, on: .white) {
///   print(contrast, contrast.value >= 4.5)
/// }
/// print(ContrastRatio(.asset("Brand"), on: .white) == nil)
/// ```
/// ```text
/// 4.54:1 true
/// true
/// ```
public struct ContrastRatio: Sendable, Hashable {
  /// The ratio, between 1 and 21, not rounded: compare this with a
  /// threshold, as WCAG does not round 4.499 up to 4.5.
  public let value: Double
  /// The foreground as seen: opaque, after blending its alpha over ``background``.
  public let foreground: Color
  /// The background as seen: opaque, after blending its alpha over the base.
  public let background: Color

  /// The contrast of `foreground` drawn on `background`.
  ///
  /// Colors with alpha are blended source-over, channel by channel in sRGB
  /// space, as browsers and WCAG contrast tools do, and the result is kept
  /// with 8 bits a channel, as a screen shows it: `background` over `base`
  /// first, then `foreground` over that. `base` is what lies under a
  /// translucent background; it is assumed to be white unless given, and
  /// its own alpha is ignored (it is taken as opaque).
  ///
  /// Returns `nil` when any of the three is an asset color, whose
  /// components are known only to the app's asset catalog.
  public init?(_ foreground: Color, on background: Color, over base: Color = .white) {
    guard let base = base.rgba, let below = background.rgba, let above = foreground.rgba
    else { return nil }
    let seenBackground = blend(below, over: base | 0xFF)
    let seenForeground = blend(above, over: seenBackground)
    self.foreground = Color(rgba: seenForeground)
    self.background = Color(rgba: seenBackground)
    value = contrastRatio(
      wcagLuminance(ofRGBA: seenForeground), wcagLuminance(ofRGBA: seenBackground))
  }

  /// The relative luminance of a color's red, green and blue, from 0 (black)
  /// to 1 (white), ignoring its alpha; `nil` for an asset color.
  ///
  /// Each channel is linearised as the sRGB specification does: `c / 12.92`
  /// up to 0.04045, else `((c + 0.055) / 1.055) ^ 2.4`. WCAG 2.x's text
  /// gives 0.03928 as the threshold, from an older sRGB draft; WCAG's
  /// errata and the sRGB specification use 0.04045. No 8-bit channel lies
  /// between the two, so both give the same luminance. The channels are
  /// then weighted `0.2126 R + 0.7152 G + 0.0722 B`.
  ///
  /// ```swift
  /// print(ContrastRatio.relativeLuminance(of: .white) ?? -1)
  /// ```
  /// ```text
  /// 1.0
  /// ```
  public static func relativeLuminance(of color: Color) -> Double? {
    color.rgba.map(wcagLuminance(ofRGBA:))
  }
}

extension ContrastRatio: CustomStringConvertible {
  /// The ratio rounded to two decimals, as `4.54:1`.
  public var description: String {
    let hundredths = Int((value * 100).rounded())
    let decimals = hundredths % 100
    return "\(hundredths / 100).\(decimals < 10 ? "0" : "")\(decimals):1"
  }
}

/// `(L1 + 0.05) / (L2 + 0.05)` with the lighter luminance on top.
func contrastRatio(_ first: Double, _ second: Double) -> Double {
  (max(first, second) + 0.05) / (min(first, second) + 0.05)
}

/// WCAG's relative luminance of a `0xRRGGBBAA` value's red, green and blue.
func wcagLuminance(ofRGBA value: UInt32) -> Double {
  0.2126 * linearChannel(value >> 24) + 0.7152 * linearChannel(value >> 16)
    + 0.0722 * linearChannel(value >> 8)
}

/// The low 8 bits of `channel` as a linear-light value between 0 and 1.
private func linearChannel(_ channel: UInt32) -> Double {
  let encoded = Double(channel & 0xFF) / 255
  return encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
}

/// `top` drawn source-over on the opaque `bottom`, rounded to 8 bits a
/// channel; the result is opaque.
private func blend(_ top: UInt32, over bottom: UInt32) -> UInt32 {
  let alpha = Double(top & 0xFF) / 255
  var result: UInt32 = 0xFF
  for shift: UInt32 in [24, 16, 8] {
    let upper = Double((top >> shift) & 0xFF)
    let lower = Double((bottom >> shift) & 0xFF)
    let mixed = (upper * alpha + lower * (1 - alpha)).rounded()
    result |= UInt32(mixed) << shift
  }
  return result
}
