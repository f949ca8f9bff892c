#!/usr/bin/env bash
# A failing run, end to end: a package that depends on this repository by
# path has a passing history, then one test whose rendering changed, one
# new test, one that fails before its assertion, one that fails before the
# helper it calls asserts, one skipped, one removed from the failing suite
# and one removed in a suite of its own, and a failing `#expect` on two
# buttons. `vmk test` keeps the changed snapshot's rendering, reference and
# diff as attachments named after its file, which `vmk pending` links by
# the paths of the event stream; `vmk report` lists the changed, new and
# obsolete snapshots together (the removed tests' by the manifests of the
# passing runs, which name the test behind each assertion) and never calls
# the failed or skipped tests' references obsolete, the helper's included;
# and Swift Testing prints the two buttons in their one-line forms.
#
# Usage: .ci/e2e/failing-run.sh [path-to-vmk]
# Without a path, vmk is built with swift build --product vmk.
set -euo pipefail
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/lib.bash"
find_vmk "$@"

unset CI VMK_RECORD
export NO_COLOR=1

make_work vmk-failing
package="$work/Review"
tests="$package/Tests/ReviewTests"
mkdir -p "$tests"
out="$work/out.txt"
fail() { echo "FAIL: $*"; echo "--- output"; tail -n 60 "$out"; exit 1; }

write_manifest "$package" Review

# write_tests CHANGED_TEXT FAILS_FIRST SKIPPED REMOVED NEW BUTTONS: each
# flag is 1 or 0.
write_tests() {
  {
    echo 'import Testing'
    echo 'import ViewModelKit'
    echo 'import ViewModelSnapshotTesting'
    echo ''
    echo '@Suite struct CardTests {'
    echo "  @Test func changed() { assertSnapshot(of: LabelViewModel(text: \"$1\"), as: .text) }"
    echo '  @Test func unchanged() { assertSnapshot(of: LabelViewModel(text: "same"), as: .text) }'
    echo '  @Test func failsFirst() throws {'
    [ "$2" = 1 ] && echo '    try #require(Bool(false), "fails before its assertion")'
    echo '    assertSnapshot(of: LabelViewModel(text: "kept"), as: .text)'
    echo '  }'
    if [ "$3" = 1 ]; then echo '  @Test(.disabled("not today")) func skipped() {'; else echo '  @Test func skipped() {'; fi
    echo '    assertSnapshot(of: LabelViewModel(text: "also kept"), as: .text)'
    echo '  }'
    echo '  @Test func helped() throws {'
    [ "$2" = 1 ] && echo '    try #require(Bool(false), "fails before its helper")'
    echo '    check()'
    echo '  }'
    echo '  func check() { assertSnapshot(of: LabelViewModel(text: "helper"), as: .text) }'
    [ "$4" = 1 ] && echo '  @Test func orphan() { assertSnapshot(of: LabelViewModel(text: "orphan"), as: .text) }'
    [ "$5" = 1 ] && echo '  @Test func new() { assertSnapshot(of: LabelViewModel(text: "fresh"), as: .text) }'
    if [ "$6" = 1 ]; then
      echo '  @Test func buttons() {'
      echo '    let pay = ButtonViewModel(title: "Pay", onTap: Action("checkout.submit") {})'
      echo '    let cancel = ButtonViewModel(title: "Cancel", titleColor: .red)'
      echo '    #expect(pay == cancel)'
      echo '  }'
    fi
    echo '}'
    # A suite of its own.
    [ "$4" = 1 ] && echo '@Suite struct GoneTests { @Test func removed() { assertSnapshot(of: LabelViewModel(text: "gone"), as: .text) } }'
    true
  } >"$tests/CardTests.swift"
}

echo "-- the history: every test passes"
write_tests before 0 0 1 0 0
(cd "$package" && swift build --build-tests >"$out" 2>&1) || fail "the package does not build"
(cd "$package" && "$vmk" test >"$out" 2>&1) || true
(cd "$package" && "$vmk" accept --all >>"$out" 2>&1) || fail "vmk accept --all failed"
(cd "$package" && "$vmk" test >"$out" 2>&1) || fail "the second run does not pass"
snapshots="$package/Fixtures/Snapshots/CardTests"
for name in CardTests.changed CardTests.unchanged CardTests.failsFirst CardTests.skipped CardTests.check CardTests.orphan GoneTests.removed; do
  [ -f "$snapshots/$name.txt" ] || fail "no reference $name.txt"
done

echo "-- the change: changed, new, failing first, skipped, removed, #expect"
write_tests after 1 1 0 1 1
if (cd "$package" && "$vmk" test >"$out" 2>&1); then fail "vmk test passed a failing run"; fi
grep -q 'Button "Pay" #0040DDFF onTap: → checkout.submit' "$out" \
  || fail "#expect did not print the pay button's one-line form"
grep -q 'Button "Cancel" #FF3B30FF' "$out" || fail "#expect did not print the cancel button's one-line form"
if grep -q 'ButtonViewModel(' "$out"; then fail "#expect printed a button through reflection"; fi

run=$(sed -n 's/.*"id" *: *"\([^"]*\)".*/\1/p' "$package/.build/vmk/last-run.json" | head -n 1)
attachments="$package/.build/vmk/runs/$run/attachments"
[ -d "$attachments" ] || fail "no attachments folder for run $run"
for file in CardTests.changed.rendering.txt CardTests.changed.reference.txt CardTests.changed.diff.patch; do
  [ -f "$attachments/$file" ] || { ls -la "$attachments" >>"$out"; fail "no attachment $file"; }
done
grep -qx 'Label "after".*' "$attachments/CardTests.changed.rendering.txt" || fail "the rendering attachment is not the rendering"
grep -qx 'Label "before".*' "$attachments/CardTests.changed.reference.txt" || fail "the reference attachment is not the reference"
grep -q '^-Label "before"' "$attachments/CardTests.changed.diff.patch" || fail "the diff attachment is not a diff"

pending="$work/pending.json"
(cd "$package" && "$vmk" pending --json >"$pending" 2>>"$out") || true
cat "$pending" >>"$out"
for kind in rendering reference diff; do
  grep -q "runs/$run/attachments/CardTests.changed.$kind" "$pending" \
    || fail "vmk pending does not link the changed snapshot's $kind attachment"
done

report="$work/report.md"
(cd "$package" && "$vmk" report >"$report" 2>>"$out") || true
cat "$report" >>"$out"
grep -q 'CardTests.changed' "$report" || fail "the report does not list the changed snapshot"
grep -q 'CardTests.new' "$report" || fail "the report does not list the new snapshot"
grep -q 'GoneTests.removed.txt' "$report" || fail "the report does not list the obsolete reference"
grep -q 'CardTests.orphan.txt' "$report" \
  || fail "the report does not list the reference of the test removed from the failing suite"
if grep -q 'not known' "$report"; then fail "the report does not know the obsolete references"; fi
for kept in failsFirst skipped check; do
  if grep -q "CardTests.$kept.txt" "$report"; then fail "the report calls CardTests.$kept.txt obsolete"; fi
done
echo "OK: a failing run reports changed, new and obsolete snapshots together, with attachments"
