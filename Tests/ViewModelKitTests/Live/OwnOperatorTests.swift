import OperatorDeclaringLibrary
import Testing
import ViewModelKit

// A file that imports ViewModelKit beside a library with its own `>>>`, as
// a package using a reactive library does. It compiles only while
// ViewModelKit declares no operator of that name: were it to declare one,
// every use below would fail with "ambiguous operator declarations found
// for operator".
@Suite struct OwnOperatorTests {
  @Test func aPackageThatDeclaresItsOwnTripleShiftKeepsItsMeaning() {
    // At AdditionPrecedence, `*` binds tighter: 1 >>> (2 * 3) = 16.
    #expect(1 >>> 2 * 3 == 16)
    #expect(4 >>> 2 >>> 1 == 421)
  }
}
