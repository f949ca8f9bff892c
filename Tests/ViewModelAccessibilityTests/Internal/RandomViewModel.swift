import Foundation
import TestSupport
import ViewModelAccessibility
import ViewModelKit

/// A screen of the app's own, holding components the ways apps do: a
/// member, an optional, an array, and dictionaries keyed by strings and
/// by integers.
struct RandomScreen: ViewModel {
  var title: AnyViewModel
  var note: String
  var badge: AnyViewModel?
  var body: [AnyViewModel]
  var named: [String: AnyViewModel]
  var numbered: [Int: AnyViewModel]
}

/// Random view models of every component, with every field's kinds of
/// value (asset and translucent colours, the three kinds of font, styled
/// text, hostile strings, degenerate ranges), for comparing what is read
/// from a JSON rendering with what is read from the value.
struct RandomViewModel {
  var generator: SeededGenerator

  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  private static let strings = [
    "", "Pay", "a b", "é\u{301}", "\u{1B}[31m", "line\nbreak", "\"quoted\"", "<b>&</b>",
    "\u{202E}rtl", "👍🏽", "1", "42", "-3", "key.with.dot",
  ]

  mutating func string() -> String { Self.strings.randomElement(using: &generator)! }
  mutating func bool() -> Bool { Bool.random(using: &generator) }
  mutating func chance(_ outOf: Int) -> Bool { Int.random(in: 0..<outOf, using: &generator) == 0 }

  /// A component or a screen, nested at most `depth` more levels.
  mutating func any(depth: Int) -> AnyViewModel {
    let choice = Int.random(in: 0..<(depth > 0 ? 13 : 8), using: &generator)
    switch choice {
    case 0: return AnyViewModel(label())
    case 1: return AnyViewModel(button())
    case 2: return AnyViewModel(image())
    case 3: return AnyViewModel(textField())
    case 4: return AnyViewModel(toggle())
    case 5: return AnyViewModel(slider())
    case 6: return AnyViewModel(progress())
    case 7: return AnyViewModel(picker())
    case 8, 9: return AnyViewModel(stack(depth: depth - 1))
    case 10, 11: return AnyViewModel(list(depth: depth - 1))
    default: return AnyViewModel(screen(depth: depth - 1))
    }
  }

  mutating func screen(depth: Int) -> RandomScreen {
    var named: [String: AnyViewModel] = [:]
    for _ in 0..<Int.random(in: 0..<3, using: &generator) { named[string()] = any(depth: depth) }
    var numbered: [Int: AnyViewModel] = [:]
    for _ in 0..<Int.random(in: 0..<3, using: &generator) {
      numbered[Int.random(in: -5..<50, using: &generator)] = any(depth: depth)
    }
    return RandomScreen(
      title: any(depth: depth), note: string(), badge: chance(2) ? nil : any(depth: depth),
      body: (0..<Int.random(in: 0..<4, using: &generator)).map { _ in any(depth: depth) },
      named: named, numbered: numbered)
  }

  mutating func color() -> Color {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: return .asset(string())
    case 1: return Color(rgba: UInt32.random(in: 0...UInt32.max, using: &generator))
    default: return [Color.black, .white, .gray, .blue, .red].randomElement(using: &generator)!
    }
  }

  mutating func font() -> Font {
    switch Int.random(in: 0..<3, using: &generator) {
    case 0:
      return .system(
        size: [17, 11.5, 0, 300].randomElement(using: &generator)!,
        weight: Font.Weight.allCases.randomElement(using: &generator)!)
    case 1: return .textStyle(Font.TextStyle.allCases.randomElement(using: &generator)!)
    default: return .custom(string(), size: Double.random(in: 1...40, using: &generator))
    }
  }

  mutating func accessibility() -> Accessibility {
    guard !chance(3) else { return Accessibility() }
    let traits = Accessibility.Traits(rawValue: UInt32.random(in: 0..<(1 << 13), using: &generator))
    return Accessibility(
      label: chance(2) ? string() : nil, hint: chance(3) ? string() : nil,
      identifier: chance(2) ? string() : nil, traits: traits, isHidden: chance(4),
      combinesChildren: chance(4), customActions: chance(3) ? customActions() : [],
      headingLevel: chance(4) ? Int.random(in: -1...8, using: &generator) : nil,
      isExpanded: chance(4) ? chance(2) : nil, isInvalid: chance(5),
      inputLabels: chance(4) ? [string(), string()] : [], language: chance(5) ? string() : nil)
  }

  mutating func customActions() -> [Accessibility.CustomAction] {
    (0..<Int.random(in: 1...3, using: &generator)).map { _ in
      Accessibility.CustomAction(string(), Action(ActionID(string()), isEnabled: !chance(3)) {})
    }
  }

  mutating func action<Input>(_: Input.Type = Input.self) -> Action<Input>? {
    chance(3) ? nil : Action(ActionID(string()), isEnabled: !chance(3)) { _ in }
  }

  mutating func label() -> LabelViewModel {
    let text: AttributedText =
      chance(3)
      ? AttributedText(runs: [
        .init(string(), .init(color: color(), font: font())),
        .init(string(), .init(isUnderlined: true)),
      ]) : AttributedText(string())
    return LabelViewModel(
      text: text, textColor: color(), font: font(), accessibility: accessibility())
  }

  mutating func button() -> ButtonViewModel {
    ButtonViewModel(
      title: string(), titleColor: color(),
      style: ButtonViewModel.Style.allCases.randomElement(using: &generator)!,
      isEnabled: [nil, true, false].randomElement(using: &generator)!, onTap: action(Void.self),
      accessibility: accessibility())
  }

  mutating func image() -> ImageViewModel {
    let sources: [ImageViewModel.Source?] = [
      nil, .asset(string()), .symbol(string()), .url(URL(string: "https://example.com/a.png")!),
    ]
    return ImageViewModel(
      source: sources.randomElement(using: &generator)!, tint: chance(2) ? nil : color(),
      accessibility: accessibility())
  }

  mutating func textField() -> TextFieldViewModel {
    TextFieldViewModel(
      text: string(), placeholder: string(), isSecure: bool(), onChange: action(String.self),
      accessibility: accessibility())
  }

  mutating func toggle() -> ToggleViewModel {
    ToggleViewModel(
      isOn: bool(), label: string(), onChange: action(Bool.self), accessibility: accessibility())
  }

  mutating func slider() -> SliderViewModel {
    let bounds = [0.0, 1, 5, 100, -2.5, .infinity].shuffled(using: &generator)
    let range = min(bounds[0], bounds[1])...max(bounds[0], bounds[1])
    return SliderViewModel(
      value: [0.0, 0.3, 7, 1e300, -.infinity].randomElement(using: &generator)!, range: range,
      onChange: action(Double.self), accessibility: accessibility())
  }

  mutating func progress() -> ProgressViewModel {
    ProgressViewModel(
      fraction: [nil, 0, 0.25, 1.5, .infinity].randomElement(using: &generator)!,
      label: chance(2) ? nil : string(), accessibility: accessibility())
  }

  mutating func picker() -> SegmentedPickerViewModel {
    let options = (0..<Int.random(in: 0..<4, using: &generator)).map { _ in
      SegmentedPickerViewModel.Option(id: string(), title: string())
    }
    return SegmentedPickerViewModel(
      options: options, selection: chance(3) ? nil : string(), onChange: action(String.self),
      accessibility: accessibility())
  }

  mutating func stack(depth: Int) -> StackViewModel {
    StackViewModel(
      axis: bool() ? .vertical : .horizontal,
      children: (0..<Int.random(in: 0..<4, using: &generator)).map { _ in any(depth: depth) },
      backgroundColor: chance(2) ? nil : color(), accessibility: accessibility())
  }

  mutating func list(depth: Int) -> ListViewModel {
    let sections = (0..<Int.random(in: 0..<3, using: &generator)).map { _ in
      ListViewModel.Section(
        id: string(), header: chance(2) ? nil : string(), footer: chance(2) ? nil : string(),
        rows: (0..<Int.random(in: 0..<3, using: &generator)).map { _ in
          ListViewModel.Row(id: string(), content: any(depth: depth), onSelect: action(Void.self))
        })
    }
    return ListViewModel(
      sections: sections, backgroundColor: chance(2) ? nil : color(),
      accessibility: accessibility())
  }
}
