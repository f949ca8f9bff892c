/// A view model of any type, for collections of mixed children such as a
/// stack's or a list's rows.
///
/// Renderings show the wrapped view model under its own type name, and JSON
/// renderings add a `"type"` member naming it, so a rendering can be drawn
/// again. Two wrappers are equal when they wrap equal values of the same type.
///
/// ```swift
/// let children = [AnyViewModel(LabelViewModel(text: "Hi")), AnyViewModel(ButtonViewModel(title: "OK"))]
/// print(children[0] == AnyViewModel(LabelViewModel(text: "Hi")))
/// ```
/// ```text
/// true
/// ```
public struct AnyViewModel: ViewModel, Hashable {
  /// The wrapped view model.
  public let base: any ViewModel

  /// Wraps `base`; wrapping a wrapper keeps the innermost value.
  public init(_ base: some ViewModel) {
    if let wrapper = base as? AnyViewModel {
      self = wrapper
    } else {
      self.base = base
    }
  }

  /// Whether both wrap view models of the same type that are equal.
  public static func == (lhs: AnyViewModel, rhs: AnyViewModel) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  /// Hashes the wrapped type only: equal wrappers wrap the same type, so
  /// this agrees with `==` without asking every view model to be hashable.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
  }

}

extension AnyViewModel: RenderableByLibrary {
  /// Renders the wrapped value under its own type name.
  func renderText(into renderer: RenderEncoder) throws {
    try renderJSON(into: renderer)
  }

  /// Renders the wrapped value, naming its type in a `"type"` member unless
  /// it is a component, which names itself.
  func renderJSON(into renderer: RenderEncoder) throws {
    if base is any Component {
      try renderer.encodeValue(base)
    } else {
      try renderer.encodeTagged(base)
    }
  }

  func encodePlain(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(base)
  }
}
