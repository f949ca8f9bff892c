package import Foundation

extension SnapshotStore {
  /// The first `limit` bytes of the regular file at `url` and the file's
  /// size, read without blocking and without following a symbolic link.
  ///
  /// The file is opened with `O_NONBLOCK` (a named pipe swapped in after a
  /// check cannot hang the reader) and `O_NOFOLLOW`, and `fstat` confirms
  /// that what was opened is a regular file before a byte is read.
  ///
  /// - Throws: `SnapshotFailure` saying, in words that follow the file's
  ///   name, why it was not read: `is a named pipe (FIFO); not read`.
  package static func readPrefix(of url: URL, limit: Int)
    throws(SnapshotFailure) -> (bytes: [UInt8], size: Int)
  {
    try readPrefix(atPath: url.path, limit: limit)
  }

  /// The first `limit` bytes of the regular file at the file system path
  /// `path` and the file's size, read as ``readPrefix(of:limit:)`` reads them.
  static func readPrefix(atPath path: String, limit: Int)
    throws(SnapshotFailure) -> (bytes: [UInt8], size: Int)
  {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      let error = errno
      if error == ELOOP { throw SnapshotFailure("is a symbolic link; not read") }
      throw SnapshotFailure("cannot be read: \(FileKind.describe(errno: error))")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw SnapshotFailure("cannot be read: \(FileKind.describe(errno: errno))")
    }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else {
      throw SnapshotFailure("is \(SnapshotFileFilter.kindName(type)); not read")
    }
    let size = Int(info.st_size)
    let capacity = max(0, min(limit, size))
    var failure: Int32 = 0
    // Read straight into the array's storage, which is never filled first.
    let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      var count = 0
      while count < capacity, let start = buffer.baseAddress {
        let got = read(descriptor, start + count, capacity - count)
        if got < 0 && errno == EINTR { continue }
        if got < 0 { failure = errno }
        if got <= 0 { break }
        count += got
      }
      initialized = count
    }
    guard failure == 0 else {
      throw SnapshotFailure("cannot be read: \(FileKind.describe(errno: failure))")
    }
    return (bytes, max(size, bytes.count))
  }
}
