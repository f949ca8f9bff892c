/// The member names of one rendering, each prepared once in the forms the
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
/// case and rendering. Such a key holds no references, so equal bits are the
/// same key.
struct KeyRegistry {
  /// Where a name's prepared bytes are in `bytes`.
  private struct Spans {
    /// The name as a text member shows it: as it is when it is one word,
    /// quoted otherwise, so that a member stays on one line.
    var text: Range<Int32>
    /// The name as a JSON member's head: quoted, escaped, then `: `.
    var json: Range<Int32>
  }

  /// The id of `"type"`, the member that JSON adds to a type-erased value.
  static let typeID: Int32 = 0

  private(set) var names: [String] = []
  private var intKeys: [Int?] = []
  private var spans: [Spans] = []
  private var ids: [String: Int32] = [:]
  private var bytes = OutputBuffer(capacity: 1024)
  /// Tables of 256 ids + 1 (0: not yet asked), one per small key type.
  private var tables = TypeCache<UnsafeMutablePointer<Int32>>()

  init() {
    _ = id(for: "type", intKey: nil)
  }

  /// Frees the prepared bytes and the tables; called once, when the rendering ends.
  func deallocate() {
    bytes.deallocate()
    for table in tables.entries.values { table.deallocate() }
  }

  /// The id of `name`, registering it when it is new.
  mutating func id(for name: String, intKey: Int?) -> Int32 {
    if let id = ids[name] { return id }
    let id = Int32(names.count)
    names.append(name)
    intKeys.append(intKey)
    ids[name] = id
    let textStart = Int32(bytes.count)
    if isWord(name) {
      bytes.appendRaw(name)
    } else {
      bytes.appendQuoted(name, style: .text)
    }
    let jsonStart = Int32(bytes.count)
    bytes.appendQuoted(name, style: .json)
    bytes.append(UInt8(ascii: ":"), UInt8(ascii: " "))
    spans.append(Spans(text: textStart..<jsonStart, json: jsonStart..<Int32(bytes.count)))
    // Members copy names eight bytes at a time: keep eight initialized bytes after the last.
    bytes.reserve(8)
    (bytes.base + bytes.count).initialize(repeating: 0, count: 8)
    return id
  }

  /// The id of `key`, found through its type's table when it has one.
  @inline(__always)
  mutating func id<Key: CodingKey>(for key: Key, table: UnsafeMutablePointer<Int32>?) -> Int32 {
    guard let table else { return id(for: key.stringValue, intKey: key.intValue) }
    let bits = MemoryLayout<Key>.size == 0 ? 0 : Int(unsafeBitCast(key, to: UInt8.self))
    let known = table[bits]
    if known > 0 { return known - 1 }
    let id = id(for: key.stringValue, intKey: key.intValue)
    table[bits] = id + 1
    return id
  }

  /// The table for `Key`, or `nil` when its keys are wider than one byte.
  mutating func table<Key: CodingKey>(for type: Key.Type) -> UnsafeMutablePointer<Int32>? {
    guard MemoryLayout<Key>.size <= 1 else { return nil }
    let typeID = ObjectIdentifier(type)
    if let table = tables.value(for: typeID) { return table }
    let table = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
    table.initialize(repeating: 0, count: 256)
    tables.insert(table, for: typeID)
    return table
  }

  func intKey(of id: Int32) -> Int? { intKeys[Int(id)] }

  /// The name as a text member shows it.
  @inline(__always)
  func text(_ id: Int32) -> UnsafeBufferPointer<UInt8> { buffer(spans[Int(id)].text) }

  /// `"name": `, escaped for JSON.
  @inline(__always)
  func json(_ id: Int32) -> UnsafeBufferPointer<UInt8> { buffer(spans[Int(id)].json) }

  @inline(__always)
  private func buffer(_ span: Range<Int32>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes.base + Int(span.lowerBound), count: span.count)
  }
}
