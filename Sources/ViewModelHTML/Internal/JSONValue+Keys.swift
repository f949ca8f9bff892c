import ViewModelKit

// The drawing reads members by the keys that ViewModelKit writes them with,
// never by names typed again here: renaming a member there breaks this
// library's build instead of drawing a grey box of fields.

/// The members of a font's JSON form: `kind`, `size`, `weight`, `style`, `family`.
typealias FontKey = Font.CodingKeys
/// The members of a run of styled text: `text`, `color`, `font`, ….
typealias RunKey = AttributedText.Run.CodingKeys
/// The member that holds styled text's runs: `runs`.
typealias StyledTextKey = AttributedText.CodingKeys
/// The members of accessibility: `label`, `hint`, `identifier`, `traits`.
typealias AccessibilityKey = Accessibility.CodingKeys
/// The member of an asset colour: `asset`.
typealias ColorAssetKey = Color.AssetKey
/// The members of an image's source: `asset`, `symbol`, `url`.
typealias ImageSourceKey = ImageViewModel.Source.CodingKeys

/// The members of a segmented picker's option: `id`, `title`.
typealias OptionKey = SegmentedPickerViewModel.Option.CodingKeys

extension JSONValue {
  /// The member `key` of an object, named by one of ViewModelKit's keys;
  /// `nil` for a missing member or a non-object.
  subscript(key: some CodingKey) -> JSONValue? {
    self[key.stringValue]
  }

  /// The member `key` of a component, written `value[.text]`.
  subscript(key: ComponentKey) -> JSONValue? {
    self[key.stringValue]
  }
}

extension CodingKey where Self: CaseIterable {
  /// The names of every member, as a JSON form writes them.
  static var names: Set<String> {
    Set(allCases.map(\.stringValue))
  }
}
