import Foundation
import ViewModelSnapshotFormat

/// The files the last `vmk test` run's tests attached to their failing or
/// recording snapshot assertions, by the snapshot each belongs to.
///
/// Swift Testing saved them in the folder the run's ``RunReceipt`` names
/// (`attachments`, `.build/vmk/runs/<id>/attachments` unless the user chose
/// another), each named after its snapshot: `<stem>.rendering.<ext>`,
/// `<stem>.reference.<ext>` and `<stem>.diff.patch`, `<stem>` being the
/// snapshot file's name without its extension. When the run's event stream
/// is there, each attachment is matched by what its `valueAttached` event
/// records: the path the file was written to, the name asked for, and the
/// assertion's test file, whose snapshot folder tells two snapshots of one
/// name in two folders apart (Swift Testing writes a second file of a
/// taken name as `<first part>-<suffix>.<rest>`). Without a stream they are
/// matched by file name alone. The folder is hostile input: it is read only
/// when it is a real folder inside the package (no link on the way), and
/// only its plain files are kept (links, FIFOs and folders are left out,
/// never opened).
struct RunAttachments {
  /// The kinds of attachment, in the order they are listed.
  static let kinds = ["rendering", "reference", "diff"]

  /// A snapshot's folder (the last part of its folder's path, `nil` when
  /// matched by name alone) and its file name without its extension.
  struct Owner: Hashable {
    let folder: String?
    let stem: String
  }

  /// Paths relative to the package root, by snapshot.
  private(set) var byOwner: [Owner: [String]] = [:]

  /// Paths relative to the package root, by snapshot stem.
  var byStem: [String: [String]] {
    Dictionary(byOwner.map { ($0.key.stem, $0.value) }, uniquingKeysWith: +)
  }

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
    if !receipt.id.contains("/"), !receipt.id.hasPrefix("."),
      case .success(let stream) = TestEvents.contents(
        of: ObsoleteSnapshots.eventStream(ofRun: receipt.id, package: package))
    {
      self.init(stream: stream, folder: folder, in: package.root)
    } else {
      self.init(folder: folder, in: package.root)
    }
  }

  /// The attachments in `folder` (relative to `root`, already checked),
  /// matched by file name alone.
  init(folder: String, in root: URL) {
    let url = root.appendingPathComponent(folder, isDirectory: true)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    var found: [Owner: [(rank: Int, name: String)]] = [:]
    for name in names where !name.hasPrefix(".") {
      guard let (stem, kind) = Self.parse(name), Self.isPlainFile(url.appendingPathComponent(name))
      else { continue }
      found[Owner(folder: nil, stem: stem), default: []].append(
        (Self.kinds.firstIndex(of: kind) ?? 0, name))
    }
    self.init(found, folder: folder)
  }

  /// The attachments in `folder` (relative to `root`, already checked)
  /// that the `valueAttached` events of the event stream `stream` record.
  init(stream: Data, folder: String, in root: URL) {
    let url = root.appendingPathComponent(folder, isDirectory: true)
    let resolved = url.resolvingSymlinksInPath().path
    var found: [Owner: [(rank: Int, name: String)]] = [:]
    for line in stream.split(separator: UInt8(ascii: "\n")) {
      guard let event = Self.attachment(in: line) else { continue }
      let written = URL(fileURLWithPath: event.path)
      let name = written.lastPathComponent
      guard !name.hasPrefix("."),
        written.deletingLastPathComponent().resolvingSymlinksInPath().path == resolved,
        let (stem, kind) = Self.parse(event.preferredName),
        Self.isPlainFile(url.appendingPathComponent(name))
      else { continue }
      let owner = Owner(folder: SnapshotFileName.folder(forTestFile: event.testFile), stem: stem)
      found[owner, default: []].append((Self.kinds.firstIndex(of: kind) ?? 0, name))
    }
    self.init(found, folder: folder)
  }

  private init(_ found: [Owner: [(rank: Int, name: String)]], folder: String) {
    byOwner = found.mapValues { files in
      files.sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }.map { folder + "/" + $0.name }
    }
  }

  /// What a `valueAttached` event records: where the file was written,
  /// the name asked for, and the test file of the assertion.
  private struct Attached {
    let path: String
    let preferredName: String
    let testFile: String
  }

  /// The attachment a stream line records, or `nil` for any other line.
  private static func attachment(in line: Data.SubSequence) -> Attached? {
    guard line.count < 1 << 20, line.firstRange(of: Array("valueAttached".utf8)) != nil,
      let record = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
      record["version"] as? Int == TestEvents.version,
      let payload = record["payload"] as? [String: Any],
      payload["kind"] as? String == "valueAttached",
      let attachment = payload["attachment"] as? [String: Any],
      let path = attachment["path"] as? String, path.hasPrefix("/"),
      let preferredName = attachment["_preferredName"] as? String,
      let location = payload["_sourceLocation"] as? [String: Any],
      let file = (location["fileID"] as? String) ?? (location["_filePath"] as? String)
    else { return nil }
    return Attached(path: path, preferredName: preferredName, testFile: file)
  }

  /// Whether `url` is a plain file (not a link, FIFO or folder).
  private static func isPlainFile(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  /// The attachments of `snapshot`, matched by its reference's folder and
  /// file name without its extension; none for an inline snapshot.
  func of(_ snapshot: PendingSnapshot) -> [String] {
    guard snapshot.inline == nil else { return [] }
    let stem = snapshot.reference.deletingPathExtension().lastPathComponent
    let folder = snapshot.reference.deletingLastPathComponent().lastPathComponent
    return byOwner[Owner(folder: folder, stem: stem)] ?? byOwner[Owner(folder: nil, stem: stem)]
      ?? []
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
