#!/usr/bin/env bash
# Case 21: a failing run's event stream that is a FIFO, a link to a file
# outside the package, a run id that climbs out of .build/vmk/runs, or a
# stream full of escape sequences: vmk obsolete never hangs, never reads
# outside the package, prints no escape, and calls nothing obsolete.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
state="$package/.build/vmk"
mkdir -p "$state/runs/r1" "$state/manifests/r1"
echo 'Label "kept"' >"$package/Fixtures/Snapshots/T/S.kept.txt"
touch -d '2000-01-01' "$package/Fixtures/Snapshots/T/S.kept.txt"
: >"$state/manifests/r1/1-1.jsonl"
record() {
  printf '{"schema":"vmk.run/1","id":"%s","arguments":[],"exitCode":1,"filtered":false,' "$1"
  printf '"started":"2026-01-01T00:00:00.000Z","finished":"2026-01-01T00:00:01.000Z"}\n'
}
record r1 >"$state/last-run.json"
event() { printf '{"kind":"event","version":0,"payload":{"kind":"%s"%s}}\n' "$1" "${2:-}"; }
stream() {
  event runStarted
  printf '{"kind":"test","version":0,"payload":{"id":"M.S/f()/T.swift:1:1","kind":"function",'
  printf '"name":"f()","sourceLocation":{"fileID":"M/T.swift","line":1,"column":1}}}\n'
  event testStarted ',"testID":"M.S/f()/T.swift:1:1"'
  event issueRecorded ',"testID":"M.S/f()/T.swift:1:1","issue":{"isKnown":false}'
  event testEnded ',"testID":"M.S/f()/T.swift:1:1"'
  event runEnded
}

mkfifo "$state/runs/r1/events.jsonl"
status=$(vmk_run "$work/out" obsolete)
[ "$status" = 1 ] || fail "vmk obsolete did not refuse a FIFO stream (exit $status)"
must_contain "$work/out" "not a regular file" "vmk obsolete does not say the stream is no file"

rm "$state/runs/r1/events.jsonl"
stream >"$work/outside.jsonl"
ln -s "$work/outside.jsonl" "$state/runs/r1/events.jsonl"
status=$(vmk_run "$work/out" obsolete)
[ "$status" = 1 ] || fail "vmk obsolete followed a link to a stream outside the package"
must_not_contain "$work/out" "S.kept.txt" "vmk obsolete judged from a linked stream"

mkdir -p "$work/runs-outside"
stream >"$work/runs-outside/events.jsonl"
record "../../../../runs-outside" >"$state/last-run.json"
status=$(vmk_run "$work/out" obsolete)
[ "$status" = 1 ] || fail "vmk obsolete read a stream outside .build/vmk/runs"
must_not_contain "$work/out" "S.kept.txt" "vmk obsolete judged from a stream outside the package"

record r1 >"$state/last-run.json"
rm "$state/runs/r1/events.jsonl"
{
  stream | sed 's/M.S\/f()/M.S\/f\\u001b]0;owned\\u0007()/g; s/"name":"f()"/"name":"f\\u001b]0;owned\\u0007()"/'
} >"$state/runs/r1/events.jsonl"
status=$(vmk_run "$work/out" obsolete)
if grep -q $'\x1b' "$work/out"; then fail "vmk obsolete printed an escape sequence from the stream"; fi
must_not_contain "$work/out" "S.kept.txt" "vmk obsolete called a failed suite's reference obsolete"
must_contain "$work/out" "judged from the event stream: 1 failed" "vmk obsolete did not read the stream"
exit 0
