/// The text rendering of a value, without its trailing newline:
/// what the library's `description`s return, so that they always agree
/// with what snapshots show.
func textForm(_ value: some Encodable) -> String {
  guard let rendering = try? TextRenderer().render(value) else { return "<unrenderable>" }
  return String(rendering.dropLast())
}
