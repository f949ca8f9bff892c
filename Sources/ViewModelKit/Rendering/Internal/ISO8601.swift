/// Formats seconds since 1970 as an ISO 8601 UTC timestamp, such as
/// `2026-11-22T10:04:37Z` or `2026-11-22T10:04:37.250Z`.
///
/// Written out by hand so that it is the same on every platform and locale.
func iso8601(_ secondsSince1970: Double) -> String {
  guard secondsSince1970.isFinite, secondsSince1970.magnitude < 1e14 else {
    return String(secondsSince1970)
  }
  var milliseconds = Int64((secondsSince1970 * 1000).rounded())
  let millis = ((milliseconds % 1000) + 1000) % 1000
  milliseconds -= millis
  let totalSeconds = milliseconds / 1000
  let days = Int64((Double(totalSeconds) / 86_400).rounded(.down))
  let secondOfDay = totalSeconds - days * 86_400
  let (year, month, day) = civilDate(fromDaysSince1970: days)
  var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
  text += "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2)
  text += ":" + pad(secondOfDay % 60, 2)
  if millis != 0 { text += "." + pad(millis, 3) }
  return text + "Z"
}

/// The proleptic Gregorian date of a day number (days since 1970-01-01).
private func civilDate(fromDaysSince1970 days: Int64) -> (Int64, Int64, Int64) {
  let shifted = days + 719_468
  let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
  let dayOfEra = shifted - era * 146_097
  let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
  let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
  let monthIndex = (5 * dayOfYear + 2) / 153
  let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
  let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  return (year, month, day)
}

private func pad(_ value: Int64, _ width: Int) -> String {
  let digits = String(value.magnitude)
  let sign = value < 0 ? "-" : ""
  return sign + String(repeating: "0", count: max(0, width - digits.count)) + digits
}
