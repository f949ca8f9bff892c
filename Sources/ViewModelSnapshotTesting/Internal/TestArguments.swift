import Testing

/// The arguments of the running case of a parameterized Swift Testing
/// test, as a readable name that is the same on every run.
///
/// Swift Testing has no public API for a case's arguments, so they are read
/// through reflection of `Test.Case`. When that finds nothing (a future
/// version may store them differently), or an argument has no stable text,
/// the name is `nil` and an unnamed snapshot asks for `named:`.
enum TestArguments {
  /// What the running test case says about its arguments.
  enum Naming: Equatable {
    /// The test is not parameterized.
    case notParameterized
    /// Each argument has a stable text: `thumbsUp`, `3,en`.
    case named(String)
    /// The arguments have no stable text; `shown` describes them for a
    /// message (`…` when they could not be read).
    case unnamed(shown: String)
  }

  /// The naming of the running Swift Testing case.
  static func current() -> Naming {
    guard let testCase = Test.Case.current, testCase.isParameterized else {
      return .notParameterized
    }
    return naming(of: testCase)
  }

  /// The naming of a parameterized case, made from its arguments' values
  /// alone. Their IDs play no part: Swift Testing changes how it writes
  /// them (6.4 makes a case's argument IDs one hashed ID), and a file name
  /// must stay the same across versions.
  static func naming(of testCase: Any) -> Naming {
    guard let values = argumentValues(of: testCase) else {
      return .unnamed(shown: "…")
    }
    var parts: [String] = []
    for value in values {
      guard let part = stableText(of: value) else {
        return .unnamed(shown: values.map { String(describing: $0) }.joined(separator: ", "))
      }
      parts.append(part)
    }
    return .named(parts.joined(separator: ","))
  }

  /// The argument values of `testCase`, found by reflection: the `value`
  /// of each element of its `arguments`, never their `id`.
  static func argumentValues(of testCase: Any) -> [Any]? {
    guard let arguments = child(labeled: "arguments", in: testCase, depth: 4) else { return nil }
    let elements = Mirror(reflecting: arguments).children.map(\.value)
    let values = elements.compactMap { child(labeled: "value", in: $0, depth: 1) }
    return values.count == elements.count && !values.isEmpty ? values : nil
  }

  /// The first child labeled `label`, searched breadth-first to `depth` levels.
  private static func child(labeled label: String, in value: Any, depth: Int) -> Any? {
    var level: [Any] = [value]
    for _ in 0..<depth {
      var next: [Any] = []
      for item in level {
        for child in Mirror(reflecting: item).children {
          if child.label == label { return child.value }
          next.append(child.value)
        }
      }
      level = next
    }
    return nil
  }

  /// Whether `value`'s type is one of ViewModelKit's.
  private static func isLibraryType(_ value: Any) -> Bool {
    String(reflecting: type(of: value)).hasPrefix("ViewModelKit.")
  }

  /// The stable texts of `values` in brackets, in order or sorted by bytes.
  private static func joined(_ values: [Any], sorted: Bool) -> String? {
    var texts: [String] = []
    for value in values {
      guard let text = stableText(of: value) else { return nil }
      texts.append(text)
    }
    if sorted { texts.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
    return "[" + texts.joined(separator: ",") + "]"
  }

  /// A text for `value` that is the same on every run, or `nil` when its
  /// type gives no such guarantee (a struct may hold a `Set`, whose order
  /// changes from process to process).
  static func stableText(of value: Any) -> String? {
    // The standard library's scalars first: Swift Testing makes `String`
    // and `Optional` conform to `CustomTestStringConvertible` with quotes
    // and dots that do not belong in a file name.
    switch value {
    case let value as String: return value
    case let value as Substring: return String(value)
    case let value as Character: return String(value)
    case let value as Bool: return String(value)
    case let value as any BinaryInteger: return String(describing: value)
    case let value as Double: return String(value)
    case let value as Float: return String(value)
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return stableText(of: wrapped)
    case .tuple, .collection:
      return joined(mirror.children.map(\.value), sorted: false)
    case .set:
      return joined(mirror.children.map(\.value), sorted: true)
    case .dictionary:
      return pairs(of: mirror)
    default:
      break
    }
    // The library's own components, values and actions describe themselves
    // for a failing `#expect`, in lines too long (and, for a view model,
    // too many) for a file name: a test that takes them is asked for `named:`.
    if let value = value as? any CustomTestStringConvertible, !isLibraryType(value) {
      return value.testDescription
    }
    if mirror.displayStyle == .enum && mirror.children.isEmpty {
      return String(describing: value)
    }
    guard let raw = value as? any RawRepresentable else { return nil }
    return stableText(of: raw.rawValue)
  }

  /// A dictionary's `key=value` pairs, sorted by their bytes.
  private static func pairs(of mirror: Mirror) -> String? {
    var texts: [String] = []
    for pair in mirror.children {
      let parts = Mirror(reflecting: pair.value).children.map(\.value)
      guard parts.count == 2, let key = stableText(of: parts[0]),
        let value = stableText(of: parts[1])
      else { return nil }
      texts.append(key + "=" + value)
    }
    texts.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return "[" + texts.joined(separator: ",") + "]"
  }
}
