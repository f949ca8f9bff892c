extension Property where Value == Void {
  /// Runs `body` as one update: every property it sets, and every value
  /// derived from them, changes at once, and observers hear of it once,
  /// with the values the transaction leaves, when it ends.
  ///
  /// Inside the transaction, a property set reads its new value at once,
  /// and so do the properties derived from it with `map` and
  /// `combineLatest`; the handlers of `observe`, `observeChanges` and
  /// ``ViewModelHost/bind(to:)`` wait. When the transaction ends, each
  /// changed property notifies its observers once, in the order the
  /// properties first changed, so a host bound to a view model combined
  /// from several properties applies one frame, never a mix of old and new
  /// values. A property whose `Equatable` value ends where it started
  /// notifies no one.
  ///
  /// A transaction started inside another joins it: the outermost one
  /// notifies. Sets made by observers while a transaction notifies are
  /// gathered in the same way and notified after it. When `body` throws,
  /// what it set before throwing stays set and is notified; nothing is
  /// rolled back, and the error is rethrown.
  ///
  /// ```swift
  /// let rows = Property(["Tea"])
  /// let isLoading = Property(true)
  /// let status = combineLatest(rows, isLoading).map { rows, isLoading in
  ///   isLoading ? "Loading…" : "\(rows.count) rows"
  /// }
  /// let subscription = status.observe { print($0) }
  /// Property.transaction {
  ///   rows.value = ["Tea", "Cake"]
  ///   isLoading.value = false
  ///   print("inside:", status.value)
  /// }
  /// subscription.cancel()
  /// ```
  /// ```text
  /// Loading…
  /// inside: 2 rows
  /// 2 rows
  /// ```
  ///
  /// - Parameter body: The changes to make as one update.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws, after the changes it made are delivered.
  public static func transaction<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try PropertyTransaction.run(body)
  }
}
