import ViewModelAccessibility

/// `vmk report --format json` (schema `vmk.report/1`, described in
/// docs/vmk-json.md): the same content as the Markdown, whole, for programs.
struct JSONReport: Encodable {
  /// `vmk.report/1`.
  static let schema = "vmk.report/1"

  /// The numbers at the top of the report.
  struct Counts: Encodable {
    let changed: Int
    let new: Int
    /// `null` when obsolete references are not known.
    @Nullable var obsolete: Int?
    /// The accessibility findings of the JSON candidates, and of their
    /// references; `null` when no pending snapshot is a JSON one.
    @Nullable var accessibility: AccessibilityCounts?
  }

  /// Errors and warnings, added up.
  struct AccessibilityCounts: Encodable, Sendable {
    let errors: Int
    let warnings: Int
    /// The references' counts, beside the candidates'.
    let reference: ReferenceCounts

    init(_ counts: FindingCounts, reference: FindingCounts) {
      errors = counts.errors
      warnings = counts.warnings
      self.reference = ReferenceCounts(errors: reference.errors, warnings: reference.warnings)
    }
  }

  /// A reference's errors and warnings.
  struct ReferenceCounts: Encodable, Sendable {
    let errors: Int
    let warnings: Int
  }

  /// The accessibility audit of one JSON snapshot's candidate.
  struct Audit: Encodable, Sendable {
    /// The candidate's errors.
    let errors: Int
    /// The candidate's warnings.
    let warnings: Int
    /// A changed snapshot's reference's counts; `null` for a new one or a
    /// reference that is not JSON.
    @Nullable var reference: ReferenceCounts?
    /// Each of the candidate's findings.
    let findings: [Finding]
    /// What the audit assumed.
    let notes: [String]
    /// Why the candidate was not audited, or `null`.
    @Nullable var problem: String?

    init(_ audit: SnapshotAuditCounts) {
      let counts = FindingCounts(audit.candidate ?? .init(findings: [], notes: []))
      errors = counts.errors
      warnings = counts.warnings
      reference = audit.reference.map {
        ReferenceCounts(errors: $0.errors.count, warnings: $0.warnings.count)
      }
      findings = (audit.candidate?.findings ?? []).map {
        Finding(
          rule: $0.rule.id, severity: $0.severity.rawValue, path: $0.path, message: $0.message)
      }
      notes = audit.candidate?.notes ?? []
      problem = audit.problem
    }
  }

  /// One finding, as `AccessibilityFinding` holds it.
  struct Finding: Encodable, Sendable {
    let rule: String
    let severity: String
    let path: String
    let message: String
  }

  /// A changed snapshot.
  struct Changed: Encodable {
    let reference: String
    /// The candidate, beside the reference.
    @Nullable var candidate: String?
    /// Deprecated: the same as `candidate`; removed in `vmk.report/2`.
    @Nullable var newFile: String?
    let test: String
    let changedFields: [String]
    /// The unified diff as the failing test's message shows it; empty when
    /// `problem` says why the files could not be compared.
    let diff: String
    @Nullable var problem: String?
    /// The last run's attachments, relative to the package root.
    let attachments: [String]
    /// The accessibility audit of a JSON candidate; `null` for text.
    @Nullable var accessibility: Audit?
  }

  /// A new snapshot.
  struct New: Encodable {
    let reference: String
    /// The candidate, or `null` for a new snapshot recorded straight to its
    /// reference.
    @Nullable var candidate: String?
    /// Deprecated: the same as `candidate`; removed in `vmk.report/2`.
    @Nullable var newFile: String?
    let test: String
    /// The start of the text: at most 40 lines, each written as an added
    /// line (`+…`), and a count of the rest.
    let preview: String
    @Nullable var problem: String?
    /// The last run's attachments, relative to the package root.
    let attachments: [String]
    /// The accessibility audit of a JSON candidate; `null` for text.
    @Nullable var accessibility: Audit?
  }

  /// What is known about obsolete references.
  struct Obsolete: Encodable {
    /// Whether `references` is the list of obsolete references.
    let known: Bool
    /// The test run that tells them, or `null`.
    @Nullable var run: String?
    /// Why they are not known, or `null` when they are.
    @Nullable var reason: String?
    /// The obsolete references, sorted; empty when not known.
    let references: [String]
    /// The stale candidates the same run tells, sorted; empty when not known.
    var staleCandidates: [String] = []
    /// After a failing run, how its event stream judged them (`judged
    /// from the event stream: 1 failed and 1 skipped tests' references
    /// kept`); `null` after a green run or when not known.
    @Nullable var judgement: String?
  }

  /// The last `vmk test` run.
  struct Run: Encodable, Sendable {
    let id: String
    /// What followed `swift test`.
    let arguments: [String]
    /// `swift test`'s exit status, or 128 plus the signal that stopped it.
    let exitCode: Int32
  }

  let schema = JSONReport.schema
  let packageRoot: String
  /// The last `vmk test` run, or `null` when none is recorded (or its
  /// record cannot be read).
  @Nullable var run: Run?
  /// The commit checked out in the package's Git work tree, or `null`.
  @Nullable var commit: String?
  let counts: Counts
  let changed: [Changed]
  let new: [New]
  let obsolete: Obsolete

  /// The JSON form of `content`, its lists sorted by the UTF-8 bytes of
  /// their paths, as schema `/1` promises (the Markdown lists them in
  /// ``NaturalOrder``).
  init(_ content: ReportContent) {
    packageRoot = content.packageRoot
    if case .recorded(let id, let arguments, let exitCode) = content.run {
      run = Run(id: id, arguments: arguments, exitCode: exitCode)
    } else {
      run = nil
    }
    commit = content.commit
    counts = Counts(
      changed: content.changed.count, new: content.new.count, obsolete: content.obsoleteCount,
      accessibility: content.findingTotals.map {
        AccessibilityCounts($0.candidates, reference: $0.references)
      })
    let inBytes = { (left: ReportContent.Item, right: ReportContent.Item) in
      DirectoryWalk.bytesPrecede(left.reference, right.reference)
    }
    changed = content.changed.sorted(by: inBytes).map {
      Changed(
        reference: $0.reference, candidate: $0.candidate, newFile: $0.candidate, test: $0.test,
        changedFields: $0.changedFields, diff: $0.body, problem: $0.problem,
        attachments: $0.attachments, accessibility: $0.audit.map(Audit.init))
    }
    new = content.new.sorted(by: inBytes).map {
      New(
        reference: $0.reference, candidate: $0.candidate, newFile: $0.candidate, test: $0.test,
        preview: $0.body, problem: $0.problem, attachments: $0.attachments,
        accessibility: $0.audit.map(Audit.init))
    }
    switch content.obsolete {
    case .known(let run, let references):
      obsolete = Obsolete(
        known: true, run: run, reason: nil,
        references: references.sorted(by: DirectoryWalk.bytesPrecede),
        staleCandidates: content.stale.sorted(by: DirectoryWalk.bytesPrecede),
        judgement: content.judgement)
    case .unknown(let reason):
      obsolete = Obsolete(known: false, run: nil, reason: reason, references: [])
    }
  }

  /// The members, as the schema names them.
  private enum CodingKeys: String, CodingKey {
    case schema, packageRoot, run, commit, counts, changed, new, obsolete
  }
}
