import TestSupport
import Testing

@testable import ViewModelKit

private struct OrderRow: ViewModel {
  var number: Int
  var total: LabelViewModel
}

private struct OrdersScreenViewModel: ViewModel {
  var title: LabelViewModel
  var list: ListViewModel
}

@Suite struct ListViewModelTests {
  typealias Section = ListViewModel.Section
  typealias Row = ListViewModel.Row

  static let accessibility = Accessibility(
    label: "Orders", hint: "Your orders", identifier: "orders", traits: .updatesFrequently)
  static let today = Section(
    id: "today", header: "Today", footer: "2 orders",
    rows: [
      Row(id: "12", content: LabelViewModel(text: "Order #12")),
      Row(
        id: "13", content: ButtonViewModel(title: "Open"), onSelect: Action("orders.select.13") {}),
    ])
  static let full = ListViewModel(
    sections: [
      today,
      Section(
        id: "earlier",
        rows: [
          Row(
            id: "9", content: ToggleViewModel(label: "Done"),
            onSelect: Action("orders.select.9") {}.disabled())
        ]),
      Section(id: "empty"),
    ],
    accessibility: accessibility)

  /// The members of the rendered root object, in the order they were written.
  private static func memberOrder(_ json: String) -> [String] {
    json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { line in
      String(line.dropFirst(3).prefix { $0 != "\"" })
    }
  }

  // MARK: Defaults and equality

  @Test func everyPropertyHasADefault() {
    let list = ListViewModel()
    #expect(list.sections.isEmpty)
    #expect(list.accessibility == Accessibility())
    let section = Section(id: "s")
    #expect(section.id == "s")
    #expect(section.header == nil)
    #expect(section.footer == nil)
    #expect(section.rows.isEmpty)
    let row = Row(id: "r", content: LabelViewModel(text: "A"))
    #expect(row.id == "r")
    #expect(row.content == AnyViewModel(LabelViewModel(text: "A")))
    #expect(row.onSelect == nil)
  }

  @Test func rowContentIsWrappedOnce() {
    let row = Row(id: "r", content: AnyViewModel(AnyViewModel(LabelViewModel(text: "A"))))
    #expect(row.content.base is LabelViewModel)
    #expect(row == Row(id: "r", content: LabelViewModel(text: "A")))
  }

  @Test func equalListsAreEqualAndHashEqualWhateverTheirClosures() {
    let copy = ListViewModel(
      sections: [
        Self.today,
        Section(
          id: "earlier",
          rows: [
            Row(
              id: "9", content: ToggleViewModel(label: "Done"),
              onSelect: Action("orders.select.9", isEnabled: false) { print("other") })
          ]),
        Section(id: "empty", header: nil, footer: nil, rows: []),
      ],
      accessibility: Self.accessibility)
    #expect(copy == Self.full)
    #expect(copy.hashValue == Self.full.hashValue)
  }

  @Test func changingAnyListPropertyMakesListsUnequal() {
    #expect(ListViewModel(sections: Self.full.sections) != Self.full)
    #expect(
      ListViewModel(
        sections: Array(Self.full.sections.dropLast()), accessibility: Self.accessibility)
        != Self.full)
    #expect(
      ListViewModel(sections: Self.full.sections.reversed(), accessibility: Self.accessibility)
        != Self.full)
  }

  @Test func changingAnySectionPropertyMakesSectionsUnequal() {
    let rows = Self.today.rows
    #expect(Section(id: "today", header: "Today", footer: "2 orders", rows: rows) == Self.today)
    let variants = [
      Section(id: "now", header: "Today", footer: "2 orders", rows: rows),
      Section(id: "today", header: nil, footer: "2 orders", rows: rows),
      Section(id: "today", header: "Today", footer: "3 orders", rows: rows),
      Section(id: "today", header: "Today", footer: "2 orders", rows: Array(rows.dropFirst())),
    ]
    for variant in variants {
      #expect(variant != Self.today)
    }
  }

  @Test func changingAnyRowPropertyMakesRowsUnequal() {
    let action = Action<Void>("orders.select.13") {}
    let row = Row(id: "13", content: ButtonViewModel(title: "Open"), onSelect: action)
    #expect(row == Self.today.rows[1])
    #expect(row.hashValue == Self.today.rows[1].hashValue)
    let variants = [
      Row(id: "14", content: ButtonViewModel(title: "Open"), onSelect: action),
      Row(id: "13", content: ButtonViewModel(title: "Close"), onSelect: action),
      Row(id: "13", content: LabelViewModel(text: "Open"), onSelect: action),
      Row(id: "13", content: ButtonViewModel(title: "Open")),
      Row(id: "13", content: ButtonViewModel(title: "Open"), onSelect: action.disabled()),
    ]
    for variant in variants {
      #expect(variant != row)
    }
  }

  // MARK: Text rendering

  @Test func defaultListShowsAnEmptySectionList() throws {
    #expect(try TextRenderer().render(ListViewModel()) == "List\n  sections: []\n")
  }

  @Test func listWithEveryPropertySetShowsSectionsRowsAndAccessibility() throws {
    let expected = """
      List
        sections:
          [0]: Section "today" header "Today" footer "2 orders"
            rows:
              [0]: Row "12"
                content: Label "Order #12" #000000FF body
              [1]: Row "13" onSelect: → orders.select.13
                content: Button "Open" #0040DDFF
          [1]: Section "earlier"
            rows:
              [0]: Row "9" onSelect: → orders.select.9 (disabled)
                content: Toggle "Done" off
          [2]: Section "empty"
            rows: []
        accessibility: label "Orders" hint "Your orders" identifier "orders" traits [updatesFrequently]

      """
    #expect(try TextRenderer().render(Self.full) == expected)
  }

  @Test func sectionWithOnlyAFooterShowsIt() throws {
    let list = ListViewModel(sections: [Section(id: "s", footer: "End")])
    #expect(
      try TextRenderer().render(list)
        == "List\n  sections:\n    [0]: Section \"s\" footer \"End\"\n      rows: []\n")
  }

  @Test func listInsideAStructWithAUserRowIsIndentedFieldLines() throws {
    let screen = OrdersScreenViewModel(
      title: LabelViewModel(text: "Orders", font: .headline),
      list: ListViewModel(sections: [
        Section(
          id: "all",
          rows: [Row(id: "7", content: OrderRow(number: 7, total: LabelViewModel(text: "$5")))])
      ]))
    let expected = """
      OrdersScreenViewModel
        title: Label "Orders" #000000FF headline
        list: List
          sections:
            [0]: Section "all"
              rows:
                [0]: Row "7"
                  content: OrderRow
                    number: 7
                    total: Label "$5" #000000FF body

      """
    #expect(try TextRenderer().render(screen) == expected)
  }

  // MARK: JSON rendering

  @Test func defaultListJSONHasTypeAndSectionsOnly() throws {
    let json = try ParsedJSON(try JSONRenderer().render(ListViewModel()))
    #expect(json.keys == ["type", "sections"])
    #expect(json["type"]?.string == "List")
    #expect(json["sections"]?.count == 0)
    #expect(json["accessibility"] == nil)
  }

  @Test func fullListJSONHasSectionsRowsAndAccessibility() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Self.full))
    #expect(json["type"]?.string == "List")
    #expect(json["sections"]?.count == 3)

    let today = try #require(json["sections"]?[0])
    #expect(today.keys == ["id", "header", "footer", "rows"])
    #expect(today["id"]?.string == "today")
    #expect(today["header"]?.string == "Today")
    #expect(today["footer"]?.string == "2 orders")
    #expect(today["rows"]?.count == 2)

    let plainRow = try #require(today["rows"]?[0])
    #expect(plainRow.keys == ["id", "content", "onSelect"])
    #expect(plainRow["id"]?.string == "12")
    #expect(plainRow["content"]?["type"]?.string == "Label")
    #expect(plainRow["content"]?["text"]?.string == "Order #12")
    #expect(plainRow["onSelect"]?.isNull == true)

    let selectableRow = try #require(today["rows"]?[1])
    #expect(selectableRow["content"]?["type"]?.string == "Button")
    #expect(selectableRow["content"]?["title"]?.string == "Open")
    #expect(selectableRow["onSelect"]?.keys == ["id"])
    #expect(selectableRow["onSelect"]?["id"]?.string == "orders.select.13")

    let disabledRow = try #require(json["sections"]?[1]?["rows"]?[0])
    #expect(disabledRow["onSelect"]?["id"]?.string == "orders.select.9")
    #expect(disabledRow["onSelect"]?["isEnabled"]?.bool == false)

    let empty = try #require(json["sections"]?[2])
    #expect(empty["id"]?.string == "empty")
    #expect(empty["header"]?.isNull == true)
    #expect(empty["footer"]?.isNull == true)
    #expect(empty["rows"]?.count == 0)

    let accessibility = try #require(json["accessibility"])
    #expect(accessibility["label"]?.string == "Orders")
    #expect(accessibility["hint"]?.string == "Your orders")
    #expect(accessibility["identifier"]?.string == "orders")
    #expect(accessibility["traits"]?[0]?.string == "updatesFrequently")
  }

  @Test func userRowContentGetsATypeMember() throws {
    let list = ListViewModel(sections: [
      Section(
        id: "all",
        rows: [Row(id: "7", content: OrderRow(number: 7, total: LabelViewModel(text: "$5")))])
    ])
    let content = try #require(
      try ParsedJSON(try JSONRenderer().render(list))["sections"]?[0]?["rows"]?[0]?["content"])
    #expect(content.keys == ["type", "number", "total"])
    #expect(content["type"]?.string == "OrderRow")
    #expect(content["number"]?.int == 7)
    #expect(content["total"]?["type"]?.string == "Label")
  }

  @Test func listSectionAndRowJSONMembersAreInDeclarationOrder() throws {
    let rendered = try JSONRenderer().render(Self.full)
    #expect(Self.memberOrder(rendered) == ["type", "sections", "accessibility"])
    let sectionMembers = [
      "\"id\": \"today\"", "\"header\": \"Today\"", "\"footer\": \"2 orders\"", "\"rows\"",
    ]
    let sectionOffsets = try sectionMembers.map { try #require(rendered.range(of: $0)).lowerBound }
    #expect(sectionOffsets == sectionOffsets.sorted())
    let rowMembers = ["\"id\": \"13\"", "\"title\": \"Open\"", "\"onSelect\": {"]
    let rowOffsets = try rowMembers.map { try #require(rendered.range(of: $0)).lowerBound }
    #expect(rowOffsets == rowOffsets.sorted())
  }
}
