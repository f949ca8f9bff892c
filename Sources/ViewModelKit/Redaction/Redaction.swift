/// A rule that hides or steadies a value that changes from run to run, such
/// as an id, a date or a computed total, wherever a ``FieldSelector``
/// finds it.
///
/// Redactions are applied inside the traversal, before any byte is
/// written, so every rendering, the snapshot files and their diffs see the
/// redacted value and never the original. Give them to a renderer, or to a
/// snapshot assertion's `redacting:` parameter:
///
/// ```swift
/// struct Row: ViewModel {
///   var id: String
///   var total: Double
/// }
/// struct Basket: ViewModel {
///   var rows: [Row]
///   var selected: String
/// }
///
/// let basket = Basket(
///   rows: [Row(id: "9F2C", total: 0.1 + 0.2), Row(id: "41AA", total: 2)],
///   selected: "41AA")
/// var renderer = TextRenderer()
/// renderer.redactions = [
///   .number("**.id"), .number("selected", named: "id"),
///   .round("rows[].total", toPlaces: 2),
/// ]
/// print(try renderer.render(basket), terminator: "")
/// ```
/// ```text
/// Basket
///   rows:
///     [0]: Row
///       id: "<id 1>"
///       total: 0.3
///     [1]: Row
///       id: "<id 2>"
///       total: 2.0
///   selected: "<id 2>"
/// ```
///
/// A rendering follows at most 128 selector steps in all, which is about
/// forty redactions of three steps; more make it throw before it starts
/// (`**` covers many fields in one selector).
///
/// Every redaction must find at least one value, or the rendering throws
/// and names it, so that a renamed field never leaves a redaction behind
/// that silently does nothing; mark one ``optional()`` when it need not.
/// When several find the same value, the last one given applies.
public struct Redaction: Sendable, CustomStringConvertible {
  /// What a redaction does to the values it finds.
  enum Kind: Sendable {
    case number(String)
    case replacement(String)
    case rounding(Int)
    case sorting
    case custom(@Sendable (RedactedValue) throws -> String)
  }

  /// The fields this redaction applies to.
  public let selector: FieldSelector
  /// Whether the redaction may find nothing.
  public private(set) var isOptional = false
  let kind: Kind

  fileprivate init(_ selector: FieldSelector, _ kind: Kind) {
    self.selector = selector
    self.kind = kind
  }

  /// The largest number of places ``round(_:toPlaces:)`` rounds to: 15,
  /// about as many decimal digits as a `Double` holds.
  public static let mostPlaces = 15

  /// Replaces each value with a numbered name, `<name 1>`,
  /// `<name 2>`, …: equal values get the same number, numbered in the order
  /// they first appear in the rendering.
  ///
  /// So a row and the detail pane that shows it still visibly share an id,
  /// and two different ids stay apart. Numbers count per name, over the
  /// whole rendering.
  ///
  /// ```swift
  /// var renderer = JSONRenderer()
  /// renderer.redactions = [.number("[]")]
  /// print(try renderer.render(["7A", "B3", "7A"]), terminator: "")
  /// ```
  /// ```text
  /// [
  ///   "<value 1>",
  ///   "<value 2>",
  ///   "<value 1>"
  /// ]
  /// ```
  ///
  /// - Parameters:
  ///   - selector: The fields to redact.
  ///   - name: The name the values take; by default the selector's last
  ///     name, such as `id` for `"rows[].id"`, or `value` when it ends in
  ///     an index, `[]` or `*`.
  /// - Returns: The redaction.
  public static func number(_ selector: FieldSelector, named name: String? = nil) -> Redaction {
    Redaction(selector, .number(name ?? selector.lastName ?? "value"))
  }

  /// Replaces each value with a numbered name, as ``number(_:named:)``
  /// does: the old name of that redaction, from when "placeholder" also
  /// meant a text field's hint.
  @available(*, deprecated, renamed: "number(_:named:)")
  public static func placeholder(_ selector: FieldSelector, named name: String? = nil) -> Redaction
  {
    number(selector, named: name)
  }

  /// Replaces each value with `replacement`, written as a string.
  ///
  /// ```swift
  /// var renderer = TextRenderer()
  /// renderer.redactions = [.replace("updated", with: "<date>")]
  /// print(try renderer.render(["updated": "3 minutes ago"]), terminator: "")
  /// ```
  /// ```text
  /// Dictionary<String, String>
  ///   "updated": "<date>"
  /// ```
  public static func replace(_ selector: FieldSelector, with replacement: String) -> Redaction {
    Redaction(selector, .replacement(replacement))
  }

  /// Rounds each floating-point number to `places` decimal places, half
  /// away from zero, so that totals computed in floating point render the
  /// same on every machine. Integers are left as they are, an absent
  /// optional too; anything else fails the rendering.
  ///
  /// A rounded zero is written without its sign. A number too large to
  /// have `places` decimal places in a `Double` is left as it is.
  ///
  /// ```swift
  /// var renderer = TextRenderer()
  /// renderer.redactions = [.round("[]", toPlaces: 2)]
  /// print(try renderer.render([0.1 + 0.2, 2.0 / 3, -0.001]), terminator: "")
  /// ```
  /// ```text
  /// Array<Double>
  ///   [0]: 0.3
  ///   [1]: 0.67
  ///   [2]: 0.0
  /// ```
  ///
  /// - Parameters:
  ///   - selector: The numbers to round.
  ///   - places: How many decimal places to keep, from 0 to ``mostPlaces``.
  /// - Returns: The redaction.
  public static func round(_ selector: FieldSelector, toPlaces places: Int) -> Redaction {
    Redaction(selector, .rounding(places))
  }

  /// Sorts each array or set by the renderings of its elements, for a
  /// collection whose order means nothing, such as tags gathered from a
  /// dictionary. A dictionary, always sorted by key, is left as it is;
  /// anything else fails the rendering.
  ///
  /// ```swift
  /// var renderer = TextRenderer()
  /// renderer.redactions = [.sort("tags")]
  /// print(try renderer.render(["tags": ["swift", "ios", "mvvm"]]), terminator: "")
  /// ```
  /// ```text
  /// Dictionary<String, Array<String>>
  ///   "tags":
  ///     [0]: "ios"
  ///     [1]: "mvvm"
  ///     [2]: "swift"
  /// ```
  public static func sort(_ selector: FieldSelector) -> Redaction {
    Redaction(selector, .sorting)
  }

  /// Replaces each value with what `transform` returns for it, written as
  /// a string.
  ///
  /// The closure sees the value's text and path, and may check it: throw
  /// to fail the rendering, with the selector and the path in the message.
  /// It may be called more than once for a value.
  ///
  /// ```swift
  /// struct NotAUUID: Error {}
  /// var renderer = TextRenderer()
  /// renderer.redactions = [
  ///   .transform("session") { value in
  ///     guard value.text.count == 36 else { throw NotAUUID() }
  ///     return "<uuid>"
  ///   }
  /// ]
  /// let session = ["session": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]
  /// print(try renderer.render(session), terminator: "")
  /// ```
  /// ```text
  /// Dictionary<String, String>
  ///   "session": "<uuid>"
  /// ```
  public static func transform(
    _ selector: FieldSelector, _ transform: @escaping @Sendable (RedactedValue) throws -> String
  ) -> Redaction {
    Redaction(selector, .custom(transform))
  }

  /// The same redaction, allowed to find nothing.
  ///
  /// For a redaction shared by many view models, such as one given to a
  /// whole suite, that only some of them have a field for.
  public func optional() -> Redaction {
    var redaction = self
    redaction.isOptional = true
    return redaction
  }

  /// The redaction as it is written in Swift, such as
  /// `round("rows[].total", toPlaces: 2)`: each text in it, the selector,
  /// a number's name and a replacement, cut after 72 characters, so that a
  /// message naming it stays short.
  public var description: String {
    let selector = quotedForMessage(FieldSelector.shortened(selector.text))
    let call: String
    switch kind {
    case .number(let name):
      call = "number(\(selector), named: \(quotedForMessage(FieldSelector.shortened(name))))"
    case .replacement(let text):
      call = "replace(\(selector), with: \(quotedForMessage(FieldSelector.shortened(text))))"
    case .rounding(let places): call = "round(\(selector), toPlaces: \(places))"
    case .sorting: call = "sort(\(selector))"
    case .custom: call = "transform(\(selector))"
    }
    return isOptional ? call + ".optional()" : call
  }
}

extension FieldSelector {
  /// The last name the selector steps through, if it ends in one.
  var lastName: String? {
    guard case .success(let steps) = parsed, case .name(let name) = steps.last else { return nil }
    return name
  }
}

/// A value that a ``Redaction/transform(_:_:)`` closure is given.
public struct RedactedValue: Sendable, Hashable {
  /// Where the value is, as the diff prints paths, such as `rows[2].id`.
  public let path: String
  /// The value as text: a string's characters without quotes or escapes, a
  /// number's digits as Swift prints it (`0.1`, `17`), `true`, `false` or
  /// `nil`. For anything else, such as a struct or a colour, its rendering
  /// in the format being written, without indentation.
  public let text: String
  /// What kind of value it is.
  public let kind: Kind

  /// What kind of value a ``RedactedValue`` is.
  public enum Kind: Sendable, Hashable {
    /// A string, or a value written as one, such as a date or a URL.
    case string
    /// An integer or floating-point number.
    case number
    /// `true` or `false`.
    case boolean
    /// An absent optional.
    case null
    /// Anything with more than one part: a struct, an array, a colour,
    /// a component.
    case structured
  }

  /// Creates a value, as the renderer hands it to a closure.
  public init(path: String, text: String, kind: Kind) {
    self.path = path
    self.text = text
    self.kind = kind
  }
}

extension Redaction {
  /// The same redaction for every element of a collection, its selector
  /// behind `[]`: what a timeline, which renders its frames as an array,
  /// applies to each frame. A selector that does not parse keeps its error
  /// as it was written.
  package func appliedToEachElement() -> Redaction {
    applied(under: "[]")
  }

  /// The same redaction below `prefix`, a selector that parses, such as
  /// `[].viewModels[]`: what a value that holds the values a redaction
  /// was written for applies.
  package func applied(under prefix: FieldSelector) -> Redaction {
    var redaction = Redaction(selector.applied(under: prefix), kind)
    redaction.isOptional = isOptional
    return redaction
  }
}

extension FieldSelector {
  fileprivate func applied(under prefix: FieldSelector) -> FieldSelector {
    let separator = text.hasPrefix(".") || text.hasPrefix("[") ? "" : "."
    let steps = (try? prefix.parsed.get()) ?? []
    return FieldSelector(text: prefix.text + separator + text, parsed: parsed.map { steps + $0 })
  }
}

extension Redaction {
  /// Why `redactions` cannot be used at all, whatever value they are given
  /// (a selector that does not parse, places out of range, more selector
  /// steps than a rendering follows), or `nil`: what a rendering would
  /// throw before it starts, for a caller that checks before it evaluates
  /// the value.
  package static func problem(with redactions: [Redaction]) -> String? {
    do {
      _ = try RedactionPlan(redactions)
      return nil
    } catch {
      return error.reason
    }
  }
}
