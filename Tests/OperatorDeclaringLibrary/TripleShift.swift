// A library that declares its own `>>>`, as reactive libraries such as
// Bond do, for the test that a package importing it and ViewModelKit
// together still builds.

/// Joins two digits into a number: `4 >>> 2` is 42.
infix operator >>> : AdditionPrecedence

/// Appends the digit `right` to the number `left`.
public func >>> (left: Int, right: Int) -> Int { left * 10 + right }
