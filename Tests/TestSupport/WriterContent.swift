/// What the snapshot writer probe writes: a text whose every line names
/// its round and file, ending in a line that says it is complete.
public enum WriterContent {
  /// Lines in one file: about 2 MB.
  public static let lineCount = 40_000

  /// The file `file`'s text in round `round`.
  public static func text(round: Int, file: Int) -> String {
    var text = "round \(round) file \(file)\n"
    text.reserveCapacity(lineCount * 52)
    let line = "r\(round) f\(file) " + String(repeating: "·", count: 20) + "\n"
    for _ in 0..<lineCount { text += line }
    return text + "complete \(round) \(file)\n"
  }

  /// The round of a complete file `file`, or `nil` when `text` is not
  /// exactly what some round writes.
  public static func round(of text: String, file: Int) -> Int? {
    guard let header = text.split(separator: "\n", maxSplits: 1).first,
      header.hasPrefix("round "), let round = Int(header.dropFirst(6).prefix { $0 != " " }),
      text == self.text(round: round, file: file)
    else { return nil }
    return round
  }
}
