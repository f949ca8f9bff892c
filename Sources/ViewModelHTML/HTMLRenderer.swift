public import ViewModelKit
import ViewModelSnapshotFormat

/// Renders a value as a self-contained HTML fragment that draws its
/// components as a phone would show them.
///
/// Labels show their text in their colour, font, alignment and line limit,
/// styled runs included; buttons are rounded, dimmed when disabled, with
/// their action as a tooltip (`onTap: → id`); images are dashed
/// placeholders that name their asset, symbol or URL; text fields show
/// their text or placeholder, toggles a switch, stacks and lists their
/// children. An accessibility label is a tooltip. Any other struct is a
/// titled box of its fields, the root's titled with its type's name;
/// colours show as swatches, and an action held by a field named as the
/// components name theirs (`on` and a capital: `onChange`) as `→ id`. A
/// struct's `background` or `backgroundColor` colour paints its box.
///
/// The drawing is made from the value's `JSONRenderer` form, the same
/// one that JSON snapshots hold, so a view model and its snapshot file draw
/// alike. The same value always gives the same bytes. Every string from
/// the value is escaped: none becomes markup, a link or a script. A
/// character a reader could not see, a control or invisible one, shows as
/// the escape a text rendering writes for it (`\u{1B}`, `\u{200B}`), set
/// apart by the style sheet's `vmk-escape` class. The output ends with one
/// newline.
///
/// It lives in the ViewModelHTML library, apart from ViewModelKit, so that
/// apps do not ship it: a test target or a tool depends on the
/// `ViewModelHTML` product and writes `import ViewModelHTML`.
///
/// ```swift
/// let html = try HTMLRenderer(includesStyleSheet: false).render(LabelViewModel(text: "Hi"))
/// print(html, terminator: "")
/// ```
/// ```text
/// <div class="vmk-screen">
/// <div class="vmk-label vmk-text vmk-lines-1" style="color:#000000FF;font-size:17px;font-weight:400;text-align:start">Hi</div>
/// </div>
/// ```
public struct HTMLRenderer: Renderer {
  /// Whether the output starts with a `<style>` element holding the style
  /// sheet that the fragment's `vmk-` classes need.
  ///
  /// Leave it set for a fragment that looks right on its own; clear it when
  /// a page holds many fragments and its style sheet once.
  public var includesStyleSheet: Bool

  /// How deeply values may nest: 512 levels, each struct, array,
  /// dictionary or wrapper that holds another value counting as one.
  /// Deeper values throw a `RenderingError`.
  public static var maximumDepth: Int { JSONValue.maximumDepth }

  /// The values to hide or steady before anything is drawn, such as ids
  /// and dates; none by default. They apply to the JSON form the drawing
  /// is made from, as `JSONRenderer.redactions` do, so the HTML shows
  /// what a JSON snapshot with the same redactions holds.
  ///
  /// A redaction that finds nothing, unless it is optional, a selector
  /// that does not parse, and a redaction that does not suit the value it
  /// finds (rounding a string) each make rendering throw a
  /// `RenderingError` that names the redaction and the path.
  ///
  /// ```swift
  /// let renderer = HTMLRenderer(
  ///   includesStyleSheet: false, redactions: [.replace("text", with: "<date>")])
  /// print(try renderer.render(LabelViewModel(text: "3 minutes ago")), terminator: "")
  /// ```
  /// ```text
  /// <div class="vmk-screen">
  /// <div class="vmk-label vmk-text vmk-lines-1" style="color:#000000FF;font-size:17px;font-weight:400;text-align:start">&lt;date&gt;</div>
  /// </div>
  /// ```
  public var redactions: [Redaction]

  /// Creates an HTML renderer.
  ///
  /// - Parameters:
  ///   - includesStyleSheet: Whether to start the output with the style
  ///     sheet, so that it is self-contained; `true` by default.
  ///   - redactions: The values to hide or steady; none by default.
  public init(includesStyleSheet: Bool = true, redactions: [Redaction] = []) {
    self.includesStyleSheet = includesStyleSheet
    self.redactions = redactions
  }

  /// Renders `value` as HTML.
  ///
  /// - Throws: `RenderingError` when the value cannot be rendered, or is
  ///   nested more than ``maximumDepth`` levels deep.
  public func render<Value: Encodable>(_ value: Value) throws -> String {
    let configuration = RenderConfiguration(
      format: .json, sortsKeys: false, maximumDepth: Self.maximumDepth, redactions: redactions)
    return try configuration.render(value) { bytes in
      let json: JSONValue
      do {
        json = try JSONValue(parsing: bytes)
      } catch {
        throw RenderingError(
          rootType: String(describing: Value.self), path: "",
          reason: "its JSON form could not be read back (\(error))")
      }
      var html = includesStyleSheet ? "<style>\n" + HTMLDrawing.styleSheet + "</style>\n" : ""
      html += HTMLDrawing.fragment(json, title: String(describing: Value.self))
      html += "\n"
      return html
    }
  }
}
