/// A value picked along a range by dragging a thumb: what a `UISlider` or
/// SwiftUI `Slider` is set from.
///
/// The value is kept as given, even outside the range, so that a snapshot
/// shows the mistake rather than hiding it: text renderings write
/// `(out of range)` after such a value, and a step that is not a positive
/// finite number reads `(invalid)`. HTML drawings place the thumb at the
/// nearer end.
///
/// ```swift
/// let volume = SliderViewModel(
///   value: 0.25, range: 0...1, step: 0.05, onChange: Action("player.volume") { print("to", $0) })
/// print(try TextRenderer().render(volume), terminator: "")
/// volume.onChange?(0.5)
/// print(try TextRenderer().render(SliderViewModel(value: 12, range: 0...10)), terminator: "")
/// ```
/// ```text
/// Slider 0.25 range 0...1 step 0.05 onChange: → player.volume
/// to 0.5
/// Slider 12 (out of range) range 0...10
/// ```
public struct SliderViewModel: ViewModel, Hashable {
  /// Where the thumb is; may lie outside `range`, see ``isValueInRange``.
  public let value: Double
  /// The values the slider spans, from its minimum to its maximum.
  public let range: ClosedRange<Double>
  /// The distance between values the thumb stops at; `nil` for a
  /// continuous slider.
  public let step: Double?
  /// What dragging the thumb does, given the new value.
  public let onChange: Action<Double>?
  /// What assistive technologies announce.
  public let accessibility: Accessibility

  /// Creates a slider; every property has a default.
  public init(
    value: Double = 0, range: ClosedRange<Double> = 0...1, step: Double? = nil,
    onChange: Action<Double>? = nil, accessibility: Accessibility = Accessibility()
  ) {
    self.value = value
    self.range = range
    self.step = step
    self.onChange = onChange
    self.accessibility = accessibility
  }

  /// Whether `value` lies within `range`; `false` for NaN.
  public var isValueInRange: Bool { range.contains(value) }

  /// Whether `step` is absent or a positive finite number.
  public var isStepValid: Bool {
    guard let step else { return true }
    return step.isFinite && step > 0
  }
}

extension SliderViewModel: Component {
  package static var typeName: String { "Slider" }

  /// Text renderings show `Slider 0.5 range 0...1`, then `step 0.1` when
  /// there is a step and `onChange: → id`; `(out of range)` follows a value
  /// outside the range and `(invalid)` a step that is not positive.
  func writeCompactText(into line: inout CompactTextWriter) {
    let (value, range) = (value, range)
    line.part(ComponentKey.value) { $0.number(value) }
    if !isValueInRange { line.word("(out of range)") }
    line.word("range")
    line.part(ComponentKey.range) { $0.range(range) }
    if let step {
      line.word("step")
      line.part(ComponentKey.step) { $0.number(step) }
      if !isStepValid { line.word("(invalid)") }
    } else {
      line.part(ComponentKey.step, shown: false) { _ in }
    }
    line.action("onChange:", onChange, field: .onChange)
  }

  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool)
    throws
  {
    if !isText {
      try container.encode(value, forKey: .value)
      try container.encode([range.lowerBound, range.upperBound], forKey: .range)
      try container.encodeIfPresent(step, forKey: .step)
      try container.encodeIfPresent(onChange, forKey: .onChange)
    }
    try container.encodeAccessibility(accessibility)
  }
}
