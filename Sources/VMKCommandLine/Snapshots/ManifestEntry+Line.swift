import ViewModelSnapshotFormat

extension ManifestEntry {
  /// The entry one manifest line holds, read as ``ManifestEntry/init(from:)``
  /// reads it through `JSONDecoder`, but with the package's own JSON
  /// reader, many times faster: `vmk obsolete` reads tens of thousands of
  /// lines. `nil` for a line that is not an entry (an audit line, a line
  /// cut off, a hand edit).
  init?(manifestLine bytes: ArraySlice<UInt8>) {
    guard let value = try? JSONValue(parsing: Array(bytes)),
      let run = value["run"]?.string, let outcome = value["outcome"]?.string.flatMap(Outcome.init),
      let path = value["path"]?.string, let test = value["test"]?.string
    else { return nil }
    var source: Source?
    if let location = value["source"], let file = location["file"]?.string,
      case .number(let number)? = location["line"], let line = Int(number)
    {
      source = Source(file: file, line: line)
    }
    self.init(
      run: run, outcome: outcome, path: path, test: test, source: source,
      owner: value["owner"]?.string)
  }
}
