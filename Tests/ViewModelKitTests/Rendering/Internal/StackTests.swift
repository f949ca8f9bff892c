import Testing

@testable import ViewModelKit

@Suite struct StackTests {
  @Test func elementsSurviveGrowingPastTheFirstCapacity() {
    var stack = Stack<Int32>(capacity: 4)
    defer { stack.deallocate() }
    for value in 0..<1_000 { stack.append(Int32(value)) }
    #expect(stack.count == 1_000)
    #expect((0..<1_000).allSatisfy { stack[$0] == Int32($0) })
  }

  @Test func aStackWithNoCapacityGrowsOnItsFirstElement() {
    var stack = Stack<UInt8>(capacity: 0)
    defer { stack.deallocate() }
    #expect(stack.count == 0)
    for value in 0..<100 { stack.append(UInt8(value)) }
    #expect((0..<100).allSatisfy { stack[$0] == UInt8($0) })
    var bytes = Stack<UInt8>(capacity: 0)
    defer { bytes.deallocate() }
    [1, 2, 3].withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
    #expect((0..<3).map { bytes[$0] } == [1, 2, 3])
  }

  @Test func appendingRepeatedElementsGrowsAsOftenAsItNeeds() {
    var stack = Stack<Int32>(capacity: 0)
    defer { stack.deallocate() }
    stack.append(7)
    stack.append(repeating: -1, count: 1_000)
    stack.append(8)
    #expect(stack.count == 1_002)
    #expect(stack[0] == 7 && stack[1_001] == 8)
    #expect((1...1_000).allSatisfy { stack[$0] == -1 })
  }

  @Test func aStackOfZerosHoldsThatManyZeros() {
    let zeros = Stack<Int32>(zeros: 300)
    defer { zeros.deallocate() }
    #expect(zeros.count == 300)
    #expect((0..<300).allSatisfy { zeros[$0] == 0 })
  }

  @Test func removingFromTheTopLeavesTheRestInPlace() {
    var stack = Stack<Int32>(capacity: 4)
    defer { stack.deallocate() }
    for value in [10, 20, 30, 40, 50] as [Int32] { stack.append(value) }
    #expect(stack.removeLast() == 50)
    stack.removeLast(2)
    #expect(stack.count == 2)
    stack.append(60)
    #expect([stack[0], stack[1], stack[2]] == [10, 20, 60])
  }

  @Test func anElementIsChangedInPlace() {
    var stack = Stack<Int32>(capacity: 4)
    defer { stack.deallocate() }
    stack.append(1)
    stack.append(2)
    stack[0] += 5
    #expect([stack[0], stack[1]] == [6, 2])
  }
}
