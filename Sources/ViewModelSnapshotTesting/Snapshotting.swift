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
/// Label "Order #7" #000000FF body
/// ```
///
/// A strategy also carries the redactions of an assertion and its scopes
/// (`redacting:`) into the rendering. The built-in strategies hand them to
/// their renderer, after the renderer's own; a strategy of your own that
/// should take them is made with ``init(pathExtension:renderRedacting:)``.
public struct Snapshotting<Value>: Sendable {
  /// The extension of snapshot files, such as `txt` or `json`.
  public let pathExtension: String

  /// Whether the render function is given redactions: `false` for a
  /// strategy made with ``init(pathExtension:render:)``, which fails an
  /// assertion that asks it to redact rather than ignore the redactions.
  public let appliesRedactions: Bool

  /// The redactions the strategy's renderer holds already, checked with
  /// the assertion's before the value is rendered.
  let ownRedactions: [Redaction]

  /// Why a built-in strategy that applies no redactions refuses them;
  /// `nil` for one made with ``init(pathExtension:render:)``.
  private let redactionRefusal: String?

  private let renderValue: @Sendable (Value, [Redaction]) throws -> String

  init(
    pathExtension: String, appliesRedactions: Bool, ownRedactions: [Redaction],
    redactionRefusal: String? = nil,
    render: @escaping @Sendable (Value, [Redaction]) throws -> String
  ) {
    self.pathExtension = pathExtension
    self.appliesRedactions = appliesRedactions
    self.ownRedactions = ownRedactions
    self.redactionRefusal = redactionRefusal
    renderValue = render
  }

  /// Creates a strategy whose render function is not given redactions.
  ///
  /// An assertion that asks such a strategy to redact, with `redacting:`
  /// or in a scope, fails and says so rather than ignore the redactions;
  /// make a strategy that applies them with
  /// ``init(pathExtension:renderRedacting:)``.
  ///
  /// - Parameters:
  ///   - pathExtension: The extension of snapshot files, without a dot.
  ///   - render: Turns a value into the file's text; a missing final
  ///     newline is added.
  public init(pathExtension: String, render: @escaping @Sendable (Value) throws -> String) {
    self.init(pathExtension: pathExtension, appliesRedactions: false, ownRedactions: []) {
      value, _ in try render(value)
    }
  }

  /// Creates a strategy whose render function is given the redactions to
  /// apply: the scopes' and then the assertion's, in that order, so that
  /// where two find the same value the last one given applies.
  ///
  /// Hand them to a renderer, which applies them as it renders:
  ///
  /// ```swift
  /// let compact = Snapshotting<LabelViewModel>(pathExtension: "txt") {
  ///   label, redactions in
  ///   try TextRenderer(maximumDepth: 8, redactions: redactions).render(label)
  /// }
  /// print(try compact.render(LabelViewModel(text: "Hi")), terminator: "")
  /// ```
  /// ```text
  /// Label "Hi" #000000FF body
  /// ```
  ///
  /// - Parameters:
  ///   - pathExtension: The extension of snapshot files, without a dot.
  ///   - render: Turns a value into the file's text, applying the
  ///     redactions it is given; a missing final newline is added.
  public init(
    pathExtension: String,
    renderRedacting render: @escaping @Sendable (Value, [Redaction]) throws -> String
  ) {
    self.init(
      pathExtension: pathExtension, appliesRedactions: true, ownRedactions: [], render: render)
  }

  /// The snapshot text of `value`, without redactions beyond those of the
  /// strategy's own renderer.
  public func render(_ value: Value) throws -> String {
    try renderValue(value, [])
  }

  /// The snapshot text of `value` with `redactions` applied after the
  /// strategy's own renderer's, as an assertion renders it.
  ///
  /// - Throws: `RenderingError` when the value cannot be rendered, when a
  ///   redaction does not parse, finds nothing or does not suit its value,
  ///   and when redactions are given to a strategy that does not apply
  ///   them (``appliesRedactions`` is `false`).
  public func render(_ value: Value, redacting redactions: [Redaction]) throws -> String {
    if let reason = refusal(of: redactions) {
      throw RenderingError(
        rootType: String(describing: Value.self), path: "",
        reason: "the strategy for .\(pathExtension) files cannot redact: \(reason)")
    }
    return try renderValue(value, redactions)
  }

  /// A strategy for another type that converts its values to this strategy's
  /// type first, and hands the redactions on to this strategy.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) throws -> Value
  ) -> Snapshotting<NewValue> {
    let render = renderValue
    return Snapshotting<NewValue>(
      pathExtension: pathExtension, appliesRedactions: appliesRedactions,
      ownRedactions: ownRedactions, redactionRefusal: redactionRefusal
    ) { value, redactions in try render(transform(value), redactions) }
  }

  /// Why this strategy cannot render with `redactions`, or `nil` when it
  /// can: it does not apply redactions and is given some.
  func refusal(of redactions: [Redaction]) -> String? {
    guard !appliesRedactions, let first = redactions.first else { return nil }
    let more = redactions.count == 1 ? "" : " and \(redactions.count - 1) more"
    if let redactionRefusal {
      return redactionRefusal + ", so \(first)\(more) would be silently ignored. Assert this "
        + "value without redactions, or give its components steady text."
    }
    return "it was made with Snapshotting(pathExtension:render:), whose render function is "
      + "not given redactions, so \(first)\(more) would be silently ignored. Make it with "
      + "Snapshotting(pathExtension:renderRedacting:) and hand them to its renderer, or assert "
      + "this value without redactions."
  }
}

extension Snapshotting where Value: Snapshottable {
  /// The text rendering, in a `.txt` file.
  public static var text: Snapshotting { .text(TextRenderer()) }

  /// The JSON rendering, in a `.json` file.
  public static var json: Snapshotting { .json(JSONRenderer()) }

  /// The rendering of a configured text renderer, in a `.txt` file.
  ///
  /// An assertion's redactions, its scopes' and its own, apply after the
  /// renderer's `TextRenderer.redactions`.
  public static func text(_ renderer: TextRenderer) -> Snapshotting {
    Snapshotting(
      pathExtension: "txt", appliesRedactions: true, ownRedactions: renderer.redactions
    ) { value, redactions in
      var renderer = renderer
      if !redactions.isEmpty { renderer.redactions += redactions }
      return try renderer.render(value)
    }
  }

  /// The rendering of a configured JSON renderer, in a `.json` file.
  ///
  /// An assertion's redactions, its scopes' and its own, apply after the
  /// renderer's `JSONRenderer.redactions`.
  public static func json(_ renderer: JSONRenderer) -> Snapshotting {
    Snapshotting(
      pathExtension: "json", appliesRedactions: true, ownRedactions: renderer.redactions
    ) { value, redactions in
      var renderer = renderer
      if !redactions.isEmpty { renderer.redactions += redactions }
      return try renderer.render(value)
    }
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
  ///   [0]: Label "Loading…" #000000FF body
  ///   [1]: Label "3 orders" #000000FF body
  /// ```
  ///
  /// An assertion's redactions apply to each frame, and numbered names are
  /// numbered over the whole timeline, so two frames that show the same id
  /// show the same numbered name.
  public static var text: Snapshotting { .text(TextRenderer()) }

  /// A timeline rendered by a configured text renderer.
  ///
  /// The renderer's own `TextRenderer.redactions` select in the array of
  /// frames, as `renderer.render(frames)` would (`[0].id`, `[].id`). An
  /// assertion's redactions, its scopes' and its own, apply to each frame
  /// after them: `redacting: [.number("id")]` selects every frame's
  /// `id`, as `[].id` would, so the redactions that suit one frame's
  /// assertion suit a timeline of such frames, and a message names them
  /// with their `[]`.
  ///
  /// ```swift
  /// struct Row: ViewModel { var id: String }
  /// let frames = [Row(id: "9F2C"), Row(id: "41AA"), Row(id: "9F2C")]
  /// let timeline = Snapshotting<[Row]>.text
  /// print(try timeline.render(frames, redacting: [.number("id")]), terminator: "")
  /// ```
  /// ```text
  /// Timeline of Row, 3 frames
  ///   [0]: Row
  ///     id: "<id 1>"
  ///   [1]: Row
  ///     id: "<id 2>"
  ///   [2]: Row
  ///     id: "<id 1>"
  /// ```
  public static func text(_ renderer: TextRenderer) -> Snapshotting {
    Snapshotting(
      pathExtension: "txt", appliesRedactions: true, ownRedactions: renderer.redactions
    ) { frames, redactions in
      var renderer = renderer
      if !redactions.isEmpty { renderer.redactions += redactions.map { $0.appliedToEachElement() } }
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
