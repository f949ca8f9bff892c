/// How far a task has come, or that it is under way: what a
/// `UIProgressView`, a `UIActivityIndicatorView` or SwiftUI `ProgressView`
/// is set from.
///
/// A `nil` fraction is indeterminate progress, drawn as a spinner. A
/// fraction is kept as given, even outside 0...1, so that a snapshot shows
/// the mistake rather than hiding it: text renderings write
/// `(out of range)` after it, and HTML drawings fill the bar no further
/// than its ends.
///
/// ```swift
/// print(try TextRenderer().render(ProgressViewModel()), terminator: "")
/// let upload = ProgressViewModel(fraction: 0.4, label: "Uploading")
/// print(try TextRenderer().render(upload), terminator: "")
/// ```
/// ```text
/// Progress indeterminate
/// Progress "Uploading" 0.4
/// ```
public struct ProgressViewModel: ViewModel, Hashable {
  /// The part done, from 0 to 1; `nil` while it is not known.
  public let fraction: Double?
  /// The text shown with the progress, such as `Uploading`.
  public let label: String?
  /// What assistive technologies announce.
  public let accessibility: Accessibility

  /// Creates a progress view; every property has a default, and the
  /// default progress is indeterminate.
  public init(
    fraction: Double? = nil, label: String? = nil, accessibility: Accessibility = Accessibility()
  ) {
    self.fraction = fraction
    self.label = label
    self.accessibility = accessibility
  }

  /// Whether the progress is indeterminate: a spinner rather than a bar.
  public var isIndeterminate: Bool { fraction == nil }

  /// Whether the fraction lies within 0...1, or there is none; `false` for NaN.
  public var isFractionInRange: Bool {
    guard let fraction else { return true }
    return (0...1).contains(fraction)
  }
}

extension ProgressViewModel: Component {
  package static var typeName: String { "Progress" }

  /// Text renderings show `Progress`, the label quoted when there is one,
  /// then the fraction or `indeterminate`; `(out of range)` follows a
  /// fraction outside 0...1.
  func writeCompactText(into line: inout CompactTextWriter) {
    let label = label
    line.part(ComponentKey.label, shown: label != nil) { $0.quoted(label ?? "") }
    if let fraction {
      line.part(ComponentKey.fraction) { $0.number(fraction) }
      if !isFractionInRange { line.word("(out of range)") }
    } else {
      line.part(ComponentKey.fraction) { $0.word("indeterminate") }
    }
  }

  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool)
    throws
  {
    if !isText {
      try container.encodeIfPresent(fraction, forKey: .fraction)
      try container.encodeIfPresent(label, forKey: .label)
    }
    try container.encodeAccessibility(accessibility)
  }
}
