/// `number` in decimal with a comma between groups of three digits, in
/// every locale: `1,234,567`. Byte counts in cut text and paths, and line
/// counts in diffs, are written this way.
package func groupedDigits(_ number: Int) -> String {
  var digits = String(number.magnitude)
  var index = digits.endIndex
  while digits.distance(from: digits.startIndex, to: index) > 3 {
    index = digits.index(index, offsetBy: -3)
    digits.insert(",", at: index)
  }
  return number < 0 ? "-" + digits : digits
}
