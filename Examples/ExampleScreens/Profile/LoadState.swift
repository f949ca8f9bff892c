/// Where a request-backed value is: loading, loaded, refreshing what was
/// loaded, or failed.
///
/// The transitions are pure, so a screen only stores the state and a
/// test can check them without a screen:
///
/// ```swift
/// var state = LoadState<Int>.loading
/// state = state.finishing(with: .success(3))
/// state = state.startingRequest() ?? state
/// print(state, state.isRefreshing)
/// state = state.finishing(with: .failure(ProfileDataError(reason: "offline")))
/// print(state.value ?? 0, state.error?.reason ?? "")
/// ```
/// ```text
/// refreshing(3) true
/// 3 offline
/// ```
public enum LoadState<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The first request is in flight: nothing to show yet.
  case loading
  /// The last request succeeded with this value.
  case loaded(Value)
  /// A new request is in flight; this is the value loaded before it.
  case refreshing(Value)
  /// The last request failed; `lastLoaded` is the value loaded before, if any.
  case failed(ProfileDataError, lastLoaded: Value?)

  /// The value to show: the one loaded last, if any.
  public var value: Value? {
    switch self {
    case .loading: nil
    case .loaded(let value), .refreshing(let value): value
    case .failed(_, let lastLoaded): lastLoaded
    }
  }

  /// The error of a failed request.
  public var error: ProfileDataError? {
    if case .failed(let error, _) = self { return error }
    return nil
  }

  /// Whether a value that was loaded is being loaded again.
  public var isRefreshing: Bool {
    if case .refreshing = self { return true }
    return false
  }

  /// Whether a request is in flight, the first one or a refresh.
  public var isInFlight: Bool {
    switch self {
    case .loading, .refreshing: true
    case .loaded, .failed: false
    }
  }

  /// The state once a new request starts: refreshing what was loaded, or
  /// loading when nothing was; `nil` while a request is already in flight.
  public func startingRequest() -> LoadState? {
    guard !isInFlight else { return nil }
    return value.map { .refreshing($0) } ?? .loading
  }

  /// The state once the request in flight finishes with `result`; a result
  /// with no request in flight leaves the state as it is.
  public func finishing(with result: Result<Value, ProfileDataError>) -> LoadState {
    guard isInFlight else { return self }
    switch result {
    case .success(let value): return .loaded(value)
    case .failure(let error): return .failed(error, lastLoaded: value)
    }
  }
}
