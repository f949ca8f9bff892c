/// The member names of a rendering, each prepared once in the forms the
/// output needs and known afterwards by a small number, its id.
///
/// A screen writes the same few dozen names thousands of times. Asking a key
/// for its `stringValue`, comparing strings to find a duplicate and quoting
/// the name again for every member cost more than anything else in a
/// rendering; now a member compares ids and copies prepared bytes.
///
/// A key type of at most one byte (every `CodingKeys` enum with up to 256
/// cases, as the compiler synthesizes them) also gets a table from the key's
/// bit pattern to its id, so that its `stringValue` is asked for once per
/// case. Such a key holds no references, so equal bits are the same key.
///
/// What a rendering learns through those tables is handed on (`Known`,
/// kept by `TypeInfoTable`), so that later renderings start with their names
/// prepared: preparing them again cost a small screen a fifth of its time.
struct KeyRegistry {
  /// The names that renderings have prepared, shared by every rendering in
  /// the process. Each rendering starts from a copy (the arrays are shared
  /// until written) and publishes its copy back when it learned something.
  struct Known: Sendable {
    fileprivate(set) var names: [String] = []
    fileprivate var spans: [Spans] = []
    fileprivate var ids: [NameBytes: Int32] = [:]
    fileprivate var bytes: [UInt8] = []
    fileprivate var tables: [ObjectIdentifier: [Int32]] = [:]
    /// Each name's place among all of them in the order of their UTF-8
    /// bytes, computed once when they are published.
    fileprivate var ranks: [Int32] = []
    /// Which publication this is, so that a rendering that started from an
    /// older one does not replace a newer one.
    var version = 0
  }

  /// The id of `"type"`, the member that JSON adds to a type-erased value.
  static let typeID: Int32 = 0

  /// The most names shared between renderings; past it, each rendering keeps
  /// what it learns to itself.
  static let sharedLimit = 4_096

  private var known: Known
  /// The prepared bytes of every name, `known.bytes` followed by those
  /// learned in this rendering, then eight zero bytes.
  private var bytes: OutputBuffer
  /// Tables of 256 ids + 1 (0: not yet asked), one per small key type.
  private var tables = TypeCache<UnsafeMutablePointer<Int32>>(capacity: 8)
  /// The ranks of the first `rankedCount` names, those published with ranks.
  private let ranks: UnsafeMutablePointer<Int32>
  private let rankedCount: Int
  /// Whether this rendering prepared a name or filled a table entry.
  private var learned = false
  /// Whether it prepared a name given without a table, from a wider key that
  /// may be made up at run time: such a rendering does not publish, so that
  /// the shared names cannot grow without bound.
  private var learnedWithoutTable = false

  init(known: Known) {
    self.known = known
    bytes = OutputBuffer(capacity: known.bytes.count + 1024)
    let ranks = UnsafeMutablePointer<Int32>.allocate(capacity: max(known.ranks.count, 1))
    for (id, rank) in known.ranks.enumerated() { (ranks + id).initialize(to: rank) }
    self.ranks = ranks
    rankedCount = known.ranks.count
    known.bytes.withUnsafeBufferPointer { bytes.append($0) }
    padBytes()
    if known.names.isEmpty { _ = register("type") }
  }

  /// Frees the prepared bytes and the tables; called once, when the rendering ends.
  func deallocate() {
    bytes.deallocate()
    ranks.deallocate()
    for table in tables.entries.values { table.deallocate() }
  }

  var names: [String] { known.names }

  /// What later renderings should start from: `nil` when this one learned
  /// nothing it may share.
  func publishable() -> Known? {
    guard learned, !learnedWithoutTable, known.names.count <= Self.sharedLimit else { return nil }
    var result = known
    result.bytes = Array(bytes.bytes)
    for (typeID, table) in tables.entries {
      result.tables[typeID] = Array(UnsafeBufferPointer(start: table, count: 256))
    }
    result.ranks = Self.ranks(of: result.names)
    return result
  }

  /// The place of each name among `names` in the order of their UTF-8 bytes.
  static func ranks(of names: [String]) -> [Int32] {
    let order = names.indices.sorted { names[$0].utf8.lexicographicallyPrecedes(names[$1].utf8) }
    var ranks = [Int32](repeating: 0, count: names.count)
    for (rank, id) in order.enumerated() { ranks[id] = Int32(rank) }
    return ranks
  }

  /// The id of `name`, given without a key table, registering it when it is new.
  mutating func id(for name: String) -> Int32 {
    if let id = known.ids[NameBytes(name)] { return id }
    learnedWithoutTable = true
    return register(name)
  }

  /// Registers a name that is not known yet and prepares its bytes.
  private mutating func register(_ name: String) -> Int32 {
    learned = true
    let id = Int32(known.names.count)
    known.names.append(name)
    known.ids[NameBytes(name)] = id
    let rawStart = Int32(bytes.count)
    bytes.appendRaw(name)
    let textStart = Int32(bytes.count)
    if isWord(name) {
      bytes.appendRaw(name)
    } else {
      bytes.appendQuoted(name, style: .text)
    }
    let jsonStart = Int32(bytes.count)
    bytes.appendQuoted(name, style: .json)
    bytes.append(UInt8(ascii: ":"), UInt8(ascii: " "))
    known.spans.append(
      Spans(
        raw: rawStart..<textStart, text: textStart..<jsonStart,
        json: jsonStart..<Int32(bytes.count)))
    padBytes()
    return id
  }

  /// Members copy names eight bytes at a time: keeps eight initialized bytes
  /// after the last.
  private mutating func padBytes() {
    bytes.reserve(8)
    (bytes.base + bytes.count).initialize(repeating: 0, count: 8)
  }

  /// The id of `key`, found through its type's table when it has one.
  @inline(__always)
  mutating func id<Key: CodingKey>(for key: Key, table: UnsafeMutablePointer<Int32>?) -> Int32 {
    guard let table else { return id(for: key.stringValue) }
    // Sound: only a key of at most one byte has a table (`table(for:)`), and
    // such a key is all in that byte. A reference or an existential needs
    // more room, so the key owns nothing outside it, and a value of one byte
    // has no padding, so every bit is set by the value. Its bits read as a
    // `UInt8` are exact (`unsafeBitCast` checks that the sizes agree), and
    // keys whose bits are equal are the same value, with the same name. A key
    // of no bytes has only one value. (`withUnsafeBytes(of:)` says the same without a cast, but
    // costs about 40 instructions more per member in unspecialized code.)
    let bits = MemoryLayout<Key>.size == 0 ? 0 : Int(unsafeBitCast(key, to: UInt8.self))
    let known = table[bits]
    if known > 0 { return known - 1 }
    return learn(key.stringValue, at: table + bits)
  }

  /// Fills a new table entry; its name may be known already, through
  /// another key type. Out of line: it runs once per key and rendering at
  /// most, and the hot path above stays small.
  @inline(never)
  private mutating func learn(_ name: String, at entry: UnsafeMutablePointer<Int32>) -> Int32 {
    learned = true
    let id = known.ids[NameBytes(name)] ?? register(name)
    entry.pointee = id + 1
    return id
  }

  /// The table for `Key`, or `nil` when its keys are wider than one byte.
  mutating func table<Key: CodingKey>(for type: Key.Type) -> UnsafeMutablePointer<Int32>? {
    guard MemoryLayout<Key>.size <= 1 else { return nil }
    let typeID = ObjectIdentifier(type)
    if let table = tables.value(for: typeID) { return table }
    let table = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
    if let shared = known.tables[typeID], shared.count == 256 {
      shared.withUnsafeBufferPointer { table.initialize(from: $0.baseAddress!, count: 256) }
    } else {
      table.initialize(repeating: 0, count: 256)
    }
    tables.insert(table, for: typeID)
    return table
  }

  /// The name as a text member shows it.
  @inline(__always)
  func text(_ id: Int32) -> UnsafeBufferPointer<UInt8> { buffer(known.spans[Int(id)].text) }

  /// `"name": `, escaped for JSON.
  @inline(__always)
  func json(_ id: Int32) -> UnsafeBufferPointer<UInt8> { buffer(known.spans[Int(id)].json) }

  /// The ranks of the names published with ranks, and how many they are:
  /// ids below the count compare as their ranks do.
  var rankTable: (ranks: UnsafePointer<Int32>, count: Int) { (UnsafePointer(ranks), rankedCount) }

  /// Whether the name `a` comes before the name `b` in the order of their
  /// UTF-8 bytes, the order of sorted JSON keys, compared byte by byte:
  /// for names learned since the ranks were computed. Two ids never have
  /// the same bytes (`NameBytes`), so the order is strict between them.
  @inline(never)
  func bytesPrecede(_ a: Int32, _ b: Int32) -> Bool {
    let left = buffer(known.spans[Int(a)].raw)
    let right = buffer(known.spans[Int(b)].raw)
    let shared = min(left.count, right.count)
    var index = 0
    while index < shared {
      if left[index] != right[index] { return left[index] < right[index] }
      index += 1
    }
    return left.count < right.count
  }

  @inline(__always)
  private func buffer(_ span: Range<Int32>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes.base + Int(span.lowerBound), count: span.count)
  }
}

/// Where a name's prepared bytes are.
private struct Spans: Sendable {
  /// The name's UTF-8 bytes as they are, which sorted keys are ordered by.
  var raw: Range<Int32>
  /// The name as a text member shows it: as it is when it is one word,
  /// quoted otherwise, so that a member stays on one line.
  var text: Range<Int32>
  /// The name as a JSON member's head: quoted, escaped, then `: `.
  var json: Range<Int32>
}

/// A name as the registry tells names apart: by its UTF-8 bytes. `String`'s
/// `==` calls canonically equivalent names (`"é"` as one scalar or as `e`
/// and a combining accent) equal, yet they are written, and sorted, apart.
private struct NameBytes: Hashable, Sendable {
  let name: String

  init(_ name: String) { self.name = name }

  static func == (a: NameBytes, b: NameBytes) -> Bool { a.name.utf8.elementsEqual(b.name.utf8) }

  func hash(into hasher: inout Hasher) {
    withUTF8Bytes(of: name) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
