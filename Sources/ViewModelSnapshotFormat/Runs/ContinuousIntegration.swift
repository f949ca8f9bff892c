import Foundation

/// Whether a run is on CI, by the one rule the assertions and `vmk` share:
/// `CI` set to anything but empty, `0`, `false`, `no` or `off` (ignoring
/// case and surrounding spaces).
///
/// On CI the assertions write nothing unless `VMK_RECORD` names a writing
/// mode, and `vmk test --accept` refuses to run: references change only
/// where someone reviews them.
package enum ContinuousIntegration {
  /// The values of `CI` that mean "not on CI", compared ignoring case.
  package static let offValues: Set<String> = ["", "0", "false", "no", "off"]

  /// `CI`'s value when `environment` says this is a CI run, or `nil`.
  package static func value(in environment: [String: String]) -> String? {
    guard let value = environment["CI"] else { return nil }
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    return offValues.contains(trimmed.lowercased()) ? nil : value
  }
}
