/// The reason a value could not be rendered, with where in the value it happened.
///
/// Rendering never traps on bad input: a value whose `encode(to:)` throws, a
/// key written twice, nesting deeper than the renderer's maximum depth, or a
/// misuse of encoding containers all end in this error.
///
/// ```swift
/// struct Broken: Encodable {
///   func encode(to encoder: any Encoder) throws {
///     throw EncodingError.invalidValue(
///       0, .init(codingPath: [], debugDescription: "no way"))
///   }
/// }
/// do {
///   _ = try TextRenderer().render(["a": Broken()])
/// } catch let error as RenderingError {
///   print(error)
/// }
/// ```
/// ```text
/// Cannot render Dictionary<String, Broken> at ["a"]: Broken threw: no way
/// ```
public struct RenderingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The name of the type that was being rendered.
  public let rootType: String
  /// Where in the value it happened, such as `rows[2].price`; empty at the root.
  ///
  /// A path of more than 12 steps shows its first and last four and how many
  /// it leaves out between them, such as
  /// `children[0].children[0] … (4,992 more) … children[0].children[0]`.
  public let path: String
  /// What went wrong.
  public let reason: String

  /// Stated so that renderers in the package's other libraries, such as
  /// ViewModelHTML's, can report errors of their own.
  package init(rootType: String, path: String, reason: String) {
    self.rootType = rootType
    self.path = path
    self.reason = reason
  }

  /// One line naming the root type, the path and the reason.
  public var description: String {
    let location = path.isEmpty ? "" : " at \(path)"
    return "Cannot render \(rootType)\(location): \(reason)"
  }
}
