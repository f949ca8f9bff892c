public import ViewModelAccessibility

extension Snapshotting where Value: Snapshottable {
  /// What a screen reader announces, element by element in reading order,
  /// in an `.a11y.txt` file: the rendering of `AccessibilityRenderer`.
  ///
  /// ```swift
  /// let like = ButtonViewModel(title: "♥", onTap: Action("post.like") {},
  ///   accessibility: Accessibility(label: "Like"))
  /// print(try Snapshotting.accessibility.render(like), terminator: "")
  /// ```
  /// ```text
  /// 1 element in reading order
  /// "Like" [button] → post.like
  /// ```
  ///
  /// The file sits next to the text and JSON snapshots of the same test,
  /// `<test>.a11y.txt`, and `vmk` lists, diffs, reviews and accepts it as
  /// it does them. The extension is short because snapshot extensions keep
  /// at most 16 bytes, and `accessibility.txt` has 17.
  ///
  /// The rendering cannot redact: redactions select fields of the value's
  /// text and JSON renderings, and the accessibility rendering reads
  /// labels, values and ids from the components instead. An assertion that
  /// asks it to redact fails and says so, rather than ignore them.
  public static var accessibility: Snapshotting { .accessibility(AccessibilityRenderer()) }

  /// The rendering of a configured accessibility renderer, in an
  /// `.a11y.txt` file.
  public static func accessibility(_ renderer: AccessibilityRenderer) -> Snapshotting {
    Snapshotting(
      pathExtension: "a11y.txt", appliesRedactions: false, ownRedactions: [],
      redactionRefusal: "the accessibility rendering reads labels, values and ids from the "
        + "components, where redactions do not apply"
    ) { value, _ in try renderer.render(value) }
  }
}
