import TestSupport
import Testing

@testable import ViewModelKit

// The helper the JSON tests rely on reads values the way they are meant.
@Suite struct ParsedJSONTests {
  @Test func readsBooleansNumbersNullsAndArrays() throws {
    let json = try ParsedJSON(#"{"a": true, "b": 1, "c": null, "d": [1.5]}"#)
    #expect(json["a"]?.bool == true)
    #expect(json["b"]?.bool == nil)
    #expect(json["b"]?.int == 1)
    #expect(json["c"]?.isNull == true)
    #expect(json["d"]?[0]?.double == 1.5)
  }
}
