/// What the determinism check compares between processes: a digest of a
/// case's text, JSON and sorted JSON rendering, or of the error each threw.
public struct RobustnessDigests: Equatable, Sendable {
  public var text: String
  public var json: String
  public var sortedJSON: String

  public init(
    text: Result<[UInt8], any Error>, json: Result<[UInt8], any Error>,
    sortedJSON: Result<[UInt8], any Error>
  ) {
    self.text = Self.digest(text)
    self.json = Self.digest(json)
    self.sortedJSON = Self.digest(sortedJSON)
  }

  private static func digest(_ result: Result<[UInt8], any Error>) -> String {
    switch result {
    case .success(let bytes): return "\(bytes.count):\(fnv1a(bytes))"
    case .failure(let error): return "error:\(fnv1a("\(error)".utf8))"
    }
  }

  /// One line of the probe's output.
  public func line(for testCase: RobustnessCase) -> String {
    "\(testCase.name)\t\(text)\t\(json)\t\(sortedJSON)"
  }
}
