import Foundation

/// What is at a path, without following a symbolic link, so that a message
/// can say what is wrong with a reference that is not a readable file.
///
/// A snapshot file is never a link: a reference that is one could show any
/// file the test can read in a failure message, so it is named, not read.
enum FileKind: CustomStringConvertible {
  case regular(size: Int)
  case directory
  case fifo
  case characterDevice
  case blockDevice
  case socket
  case symbolicLink(to: String)
  case other

  /// What is at `url`, or `nil` when nothing is.
  ///
  /// - Throws: `SnapshotFailure` when the path cannot be examined.
  static func of(_ url: URL, shownAs path: String) throws(SnapshotFailure) -> FileKind? {
    try of(path: url.path, shownAs: path)
  }

  /// What is at the file system path `filePath`, or `nil` when nothing is.
  ///
  /// - Throws: `SnapshotFailure` when the path cannot be examined.
  static func of(path filePath: String, shownAs path: String) throws(SnapshotFailure) -> FileKind? {
    var info = stat()
    guard lstat(filePath, &info) == 0 else {
      let error = errno
      if error == ENOENT { return nil }
      if error == ENOTDIR {
        throw SnapshotFailure(
          "The reference \(path) cannot be looked up: a part of its path is a file, not a folder. Move that file out of the way and run the test again."
        )
      }
      throw SnapshotFailure("The reference \(path) cannot be looked up: \(describe(errno: error)).")
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular(size: Int(info.st_size))
    case S_IFLNK:
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: filePath)) ?? ""
      return .symbolicLink(to: target)
    case S_IFDIR: return .directory
    case S_IFIFO: return .fifo
    case S_IFCHR: return .characterDevice
    case S_IFBLK: return .blockDevice
    case S_IFSOCK: return .socket
    default: return .other
    }
  }

  /// Whether this is a regular file.
  var isFile: Bool {
    if case .regular = self { return true }
    return false
  }

  var description: String {
    switch self {
    case .regular: "a file"
    case .directory: "a folder"
    case .fifo: "a named pipe (FIFO)"
    case .characterDevice: "a character device (such as /dev/zero)"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .symbolicLink(let target):
      "a symbolic link (to \(VisibleText.escaped(target))), which snapshot files never are"
    case .other: "neither a file nor a folder"
    }
  }

  /// The system's words for an error number: `Permission denied (errno 13)`.
  static func describe(errno error: Int32) -> String {
    "\(String(cString: strerror(error))) (errno \(error))"
  }

  /// The underlying system error of a Foundation error, in words.
  static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return describe(errno: Int32(underlying.code))
    }
    if nsError.domain == NSPOSIXErrorDomain { return describe(errno: Int32(nsError.code)) }
    return nsError.localizedDescription
  }
}
