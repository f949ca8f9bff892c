import Testing

@testable import ViewModelKit

@Suite struct OutputBufferTests {
  @Test func lentMemoryIsWrittenInPlaceUntilItRunsOut() {
    let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 32)
    defer { memory.deallocate() }
    var buffer = OutputBuffer(capacity: 16)
    defer { buffer.deallocate() }
    buffer.adopt(memory)
    buffer.append("hello")
    #expect(buffer.isLent && buffer.base == memory.baseAddress)
    #expect(Array(memory[0..<5]) == Array("hello".utf8))

    for _ in 0..<10 { buffer.append(" world") }  // 65 bytes: past the 32 lent
    #expect(!buffer.isLent && buffer.base != memory.baseAddress)
    #expect(String(decoding: buffer.bytes, as: UTF8.self).hasPrefix("hello world world"))
    #expect(buffer.count == 65)
  }

  @Test func memoryTooSmallToLendIsNotAdopted() {
    let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4)
    defer { memory.deallocate() }
    var buffer = OutputBuffer(capacity: 16)
    defer { buffer.deallocate() }
    buffer.adopt(memory)
    #expect(!buffer.isLent)
    buffer.append("more than four bytes")
    #expect(String(decoding: buffer.bytes, as: UTF8.self) == "more than four bytes")
  }

  /// Each rendering starts with the room the last one of its root type took;
  /// one that needs more, or much less, must come out whole either way.
  @Test func renderingsOfOneTypeThatGrowAndShrinkComeOutWhole() throws {
    for rows in [1, 2_000, 3, 50_000, 0, 700] {
      let value = (0..<rows).map { "row \($0)" }
      let expected = "[\n" + value.map { "  \"\($0)\"" }.joined(separator: ",\n") + "\n]\n"
      #expect(try JSONRenderer().render(value) == (rows == 0 ? "[]\n" : expected))
      #expect(try JSONRenderer().renderUTF8(value) == Array((rows == 0 ? "[]\n" : expected).utf8))
    }
  }
}
