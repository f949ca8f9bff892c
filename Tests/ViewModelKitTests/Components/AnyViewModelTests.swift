import Foundation
import TestSupport
import Testing

@testable import ViewModelKit

private struct Greeting: ViewModel {
  var title: LabelViewModel
  var dismiss: ButtonViewModel
  var note: String?
}

private struct Farewell: ViewModel {
  var title: LabelViewModel
  var dismiss: ButtonViewModel
  var note: String?
}

@Suite struct AnyViewModelTests {
  fileprivate static let greeting = Greeting(
    title: LabelViewModel(text: "Hello"),
    dismiss: ButtonViewModel(title: "Close", onTap: Action("greeting.close") {}), note: nil)

  /// The members of the rendered root object, in the order they were written.
  private static func memberOrder(_ json: String) -> [String] {
    json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { line in
      String(line.dropFirst(3).prefix { $0 != "\"" })
    }
  }

  // MARK: Wrapping

  @Test func wrapperKeepsItsBase() {
    let wrapped = AnyViewModel(LabelViewModel(text: "Hi"))
    #expect(wrapped.base as? LabelViewModel == LabelViewModel(text: "Hi"))
  }

  @Test func wrappingAWrapperKeepsTheInnermostValue() {
    let once = AnyViewModel(ButtonViewModel(title: "OK"))
    let twice = AnyViewModel(AnyViewModel(once))
    #expect(twice.base is ButtonViewModel)
    #expect(!(twice.base is AnyViewModel))
    #expect(twice == once)
    #expect(twice.hashValue == once.hashValue)
  }

  // MARK: Equality

  @Test func sameTypeAndValueAreEqualAndHashEqual() {
    let lhs = AnyViewModel(Self.greeting)
    let rhs = AnyViewModel(
      Greeting(
        title: LabelViewModel(text: "Hello"),
        dismiss: ButtonViewModel(
          title: "Close", onTap: Action("greeting.close") { print("other") }),
        note: nil))
    #expect(lhs == rhs)
    #expect(lhs.hashValue == rhs.hashValue)
    #expect(AnyViewModel(LabelViewModel()) == AnyViewModel(LabelViewModel()))
  }

  @Test func differentValuesOfOneTypeAreUnequal() {
    #expect(AnyViewModel(LabelViewModel(text: "A")) != AnyViewModel(LabelViewModel(text: "B")))
    let changed = Greeting(title: Self.greeting.title, dismiss: Self.greeting.dismiss, note: "Bye")
    #expect(AnyViewModel(changed) != AnyViewModel(Self.greeting))
  }

  @Test func valuesOfDifferentTypesAreUnequal() {
    #expect(AnyViewModel(LabelViewModel()) != AnyViewModel(ButtonViewModel()))
    #expect(AnyViewModel(ToggleViewModel()) != AnyViewModel(TextFieldViewModel()))
    let farewell = Farewell(title: Self.greeting.title, dismiss: Self.greeting.dismiss, note: nil)
    #expect(AnyViewModel(farewell) != AnyViewModel(Self.greeting))
  }

  @Test func equalWrappersCollapseInASet() {
    let set: Set = [
      AnyViewModel(LabelViewModel(text: "A")), AnyViewModel(LabelViewModel(text: "A")),
      AnyViewModel(LabelViewModel(text: "B")), AnyViewModel(ImageViewModel()),
    ]
    #expect(set.count == 3)
    #expect(set.contains(AnyViewModel(ImageViewModel())))
  }

  // MARK: Text rendering

  @Test func wrappedComponentRendersAsTheComponentItself() throws {
    let label = LabelViewModel(text: "Hi", accessibility: Accessibility(label: "Hello"))
    let expected = """
      Label "Hi" #000000FF body
        accessibility: label "Hello"

      """
    #expect(try TextRenderer().render(AnyViewModel(label)) == expected)
    #expect(try TextRenderer().render(AnyViewModel(label)) == TextRenderer().render(label))
  }

  @Test func wrappedStructRendersUnderItsOwnTypeName() throws {
    let expected = """
      Greeting
        title: Label "Hello" #000000FF body
        dismiss: Button "Close" #0040DDFF onTap: → greeting.close
        note: nil

      """
    #expect(try TextRenderer().render(AnyViewModel(Self.greeting)) == expected)
    #expect(try TextRenderer().render(Self.greeting) == expected)
  }

  @Test func wrappersInsideAStackShowTheirValues() throws {
    let stack = StackViewModel(children: [
      AnyViewModel(Self.greeting), AnyViewModel(AnyViewModel(ImageViewModel())),
    ])
    let expected = """
      Stack vertical spacing 0
        children:
          [0]: Greeting
            title: Label "Hello" #000000FF body
            dismiss: Button "Close" #0040DDFF onTap: → greeting.close
            note: nil
          [1]: Image none

      """
    #expect(try TextRenderer().render(stack) == expected)
  }

  // MARK: JSON rendering

  @Test func wrappedComponentJSONHasOneTypeMember() throws {
    let rendered = try JSONRenderer().render(AnyViewModel(ButtonViewModel(title: "OK")))
    #expect(rendered == (try JSONRenderer().render(ButtonViewModel(title: "OK"))))
    #expect(rendered.components(separatedBy: "\"type\"").count == 2)
    let json = try ParsedJSON(rendered)
    #expect(json["type"]?.string == "Button")
    #expect(json["title"]?.string == "OK")
    #expect(json["onTap"]?.isNull == true)
    #expect(json["accessibility"] == nil)
  }

  @Test func wrappedStructJSONGetsATypeMemberFirst() throws {
    let rendered = try JSONRenderer().render(AnyViewModel(Self.greeting))
    #expect(Self.memberOrder(rendered) == ["type", "title", "dismiss", "note"])
    let json = try ParsedJSON(rendered)
    #expect(json["type"]?.string == "Greeting")
    #expect(json["title"]?["type"]?.string == "Label")
    #expect(json["title"]?["text"]?.string == "Hello")
    #expect(json["dismiss"]?["type"]?.string == "Button")
    #expect(json["dismiss"]?["onTap"]?["id"]?.string == "greeting.close")
    #expect(json["note"]?.isNull == true)
  }

  @Test func unwrappedStructJSONHasNoTypeMember() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Self.greeting))
    #expect(json.keys == ["title", "dismiss", "note"])
  }

  @Test func foundationEncoderEncodesTheWrappedValue() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let wrapped = try encoder.encode(AnyViewModel(ToggleViewModel(isOn: true, label: "On")))
    let direct = try encoder.encode(ToggleViewModel(isOn: true, label: "On"))
    #expect(wrapped == direct)
    let json = try ParsedJSON(String(decoding: wrapped, as: UTF8.self))
    #expect(json["type"]?.string == "Toggle")
    #expect(json["isOn"]?.bool == true)
  }
}
