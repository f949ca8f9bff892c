/// A snapshot assertion's failure, with the message the test report shows.
package struct SnapshotFailure: Error, CustomStringConvertible {
  package let description: String

  package init(_ description: String) {
    self.description = description
  }
}
