extension Property {
  /// Keeps this property and `other` equal, whichever is set, for values of
  /// any type: `other` takes this property's value now, and from then on a
  /// change of either is set on the other.
  ///
  /// Two plain `observeChanges` handlers setting each other settle only for
  /// `Equatable` values; other values echo back and forth forever. This
  /// settles for every type because it never sends back what it set: a
  /// change goes to the other side, and that side's delivery of it is not
  /// sent again. So each change reaches each side's observers once. A set
  /// made by an observer during a delivery is queued, as for any property,
  /// and then crosses to the other side like any other change.
  ///
  /// Keep the returned token: the two stay equal until it is cancelled or
  /// released, or until either property goes away. The result is not
  /// discardable, so ignoring it is a compiler warning, because a token
  /// nobody keeps ends at once. Neither property keeps the other alive.
  ///
  /// ```swift
  /// struct Draft { var text: String }  // not Equatable
  /// let model = Property(Draft(text: "Hi"))
  /// let field = Property(Draft(text: ""))
  /// let keepingEqual = model.keepEqual(to: field)
  /// print(field.value.text)
  /// field.value = Draft(text: "Hello")
  /// print(model.value.text)
  /// keepingEqual.cancel()
  /// field.value = Draft(text: "Bye")
  /// print(model.value.text)
  /// ```
  /// ```text
  /// Hi
  /// Hello
  /// Hello
  /// ```
  ///
  /// - Parameter other: The property to keep equal to this one.
  /// - Returns: The token that keeps the two equal; cancel or release it to
  ///   stop.
  public func keepEqual(to other: Property<Value>) -> Subscription {
    let state = SubscriptionState()
    other.set(value, origin: state)
    forward(to: other, until: state)
    other.forward(to: self, until: state)
    return Subscription(state: state, cancelsOnRelease: true)
  }

  /// Keeps this property and `other` equal: the same as
  /// ``keepEqual(to:)``, returning its token.
  ///
  /// Deprecated: "bind" names only what a ``ViewModelHost`` does with
  /// ``ViewModelHost/bind(to:)``.
  @available(*, deprecated, renamed: "keepEqual(to:)")
  public func bind(twoWay other: Property<Value>) -> Subscription {
    keepEqual(to: other)
  }

  /// Sets each change on `target`, except a change that the token's
  /// `state` made itself.
  private func forward(to target: Property<Value>, until state: SubscriptionState) {
    observeChanges(feedingPropertyUntil: state) { [weak self, weak target] value in
      guard let self, let target else { return state.cancel() }
      guard deliveringOrigin !== state else { return }
      target.set(value, origin: state)
    }
  }
}
