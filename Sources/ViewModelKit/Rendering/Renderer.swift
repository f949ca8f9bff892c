/// Turns a value, usually a view model, into a rendering such as text, JSON
/// or HTML.
///
/// ViewModelKit ships ``TextRenderer`` and ``JSONRenderer``, which stream
/// the value's `Encodable` conformance into one buffer; the ViewModelHTML
/// library adds `HTMLRenderer`, which draws the JSON form. All three
/// produce the same bytes for the same value on every run and platform.
/// Adopt the protocol to add a format of your own:
///
/// ```swift
/// struct LineCountRenderer: Renderer {
///   func render<Value: Encodable>(_ value: Value) throws -> Int {
///     try TextRenderer().render(value).split(separator: "\n").count
///   }
/// }
///
/// print(try LineCountRenderer().render(LabelViewModel(text: "Hi")))
/// ```
/// ```text
/// 1
/// ```
public protocol Renderer<Rendering>: Sendable {
  /// What a rendering produces, such as `String` or `Data`.
  associatedtype Rendering

  /// Renders `value`.
  ///
  /// - Parameter value: The view model or other value to render.
  /// - Returns: The rendering.
  /// - Throws: ``RenderingError`` when the value cannot be rendered.
  func render<Value: Encodable>(_ value: Value) throws -> Rendering
}
