#!/usr/bin/env bash
# Inline snapshots, round trip: a package that depends on this repository
# by path holds one test function per tricky shape of call and content
# (several calls on one line, arguments holding `)` `{` `"`, nested
# interpolation, raw strings, nested block comments, multi-line calls,
# emoji before the call, content holding `"""`, `\`, tabs or trailing
# spaces, empty content, `{ "" }`, calls in a closure and in `#if`,
# `matches:`, a wrong literal to re-record, a tab-indented file, a CRLF
# file, an XCTestCase). The first `swift test` fails and records them;
# `vmk pending --json` lists each; the patch of `vmk accept --patch --all`
# applies with git and gives the same files as `vmk accept --all`; the
# second `swift test` passes, nothing is pending and a third accept has
# nothing to do. Then a loop that renders two values at one call: `vmk
# accept` refuses it with the conflict message and changes no byte.
#
# Usage: .ci/e2e/inline-round-trip.sh [path-to-vmk]
# Without a path, vmk is built with swift build --product vmk.
set -euo pipefail
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/lib.bash"
find_vmk "$@"

# Recording needs a developer machine: no CI, no VMK_RECORD.
unset CI VMK_RECORD
export NO_COLOR=1

make_work vmk-inline
package="$work/RoundTrip"
tests="$package/Tests/RoundTripTests"
mkdir -p "$tests"
out="$work/out.txt"

write_manifest "$package" RoundTrip

cat >"$tests/Plain.swift" <<'EOF'
import ViewModelSnapshotTesting

/// A string's rendering is the string: content the tests choose byte by byte.
let plain = Snapshotting<String>(pathExtension: "txt") { $0 }
EOF

cat >"$tests/ShapeTests.swift" <<'EOF'
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@Suite struct ShapeTests {
  @Test func twoCallsOnOneLine() {
    assertInlineSnapshot(of: LabelViewModel(text: "one"), as: .text); assertInlineSnapshot(of: LabelViewModel(text: "two"), as: .text)
  }

  @Test func argumentsHoldingBracketsAndQuotes() {
    assertInlineSnapshot(of: LabelViewModel(text: "a) { \" b"), as: .text)
  }

  @Test func nestedInterpolation() {
    let count = 3
    assertInlineSnapshot(of: LabelViewModel(text: "n=\("(\("in\(count)ner"))")"), as: .text)
  }

  @Test func rawStringArgument() {
    assertInlineSnapshot(of: LabelViewModel(text: #"raw "quoted" \n ) {"#), as: .text)
  }

  @Test func nestedBlockComments() {
    /* outer /* inner ) { " */ still ( */ assertInlineSnapshot(of: /* ( /* ) " */ { */ LabelViewModel(text: "c"), as: .text)
  }

  @Test func multiLineCall() {
    assertInlineSnapshot(
      of: LabelViewModel(
        text: "multi"
      ),
      as: .text
    )
  }

  @Test func emojiBeforeTheCall() {
    let 🐱 = "cat"; assertInlineSnapshot(of: LabelViewModel(text: "\(🐱) 🐶"), as: .text)
  }

  @Test func contentHoldingTripleQuotes() {
    assertInlineSnapshot(of: "say \"\"\" and \"\"\"# here", as: plain)
  }

  @Test func contentHoldingBackslash() {
    assertInlineSnapshot(of: "back\\slash \\(not interpolated) \\#", as: plain)
  }

  @Test func contentWithTabs() {
    assertInlineSnapshot(of: "col\tumn\n\tindented\nend\t", as: plain)
  }

  @Test func contentWithTrailingSpaces() {
    assertInlineSnapshot(of: "two after   \n\nnext \t ", as: plain)
  }

  @Test func emptyContent() {
    assertInlineSnapshot(of: "", as: plain)
  }

  @Test func emptyLiteralClosure() {
    assertInlineSnapshot(of: LabelViewModel(text: "was empty"), as: .text) { "" }
  }

  @Test func callInsideAClosure() {
    [1].forEach { _ in assertInlineSnapshot(of: LabelViewModel(text: "closure"), as: .text) }
  }

  @Test func callInsideIfBlock() {
    #if canImport(Foundation) || !canImport(Foundation)
      assertInlineSnapshot(of: LabelViewModel(text: "if"), as: .text)
    #else
      #error("never compiled")
    #endif
  }

  @Test func explicitMatchesArgument() {
    assertInlineSnapshot(of: LabelViewModel(text: "matches"), as: .text, matches: { "wrong" })
  }

  @Test func reRecordOverAWrongLiteral() {
    assertInlineSnapshot(of: LabelViewModel(text: "new"), as: .text) {
      """
      Label "old" #000000FF system 17
      """
    }
  }

  @Test func multiLineRendering() {
    assertInlineSnapshot(of: LabelViewModel(text: "json"), as: .json)
  }

  @Test func unicodeContent() {
    assertInlineSnapshot(of: "é 🐱 \u{202E}rtl\u{202C} end", as: plain)
  }
}
EOF

cat >"$tests/LexingTests.swift" <<'EOF'
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

// A comment naming assertInlineSnapshot(of: LabelViewModel(text: "decoy"), as: .text)
@Suite struct LexingTests {
  @Test func multiLineStringArgument() {
    assertInlineSnapshot(of: LabelViewModel(text: """
      multi ) { " \(1 + 1)
      """), as: .text)
  }

  @Test func rawInterpolationArgument() {
    let word = "raw"
    assertInlineSnapshot(of: LabelViewModel(text: #"\#(word) \( "#), as: .text)
  }

  @Test func regexLiteralBeforeTheCall() {
    let digits = #/[0-9]+ \) \{ "/#
    _ = digits; assertInlineSnapshot(of: LabelViewModel(text: "regex"), as: .text)
  }

  @Test func twoOneLineLiteralsOnOneLine() {
    assertInlineSnapshot(of: "a", as: plain) { "x" }; assertInlineSnapshot(of: "b", as: plain) { "y" }
  }

  @Test func rawLiteralReplacedByAPlainOne() {
    assertInlineSnapshot(of: "plain now", as: plain) {
      ##"""
      was \#(raw) """#
      """##
    }
  }

  @Test(arguments: [1, 1]) func equalRenderingsOfOneCall(value: Int) {
    assertInlineSnapshot(of: LabelViewModel(text: "same \(value)"), as: .text)
  }

  @Test func otherArgumentsAfterMatches() {
    assertInlineSnapshot(
      of: LabelViewModel(text: "after"), as: .text, record: .missing,
      matches: {
        """
        old
        """
      })
  }
}
EOF

# One level of indentation is a tab in this file.
sed -E ':a; s/^(\t*)  /\1\t/; ta' >"$tests/TabIndentedTests.swift" <<'EOF'
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@Suite struct TabIndentedTests {
  @Test func tabIndented() {
    assertInlineSnapshot(of: "line one\nline two", as: plain)
  }

  @Test func tabIndentedWrongLiteral() {
    assertInlineSnapshot(of: LabelViewModel(text: "tabs"), as: .text) {
      """
      wrong
      """
    }
  }
}
EOF

# Every line of this file ends in \r\n.
sed 's/$/\r/' >"$tests/CRLFTests.swift" <<'EOF'
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@Suite struct CRLFTests {
  @Test func crlfFile() {
    assertInlineSnapshot(of: "crlf\nsecond line", as: plain)
  }

  @Test func crlfWrongLiteral() {
    assertInlineSnapshot(of: LabelViewModel(text: "crlf"), as: .text) {
      """
      wrong
      """
    }
  }
}
EOF

cat >"$tests/LegacyTests.swift" <<'EOF'
import ViewModelKit
import ViewModelSnapshotTesting
import XCTest

final class LegacyTests: XCTestCase {
  func testLabel() {
    assertInlineSnapshot(of: LabelViewModel(text: "xctest"), as: .text)
  }

  func testWrongLiteral() {
    assertInlineSnapshot(of: "xctest\nrendering", as: plain) {
      """
      old
      """
    }
  }
}
EOF

# Runs only with ROUND_TRIP_LOOP set: one call that sees two renderings.
cat >"$tests/LoopTests.swift" <<'EOF'
import Foundation
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@Suite struct LoopTests {
  @Test func twoValuesAtOneCall() {
    guard ProcessInfo.processInfo.environment["ROUND_TRIP_LOOP"] != nil else { return }
    for text in ["first", "second"] {
      assertInlineSnapshot(of: LabelViewModel(text: text), as: .text)
    }
  }
}
EOF

# The calls the first run records: one per assertInlineSnapshot( but the
# loop's and the one in LexingTests' comment.
calls=34
found=$(cat "$tests"/*.swift | grep -o 'assertInlineSnapshot(' | wc -l)
[ "$found" -eq $((calls + 2)) ] || { echo "FAIL: the fixture has $found calls, not $((calls + 2))"; exit 1; }
cp -R "$tests" "$work/before"

step() { echo "== inline round trip: $*"; }
fail() {
  echo "FAIL: $*"
  echo "---- output of the last command (last 60 lines) ----"
  tail -n 60 "$out" || true
  echo "---- the test files, as written and now ----"
  diff -ru "$work/before" "$tests" || true
  exit 1
}
# expect CODE COMMAND…: runs the command in the package, its output in $out.
expect() {
  local want=$1 got
  shift
  set +e
  (cd "$package" && "$@") >"$out" 2>&1
  got=$?
  set -e
  [ "$got" -eq "$want" ] || fail "\`$*\` exited with $got, expected $want"
}
shows() { grep -qF -- "$1" "$out" || fail "the output does not show: $1"; }

step "the first run fails and records every call"
expect 1 swift test
shows "Recorded a pending inline snapshot"
cmp -s <(cd "$work/before" && cat ./*.swift) <(cd "$tests" && cat ./*.swift) \
  || fail "swift test changed a test file"
expect 1 "$vmk" pending --json
listed=$(python3 -c '
import json, sys
inline = json.load(open(sys.argv[1]))["inline"]
problems = ["%s:%s: %s" % (i["file"], i["line"], i["problem"]) for i in inline if i["problem"]]
if problems:
    print("\n".join(problems), file=sys.stderr)
print(len(inline) if not problems else -1)' "$out") || fail "vmk pending --json is not JSON with an inline array"
[ "$listed" -eq "$calls" ] || fail "vmk pending --json lists $listed inline snapshots (-1: one has a problem), not $calls"

step "vmk accept --patch --all prints a patch git applies, and changes nothing"
patch="$work/inline.patch"
(cd "$package" && "$vmk" accept --patch --all </dev/null >"$patch" 2>"$out") \
  || fail "vmk accept --patch --all failed"
cmp -s <(cd "$work/before" && cat ./*.swift) <(cd "$tests" && cat ./*.swift) \
  || fail "vmk accept --patch changed a test file"
copy="$work/copy"
mkdir -p "$copy/Tests"
cp -R "$work/before" "$copy/Tests/RoundTripTests"
git -C "$copy" init -q
git -C "$copy" apply --check "$patch" 2>"$out" || fail "git apply --check refuses the patch"
git -C "$copy" apply "$patch" 2>"$out" || fail "git apply refuses the patch"

step "accepting one call first moves the others, which vmk accept --all then writes as the patch does"
# The first of two calls on one line: its closure moves the second call
# to another line and column, and every call below it down.
expect 0 "$vmk" accept Tests/RoundTripTests/ShapeTests.swift:7:25
shows "accepted  Tests/RoundTripTests/ShapeTests.swift:7:25"
expect 1 "$vmk" pending --json
left=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["inline"]))' "$out")
[ "$left" -eq $((calls - 1)) ] || fail "after accepting one call, $left are pending, not $((calls - 1))"
expect 0 "$vmk" accept --all
diff -r "$copy/Tests/RoundTripTests" "$tests" >"$out" 2>&1 \
  || fail "the patch and vmk accept --all wrote different files"
! grep -q $'[^\r]$' "$tests/CRLFTests.swift" || fail "a line of CRLFTests.swift lost its \\r"
! grep -q $'^\t* ' "$tests/TabIndentedTests.swift" || fail "TabIndentedTests.swift got a line indented with spaces"
grep -qF 'two after\u{20}\u{20}\u{20}' "$tests/ShapeTests.swift" || fail "trailing spaces are not kept as \\u{20}"
grep -qF '#"""' "$tests/ShapeTests.swift" || fail "no #\"\"\" literal for content holding \"\"\" or \\"

step "the second run passes; nothing is pending"
expect 0 swift test
# Every test ran: 31 Swift Testing tests (the loop's returns early) and 2 XCTest.
shows "Test run with 31 tests in 5 suites passed"
shows "Executed 2 tests, with 0 failures"
expect 0 "$vmk" pending
shows "No pending snapshots."
cp -R "$tests" "$work/accepted"
expect 0 "$vmk" accept --all
shows "No pending snapshots."
diff -r "$work/accepted" "$tests" >"$out" 2>&1 || fail "a third vmk accept --all changed a file"

step "a loop rendering two values at one call: vmk refuses it and changes nothing"
expect 1 env ROUND_TRIP_LOOP=1 swift test --filter LoopTests
shows "no one literal to write"
expect 1 "$vmk" accept --all
shows "LoopTests.swift:10:"
shows "different renderings"
diff -r "$work/accepted" "$tests" >"$out" 2>&1 || fail "the refused accept changed a file"
expect 1 "$vmk" pending

echo "inline round trip: $calls calls recorded, patched, compiled and green; the loop refused"
