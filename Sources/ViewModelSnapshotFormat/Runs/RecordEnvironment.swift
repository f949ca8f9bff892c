import Foundation

/// What the environment says about writing snapshot files, read the same
/// way by the assertions (which decide what to write) and by `vmk test`
/// (which says why nothing was written, and refuses `--accept` on CI).
///
/// A run is on CI when `CI` is set to anything but empty, `0`, `false`,
/// `no` or `off` (ignoring case and surrounding spaces). There the
/// assertions write nothing unless `VMK_RECORD` names a writing mode, and
/// `vmk test --accept` refuses to run: references change only where someone
/// reviews them.
package enum RecordEnvironment {
  /// The values of `CI` that mean "not on CI", compared ignoring case and
  /// surrounding spaces.
  package static let offValues: Set<String> = ["", "0", "false", "no", "off"]

  /// `CI`'s value when it says this is a CI run, or `nil`.
  package static func ci(in environment: [String: String]) -> String? {
    guard let value = environment["CI"] else { return nil }
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    return offValues.contains(trimmed.lowercased()) ? nil : value
  }

  /// `VMK_RECORD`'s value as it is set (mode names are compared ignoring
  /// case), or `nil` when it is unset or empty.
  package static func record(in environment: [String: String]) -> String? {
    environment["VMK_RECORD"].flatMap { $0.isEmpty ? nil : $0 }
  }
}
