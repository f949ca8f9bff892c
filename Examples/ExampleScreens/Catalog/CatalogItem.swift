public import ViewModelKit

/// One product of the catalog, as the loader returns it.
public struct CatalogItem: Sendable, Hashable {
  /// An id that stays the same between loads.
  public var id: String
  /// The product's name.
  public var name: String
  /// The price in cents.
  public var priceInCents: Int

  /// Creates an item.
  public init(id: String, name: String, priceInCents: Int) {
    self.id = id
    self.name = name
    self.priceInCents = priceInCents
  }
}

/// One row of the catalog: the product's name and its price.
///
/// ```swift
/// let row = CatalogItemViewModel(CatalogItem(id: "tea", name: "Green tea", priceInCents: 450))
/// print(try TextRenderer().render(row), terminator: "")
/// ```
/// ```text
/// CatalogItemViewModel
///   id: "tea"
///   name: Label "Green tea" #000000FF body
///   price: Label "$4.50" #8E8E93FF footnote
/// ```
public struct CatalogItemViewModel: ViewModel, Hashable {
  /// The item's id, which the view reports back when the row is tapped.
  public let id: String
  /// The product's name.
  public let name: LabelViewModel
  /// The price, in dollars.
  public let price: LabelViewModel

  /// Adapts an item.
  public init(_ item: CatalogItem) {
    id = item.id
    name = LabelViewModel(text: item.name, font: .body)
    price = LabelViewModel(
      text: Self.dollars(item.priceInCents), textColor: .gray, font: .footnote)
  }

  /// `$4.50` for 450 cents, `-$0.05` for -5: the same on every machine.
  static func dollars(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let magnitude = cents.magnitude
    let fraction = magnitude % 100
    return "\(sign)$\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

/// Where a ``CatalogScreen`` gets its items: a network client in an app,
/// a stub that a test completes by hand.
@MainActor
public protocol CatalogLoading {
  /// Starts loading the items and calls `completion` once, on the main
  /// actor, with the items or the error.
  func loadItems(completion: @escaping @MainActor (Result<[CatalogItem], any Error>) -> Void)
}
