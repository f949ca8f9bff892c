/// A named, sendable function from a model to a view model: call it on one
/// model, run it over a sequence of models, or `map` its result further.
///
/// The usual way to adapt a model is an initializer on the view model, such
/// as `EmojiCardViewModel(model:onTap:)`; an adapter wraps such a function
/// in a value that can be stored and passed around. `assertSnapshots(of:inputs:)`
/// in `ViewModelSnapshotTesting` takes one and runs it over every input
/// file of a fixture-driven snapshot test.
///
/// ```swift
/// let greeting = Adapter<String, LabelViewModel>("greeting") { name in
///   LabelViewModel(text: "Hello, \(name)!")
/// }
/// print(greeting("Ada").text)
/// for label in greeting.adapt(["Grace", "Edsger"]) {
///   print(label.text)
/// }
/// let shouting = greeting.map { LabelViewModel(text: $0.text.string.uppercased()) }
/// print(shouting.name, shouting("Barbara").text)
/// ```
/// ```text
/// Hello, Ada!
/// Hello, Grace!
/// Hello, Edsger!
/// greeting HELLO, BARBARA!
/// ```
public struct Adapter<Model, Adapted>: Sendable {
  /// A readable name, such as `"emoji card"`, kept for the code that holds
  /// the adapter; ``map(_:)`` keeps it.
  public let name: String

  private let transform: @Sendable (Model) -> Adapted

  /// Creates an adapter.
  ///
  /// - Parameters:
  ///   - name: A readable name, such as `"emoji card"`.
  ///   - transform: The mapping from a model to its view model.
  public init(_ name: String, _ transform: @escaping @Sendable (Model) -> Adapted) {
    self.name = name
    self.transform = transform
  }

  /// The view model for `model`.
  public func callAsFunction(_ model: Model) -> Adapted {
    transform(model)
  }

  /// The view models for `models`, in order.
  public func adapt(_ models: some Sequence<Model>) -> [Adapted] {
    models.map(transform)
  }

  /// An adapter that transforms this adapter's result further.
  public func map<NewAdapted>(
    _ transform: @escaping @Sendable (Adapted) -> NewAdapted
  ) -> Adapter<Model, NewAdapted> {
    let first = self.transform
    return Adapter<Model, NewAdapted>(name) { transform(first($0)) }
  }
}
