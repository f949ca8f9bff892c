/// A named function from a model to a view model, so that one mapping can
/// run over many models: every input of a fixture-driven snapshot test, or
/// the rows of a benchmark.
///
/// The usual way to adapt a model is an initializer on the view model, such
/// as `EmojiCardViewModel(model:onTap:)`; an adapter names such a function
/// and carries it around.
///
/// ```swift
/// let greeting = Adapter<String, LabelViewModel>("greeting") { name in
///   LabelViewModel(text: "Hello, \(name)!")
/// }
/// for label in greeting.adapt(["Ada", "Grace"]) {
///   print(label.text)
/// }
/// ```
/// ```text
/// Hello, Ada!
/// Hello, Grace!
/// ```
public struct Adapter<Model, Output>: Sendable {
  /// A readable name, used in test names and reports.
  public let name: String

  private let transform: @Sendable (Model) -> Output

  /// Creates an adapter.
  ///
  /// - Parameters:
  ///   - name: A readable name, such as `"emoji card"`.
  ///   - transform: The mapping from a model to its view model.
  public init(_ name: String, _ transform: @escaping @Sendable (Model) -> Output) {
    self.name = name
    self.transform = transform
  }

  /// The view model for `model`.
  public func callAsFunction(_ model: Model) -> Output {
    transform(model)
  }

  /// The view models for `models`, in order.
  public func adapt(_ models: some Sequence<Model>) -> [Output] {
    models.map(transform)
  }

  /// An adapter that transforms this adapter's output further.
  public func map<NewOutput>(
    _ transform: @escaping @Sendable (Output) -> NewOutput
  ) -> Adapter<Model, NewOutput> {
    let first = self.transform
    return Adapter<Model, NewOutput>(name) { transform(first($0)) }
  }
}
