import ViewModelNotation

/// How every message, list and page names a test: `Suite.test(arguments)`,
/// the shape its snapshot files are named with.
///
/// A test without arguments is `CartScreenTests.emptyCart`, a case of a
/// parameterized test `CartScreenTests.quantity(2)`, an XCTest method
/// `CartTests.testEmptyCart`: the suite or class (outer types first), the
/// function without its parameter list or backticks, and the case's
/// arguments in parentheses. A failure message, the run manifest (and so
/// `vmk pending`, `diff`, `review`, `report` and `gallery`) and the docs all
/// use this form, so a name found in one place can be searched for in any
/// other, and in the file names: `CartScreenTests.quantity(2).txt`. The
/// arguments' invisible characters are escaped as everything the library
/// prints is (``EscapedText``): an argument holding a line feed stays on
/// the name's one line, `Cards.card(one\ntwo)`.
package enum TestName {
  /// The name of the test `function` (as `#function` gives it:
  /// `quantity(_:)`) in `suite`, for the case whose arguments read
  /// `arguments`, or for the whole test when `arguments` is `nil`.
  package static func shown(suite: [String], function: String, arguments: String?) -> String {
    var name = (suite + [SnapshotFileName.testFunction(function)]).joined(separator: ".")
    if let arguments { name += "(" + EscapedText.escaped(arguments) + ")" }
    return name
  }
}
