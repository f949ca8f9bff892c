import Foundation
import Testing
import ViewModelKit

/// `superEncoder()` and `superEncoder(forKey:)`, which a subclass uses to
/// encode its superclass, render the value in its own place, with the
/// structure `JSONEncoder` gives it. These were the minimal reproductions
/// of the defect that merged the value into its parent after a spurious
/// `null`, or threw; the random trees do not place super encoders yet.
@Suite struct SuperEncoderRenderingTests {
  private class Base: Encodable {
    var id = 1
  }

  private final class Derived: Base {
    var name = "x"

    enum CodingKeys: String, CodingKey { case name }

    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try super.encode(to: container.superEncoder())
    }
  }

  /// A parent of either kind that hands a child of either kind a super encoder.
  struct Parent: Encodable, CustomTestStringConvertible {
    var isKeyed: Bool
    var childIsKeyed: Bool

    var testDescription: String {
      "\(isKeyed ? "keyed" : "unkeyed") parent, \(childIsKeyed ? "keyed" : "unkeyed") child"
    }

    func encode(to encoder: any Encoder) throws {
      let child = Child(isKeyed: childIsKeyed)
      if isKeyed {
        var container = encoder.container(keyedBy: Child.Key.self)
        try container.encode(0, forKey: Child.Key(stringValue: "before"))
        try child.encode(to: container.superEncoder(forKey: Child.Key(stringValue: "child")))
        try container.encode(9, forKey: Child.Key(stringValue: "after"))
      } else {
        var container = encoder.unkeyedContainer()
        try container.encode(0)
        try child.encode(to: container.superEncoder())
        try container.encode(9)
      }
    }
  }

  struct Child: Encodable {
    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    var isKeyed: Bool

    func encode(to encoder: any Encoder) throws {
      if isKeyed {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(1, forKey: Key(stringValue: "x"))
      } else {
        var container = encoder.unkeyedContainer()
        try container.encode(1)
      }
    }
  }

  /// JSON text with its objects' keys sorted and no spaces, for comparing values.
  private func canonical(_ json: Data) throws -> Data {
    try JSONSerialization.data(
      withJSONObject: JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed]),
      options: [.sortedKeys, .fragmentsAllowed])
  }

  @Test func aSuperclassRendersUnderTheSuperKeyAsJSONEncoderWritesIt() throws {
    let ours = try canonical(Data(try JSONRenderer().renderUTF8(Derived())))
    #expect(String(decoding: ours, as: UTF8.self) == #"{"name":"x","super":{"id":1}}"#)
    #expect(try ours == canonical(JSONEncoder().encode(Derived())))
    #expect(try TextRenderer().render(Derived()).contains("super: nil") == false)
  }

  @Test(arguments: [
    Parent(isKeyed: true, childIsKeyed: true), Parent(isKeyed: true, childIsKeyed: false),
    Parent(isKeyed: false, childIsKeyed: true), Parent(isKeyed: false, childIsKeyed: false),
  ])
  func aValueEncodedThroughASuperEncoderRendersInItsOwnPlace(parent: Parent) throws {
    let ours = try canonical(Data(try JSONRenderer().renderUTF8(parent)))
    #expect(try ours == canonical(JSONEncoder().encode(parent)))
  }
}
