import Foundation

/// What is known about references that no test uses any more.
enum ObsoleteFinding: Equatable {
  /// The last complete, green, unfiltered `vmk test` run `run` touched every
  /// reference but `references` (sorted by path).
  case known(run: String, references: [URL])
  /// Why it cannot be told safely, and which run would make it safe.
  case unknown(reason: String)
}

/// Finds the references that the last complete `vmk test` run did not touch.
enum ObsoleteSnapshots {
  /// What is known about obsolete references in `catalog`'s package.
  static func find(in catalog: SnapshotCatalog) -> ObsoleteFinding {
    .unknown(reason: "vmk obsolete is being written.")
  }
}
