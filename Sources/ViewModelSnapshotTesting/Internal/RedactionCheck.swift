import ViewModelKit
import ViewModelSnapshotFormat

/// What an assertion checks about its redactions before the value is
/// evaluated and rendered, so that a redaction that can never apply fails
/// the assertion even when the value would throw, and nothing is written.
enum RedactionCheck {
  /// Checks that `snapshotting` applies redactions when it is given some,
  /// and that every selector parses: the strategy's own renderer's and
  /// `redactions`.
  static func check<Value>(
    _ redactions: [Redaction], for snapshotting: Snapshotting<Value>
  ) throws(SnapshotFailure) {
    if let reason = snapshotting.refusal(of: redactions) {
      throw refusal(reason, pathExtension: snapshotting.pathExtension)
    }
    if !redactions.isEmpty || !snapshotting.ownRedactions.isEmpty {
      try checkSelectors(of: snapshotting.ownRedactions + redactions)
    }
  }

  /// Fails when there are redactions for a render function that applies none.
  static func refuse(_ redactions: [Redaction], pathExtension: String) throws(SnapshotFailure) {
    guard !redactions.isEmpty else { return }
    let strategy = Snapshotting<Void>(pathExtension: pathExtension) { _ in "" }
    if let reason = strategy.refusal(of: redactions) {
      throw refusal(reason, pathExtension: pathExtension)
    }
  }

  private static func refusal(_ reason: String, pathExtension: String) -> SnapshotFailure {
    SnapshotFailure(
      "The strategy for .\(pathExtension) files cannot redact, so nothing was rendered or "
        + "written: \(reason)")
  }

  /// Fails, naming each redaction whose selector does not parse, with the
  /// selector and a caret under the character where parsing stopped.
  private static func checkSelectors(of redactions: [Redaction]) throws(SnapshotFailure) {
    var problems: [String] = []
    for redaction in redactions {
      guard let error = redaction.selector.parseError else { continue }
      problems.append("The redaction \(redaction) cannot apply: \(error)")
    }
    guard !problems.isEmpty else { return }
    throw SnapshotFailure(
      problems.joined(separator: "\n") + "\nNothing was rendered or written.")
  }
}
