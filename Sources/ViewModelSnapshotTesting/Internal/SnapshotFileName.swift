/// Turns test names and snapshot names into file names that are safe on
/// every file system: ASCII letters, digits, `_`, `-` and single dots, no
/// path separators, no `..`, at most 100 characters.
enum SnapshotFileName {
  /// The test's part of a file name: `emojiCard(emoji:)` becomes `emojiCard`.
  static func test(_ function: String) -> String {
    let name = function.prefix { $0 != "(" }
    return sanitize(String(name.isEmpty ? Substring(function) : name))
  }

  /// A name made safe: characters outside the safe set become `_`.
  static func sanitize(_ raw: String) -> String {
    var result = ""
    var previousWasDot = true  // no leading dot
    for scalar in raw.unicodeScalars {
      if scalar == "." {
        if !previousWasDot { result.append(".") }
        previousWasDot = true
        continue
      }
      previousWasDot = false
      let isSafe =
        scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
          || scalar == "-")
      result.unicodeScalars.append(isSafe ? scalar : "_")
    }
    while result.hasSuffix(".") { result.removeLast() }
    if result.isEmpty { result = "_" }
    return String(result.prefix(100))
  }

  /// The file name of a snapshot: `<test>[.<name>].<extension>`.
  static func snapshot(test: String, name: String?, pathExtension: String) -> String {
    var file = self.test(test)
    if let name { file += "." + sanitize(name) }
    return file + "." + sanitize(pathExtension)
  }
}
