import Foundation

/// What the traversal needs to know about a type, computed once per type.
struct TypeInfo: Sendable {
  /// The name a text rendering shows, such as `EmojiCardViewModel` or `Box<Int>`.
  var name: String
  var shape: Shape

  enum Shape: Sendable {
    /// A type that encodes itself; the common case.
    case plain
    /// A `Dictionary`: its entries are sorted. `integerKeys` sorts numerically.
    case dictionary(keys: DictionaryKeys)
    /// A `Set`: its elements are sorted by their rendering.
    case set
    /// Foundation types whose synthesized form is not what a reader wants.
    case url, date, data, decimal
    /// A `CompactTextRepresentable` type: one line in text renderings, its
    /// own `Encodable` form otherwise. Its name is kept apart, in
    /// `RenderState.compactNames`: a larger `TypeInfo` would cost every
    /// look-up of a type's name.
    case compact
  }

  enum DictionaryKeys: Sendable { case string, integer, other }

  init<T>(of type: T.Type) {
    name = String(describing: type)
    if let dictionary = type as? any DictionaryMarker.Type {
      shape = .dictionary(keys: dictionary.keyKind)
    } else if type is any SetMarker.Type {
      shape = .set
    } else if type == URL.self {
      shape = .url
    } else if type == Date.self {
      shape = .date
    } else if type == Data.self {
      shape = .data
    } else if type == Decimal.self {
      shape = .decimal
    } else if type is any CompactTextRepresentable.Type {
      shape = .compact
    } else {
      shape = .plain
    }
  }
}

/// Whether `type` is a dictionary that renderings write as an object, and
/// then whether its keys sort as numbers (`Int` keys) rather than by their
/// UTF-8 bytes; `nil` for any other type, and for a dictionary written as
/// an array of key-value pairs.
package func dictionarySortsKeysNumerically(_ type: Any.Type) -> Bool? {
  guard let dictionary = type as? any DictionaryMarker.Type, dictionary.keyKind != .other
  else { return nil }
  return dictionary.keyKind == .integer
}

protocol DictionaryMarker {
  static var keyKind: TypeInfo.DictionaryKeys { get }
}

extension Dictionary: DictionaryMarker {
  static var keyKind: TypeInfo.DictionaryKeys {
    if Key.self == String.self { return .string }
    if Key.self == Int.self { return .integer }
    // Before these versions `Dictionary` encodes every other key type as
    // an array of key-value pairs, which is what `.other` renders.
    if #available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *) {
      return Key.self is any CodingKeyRepresentable.Type ? .string : .other
    }
    return .other
  }
}

protocol SetMarker {}
extension Set: SetMarker {}

/// Type information and prepared member names, shared by all renderings in
/// the process.
///
/// Each rendering starts from a copy of the table and merges what it
/// learned at the end, so the lock is taken twice per rendering, never per
/// value.
final class TypeInfoTable: @unchecked Sendable {
  // @unchecked: `entries` is only read or written while `lock` is held.
  static let shared = TypeInfoTable()

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: TypeInfo] = [:]
  /// The size of the last rendering of each root type, so that the next
  /// one starts with a buffer that needs no growing.
  private var sizes: [ObjectIdentifier: Int] = [:]
  private var keys = KeyRegistry.Known()

  func snapshot(
    rootType: Any.Type
  ) -> (types: [ObjectIdentifier: TypeInfo], size: Int?, keys: KeyRegistry.Known) {
    lock.lock()
    defer { lock.unlock() }
    return (entries, sizes[ObjectIdentifier(rootType)], keys)
  }

  /// Merges what a rendering learned. Its names replace the shared ones
  /// only when it started from the latest; otherwise they are dropped, and a
  /// later rendering learns them again.
  func finish(
    learned: [ObjectIdentifier: TypeInfo]?, rootType: Any.Type, size: Int,
    keys learnedKeys: KeyRegistry.Known?
  ) {
    lock.lock()
    defer { lock.unlock() }
    if let learned { entries.merge(learned) { old, _ in old } }
    sizes[ObjectIdentifier(rootType)] = size
    if let learnedKeys, learnedKeys.version == keys.version {
      keys = learnedKeys
      keys.version += 1
    }
  }
}
