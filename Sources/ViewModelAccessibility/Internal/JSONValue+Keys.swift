package import ViewModelKit
package import ViewModelNotation
package import ViewModelSnapshotFormat

// The JSON readers (the accessibility nodes here, the HTML drawing) read
// members by the keys that ViewModelKit writes them with,
// never by names typed again here: renaming a member there breaks this
// library's build instead of drawing a grey box of fields.

/// The members of a font's JSON form: `kind`, `size`, `weight`, `style`, `family`.
package typealias FontKey = Font.CodingKeys
/// The members of a run of styled text: `text`, `color`, `font`, ….
package typealias RunKey = AttributedText.Run.CodingKeys
/// The member that holds styled text's runs: `runs`.
package typealias StyledTextKey = AttributedText.CodingKeys
/// The members of accessibility: `label`, `hint`, `identifier`, `traits`.
package typealias AccessibilityKey = Accessibility.CodingKeys
/// The members of a custom action: `name`, `action`.
package typealias CustomActionKey = Accessibility.CustomAction.CodingKeys
/// The member of an asset colour: `asset`.
package typealias ColorAssetKey = Color.AssetKey
/// The members of an image's source: `asset`, `symbol`, `url`.
package typealias ImageSourceKey = ImageViewModel.Source.CodingKeys

/// The members of a segmented picker's option: `id`, `title`.
package typealias OptionKey = SegmentedPickerViewModel.Option.CodingKeys

extension JSONValue {
  /// The member `key` of an object, named by one of ViewModelKit's keys;
  /// `nil` for a missing member or a non-object.
  package subscript(key: some CodingKey) -> JSONValue? {
    self[key.stringValue]
  }

  /// The member `key` of a component, written `value[.text]`.
  package subscript(key: ComponentKey) -> JSONValue? {
    self[key.stringValue]
  }
}

extension CodingKey where Self: CaseIterable {
  /// The names of every member, as a JSON form writes them.
  package static var names: Set<String> {
    Set(allCases.map(\.stringValue))
  }
}

extension FieldPath.Step {
  /// A component's member `key`: `.title`.
  package static func member(_ key: ComponentKey) -> Self {
    .member(key.stringValue)
  }
}
