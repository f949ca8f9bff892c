import Testing
import ViewModelKit

@MainActor
@Suite struct PropertyTwoWayTests {
  /// A value that is not Equatable, so every set is a change.
  struct Draft {
    var text: String
  }

  @Test func keepingValuesThatAreNotEquatableEqualSettlesInOneRound() {
    let model = Property(Draft(text: ""))
    let field = Property(Draft(text: ""))
    let keepingEqual = model.keepEqual(to: field)
    var modelDeliveries = 0
    var fieldDeliveries = 0
    let modelObserver = model.observeChanges { _ in modelDeliveries += 1 }
    let fieldObserver = field.observeChanges { _ in fieldDeliveries += 1 }

    model.value = Draft(text: "ada")
    #expect(modelDeliveries == 1 && fieldDeliveries == 1)
    field.value = Draft(text: "grace")
    #expect(modelDeliveries == 2 && fieldDeliveries == 2)
    _ = (keepingEqual, modelObserver, fieldObserver)
  }

  @Test func plainHandlersSettingEachOtherEchoValuesThatAreNotEquatableWithoutEnd() {
    let model = Property(Draft(text: ""))
    let field = Property(Draft(text: ""))
    var echoes = 0
    var toField: Subscription?
    var toModel: Subscription?
    toField = model.observeChanges { draft in
      echoes += 1
      if echoes == 10 {
        toField?.cancel()
        toModel?.cancel()
      }
      field.value = draft
    }
    toModel = field.observeChanges { model.value = $0 }

    model.value = Draft(text: "ada")

    #expect(echoes == 10)  // only cancelling stopped it
  }

  @Test func theOtherSideTakesTheValueAtOnceAndValuesSetOnEitherSideArrive() {
    let model = Property(Draft(text: "draft"))
    let field = Property(Draft(text: ""))
    let keepingEqual = model.keepEqual(to: field)
    #expect(field.value.text == "draft")

    field.value = Draft(text: "typed")
    #expect(model.value.text == "typed")
    model.value = Draft(text: "reset")
    #expect(field.value.text == "reset")
    keepingEqual.cancel()
  }

  @Test func droppingTheTokenStopsKeepingThemEqual() {
    let model = Property(Draft(text: ""))
    let field = Property(Draft(text: ""))
    var keepingEqual: Subscription? = model.keepEqual(to: field)
    field.value = Draft(text: "kept")

    keepingEqual = nil
    field.value = Draft(text: "field only")
    model.value = Draft(text: "model only")

    #expect(keepingEqual == nil)
    #expect(model.value.text == "model only")
    #expect(field.value.text == "field only")
    #expect(model.observerCount == 0 && field.observerCount == 0)
  }

  @Test func keepingEqualEndsWhenEitherPropertyGoesAway() {
    let model = Property(Draft(text: ""))
    var field: Property<Draft>? = Property(Draft(text: ""))
    weak let released = field
    let keepingEqual = model.keepEqual(to: field!)

    field = nil
    model.value = Draft(text: "alone")

    #expect(released == nil)
    #expect(model.value.text == "alone")
    #expect(keepingEqual.isCancelled)
    #expect(model.observerCount == 0)
  }

  @Test func equatableValuesWorkTooAndEqualSetsNotifyNoOne() {
    let model = Property("")
    let field = Property("")
    let keepingEqual = model.keepEqual(to: field)
    var deliveries = 0
    let observer = field.observeChanges { _ in deliveries += 1 }

    model.value = "ada"
    field.value = "ada"
    field.value = "grace"

    #expect(model.value == "grace")
    #expect(deliveries == 2)
    _ = (keepingEqual, observer)
  }

  @Test func aSetMadeDuringADeliveryIsQueuedAndCrossesToTheOtherSide() {
    let model = Property(Draft(text: ""))
    let field = Property(Draft(text: ""))
    let keepingEqual = model.keepEqual(to: field)
    var seenByField: [String] = []
    let fieldObserver = field.observeChanges { draft in
      seenByField.append(draft.text)
      if draft.text == "ada" { model.value = Draft(text: "Ada") }  // model is delivering
    }
    var seenByModel: [String] = []
    let modelObserver = model.observeChanges { seenByModel.append($0.text) }

    model.value = Draft(text: "ada")

    #expect(seenByField == ["ada", "Ada"])
    #expect(seenByModel == ["ada", "Ada"])
    #expect(model.value.text == "Ada" && field.value.text == "Ada")
    _ = (keepingEqual, fieldObserver, modelObserver)
  }

  @Test func chainedPairsKeptEqualSettle() {
    let model = Property(Draft(text: ""))
    let field = Property(Draft(text: ""))
    let preview = Property(Draft(text: ""))
    let first = model.keepEqual(to: field)
    let second = field.keepEqual(to: preview)
    var deliveries = 0
    let observer = model.observeChanges { _ in deliveries += 1 }

    preview.value = Draft(text: "end to end")

    #expect(model.value.text == "end to end")
    #expect(deliveries == 1)
    _ = (first, second, observer)
  }

  @Test func insideATransactionBothSidesChangeAtOnceAndNotifyOnce() {
    let model = Property(Draft(text: ""))
    let field = Property(Draft(text: ""))
    let keepingEqual = model.keepEqual(to: field)
    var seen: [String] = []
    let observer = field.observeChanges { seen.append($0.text) }

    Property.transaction {
      model.value = Draft(text: "a")
      #expect(field.value.text == "a")
      model.value = Draft(text: "ab")
    }

    #expect(seen == ["ab"])
    _ = (keepingEqual, observer)
  }

  @available(*, deprecated, message: "checks the deprecated bind(twoWay:) forwarder")
  @Test func theDeprecatedBindTwoWayKeepsThePropertiesEqualAsKeepEqualDoes() {
    let model = Property(Draft(text: "draft"))
    let field = Property(Draft(text: ""))
    var keepingEqual: Subscription? = model.bind(twoWay: field)
    #expect(field.value.text == "draft")
    field.value = Draft(text: "typed")
    #expect(model.value.text == "typed")
    keepingEqual = nil
    field.value = Draft(text: "alone")
    #expect(keepingEqual == nil)
    #expect(model.value.text == "typed")
  }
}
