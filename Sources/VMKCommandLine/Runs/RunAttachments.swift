import Foundation

/// The files the last `vmk test` run's tests attached to their failing or
/// recording snapshot assertions, by the snapshot each belongs to.
///
/// Swift Testing saved them in the folder the run's ``RunReceipt`` names
/// (`attachments`, `.build/vmk/runs/<id>/attachments` unless the user chose
/// another): `<stem>.rendering.<ext>`, `<stem>.reference.<ext>` and
/// `<stem>.diff.patch`, `<stem>` being the snapshot file's name without its
/// extension, and a `-<suffix>` added before the extension when a name was
/// taken. The folder is hostile input: it is read only when it is a real
/// folder inside the package (no link on the way), listed once, and only
/// its plain files are kept (links, FIFOs and folders are left out, never
/// opened).
struct RunAttachments {
  /// The kinds of attachment, in the order they are listed.
  static let kinds = ["rendering", "reference", "diff"]

  /// Paths relative to the package root, by snapshot stem.
  private(set) var byStem: [String: [String]] = [:]

  /// No attachments.
  init() {}

  /// The attachments of the last run of `package`.
  init(package: PackageContext) {
    guard case .receipt(let receipt) = RunReceiptStore(package: package).lastRun(),
      let folder = receipt.attachments, Self.isSafeFolder(folder, in: package.root)
    else {
      self.init()
      return
    }
    self.init(folder: folder, in: package.root)
  }

  /// The attachments in `folder` (relative to `root`, already checked).
  init(folder: String, in root: URL) {
    let url = root.appendingPathComponent(folder, isDirectory: true)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    var found: [String: [(rank: Int, name: String)]] = [:]
    for name in names where !name.hasPrefix(".") {
      guard let (stem, kind) = Self.parse(name) else { continue }
      var status = stat()
      guard lstat(url.appendingPathComponent(name).path, &status) == 0,
        status.st_mode & S_IFMT == S_IFREG
      else { continue }
      found[stem, default: []].append((Self.kinds.firstIndex(of: kind) ?? 0, name))
    }
    byStem = found.mapValues { files in
      files.sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }.map { folder + "/" + $0.name }
    }
  }

  /// The attachments of `snapshot`, matched by its reference's file name
  /// without its extension; none for an inline snapshot.
  func of(_ snapshot: PendingSnapshot) -> [String] {
    guard snapshot.inline == nil else { return [] }
    return byStem[snapshot.reference.deletingPathExtension().lastPathComponent] ?? []
  }

  /// The snapshot stem and kind an attachment's file name tells:
  /// `Cards.like.rendering.txt` and `Cards.like.diff-3x9q.patch` are
  /// (`Cards.like`, `rendering`) and (`Cards.like`, `diff`); `nil` for a
  /// name of no attachment.
  static func parse(_ name: String) -> (stem: String, kind: String)? {
    guard let extensionDot = name.lastIndex(of: ".") else { return nil }
    let base = name[..<extensionDot]
    guard let kindDot = base.lastIndex(of: "."), kindDot > base.startIndex else { return nil }
    let stem = String(base[..<kindDot])
    let tail = base[base.index(after: kindDot)...]
    for kind in kinds where tail.hasPrefix(kind) {
      let rest = tail.dropFirst(kind.count)
      if rest.isEmpty { return (stem, kind) }
      if rest.first == "-", rest.count > 1,
        rest.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
      {
        return (stem, kind)
      }
    }
    return nil
  }

  /// `path` as a link target: every byte but ASCII letters, digits and
  /// `-._~/` percent-encoded, so it is one URL path that neither Markdown
  /// nor HTML reads anything else into.
  static func linkTarget(_ path: String) -> String {
    var target = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-._~/".unicodeScalars.contains(scalar)
      {
        target.unicodeScalars.append(scalar)
      } else {
        target += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return target
  }

  /// What a link to the attachment at `path` says: its kind (`rendering`,
  /// `reference`, `diff`).
  static func linkText(_ path: String) -> String {
    parse(String(path.split(separator: "/").last ?? ""))?.kind ?? "attachment"
  }

  /// Whether `folder` is a relative path whose every step below `root` is a
  /// real folder (no link, no `..`), so that listing it reads only inside
  /// the package.
  static func isSafeFolder(_ folder: String, in root: URL) -> Bool {
    let steps = folder.split(separator: "/", omittingEmptySubsequences: false)
    guard !folder.hasPrefix("/"), !steps.isEmpty,
      steps.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
    else { return false }
    var url = root
    for step in steps {
      url.appendPathComponent(String(step), isDirectory: true)
      var status = stat()
      guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        return false
      }
    }
    return true
  }
}
