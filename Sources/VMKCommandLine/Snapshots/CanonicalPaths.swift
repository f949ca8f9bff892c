import Foundation

/// Makes paths canonical, as ``ObsoleteSnapshots/canonicalPath(_:package:)``
/// does, for the length of one command: each folder's links are resolved
/// once, since a run names thousands of references in a few folders.
final class CanonicalPaths {
  private let package: PackageContext
  /// The package root as given, and with its links resolved.
  private let givenRoot: String
  private let root: String
  /// Each folder met, by its path, and the same with its links resolved.
  private var folders: [String: String] = [:]
  /// Each path met, and what it was made.
  private var made: [String: String?] = [:]

  init(package: PackageContext) {
    self.package = package
    givenRoot = package.root.path
    root = package.root.resolvingSymlinksInPath().path
  }

  /// `path` (relative to the package root, or absolute) with the links of
  /// its folders resolved, relative to the resolved root; `nil` when it is
  /// outside the root.
  func canonical(_ path: String) -> String? {
    if let known = made[path] { return known }
    let canonical = make(path)
    made[path] = .some(canonical)
    return canonical
  }

  private func make(_ path: String) -> String? {
    let absolute = path.hasPrefix("/") ? path : givenRoot + "/" + path
    guard Self.isPlain(absolute), let slash = absolute.utf8.lastIndex(of: UInt8(ascii: "/")),
      slash > absolute.startIndex
    else { return ObsoleteSnapshots.canonicalPath(path, package: package) }
    let folder = String(absolute[..<slash])
    let resolved: String
    if let known = folders[folder] {
      resolved = known
    } else {
      resolved = URL(fileURLWithPath: folder, isDirectory: true).resolvingSymlinksInPath().path
      folders[folder] = resolved
    }
    // The common case: a relative path through no link is its own canonical form.
    if !path.hasPrefix("/"), root == givenRoot, resolved == folder { return path }
    let name = absolute[absolute.utf8.index(after: slash)...]
    if resolved == root { return String(name) }
    guard resolved.hasPrefix(root + "/") else { return nil }
    return resolved.dropFirst(root.count + 1) + "/" + name
  }

  /// Whether `path` is absolute and has no empty, `.` or `..` part, so
  /// that standardizing it changes nothing.
  private static func isPlain(_ path: String) -> Bool {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    var utf8 = path.utf8.makeIterator()
    guard utf8.next() == slash else { return false }
    // How many bytes the part read so far has, and how many of them are dots.
    var dots = 0
    var partLength = 0
    while let byte = utf8.next() {
      if byte == slash {
        if partLength == 0 || (dots == partLength && dots <= 2) { return false }
        dots = 0
        partLength = 0
      } else {
        partLength += 1
        if byte == dot { dots += 1 }
      }
    }
    return partLength > 0 && !(dots == partLength && dots <= 2)
  }
}
