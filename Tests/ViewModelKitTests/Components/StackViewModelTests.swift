import TestSupport
import Testing

@testable import ViewModelKit

private struct Badge: ViewModel {
  var count: Int
}

private struct Toolbar: ViewModel {
  var items: StackViewModel
}

@Suite struct StackViewModelTests {
  static let accessibility = Accessibility(
    label: "Favorites", hint: "Lists favorites", identifier: "favorites", traits: .summaryElement)
  static let children: [any ViewModel] = [
    ImageViewModel(source: .symbol("star")),
    LabelViewModel(text: AttributedText("Fav", font: .headline)),
    StackViewModel(spacing: 4, children: [ToggleViewModel(isOn: true, label: "On")]),
  ]
  static let full = StackViewModel(
    axis: .horizontal, spacing: 8.5, alignment: .firstBaseline, children: children,
    accessibility: accessibility)

  /// The members of the rendered root object, in the order they were written.
  private static func memberOrder(_ json: String) -> [String] {
    json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { line in
      String(line.dropFirst(3).prefix { $0 != "\"" })
    }
  }

  // MARK: Defaults and equality

  @Test func everyPropertyHasADefault() {
    let stack = StackViewModel()
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 0)
    #expect(stack.alignment == .fill)
    #expect(stack.children.isEmpty)
    #expect(stack.accessibility == Accessibility())
  }

  @Test func axesAndAlignmentsHaveStableNames() {
    #expect(StackViewModel.Axis.allCases.map(\.rawValue) == ["horizontal", "vertical"])
    #expect(
      StackViewModel.Alignment.allCases.map(\.renderedWord)
        == ["fill", "leading", "center", "trailing", "firstBaseline"])
  }

  @Test func childrenAreWrappedOnceInOrder() {
    let stack = StackViewModel(children: [
      LabelViewModel(text: "A"), AnyViewModel(ButtonViewModel(title: "B")),
    ])
    #expect(
      stack.children == [
        AnyViewModel(LabelViewModel(text: "A")), AnyViewModel(ButtonViewModel(title: "B")),
      ])
    #expect(stack.children[0].base is LabelViewModel)
    #expect(stack.children[1].base is ButtonViewModel)
  }

  @Test func equalStacksAreEqualAndHashEqual() {
    let copy = StackViewModel(
      axis: .horizontal, spacing: 8.5, alignment: .firstBaseline, children: Self.children,
      accessibility: Self.accessibility)
    #expect(copy == Self.full)
    #expect(copy.hashValue == Self.full.hashValue)
  }

  @Test func changingAnyPropertyMakesStacksUnequal() {
    /// `full`, with the given properties changed.
    func stack(
      axis: StackViewModel.Axis = .horizontal, spacing: Double = 8.5,
      alignment: StackViewModel.Alignment = .firstBaseline,
      children: [any ViewModel] = Self.children,
      accessibility: Accessibility = Self.accessibility
    ) -> StackViewModel {
      StackViewModel(
        axis: axis, spacing: spacing, alignment: alignment, children: children,
        accessibility: accessibility)
    }
    #expect(stack() == Self.full)
    let variants = [
      stack(axis: .vertical), stack(spacing: 8), stack(alignment: .fill),
      stack(children: Array(Self.children.dropLast())),
      stack(children: Array(Self.children.reversed())),
      stack(
        children: Array(Self.children.dropLast()) + [StackViewModel(spacing: 4) as any ViewModel]),
      stack(accessibility: Accessibility()),
    ]
    for variant in variants {
      #expect(variant != Self.full)
    }
  }

  @Test func childrenOfDifferentTypesAreUnequal() {
    #expect(
      StackViewModel(children: [LabelViewModel()]) != StackViewModel(children: [ButtonViewModel()]))
    #expect(
      StackViewModel(children: [Badge(count: 1)]) != StackViewModel(children: [Badge(count: 2)]))
    #expect(
      StackViewModel(children: [Badge(count: 1)]) == StackViewModel(children: [Badge(count: 1)]))
  }

  // MARK: Text rendering

  @Test func defaultStackShowsAnEmptyChildList() throws {
    let expected = """
      Stack vertical spacing 0
        children: []

      """
    #expect(try TextRenderer().render(StackViewModel()) == expected)
  }

  @Test func stackWithEveryPropertySetShowsChildrenAndAccessibilityBelow() throws {
    let expected = """
      Stack horizontal spacing 8.5 firstBaseline
        children:
          [0]: Image symbol "star"
          [1]: Label "Fav" #000000FF body
            runs:
              [0]: "Fav" headline
          [2]: Stack vertical spacing 4
            children:
              [0]: Toggle "On" on
        accessibility: label "Favorites" hint "Lists favorites" identifier "favorites" traits [summaryElement]

      """
    #expect(try TextRenderer().render(Self.full) == expected)
  }

  @Test(arguments: StackViewModel.Alignment.allCases.filter { $0 != .fill })
  func nonFillAlignmentsAreShownByName(alignment: StackViewModel.Alignment) throws {
    let stack = StackViewModel(spacing: 2, alignment: alignment)
    #expect(
      try TextRenderer().render(stack)
        == "Stack vertical spacing 2 \(alignment.renderedWord)\n  children: []\n")
  }

  @Test func childOfAnyTypeIsShownUnderItsTypeName() throws {
    let stack = StackViewModel(children: [Badge(count: 3)])
    let expected = """
      Stack vertical spacing 0
        children:
          [0]: Badge
            count: 3

      """
    #expect(try TextRenderer().render(stack) == expected)
  }

  @Test func stackInsideAStructIsIndentedOneLevelDeeper() throws {
    let toolbar = Toolbar(
      items: StackViewModel(axis: .horizontal, spacing: 12, children: [ButtonViewModel(title: "A")])
    )
    let expected = """
      Toolbar
        items: Stack horizontal spacing 12
          children:
            [0]: Button "A" #0040DDFF

      """
    #expect(try TextRenderer().render(toolbar) == expected)
  }

  // MARK: JSON rendering

  @Test func defaultStackJSONHasEveryMemberButAccessibility() throws {
    let json = try ParsedJSON(try JSONRenderer().render(StackViewModel()))
    #expect(json.keys == ["type", "axis", "spacing", "alignment", "children"])
    #expect(json["type"]?.string == "Stack")
    #expect(json["axis"]?.string == "vertical")
    #expect(json["spacing"]?.int == 0)
    #expect(json["alignment"]?.string == "fill")
    #expect(json["children"]?.count == 0)
    #expect(json["accessibility"] == nil)
  }

  @Test func fullStackJSONHasTypedChildrenAndAccessibility() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Self.full))
    #expect(json["type"]?.string == "Stack")
    #expect(json["axis"]?.string == "horizontal")
    #expect(json["spacing"]?.double == 8.5)
    #expect(json["alignment"]?.string == "firstBaseline")
    #expect(json["children"]?.count == 3)
    #expect(json["children"]?[0]?["type"]?.string == "Image")
    #expect(json["children"]?[0]?["source"]?["symbol"]?.string == "star")
    #expect(json["children"]?[1]?["type"]?.string == "Label")
    #expect(json["children"]?[1]?["text"]?["runs"]?[0]?["font"]?["style"]?.string == "headline")
    let inner = try #require(json["children"]?[2])
    #expect(inner["type"]?.string == "Stack")
    #expect(inner["spacing"]?.int == 4)
    #expect(inner["children"]?[0]?["type"]?.string == "Toggle")
    #expect(inner["children"]?[0]?["isOn"]?.bool == true)
    let accessibility = try #require(json["accessibility"])
    #expect(accessibility["label"]?.string == "Favorites")
    #expect(accessibility["hint"]?.string == "Lists favorites")
    #expect(accessibility["identifier"]?.string == "favorites")
    #expect(accessibility["traits"]?[0]?.string == "summaryElement")
  }

  @Test func childOfAnyTypeGetsATypeMember() throws {
    let json = try ParsedJSON(
      try JSONRenderer().render(StackViewModel(children: [Badge(count: 3)])))
    #expect(json["children"]?[0]?.keys == ["type", "count"])
    #expect(json["children"]?[0]?["type"]?.string == "Badge")
    #expect(json["children"]?[0]?["count"]?.int == 3)
  }

  @Test func stackJSONMembersAreInDeclarationOrder() throws {
    let rendered = try JSONRenderer().render(Self.full)
    #expect(
      Self.memberOrder(rendered) == [
        "type", "axis", "spacing", "alignment", "children", "accessibility",
      ])
  }
}
