package import Foundation

/// The one way state files are written: whole lines appended with one
/// `write` each, on a descriptor opened with `O_APPEND`, so lines from
/// parallel processes never interleave and nothing already written changes.
package enum AppendOnlyFile {
  /// Opens the file at `url` for appending, creating it and its folder;
  /// returns the descriptor, or the `errno` of the failure. A symbolic
  /// link in the file's place is not followed (`ELOOP`): a state file that
  /// a pull request forged as a link must not make `vmk` append to the file
  /// it names.
  package static func open(_ url: URL) -> Result<Int32, AppendError> {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = Foundation.open(
      url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return .failure(AppendError(errno: errno)) }
    return .success(descriptor)
  }

  /// Appends `line`, which ends in a newline, with one `write`.
  package static func append(_ line: String, to descriptor: Int32) {
    append(Array(line.utf8), to: descriptor)
  }

  /// Appends the bytes of `line`, which end in a newline, with one `write`.
  package static func append(_ line: [UInt8], to descriptor: Int32) {
    _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}

/// Why a state file could not be opened for appending.
package struct AppendError: Error, CustomStringConvertible {
  let errno: Int32

  package init(errno: Int32) { self.errno = errno }

  package var description: String { String(cString: strerror(errno)) }
}
