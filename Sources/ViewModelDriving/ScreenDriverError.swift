/// Why a ``ScreenDriver`` step failed, with what the screen has instead.
///
/// Its description names the step and says what to do:
///
/// ```text
/// tap orders.selct.12 failed: the screen has no action orders.selct.12;
/// it has orders.select.12, orders.select.13
/// ```
public struct ScreenDriverError: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Sendable {
    /// No action on the screen has the id.
    case unknownAction
    /// The action is there and disabled.
    case disabled
    /// Two or more components carry the id, and the step gave no path.
    case ambiguous
    /// The action belongs to a component another step drives.
    case wrongKind
    /// What the step gives is not what the component takes: an option a
    /// picker lacks, a value outside a slider's range.
    case unacceptedInput
    /// The screen kept publishing view models until the time limit.
    case notSettled
    /// The screen published more view models in one step than the
    /// driver keeps.
    case tooManyViewModels
    /// What the screen published its view models through is gone.
    case screenGone
    /// The accessibility audit found something in a view model the step led to.
    case accessibility
    /// The view model could not be walked, such as one nested too deeply.
    case unreadable
  }

  /// What went wrong.
  public let kind: Kind
  /// The step that failed.
  public let step: ScreenStep
  /// What happened, and what the screen has instead.
  public let reason: String

  /// Creates an error of `kind` for `step`, saying `reason`.
  public init(_ kind: Kind, step: ScreenStep, reason: String) {
    self.kind = kind
    self.step = step
    self.reason = reason
  }

  /// `<step> failed: <reason>`.
  public var description: String { "\(step) failed: \(reason)" }
}
