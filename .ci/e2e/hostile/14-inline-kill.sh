#!/usr/bin/env bash
# Case 14: `kill -9` of vmk accept while it waits for the parse check of
# the file it patched. The file is unchanged, the test folder holds no
# temporary file SwiftPM would compile (a hidden `.vmk-<pid>-<n>.tmp` at
# most, which the next accept removes), and the next accept is not kept
# waiting for the lock: the kernel released it with the killed process.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
folder="$package/Tests/T"
tests="$folder/InlineTests.swift"
inline_tests "$tests"
for line in 5 6 7; do pending Tests/T/InlineTests.swift "$line" 23 "Line $line"$'\n'; done
before=$(cksum <"$tests")
slow="$work/slow-swiftc"
stand_in_swiftc "$slow" 60
(cd "$package" && VMK_SWIFTC="$slow" exec "$VMK" accept --all </dev/null >"$work/out" 2>&1) &
killed=$!
for _ in $(seq 100); do [ -s "$slow.pid" ] && break; sleep 0.1; done
[ -s "$slow.pid" ] || { kill -9 "$killed"; fail "vmk accept never ran the parse check"; }
kill -9 "$killed"
wait "$killed" 2>/dev/null || true
kill "$(cat "$slow.pid")" 2>/dev/null || true
[ "$(cksum <"$tests")" = "$before" ] || fail "the killed vmk changed the file"
visible=$(cd "$folder" && find . -mindepth 1 ! -name InlineTests.swift ! -name '.vmk-*.tmp')
[ -z "$visible" ] || fail "the killed vmk left files SwiftPM would see: $visible"
# What a kill during the write itself leaves: the killed process's
# temporary file, which the next accept removes.
echo 'let half =' >"$folder/.vmk-$killed-12345.tmp"

export VMK_SWIFTC="$work/fast-swiftc"
stand_in_swiftc "$VMK_SWIFTC" 0
status=$(vmk_run "$work/out" accept --all)
[ "$status" = 0 ] || fail "the accept after the kill exited with $status"$'\n'"$(cat "$work/out")"
must_contain "$tests" '"""' "the accept after the kill wrote no literal"
[ -z "$(find "$folder" -name '.vmk-*' -print -quit)" ] || fail "a temporary file was left"
