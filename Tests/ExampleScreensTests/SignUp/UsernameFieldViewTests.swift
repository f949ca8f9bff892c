import ExampleScreens
import Testing
import ViewModelKit

/// The field bound to a screen's username: each follows the other.
@MainActor
@Suite struct UsernameFieldViewTests {
  private let page = SignUpScreen { _ in }
  private let field = UsernameFieldView(text: "typed before binding")
  private let bag = SubscriptionBag()

  /// Every value each side delivered, in order.
  final class Deliveries {
    var page: [String] = []
    var field: [String] = []
  }

  private func bindAndCount() -> Deliveries {
    field.bind(to: page.username)
    let deliveries = Deliveries()
    page.username.observeChanges { deliveries.page.append($0) }.store(in: bag)
    field.text.observeChanges { deliveries.field.append($0) }.store(in: bag)
    return deliveries
  }

  @Test func bindingStartsFromThePagesUsername() {
    let page = SignUpScreen(username: "ada") { _ in }
    field.bind(to: page.username)
    #expect(field.text.value == "ada")
    #expect(page.username.value == "ada")
  }

  @Test func aChangeOnThePageSettlesWithOneDeliveryOnEachSide() {
    let deliveries = bindAndCount()
    page.username.value = "grace"
    #expect(field.text.value == "grace")
    #expect(page.username.value == "grace")
    #expect(deliveries.page == ["grace"])
    #expect(deliveries.field == ["grace"])
    #expect(page.viewModel.value.username.text == "grace")
  }

  @Test func typingInTheFieldSettlesWithOneDeliveryOnEachSide() {
    let deliveries = bindAndCount()
    for text in ["a", "ad", "ada"] { field.type(text) }
    #expect(page.username.value == "ada")
    #expect(field.text.value == "ada")
    #expect(deliveries.page == ["a", "ad", "ada"])
    #expect(deliveries.field == ["a", "ad", "ada"])
    #expect(page.viewModel.value.next.isEnabled)
  }

  @Test func aRewriteDuringDeliveryReachesBothSidesAndLosesNothing() {
    let deliveries = bindAndCount()
    // A third party lowercases every username while the screen is delivering.
    page.username.observeChanges { [weak username = page.username] in
      username?.set($0.lowercased())
    }.store(in: bag)
    field.type("ADA")
    #expect(page.username.value == "ada")
    #expect(field.text.value == "ada")
    #expect(deliveries.page == ["ADA", "ada"])
    #expect(deliveries.field == ["ADA", "ada"])

    page.username.value = "GRACE"
    #expect(field.text.value == "grace")
    #expect(deliveries.page == ["ADA", "ada", "GRACE", "grace"])
    #expect(deliveries.field == ["ADA", "ada", "GRACE", "grace"])
  }

  @Test func settingEitherSideToItsCurrentValueDeliversNothing() {
    let deliveries = bindAndCount()
    page.username.value = "ada"
    field.type("ada")
    page.username.value = "ada"
    #expect(deliveries.page == ["ada"])
    #expect(deliveries.field == ["ada"])
  }

  @Test func aReleasedFieldNoLongerFollowsOrSetsTheUsername() {
    let observersBefore = page.username.observerCount
    var field: UsernameFieldView? = UsernameFieldView()
    weak let released = field
    weak let releasedText = field?.text
    field?.bind(to: page.username)
    #expect(page.username.observerCount == observersBefore + 1)

    field = nil
    #expect(released == nil)
    #expect(releasedText == nil)
    #expect(page.username.observerCount == observersBefore)
    page.username.value = "ada"
    #expect(page.username.value == "ada")
  }

  @Test func aFieldOutlivingItsPageStopsSettingIt() {
    var page: SignUpScreen? = SignUpScreen(username: "ada") { _ in }
    weak let username = page?.username
    field.bind(to: page!.username)
    page = nil
    #expect(username == nil)
    field.type("grace")
    #expect(field.text.value == "grace")
  }
}
