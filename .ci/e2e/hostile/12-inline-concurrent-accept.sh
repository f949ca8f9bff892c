#!/usr/bin/env bash
# Case 12: two `vmk accept --all` at once on one test file with three
# pending inline snapshots, the parse check slowed to a second to widen the
# race. The file ends either as it was or with all three literals, never
# half of each, and parses; no temporary file is left; each vmk exits 0 or
# 1 with a message, not a crash.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
tests="$package/Tests/T/InlineTests.swift"
inline_tests "$tests"
for line in 5 6 7; do pending Tests/T/InlineTests.swift "$line" 23 "Line $line"$'\n'; done
old=$(cat "$tests")
# The file with all three literals, as one accept alone writes it.
export VMK_SWIFTC="$work/fast-swiftc"
stand_in_swiftc "$VMK_SWIFTC" 0
cp -R "$package" "$work/alone"
(cd "$work/alone" && timeout 20 "$VMK" accept --all </dev/null >"$work/out" 2>&1) \
  || fail "one vmk accept --all failed"$'\n'"$(cat "$work/out")"
new=$(cat "$work/alone/Tests/T/InlineTests.swift")
[ "$new" != "$old" ] || fail "one vmk accept --all changed nothing"

export VMK_SWIFTC="$work/slow-swiftc"
stand_in_swiftc "$VMK_SWIFTC" 1
(cd "$package" && timeout 20 "$VMK" accept --all </dev/null >"$work/first" 2>&1; echo $? >"$work/first.status") &
first=$!
(cd "$package" && timeout 20 "$VMK" accept --all </dev/null >"$work/second" 2>&1; echo $? >"$work/second.status") &
second=$!
wait "$first" "$second"
for run in first second; do
  status=$(cat "$work/$run.status")
  [ "$status" -le 1 ] || fail "the $run vmk accept exited with $status"$'\n'"$(cat "$work/$run")"
done
now=$(cat "$tests")
[ "$now" = "$old" ] || [ "$now" = "$new" ] \
  || fail "the file is neither the old one nor the new one:"$'\n'"$now"
[ "$now" = "$new" ] || fail "neither vmk accept wrote the literals"$'\n'"$(cat "$work/first" "$work/second")"
if command -v swiftc >/dev/null 2>&1; then
  swiftc -parse "$tests" >"$work/out" 2>&1 || fail "the file does not parse: $(cat "$work/out")"
fi
[ -z "$(find "$package/Tests/T" -name '.vmk-*' -print -quit)" ] || fail "a temporary file was left"
