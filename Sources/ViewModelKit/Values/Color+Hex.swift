extension Color {
  /// Creates a color from a hex string: `#RGB`, `#RGBA`, `#RRGGBB` or
  /// `#RRGGBBAA`, with or without the `#`, in either case.
  ///
  /// ```swift
  /// let orange = try Color(hex: "#FF9500")  // #FF9500FF
  /// let faded = try Color(hex: "f008")      // #FF000088
  /// ```
  ///
  /// - Throws: ``Color/HexError`` naming what is wrong with `hex`.
  public init(hex: String) throws {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
    var value: UInt32 = 0
    for (offset, character) in digits.enumerated() {
      guard let digit = character.hexDigitValue, character.isASCII else {
        throw HexError(input: hex, problem: .notADigit(character, position: offset + 1))
      }
      if offset < 8 { value = value << 4 | UInt32(digit) }
    }
    switch digits.count {
    case 3, 4:
      var expanded: UInt32 = 0
      for shift in stride(from: 4 * (digits.count - 1), through: 0, by: -4) {
        let nibble = (value >> UInt32(shift)) & 0xF
        expanded = expanded << 8 | nibble << 4 | nibble
      }
      storage = .rgba(digits.count == 3 ? expanded << 8 | 0xFF : expanded)
    case 6:
      storage = .rgba(value << 8 | 0xFF)
    case 8:
      storage = .rgba(value)
    default:
      throw HexError(input: hex, problem: .length(digits.count))
    }
  }

  /// Why a string is not a hex color.
  ///
  /// ```swift
  /// do {
  ///   _ = try Color(hex: "#12345")
  /// } catch {
  ///   print(error)
  /// }
  /// ```
  /// ```text
  /// "#12345" is not a hex color: it has 5 digits; use #RGB, #RGBA, #RRGGBB or #RRGGBBAA
  /// ```
  public struct HexError: Error, Sendable, Equatable, CustomStringConvertible {
    enum Problem: Sendable, Equatable {
      case notADigit(Character, position: Int)
      case length(Int)
    }

    /// The string that was not a hex color.
    public let input: String
    let problem: Problem

    /// What is wrong with the input and the forms that are accepted.
    public var description: String {
      let forms = "use #RGB, #RGBA, #RRGGBB or #RRGGBBAA"
      switch problem {
      case .notADigit(let character, let position):
        let shown = quoted(String(character))
        return
          "\(quoted(input)) is not a hex color: \(shown) (digit \(position)) is not a hex digit; \(forms)"
      case .length(0):
        return "\(quoted(input)) is not a hex color: it has no digits; \(forms)"
      case .length(let count):
        return "\(quoted(input)) is not a hex color: it has \(count) digits; \(forms)"
      }
    }

    private func quoted(_ string: String) -> String {
      textForm(string)
    }
  }
}
