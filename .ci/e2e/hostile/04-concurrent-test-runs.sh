#!/usr/bin/env bash
# Two `vmk test` runs at once in one package must not clobber each other:
# the second waits for the first (saying so) instead of removing the
# first's manifests, so the first still counts what it checked and never
# calls a reference it touched obsolete; `vmk obsolete` refuses while a run
# is in progress. `swift` is a stub (VMK_SWIFT) that writes a manifest line
# for the reference and sleeps, so that the runs overlap.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case

ref="Fixtures/Snapshots/T/S.used.txt"
printf 'Label\n' >"$package/$ref"
touch -d '1 hour ago' "$package/$ref"
cat >"$work/swift" <<STUB
#!/bin/sh
manifests=".build/vmk/manifests/\${VMK_RUN_ID:-untagged}"
mkdir -p "\$manifests"
printf '{"run":"%s","outcome":"matched","path":"$ref","test":"S.used"}\n' "\$VMK_RUN_ID" \
  >>"\$manifests/stub-\$\$.jsonl"
sleep "\${STUB_SLEEP:-0}"
STUB
chmod +x "$work/swift"
export VMK_SWIFT="$work/swift"

# vmk_background NAME SLEEP ARGS...: runs vmk in the package in the
# background, its output in $work/NAME.out and its exit status in $work/NAME.status.
vmk_background() {
  local name=$1 sleep=$2
  shift 2
  (cd "$package" && STUB_SLEEP=$sleep timeout 20 "$VMK" "$@" </dev/null >"$work/$name.out" 2>&1
    echo $? >"$work/$name.status") &
}

# A complete run first, so that `vmk obsolete` has a run to judge by.
status=$(vmk_run "$work/setup.out" test)
[ "$status" -eq 0 ] || fail "the first vmk test exited $status"$'\n'"$(cat "$work/setup.out")"

vmk_background first 4 test
sleep 1
vmk_background second 0 test
sleep 1
status=$(vmk_run "$work/obsolete.out" obsolete --delete)
[ -f "$package/$ref" ] || fail "vmk obsolete --delete during a run deleted $ref"
[ "$status" -eq 1 ] || fail "vmk obsolete during a run exited $status, not 1"
must_contain "$work/obsolete.out" "still in progress" \
  "vmk obsolete during a run did not say that a run is in progress"
wait

for name in first second; do
  [ "$(cat "$work/$name.status")" -eq 0 ] ||
    fail "the $name concurrent vmk test exited $(cat "$work/$name.status")"$'\n'"$(cat "$work/$name.out")"
  must_contain "$work/$name.out" "checked      1" "the $name run lost its manifest line"
  must_not_contain "$work/$name.out" "S.used.txt" "the $name run called the reference it touched obsolete"
done
must_contain "$work/second.out" "waiting for the vmk test run of process" \
  "the second vmk test did not say whom it waits for"

status=$(vmk_run "$work/after.out" obsolete --delete)
[ -f "$package/$ref" ] || fail "vmk obsolete --delete after both runs deleted $ref"
[ "$status" -eq 0 ] || fail "vmk obsolete after both runs exited $status"$'\n'"$(cat "$work/after.out")"
