public import Foundation

/// An image from the asset catalog, a system symbol or a URL: what a
/// `UIImageView` or SwiftUI `Image` is set from.
///
/// ```swift
/// let avatar = ImageViewModel(source: .symbol("person.circle"), tint: .gray)
/// print(try TextRenderer().render(avatar), terminator: "")
/// ```
/// ```text
/// Image symbol "person.circle" tint #8E8E93FF
/// ```
public struct ImageViewModel: ViewModel, Hashable {
  /// Where the image comes from; `nil` shows no image.
  public let source: Source?
  /// A color that template images and symbols are drawn in.
  public let tint: Color?
  /// How the image fits its frame.
  public let contentMode: ContentMode
  /// What assistive technologies announce.
  public let accessibility: Accessibility

  /// Creates an image; every property has a default.
  public init(
    source: Source? = nil, tint: Color? = nil, contentMode: ContentMode = .fit,
    accessibility: Accessibility = Accessibility()
  ) {
    self.source = source
    self.tint = tint
    self.contentMode = contentMode
    self.accessibility = accessibility
  }

  /// Where an image comes from: an asset, a symbol or a URL.
  ///
  /// A struct rather than an enumeration, so that a later version can add a
  /// kind of source. A view reads it back through ``assetName``,
  /// ``symbolName`` and ``url``, exactly one of which is set, where a
  /// SwiftUI view would call `Image(systemName:)`, `Image(_:)` or
  /// `AsyncImage(url:)`:
  ///
  /// ```swift
  /// func swiftUICall(for source: ImageViewModel.Source) -> String {
  ///   if let name = source.symbolName { return "Image(systemName: \"\(name)\")" }
  ///   if let name = source.assetName { return "Image(\"\(name)\")" }
  ///   if let url = source.url { return "AsyncImage(url: \(url))" }
  ///   return "EmptyView()"
  /// }
  /// print(swiftUICall(for: .symbol("star.fill")))
  /// print(swiftUICall(for: .asset("Logo")))
  /// print(swiftUICall(for: .url(URL(string: "https://example.com/a.png")!)))
  /// ```
  /// ```text
  /// Image(systemName: "star.fill")
  /// Image("Logo")
  /// AsyncImage(url: https://example.com/a.png)
  /// ```
  public struct Source: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
      case asset(String)
      case symbol(String)
      case url(URL)
    }

    let storage: Storage

    /// An image in the app's asset catalog, by name: `UIImage(named:)`.
    public static func asset(_ name: String) -> Source {
      Source(storage: .asset(name))
    }

    /// A system symbol, such as `"star.fill"`: `UIImage(systemName:)`.
    public static func symbol(_ name: String) -> Source {
      Source(storage: .symbol(name))
    }

    /// An image loaded from a URL.
    public static func url(_ url: URL) -> Source {
      Source(storage: .url(url))
    }

    /// The asset's name when the image is from the asset catalog; `nil`
    /// otherwise.
    ///
    /// ```swift
    /// print(ImageViewModel.Source.asset("Logo").assetName ?? "none")
    /// print(ImageViewModel.Source.symbol("star").assetName ?? "none")
    /// ```
    /// ```text
    /// Logo
    /// none
    /// ```
    public var assetName: String? {
      if case .asset(let name) = storage { name } else { nil }
    }

    /// The symbol's name when the image is a system symbol; `nil` otherwise.
    ///
    /// ```swift
    /// print(ImageViewModel.Source.symbol("star.fill").symbolName ?? "none")
    /// ```
    /// ```text
    /// star.fill
    /// ```
    public var symbolName: String? {
      if case .symbol(let name) = storage { name } else { nil }
    }

    /// The URL when the image is loaded from one; `nil` otherwise.
    ///
    /// ```swift
    /// let source = ImageViewModel.Source.url(URL(string: "https://example.com/a.png")!)
    /// print(source.url?.host ?? "none")
    /// ```
    /// ```text
    /// example.com
    /// ```
    public var url: URL? {
      if case .url(let url) = storage { url } else { nil }
    }
  }

  /// How an image fits its frame.
  ///
  /// A struct rather than an enumeration, so that a later version can add a
  /// content mode: a `switch` over it needs a `default:`.
  ///
  /// ```swift
  /// let banner = ImageViewModel(source: .asset("Banner"), contentMode: .fill)
  /// switch banner.contentMode {
  /// case .fill: print("clip to bounds")
  /// default: print("no clipping")
  /// }
  /// ```
  /// ```text
  /// clip to bounds
  /// ```
  public struct ContentMode: Sendable, Hashable, CaseIterable, OpenWordSet {
    enum Word: String, Sendable, CaseIterable { case fit, fill, stretch, center }

    let word: Word

    /// Scaled to fit inside, keeping its aspect ratio.
    public static let fit = ContentMode(word: .fit)
    /// Scaled to cover, keeping its aspect ratio; may be cropped.
    public static let fill = ContentMode(word: .fill)
    /// Stretched to the frame.
    public static let stretch = ContentMode(word: .stretch)
    /// Centered at its own size.
    public static let center = ContentMode(word: .center)
  }
}

extension ImageViewModel: Component {
  package static var typeName: String { "Image" }

  /// Text renderings show `Image asset "name"`, `Image symbol "name"`,
  /// `Image url "…"` or `Image none`, then the tint and the content mode
  /// when it is not `fit`.
  func writeCompactText(into line: inout CompactTextWriter) {
    let (storage, contentMode) = (source?.storage, contentMode)
    line.part(ComponentKey.source) { line in
      switch storage {
      case .asset(let name): line.labeled(Source.CodingKeys.asset, name)
      case .symbol(let name): line.labeled(Source.CodingKeys.symbol, name)
      case .url(let url): line.labeled(Source.CodingKeys.url, url.absoluteString)
      case nil: line.word("none")
      }
    }
    if let tint {
      line.word("tint")
      line.part(ComponentKey.tint) { $0.color(tint) }
    } else {
      line.part(ComponentKey.tint, shown: false) { _ in }
    }
    line.part(ComponentKey.contentMode, shown: contentMode != .fit) { $0.word(contentMode) }
  }

  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool)
    throws
  {
    if !isText {
      try container.encodeIfPresent(source, forKey: .source)
      try container.encodeIfPresent(tint, forKey: .tint)
      try container.encode(contentMode, forKey: .contentMode)
    }
    try container.encodeAccessibility(accessibility)
  }
}

extension ImageViewModel.Source: Encodable {
  /// Encodes `{"asset": name}`, `{"symbol": name}` or `{"url": "…"}`: the
  /// same word as the text rendering's `Image symbol "name"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch storage {
    case .asset(let name): try container.encode(name, forKey: .asset)
    case .symbol(let name): try container.encode(name, forKey: .symbol)
    case .url(let url): try container.encode(url.absoluteString, forKey: .url)
    }
  }

  /// The members, one of which a source has; ViewModelHTML reads them.
  package enum CodingKeys: String, CodingKey, CaseIterable { case asset, symbol, url }
}
