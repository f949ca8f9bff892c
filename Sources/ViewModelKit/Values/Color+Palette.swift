/// A small palette of named colors with the values of Apple's light-mode
/// system colors, so that a rendering reads the same on every platform.
///
/// ```swift
/// let warning = LabelViewModel(text: "Low battery", textColor: .orange)
/// ```
extension Color {
  /// `#000000FF`
  public static let black = Color(rgba: 0x0000_00FF)
  /// `#FFFFFFFF`
  public static let white = Color(rgba: 0xFFFF_FFFF)
  /// `#00000000`
  public static let clear = Color(rgba: 0x0000_0000)
  /// `#8E8E93FF`
  public static let gray = Color(rgba: 0x8E8E_93FF)
  /// `#F2F2F7FF`, the grouped background of a screen.
  public static let lightGray = Color(rgba: 0xF2F2_F7FF)
  /// `#FF3B30FF`
  public static let red = Color(rgba: 0xFF3B_30FF)
  /// `#FF9500FF`
  public static let orange = Color(rgba: 0xFF95_00FF)
  /// `#FFCC00FF`
  public static let yellow = Color(rgba: 0xFFCC_00FF)
  /// `#34C759FF`
  public static let green = Color(rgba: 0x34C7_59FF)
  /// `#007AFFFF`, the system blue: 4.02:1 on white, below the 4.5:1 that
  /// WCAG asks of text.
  public static let blue = Color(rgba: 0x007A_FFFF)
  /// `#0040DDFF`, the system blue as iOS draws it with Increase Contrast:
  /// 7.55:1 on white. A button's title colour when none is given, so that
  /// a default button passes the accessibility audit.
  public static let accessibleBlue = Color(rgba: 0x0040_DDFF)
  /// `#AF52DEFF`
  public static let purple = Color(rgba: 0xAF52_DEFF)
  /// `#FF2D55FF`
  public static let pink = Color(rgba: 0xFF2D_55FF)
}
