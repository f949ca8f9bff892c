#!/usr/bin/env bash
# vmk end to end: a tiny package that depends on this repository by path
# snapshots a LabelViewModel, and the built vmk takes it through a whole
# review cycle: record (with the Fixtures/.gitattributes it writes), accept,
# change, pending/diff, accept, a reference saved with CRLF line endings and
# one saved in Latin-1 through every command, exit codes for a path that
# does not exist and for no package, remove a test, obsolete, a stale
# candidate, obsolete --delete, and a filtered run that obsolete refuses;
# a run keeps its attachments folder and event stream in .build/vmk/runs/<id>/.
#
# Usage: .ci/e2e/vmk-end-to-end.sh [path-to-vmk]
# Without a path, vmk is built with swift build --product vmk.
set -euo pipefail
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/lib.bash"
find_vmk "$@"

# The library never writes snapshot files when CI is set (the outer CI sets
# CI=true), and VMK_RECORD would change what it writes: the inner runs need
# neither.
unset CI VMK_RECORD
export NO_COLOR=1

make_work vmk-e2e
package="$work/Greeter"
out="$work/out.txt"
mkdir -p "$package/Tests/GreeterTests"

write_manifest "$package" Greeter

# The greeting comes from GREETING, so that a run can change the rendering.
cat >"$package/Tests/GreeterTests/GreetingTests.swift" <<'EOF'
import Foundation
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@Suite struct GreetingTests {
  @Test func greeting() {
    let text = ProcessInfo.processInfo.environment["GREETING"] ?? "Hello"
    assertSnapshot(of: LabelViewModel(text: text), as: .text)
  }
}
EOF

step() { echo "== e2e: $*"; }
fail() {
  echo "FAIL: $*"
  echo "---- output of the last command (last 60 lines) ----"
  tail -n 60 "$out" || true
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
# shows TEXT: the last command's output holds TEXT.
shows() { grep -qF -- "$1" "$out" || fail "the output does not show: $1"; }
lacks() { ! grep -qF -- "$1" "$out" || fail "the output shows: $1"; }

greeting=Fixtures/Snapshots/GreetingTests/GreetingTests.greeting.txt
farewell=Fixtures/Snapshots/FarewellTests/FarewellTests.farewell.txt

step "the first run records the reference and fails once"
expect 1 "$vmk" test
shows "checked      1"
shows "new          1"
shows "vmk accept --all"
[ -f "$package/$greeting" ] || fail "vmk test did not record $greeting"
shows "Wrote Fixtures/.gitattributes too, holding the line Snapshots/** -text"
grep -qxF 'Snapshots/** -text' "$package/Fixtures/.gitattributes" \
  || fail "recording did not write Fixtures/.gitattributes"

step "accept it; the next run is green"
expect 0 "$vmk" accept --all
expect 0 "$vmk" test
shows "swift test passed."
shows "matched      1"
shows "Obsolete references: none."

step "a changed greeting is one changed snapshot, pending with its diff"
export GREETING="Hello, Ada"
expect 1 "$vmk" test
shows "changed      1"
shows "vmk review"
run_id=$(sed -n 's/^  "id" : "\(.*\)",$/\1/p' "$package/.build/vmk/last-run.json")
[ -d "$package/.build/vmk/runs/$run_id/attachments" ] \
  || fail "vmk test did not create .build/vmk/runs/$run_id/attachments for --attachments-path"
[ -f "$package/.build/vmk/runs/$run_id/events.jsonl" ] \
  || fail "swift test wrote no event stream to .build/vmk/runs/$run_id/events.jsonl"
grep -qF "\"attachments\" : \".build/vmk/runs/$run_id/attachments\"" "$package/.build/vmk/last-run.json" \
  || fail "the run receipt does not name the attachments folder"
[ -f "$package/$greeting.new" ] || fail "no $greeting.new beside the reference"
expect 1 "$vmk" pending
shows "changed  $greeting"
shows "source: Tests/GreeterTests/GreetingTests.swift:9"
expect 1 "$vmk" diff
shows '(root): Label "Hello" … → Label "Hello, Ada" …'
shows '- 1   │ Label "Hello" '
shows '+   1 │ Label "Hello, Ada" '
expect 0 "$vmk" accept --all
[ ! -f "$package/$greeting.new" ] || fail "accept left $greeting.new"
grep -qF "Hello, Ada" "$package/$greeting" || fail "accept did not update $greeting"
expect 0 "$vmk" test
shows "matched      1"

# invalid NAMED WORDS: a reference that breaks the byte contract, its
# candidate written by the run, is counted as changed and named as NAMED by
# the test and the text commands, and by its WORDS where JSON, Markdown or
# HTML escape the rest (never as field changes); accepting the candidate
# fixes it.
invalid() {
  local named=$1 words=$2
  expect 1 "$vmk" test
  shows "changed      1"
  shows "failed       0"
  shows "$named"
  lacks "without CI set"
  lacks "VMK_RECORD=never"
  shows "vmk review"
  for command in pending diff; do
    expect 1 "$vmk" "$command"
    shows "$named"
    lacks "(root)"
  done
  for command in report "report --format json" "pending --json"; do
    # shellcheck disable=SC2086
    expect 1 "$vmk" $command
    shows "$words"
    lacks "(root)"
  done
  expect 0 "$vmk" gallery --output -
  shows "$words"
  expect 0 "$vmk" accept --all
  expect 0 "$vmk" test
  shows "matched      1"
}

step "a reference saved with CRLF line endings is named as such by every command"
sed -i 's/$/\r/' "$package/$greeting"
invalid "$greeting has CRLF line endings (\\r\\n, from line 1)" "has CRLF line endings"

step "a reference saved in Latin-1 is named as not UTF-8 by every command"
export GREETING="Café"
printf 'Label "Caf\xe9" #000000FF body\n' >"$package/$greeting"
invalid "$greeting is not UTF-8 (at byte 10)" "is not UTF-8 (at byte 10)"

step "a path that does not exist, and no package, exit 1 saying so"
expect 1 "$vmk" accept does/not/exist
shows "does/not/exist does not exist."
lacks "Nothing is pending at"
mkdir -p "$work/not-a-package"
set +e
(cd "$work/not-a-package" && "$vmk" pending) >"$out" 2>&1
code=$?
set -e
[ "$code" -eq 1 ] || fail "vmk outside any package exited with $code, expected 1"
shows "No Package.swift in"
expect 2 "$vmk" accept --no-such-option

step "vmk test --accept runs and accepts in one step, and refuses on CI before running"
export GREETING="Hi, Grace"
expect 1 env CI=true "$vmk" test --accept
shows "vmk test --accept does not run on CI"
[ ! -f "$package/$greeting.new" ] || fail "vmk test --accept ran the tests on CI"
expect 1 "$vmk" test --accept
shows "vmk test --accept: accepting the 1 snapshot this run made pending."
shows "again: swift test failed before the decisions above"
[ ! -f "$package/$greeting.new" ] || fail "vmk test --accept left $greeting.new"
grep -qF "Hi, Grace" "$package/$greeting" || fail "vmk test --accept did not update $greeting"
expect 0 "$vmk" test
shows "matched      1"

step "a second test records its reference; accepted, both match"
cat >"$package/Tests/GreeterTests/FarewellTests.swift" <<'EOF'
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@Suite struct FarewellTests {
  @Test func farewell() {
    assertSnapshot(of: LabelViewModel(text: "Goodbye"), as: .text)
  }
}
EOF
expect 1 "$vmk" test
shows "new          1"
[ -f "$package/$farewell" ] || fail "vmk test did not record $farewell"
expect 0 "$vmk" accept --all
expect 0 "$vmk" test
shows "matched      2"

step "a removed test leaves an obsolete reference, which --delete removes"
rm "$package/Tests/GreeterTests/FarewellTests.swift"
expect 1 "$vmk" test
shows "swift test passed."
shows "Obsolete references: 1"
expect 1 "$vmk" obsolete
shows "  $farewell"
lacks "$greeting"
expect 1 "$vmk" obsolete --json
shows '"schema" : "vmk.obsolete/1"'
expect 0 "$vmk" obsolete --delete
shows "deleted $farewell"
[ ! -e "$package/$farewell" ] || fail "vmk obsolete --delete left $farewell"
[ -f "$package/$greeting" ] || fail "vmk obsolete --delete removed $greeting"
expect 0 "$vmk" obsolete
expect 0 "$vmk" test

step "a candidate whose test is gone is stale: not reviewed, not accepted, deleted by obsolete"
stale=Fixtures/Snapshots/GoneTests/GoneTests.gone.txt.new
mkdir -p "$package/Fixtures/Snapshots/GoneTests"
printf 'Label "Gone" #000000FF body\n' >"$package/$stale"
touch -d '1 hour ago' "$package/$stale"
expect 1 "$vmk" test
shows "swift test passed."
shows "1 stale candidate, not pending"
shows "vmk obsolete --delete  delete the 1 stale candidate"
lacks "vmk review"
expect 1 "$vmk" pending
shows "No pending snapshots."
shows "    $stale"
expect 0 "$vmk" accept --all
shows "Not accepted: 1 stale candidate"
expect 1 "$vmk" accept "$stale"
shows "is a stale candidate"
[ -f "$package/$stale" ] || fail "accept touched the stale candidate"
expect 1 "$vmk" obsolete
shows "  $stale"
expect 0 "$vmk" obsolete --delete
shows "deleted $stale"
[ ! -e "$package/$stale" ] || fail "vmk obsolete --delete left $stale"
expect 0 "$vmk" test

step "after a filtered run, vmk obsolete refuses"
expect 0 "$vmk" test -- --filter GreetingTests
shows "filtered by --filter"
expect 1 "$vmk" obsolete
shows "was filtered"
shows 'Run `vmk test` with no filter and with every test passing, then `vmk obsolete`.'

echo "== e2e: vmk test, review and obsolete work end to end"
