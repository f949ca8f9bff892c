/// Values computed once per key, for keys a screen repeats: its few
/// colours, fonts and types.
///
/// The first keys are kept in a short list and found by comparing, with no
/// hashing; only a screen with more keys than that hashes the rest.
struct Memo<Key: Hashable, Value> {
  private var recentKeys: [Key] = []
  private var recentValues: [Value] = []
  private var others: [Key: Value] = [:]
  private static var recentLimit: Int { 8 }

  /// The value for `key`, made by `make` the first time it is asked for.
  mutating func value(for key: Key, _ make: () throws -> Value) rethrows -> Value {
    if let index = recentKeys.firstIndex(of: key) { return recentValues[index] }
    if let known = others[key] { return known }
    let value = try make()
    if recentKeys.count < Self.recentLimit {
      recentKeys.append(key)
      recentValues.append(value)
    } else {
      others[key] = value
    }
    return value
  }
}
