/// A row of segments, one of them selected: what a `UISegmentedControl` or
/// SwiftUI `Picker` with the segmented style is set from.
///
/// Options are named by ids, which the selection and `onChange` use, and
/// show their titles. A selection that is not among the options is kept as
/// given, so that a snapshot shows the mistake rather than hiding it: text
/// renderings write `(not an option)` after it, and HTML drawings highlight
/// no segment. Options that share an id read `(duplicate ids)`.
///
/// ```swift
/// let range = SegmentedPickerViewModel(
///   options: [.init(id: "day", title: "Day"), .init(id: "week", title: "Week")],
///   selection: "week", onChange: Action("calendar.range") { print("picked", $0) })
/// print(try TextRenderer().render(range), terminator: "")
/// range.onChange?("day")
/// ```
/// ```text
/// SegmentedPicker day "Day" week "Week" selection week onChange: → calendar.range
/// picked day
/// ```
public struct SegmentedPickerViewModel: ViewModel, Hashable {
  /// The segments, in order.
  public let options: [Option]
  /// The id of the selected option; `nil` when none is selected.
  public let selection: String?
  /// What picking a segment does, given its option's id.
  public let onChange: Action<String>?
  /// What assistive technologies announce.
  public let accessibility: Accessibility

  /// Creates a segmented picker; every property has a default.
  public init(
    options: [Option] = [], selection: String? = nil, onChange: Action<String>? = nil,
    accessibility: Accessibility = Accessibility()
  ) {
    self.options = options
    self.selection = selection
    self.onChange = onChange
    self.accessibility = accessibility
  }

  /// Whether the selection is the id of one of the options, or there is none.
  public var isSelectionAnOption: Bool {
    guard let selection else { return true }
    return options.contains { $0.id == selection }
  }

  /// Whether every option has an id of its own.
  public var hasUniqueIDs: Bool {
    Set(options.map(\.id)).count == options.count
  }

  /// One segment: the id the selection names it by and the title it shows.
  public struct Option: Sendable, Hashable, Encodable {
    /// The name the selection and `onChange` use.
    public let id: String
    /// The text the segment shows.
    public let title: String

    /// Creates an option.
    public init(id: String, title: String) {
      self.id = id
      self.title = title
    }

    /// The members of an option's JSON form. Declared, not left to the
    /// compiler, so that ViewModelHTML reads them by these names; the
    /// encoding stays synthesized, and a renamed property breaks the build.
    package enum CodingKeys: String, CodingKey, CaseIterable {
      case id, title
    }
  }
}

extension SegmentedPickerViewModel: Component {
  package static var typeName: String { "SegmentedPicker" }

  /// Text renderings show `SegmentedPicker`, each option's id and quoted
  /// title, then `selection id` or `no selection`, then `onChange: → id`.
  /// `(duplicate ids)` follows the options when ids repeat, and
  /// `(not an option)` a selection that names none of them.
  func writeCompactText(into line: inout CompactTextWriter) {
    for option in options {
      line.identifier(option.id)
      line.quoted(option.title)
    }
    if !hasUniqueIDs { line.word("(duplicate ids)") }
    if let selection {
      line.word("selection")
      line.part(ComponentKey.selection) { $0.identifier(selection) }
      if !isSelectionAnOption { line.word("(not an option)") }
    } else {
      line.part(ComponentKey.selection) { $0.word("no selection") }
    }
    line.action("onChange:", onChange, field: .onChange)
  }

  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool)
    throws
  {
    if !isText {
      try container.encode(options, forKey: .options)
      try container.encodeIfPresent(selection, forKey: .selection)
      try container.encodeIfPresent(onChange, forKey: .onChange)
    }
    try container.encodeAccessibility(accessibility)
  }
}
