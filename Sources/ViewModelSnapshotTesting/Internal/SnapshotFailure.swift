/// A snapshot assertion's failure, with the message the test report shows.
struct SnapshotFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
