public import Foundation

/// An image from the asset catalog, a system symbol or a URL: what a
/// `UIImageView` or SwiftUI `Image` is set from.
///
/// ```swift
/// let avatar = ImageViewModel(source: .system("person.circle"), tint: .gray)
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

  /// Where an image comes from.
  public enum Source: Sendable, Hashable {
    /// An image in the app's asset catalog.
    case asset(String)
    /// A system symbol, such as `"star.fill"`.
    case system(String)
    /// An image loaded from a URL.
    case url(URL)
  }

  /// How an image fits its frame.
  public enum ContentMode: String, Sendable, Hashable, CaseIterable, RenderedAsWord {
    /// Scaled to fit inside, keeping its aspect ratio.
    case fit
    /// Scaled to cover, keeping its aspect ratio; may be cropped.
    case fill
    /// Stretched to the frame.
    case stretch
    /// Centered at its own size.
    case center
  }
}

extension ImageViewModel: Component {
  static var typeName: String { "Image" }

  /// Text renderings show `Image asset "name"`, `Image symbol "name"`,
  /// `Image url "…"` or `Image none`, then the tint and the content mode
  /// when it is not `fit`.
  func summary(into line: inout SummaryLine) {
    switch source {
    case .asset(let name): line.labeled("asset", name)
    case .system(let name): line.labeled("symbol", name)
    case .url(let url): line.labeled("url", url.absoluteString)
    case nil: line.word("none")
    }
    if let tint {
      line.word("tint")
      line.color(tint)
    }
    if contentMode != .fit { line.word(contentMode.rawValue) }
  }

  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool) throws {
    if !isText {
      try container.encodeIfPresent(source, forKey: .source)
      try container.encodeIfPresent(tint, forKey: .tint)
      try container.encode(contentMode, forKey: .contentMode)
    }
    try container.encodeAccessibility(accessibility)
  }
}

extension ImageViewModel.Source: Encodable {
  /// Encodes `{"asset": name}`, `{"system": name}` or `{"url": "…"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .asset(let name): try container.encode(name, forKey: .asset)
    case .system(let name): try container.encode(name, forKey: .system)
    case .url(let url): try container.encode(url.absoluteString, forKey: .url)
    }
  }

  private enum CodingKeys: String, CodingKey { case asset, system, url }
}
