import ViewModelAccessibility
import ViewModelKit
import ViewModelSnapshotFormat

/// An inline `style` attribute built from a model's values.
///
/// Only values checked to be harmless reach it: colours that are exactly
/// `#RRGGBBAA`, numbers that parse and are kept in a sensible range, words
/// from a fixed list, and font families written as CSS strings with every
/// character but letters, digits and spaces escaped. So no model string can
/// end the declaration, the attribute or the element.
struct CSSStyle {
  /// The declarations so far, such as `color:#000000FF;font-size:17px`.
  private(set) var text = ""

  /// Adds `property: value`; both must hold nothing from the model unchecked.
  mutating func add(_ property: String, _ value: String) {
    if !text.isEmpty { text += ";" }
    text += property + ":" + value
  }

  /// Adds `property` set to the colour `value`, when it is a `#RRGGBBAA` colour.
  mutating func color(_ property: String, _ value: JSONValue?) {
    if let hex = Self.hexColor(value) { add(property, hex) }
  }

  /// Adds a length in pixels, kept between `range`'s bounds; nothing when
  /// `value` is not a number.
  mutating func pixels(_ property: String, _ value: JSONValue?, in range: ClosedRange<Double>) {
    guard let number = Self.number(value) else { return }
    add(property, Self.cssNumber(min(max(number, range.lowerBound), range.upperBound)) + "px")
  }

  /// Adds the size, weight and family of a font in its JSON form.
  mutating func font(_ font: JSONValue?) {
    guard let font, case .object = font else { return }
    if let style = font[FontKey.style]?.string, let metrics = Self.textStyles[style] {
      add("font-size", Self.cssNumber(metrics.size) + "px")
      add("font-weight", String(metrics.weight))
    }
    pixels("font-size", font[FontKey.size], in: 1...200)
    if let weight = font[FontKey.weight]?.string, let number = Self.weights[weight] {
      add("font-weight", String(number))
    }
    if let family = font[FontKey.family]?.string {
      add("font-family", Self.cssString(family) + ",system-ui,sans-serif")
    }
  }

  /// Adds the CSS form of a text alignment: `start`, `center`, `end` or `justify`.
  mutating func alignment(_ value: JSONValue?) {
    switch value?.string {
    case "center": add("text-align", "center")
    case "trailing": add("text-align", "end")
    case "justified": add("text-align", "justify")
    default: add("text-align", "start")
    }
  }

  /// `value` when it is a colour string of exactly `#` and eight hex digits.
  static func hexColor(_ value: JSONValue?) -> String? {
    guard let string = value?.string, string.utf8.count == 9,
      string.utf8.first == UInt8(ascii: "#"),
      string.utf8.dropFirst().allSatisfy({
        (0x30...0x39).contains($0) || (0x41...0x46).contains($0)
      })
    else { return nil }
    return string
  }

  /// The value of a number member; `nil` for anything else or a non-finite value.
  static func number(_ value: JSONValue?) -> Double? {
    guard case .number(let digits)? = value, let number = Double(digits), number.isFinite else {
      return nil
    }
    return number
  }

  /// `number` as CSS writes it: `17`, `12.5`.
  static func cssNumber(_ number: Double) -> String {
    let rounded = (number * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e9 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// `text` as a CSS string: quoted, with every character but ASCII
  /// letters, digits and spaces written as a hex escape.
  static func cssString(_ text: String) -> String {
    var result = "'"
    for scalar in text.unicodeScalars {
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == " "
      {
        result.unicodeScalars.append(scalar)
      } else if scalar.value != 0 {
        result += "\\" + String(scalar.value, radix: 16) + " "
      }
    }
    return result + "'"
  }

  /// CSS font weights by the names fonts use.
  static let weights: [String: Int] = [
    "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
    "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
  ]

  /// The default size and weight of each text style, as on a phone.
  static let textStyles: [String: (size: Double, weight: Int)] = [
    "largeTitle": (34, 400), "title": (28, 400), "title2": (22, 400), "title3": (20, 400),
    "headline": (17, 600), "subheadline": (15, 400), "body": (17, 400), "callout": (16, 400),
    "footnote": (13, 400), "caption": (12, 400), "caption2": (11, 400),
  ]
}
