import ViewModelKit

/// A colour given as decimal components, as an app's own model holds one.
///
/// The library's `Color` keeps 8 bits a component and renders as
/// `#RRGGBBAA`, so its components never reach a rendering as numbers; a
/// view model that shows them as numbers holds a struct such as this one.
struct Tint: Codable, Sendable, Hashable {
  let red: Double
  let green: Double
  let blue: Double
  let alpha: Double
}

/// One row of the float-heavy screen: a reading with the controls that
/// show it.
struct FloatRow: ViewModel {
  let slider: SliderViewModel
  let progress: ProgressViewModel
  let font: Font
  let tint: Tint
  let offset: Double
}

/// The float-heavy screen as a view model, built from the library's components.
struct FloatViewModel: ViewModel {
  let title: LabelViewModel
  let rows: [FloatRow]
}

/// The same float-heavy screen as plain `Codable` structs, for Foundation:
/// the numbers of the view model, without its `"type"` members.
struct PlainFloatTree: Codable {
  struct Slider: Codable {
    let value: Double
    let range: [Double]
    let step: Double?
  }

  struct Font: Codable {
    let size: Double
    let weight: String
  }

  struct Row: Codable {
    let slider: Slider
    let progress: Double
    let font: Font
    let tint: Tint
    let offset: Double
  }

  let title: String
  let rows: [Row]
}

/// The numbers of one row, the same in both forms of the tree.
///
/// Eleven floats a row, as a screen of measurements holds them: values
/// computed by arithmetic (`0.05 * 7`, `3 / 7`, `200 / 255`) whose shortest
/// forms run to 16 or 17 digits, short ones (`0.35`, `12.5`), whole ones
/// (`0`, `1`, `17`), negative ones, and on one row in eight each of
/// `1e-07` and `2.5e+20`, which are written with an exponent.
struct FloatRowNumbers {
  let value: Double
  let range: [Double]
  let step: Double?
  let progress: Double
  let fontSize: Double
  let isBold: Bool
  let tint: Tint
  let offset: Double

  static let fontSizes: [Double] = [12.5, 17, 40.0 / 3.0, 15.5, 11, 0.1 + 0.2 + 20]
  static let offsets: [Double] = [-3.75, 0.1 + 0.2, 1.0 / 3.0, 1e-7, -0.001, 2.5e20, 42, -6.5]

  init(index: Int) {
    value = Double(index % 21) * 0.05
    range = index.isMultiple(of: 3) ? [-20, 20.5] : [0, 1]
    step = index.isMultiple(of: 4) ? nil : 0.05
    progress = Double(index % 7) / 7
    fontSize = Self.fontSizes[index % Self.fontSizes.count]
    isBold = index.isMultiple(of: 2)
    tint = Tint(
      red: Double(index % 256) / 255, green: 0.35, blue: Double(index % 10) / 10,
      alpha: [1, 0.85, 0.5][index % 3])
    offset = Self.offsets[index % Self.offsets.count] * (index.isMultiple(of: 5) ? -1 : 1)
  }
}

enum FloatWorkload {
  static func viewModel(rows count: Int) -> FloatViewModel {
    FloatViewModel(
      title: LabelViewModel(text: "Readings", font: .largeTitle),
      rows: (0..<count).map { index in
        let numbers = FloatRowNumbers(index: index)
        return FloatRow(
          slider: SliderViewModel(
            value: numbers.value, range: numbers.range[0]...numbers.range[1], step: numbers.step),
          progress: ProgressViewModel(fraction: numbers.progress),
          font: .system(size: numbers.fontSize, weight: numbers.isBold ? .semibold : .regular),
          tint: numbers.tint, offset: numbers.offset)
      })
  }

  static func plain(rows count: Int) -> PlainFloatTree {
    PlainFloatTree(
      title: "Readings",
      rows: (0..<count).map { index in
        let numbers = FloatRowNumbers(index: index)
        return PlainFloatTree.Row(
          slider: .init(value: numbers.value, range: numbers.range, step: numbers.step),
          progress: numbers.progress,
          font: .init(size: numbers.fontSize, weight: numbers.isBold ? "semibold" : "regular"),
          tint: numbers.tint, offset: numbers.offset)
      })
  }
}
