import ViewModelKit

/// One row of the benchmark screen: a label, a button with an action, and a
/// badge on every fourth row.
struct BenchRow: ViewModel {
  let label: LabelViewModel
  let button: ButtonViewModel
  let badge: LabelViewModel?
}

/// The benchmark screen as a view model, built from the library's components.
struct BenchViewModel: ViewModel {
  let title: LabelViewModel
  let rows: [BenchRow]
  let metadata: [String: String]
}

/// The same tree as plain `Codable` structs, without closures, for Foundation.
struct PlainTree: Codable {
  struct Label: Codable {
    let text: String
    let textColor: String
    let fontSize: Double
    let fontWeight: String
  }

  struct Button: Codable {
    let title: String
    let isEnabled: Bool
    let action: String
  }

  struct Row: Codable {
    let label: Label
    let button: Button
    let badge: String?
  }

  let title: String
  let rows: [Row]
  let metadata: [String: String]
}

enum Workload {
  static let metadata = [
    "screen": "catalog", "variant": "b", "locale": "en_GB", "build": "1042", "region": "eu",
  ]

  static func viewModel(rows count: Int) -> BenchViewModel {
    BenchViewModel(
      title: LabelViewModel(text: "Catalog", font: .largeTitle),
      rows: (0..<count).map { index in
        BenchRow(
          label: LabelViewModel(
            text: "Item \(index) — fresh tea", textColor: index.isMultiple(of: 5) ? .red : .black,
            font: .system(size: 17, weight: index.isMultiple(of: 2) ? .regular : .semibold)),
          button: ButtonViewModel(
            title: "Buy", isEnabled: !index.isMultiple(of: 3),
            onTap: Action("row.buy.\(index)") {}),
          badge: index.isMultiple(of: 4) ? LabelViewModel(text: "New", textColor: .orange) : nil)
      },
      metadata: metadata)
  }

  static func plain(rows count: Int) -> PlainTree {
    PlainTree(
      title: "Catalog",
      rows: (0..<count).map { index in
        PlainTree.Row(
          label: .init(
            text: "Item \(index) — fresh tea",
            textColor: index.isMultiple(of: 5) ? "#FF3B30FF" : "#000000FF", fontSize: 17,
            fontWeight: index.isMultiple(of: 2) ? "regular" : "semibold"),
          button: .init(
            title: "Buy", isEnabled: !index.isMultiple(of: 3), action: "row.buy.\(index)"),
          badge: index.isMultiple(of: 4) ? "New" : nil)
      },
      metadata: metadata)
  }
}
