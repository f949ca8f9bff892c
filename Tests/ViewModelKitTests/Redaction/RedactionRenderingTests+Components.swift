import Testing
import ViewModelKit

private struct Screen: ViewModel {
  var title: LabelViewModel
  var button: ButtonViewModel
}

private let screen = Screen(
  title: LabelViewModel(text: "Updated 3 minutes ago"),
  button: ButtonViewModel(title: "Pay", style: .primary, onTap: Action("checkout.pay") {}))

private struct Rating: CompactTextRepresentable {
  var stars: Int
  var maximum: Int

  static var compactTextName: String { "Rating" }

  func writeCompactText(into line: inout CompactTextLine) {
    line.number(stars)
    line.word("maximum")
    line.number(maximum)
  }
}

private struct Review: ViewModel {
  var title: String
  var rating: Rating
}

private struct Tag: ViewModel {
  var title: String
}

private struct Mixed: ViewModel {
  var items: [AnyViewModel]
}

/// A user's member that happens to be called `type`.
private struct Kinded: ViewModel {
  var type: String
  var label: LabelViewModel
}

extension RedactionRenderingTests {
  @Test func aComponentsFieldIsRedactedInPlaceInItsLineAndInJSON() throws {
    #expect(
      try TextRenderer().render(screen) == """
        Screen
          title: Label "Updated 3 minutes ago" #000000FF body
          button: Button "Pay" #0040DDFF primary onTap: → checkout.pay

        """)
    let renderings = try RedactedRenderings(
      screen,
      [
        .replace("title.text", with: "<date>"), .number("button.title"),
        .replace("button.onTap", with: "<action>"),
      ])
    #expect(
      renderings.text == """
        Screen
          title: Label "<date>" #000000FF body
          button: Button "<title 1>" #0040DDFF primary onTap: "<action>"

        """)
    #expect(
      renderings.json == """
        {
          "title": {
            "type": "Label",
            "text": "<date>",
            "textColor": "#000000FF",
            "font": {
              "kind": "textStyle",
              "style": "body"
            },
            "alignment": "natural",
            "numberOfLines": 1
          },
          "button": {
            "type": "Button",
            "title": "<title 1>",
            "titleColor": "#0040DDFF",
            "style": "primary",
            "isEnabled": true,
            "onTap": "<action>"
          }
        }

        """)
  }

  @Test func aWholeComponentIsRedactedAsOneValue() throws {
    let twice = Screen(title: screen.title, button: ButtonViewModel(title: "Pay"))
    let renderings = try RedactedRenderings(
      Kinded(type: "x", label: LabelViewModel(text: "Hi")), [.number("label")])
    #expect(renderings.text == "Kinded\n  type: \"x\"\n  label: \"<label 1>\"\n")
    #expect(renderings.json == "{\n  \"type\": \"x\",\n  \"label\": \"<label 1>\"\n}\n")
    // Equal components share a number; different ones do not.
    let both = try RedactedRenderings(
      [twice, screen, twice], [.number("[].*", named: "part")])
    for rendering in [both.text, both.json] {
      let numbers = rendering.split(separator: "\"").filter { $0.hasPrefix("<part ") }
      #expect(numbers == ["<part 1>", "<part 2>", "<part 1>", "<part 3>", "<part 1>", "<part 2>"])
    }
  }

  @Test func aComponentsColourIsRedactedInPlace() throws {
    let renderings = try RedactedRenderings(
      screen, [.replace("title.textColor", with: "<colour>")])
    #expect(
      renderings.text.contains(#"title: Label "Updated 3 minutes ago" "<colour>" body"#))
    #expect(renderings.json.contains(#""textColor": "<colour>""#))
  }

  @Test func aFieldInsideALinePartFindsNothingInTextButIsRedactedInJSON() throws {
    let error = try #require(throws: RenderingError.self) {
      try TextRenderer(redactions: [.replace("title.font.style", with: "<style>")]).render(screen)
    }
    #expect(error.reason.contains(#"replace("title.font.style", with: "<style>")"#))
    #expect(error.reason.contains("found nothing"))
    let json = try JSONRenderer(redactions: [.replace("title.font.style", with: "<style>")])
      .render(screen)
    #expect(json.contains(#""style": "<style>""#))

    let optional = Redaction.replace("title.font.style", with: "<style>").optional()
    #expect(
      try TextRenderer(redactions: [optional]).render(screen) == TextRenderer().render(screen))
  }

  @Test func aUsersCompactTextLineIsRedactedWhole() throws {
    let review = Review(title: "Great", rating: Rating(stars: 4, maximum: 5))
    #expect(try TextRenderer().render(review).contains("rating: Rating 4 maximum 5\n"))
    let whole = try RedactedRenderings(review, [.replace("rating", with: "<rating>")])
    #expect(
      whole.text == """
        Review
          title: "Great"
          rating: "<rating>"

        """)
    #expect(
      whole.json == """
        {
          "title": "Great",
          "rating": "<rating>"
        }

        """)

    // The line's parts have no fields in text; JSON keeps them as fields.
    let error = try #require(throws: RenderingError.self) {
      try TextRenderer(redactions: [.number("rating.stars")]).render(review)
    }
    #expect(error.reason.contains(#"number("rating.stars", named: "stars") found nothing"#))
    #expect(error.reason.contains("CompactTextRepresentable"), "\(error)")
    let json = try JSONRenderer(redactions: [.number("rating.stars")]).render(review)
    #expect(json.contains(#""stars": "<stars 1>""#))
  }

  @Test func theTypeMemberOfJSONIsNotAField() throws {
    let mixed = Mixed(items: [AnyViewModel(Tag(title: "a")), AnyViewModel(LabelViewModel())])
    #expect(try JSONRenderer().render(mixed).contains(#""type": "Tag""#))
    for redaction in [
      Redaction.replace("items[].type", with: "x"), .replace("**.type", with: "x"),
      .replace("items[1].type", with: "x"),
    ] {
      #expect(throws: RenderingError.self) {
        try TextRenderer(redactions: [redaction]).render(mixed)
      }
      #expect(throws: RenderingError.self) {
        try JSONRenderer(redactions: [redaction]).render(mixed)
      }
    }

    let renderings = try RedactedRenderings(mixed, [.replace("items[0].title", with: "<t>")])
    #expect(renderings.text.contains(#"title: "<t>""#))
    #expect(renderings.json.contains(#""title": "<t>""#))
    #expect(renderings.json.contains(#""type": "Tag""#))
  }

  @Test func aStarOverAComponentInJSONLeavesItsTypeAlone() throws {
    let json = try JSONRenderer(redactions: [.replace("label.*", with: "<x>")])
      .render(Kinded(type: "banner", label: LabelViewModel()))
    #expect(
      json == """
        {
          "type": "banner",
          "label": {
            "type": "Label",
            "text": "<x>",
            "textColor": "<x>",
            "font": "<x>",
            "alignment": "<x>",
            "numberOfLines": "<x>"
          }
        }

        """)
  }

  @Test func aUsersOwnMemberCalledTypeIsAField() throws {
    let renderings = try RedactedRenderings(
      Kinded(type: "banner", label: LabelViewModel(text: "Hi")), [.replace("**.type", with: "<t>")])
    #expect(renderings.text.hasPrefix("Kinded\n  type: \"<t>\"\n"))
    #expect(renderings.json.hasPrefix("{\n  \"type\": \"<t>\",\n"))
    #expect(renderings.json.contains(#""type": "Label""#))
  }

  @Test func aComponentInsideAnAnyViewModelIsRedactedAsItIsAlone() throws {
    let mixed = Mixed(items: [AnyViewModel(LabelViewModel(text: "Now"))])
    let renderings = try RedactedRenderings(mixed, [.replace("items[].text", with: "<date>")])
    #expect(renderings.text.contains(#"[0]: Label "<date>" #000000FF body"#))
    #expect(renderings.json.contains(#""text": "<date>""#))
  }
}

private struct Profile: ViewModel {
  var title: LabelViewModel
  var name: String
  var list: ListViewModel
}

private let profile = Profile(
  title: LabelViewModel(
    text: "Ada", accessibility: Accessibility(label: "Name", identifier: "profile.7F3A")),
  name: "Ada",
  list: ListViewModel(sections: [
    .init(
      id: "s1", header: "Orders",
      rows: [
        .init(
          id: "7F3A", content: LabelViewModel(text: "Order 7F3A"),
          onSelect: Action("orders.select.7F3A") {})
      ])
  ]))

extension RedactionRenderingTests {
  @Test func aLinePartAndAFieldWithEqualValuesShareANumber() throws {
    let renderings = try RedactedRenderings(
      profile, [.number("title.text", named: "name"), .number("name")])
    #expect(renderings.text.contains(#"title: Label "<name 1>" #000000FF body"#))
    #expect(renderings.text.contains(#"name: "<name 1>""#))
    #expect(renderings.json.contains(#""text": "<name 1>""#))
    #expect(renderings.json.contains(#""name": "<name 1>""#))
  }

  @Test func aListRowsIdAndActionAreRedactedInTheirLine() throws {
    let plain = try TextRenderer().render(profile)
    #expect(plain.contains(#"[0]: Row "7F3A" onSelect: → orders.select.7F3A"#))
    let renderings = try RedactedRenderings(
      profile,
      [
        .number("list.sections[].rows[].id"),
        .replace("list.sections[].rows[].onSelect", with: "<action>"),
      ])
    #expect(renderings.text.contains(#"[0]: Row "<id 1>" onSelect: "<action>""#))
    #expect(renderings.json.contains(#""id": "<id 1>""#))
    #expect(renderings.json.contains(#""onSelect": "<action>""#))
    #expect(!renderings.json.contains("orders.select"))
  }

  @Test func anActionsIdIsRedactedInPlaceInTextAndJSON() throws {
    let renderings = try RedactedRenderings(
      profile, [.number("**.onSelect.id", named: "action")])
    #expect(renderings.text.contains("[0]: Row \"7F3A\" onSelect: → \"<action 1>\"\n"))
    #expect(renderings.json.contains("\"onSelect\": {\n              \"id\": \"<action 1>\"\n"))
  }

  @Test func anAccessibilityFieldIsRedactedInItsLine() throws {
    let plain = try TextRenderer().render(profile)
    #expect(plain.contains(#"accessibility: label "Name" identifier "profile.7F3A""#))
    let renderings = try RedactedRenderings(
      profile, [.replace("title.accessibility.identifier", with: "<id>")])
    #expect(renderings.text.contains(#"accessibility: label "Name" identifier "<id>""#))
    #expect(renderings.json.contains(#""identifier": "<id>""#))
  }
}
