/// The stable, readable name of an action, such as `"emoji.tap"`.
///
/// Renderings show the id where a closure would otherwise be, so choose ids
/// that say what the action does. Ids are built from literals and
/// interpolation, and can be extended with a dot:
///
/// ```swift
/// let select: ActionID = "orders.select"
/// let row = select.appending("12")
/// print(row)
/// ```
/// ```text
/// orders.select.12
/// ```
public struct ActionID: Sendable, Hashable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// The id's text.
  public let rawValue: String

  /// Creates an id from its text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an id from a string literal, as in `let id: ActionID = "card.like"`.
  public init(stringLiteral value: String) {
    rawValue = value
  }

  /// This id followed by a dot and `component`.
  public func appending(_ component: String) -> ActionID {
    ActionID(rawValue.isEmpty ? component : rawValue + "." + component)
  }

  /// The id's text, as snapshots show it.
  public var description: String { rawValue }
}

extension ActionID: Encodable {
  /// Encodes the id as its text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
