#!/usr/bin/env bash
# CI: `vmk test --review` on a real 80x24 terminal (a detached tmux pane):
# the run (a stand-in swift through VMK_SWIFT, which changes one snapshot
# and fails), then the review of what it left, where t opens the diff tool
# VMK_DIFF_TOOL names (diff -u) with the terminal out of key mode, a key
# returns, and a accepts. Checks each screen, the file, the exit code, and
# that the terminal is back in its normal mode afterwards.
#
# Usage: .ci/e2e/test-review-in-tmux.sh PATH-TO-VMK   (e.g. .build/debug/vmk)
set -euo pipefail

if [ $# -ne 1 ] || [ ! -x "$1" ]; then
  echo "Usage: $0 PATH-TO-VMK (for example .build/debug/vmk, after swift build --product vmk)"
  exit 1
fi
vmk="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
command -v tmux >/dev/null 2>&1 || { echo "test-review-in-tmux: FAILED: tmux is not installed"; exit 1; }

check="test-review-in-tmux"
program="vmk test --review"
session="flow"
CAPTURE_FLAGS="-J"
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/lib.bash"
tmux_terminal

package="$work/package"
snapshots="$package/Fixtures/Snapshots/CardTests"
mkdir -p "$snapshots"
echo "// swift-tools-version: 6.0" >"$package/Package.swift"
printf 'Card\n  price: "3"\n' >"$snapshots/CardTests.price.txt"
printf 'Card\n  price: "4"\n' >"$snapshots/CardTests.price.txt.new"
# The stand-in swift: notes the changed snapshot as the library would, and fails.
cat >"$work/swift" <<'EOF'
#!/bin/sh
folder=".build/vmk/manifests/$VMK_RUN_ID"
mkdir -p "$folder"
printf '{"run":"%s","outcome":"changed","path":"Fixtures/Snapshots/CardTests/CardTests.price.txt","test":"CardTests.price()"}\n' "$VMK_RUN_ID" >"$folder/stub.jsonl"
echo "stand-in swift test: 1 snapshot changed"
exit 1
EOF
chmod +x "$work/swift"

tmux_ new-session -d -s "$session" -x 80 -y 24 -c "$package" \
  "env -u NO_COLOR VMK_SWIFT='$work/swift' VMK_DIFF_TOOL='diff -u' '$vmk' test --review; echo \$? >'$work/exit'; stty -a >'$work/stty' 2>&1; sleep 600"

shown="Fixtures/Snapshots/CardTests/CardTests.price.txt"
wait_for "[1/1] changed  $shown"
press t
wait_for "+++ ./$shown.new"
wait_for '+  price: "4"'
wait_for "(VMK_DIFF_TOOL ended: press a key to go back to the review)"
[ -e "$snapshots/CardTests.price.txt.new" ] || fail "t decided the snapshot"
press x
wait_for "[1/1] changed  $shown"
press a
wait_for "Review done: 1 accepted, 0 rejected, 0 skipped."
wait_for "again: swift test failed before the decisions above"

wait_for_exit 1
grep -q 'price: "4"' "$snapshots/CardTests.price.txt" || fail "the snapshot was not accepted"
[ ! -e "$snapshots/CardTests.price.txt.new" ] || fail "the candidate is still there"
# The lines this flow adds to the review's own fit in 80 columns (the
# screen is captured with wrapped lines joined).
if grep -E '^(  vmk test  |\(VMK_DIFF_TOOL ended|vmk test --review:|VMK_DIFF_TOOL \()' "$work/screen" |
  awk 'length > 80 { found = 1 } END { exit !found }'; then
  fail "a line of vmk test --review is wider than 80 columns"
fi

echo "test-review-in-tmux: vmk test --review works at 80x24 (run, review, t opens diff -u, a key returns, accept)."
