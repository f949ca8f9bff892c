/// The keys a person presses, one at a time, for `vmk review`.
package protocol KeyInput: AnyObject {
  /// The next key pressed, or `nil` when the input has ended.
  func nextKey() -> Character?
}
