public import ViewModelKit
import ViewModelSnapshotFormat

/// How a value becomes the text of a snapshot file: a render function and
/// the file's extension.
///
/// Use the presets ``text-8xi7w`` and ``json``, pass a configured renderer with
/// ``text(_:)-9cfg3`` and ``json(_:)``, or derive a strategy for another type
/// with ``pullback(_:)``:
///
/// ```swift
/// struct Order { var number: Int }
/// let orderLabel: Snapshotting<Order> = Snapshotting<LabelViewModel>.text.pullback {
///   LabelViewModel(text: "Order #\($0.number)")
/// }
/// print(try orderLabel.render(Order(number: 7)), terminator: "")
/// ```
/// ```text
/// Label "Order #7" #000000FF system 17
/// ```
public struct Snapshotting<Value>: Sendable {
  /// The extension of snapshot files, such as `txt` or `json`.
  public let pathExtension: String

  private let renderValue: @Sendable (Value) throws -> String

  /// Creates a strategy.
  ///
  /// - Parameters:
  ///   - pathExtension: The extension of snapshot files, without a dot.
  ///   - render: Turns a value into the file's text; a missing final
  ///     newline is added.
  public init(pathExtension: String, render: @escaping @Sendable (Value) throws -> String) {
    self.pathExtension = pathExtension
    renderValue = render
  }

  /// The snapshot text of `value`.
  public func render(_ value: Value) throws -> String {
    try renderValue(value)
  }

  /// A strategy for another type that converts its values to this strategy's
  /// type first.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) throws -> Value
  ) -> Snapshotting<NewValue> {
    let render = renderValue
    return Snapshotting<NewValue>(pathExtension: pathExtension) { try render(transform($0)) }
  }
}

extension Snapshotting where Value: Snapshottable {
  /// The text rendering, in a `.txt` file.
  public static var text: Snapshotting { .text(TextRenderer()) }

  /// The JSON rendering, in a `.json` file.
  public static var json: Snapshotting { .json(JSONRenderer()) }

  /// The rendering of a configured text renderer, in a `.txt` file.
  public static func text(_ renderer: TextRenderer) -> Snapshotting {
    Snapshotting(pathExtension: "txt") { try renderer.render($0) }
  }

  /// The rendering of a configured JSON renderer, in a `.json` file.
  public static func json(_ renderer: JSONRenderer) -> Snapshotting {
    Snapshotting(pathExtension: "json") { try renderer.render($0) }
  }
}

extension Snapshotting
where Value: Snapshottable & RangeReplaceableCollection, Value.Element: Snapshottable {
  /// A timeline: every frame of a sequence of states, numbered, in one
  /// `.txt` file, so that loading → loaded → failed is reviewed as one story.
  ///
  /// ```swift
  /// let frames = [LabelViewModel(text: "Loading…"), LabelViewModel(text: "3 orders")]
  /// print(try Snapshotting.text.render(frames), terminator: "")
  /// ```
  /// ```text
  /// Timeline of LabelViewModel, 2 frames
  ///   [0]: Label "Loading…" #000000FF system 17
  ///   [1]: Label "3 orders" #000000FF system 17
  /// ```
  public static var text: Snapshotting { .text(TextRenderer()) }

  /// A timeline rendered by a configured text renderer.
  public static func text(_ renderer: TextRenderer) -> Snapshotting {
    Snapshotting(pathExtension: "txt") { frames in
      let rendering = try renderer.render(frames)
      let firstLineEnd = rendering.firstIndex(of: "\n") ?? rendering.endIndex
      let heading = Timeline.heading(
        frameType: String(describing: Value.Element.self), count: frames.count)
      return heading + rendering[firstLineEnd...]
    }
  }
}

#if compiler(>=6.2)
  /// What the built-in strategies render: an `Encodable` value whose type
  /// may be used from any task (every type without isolated conformances).
  public typealias Snapshottable = Encodable & SendableMetatype
#else
  /// What the built-in strategies render: an `Encodable` value.
  public typealias Snapshottable = Encodable
#endif

/// The former name of ``Snapshottable``: "snapshot" names the rendering
/// that one assertion pins, not the value rendered.
@available(*, deprecated, renamed: "Snapshottable")
public typealias SnapshotValue = Snapshottable
