#!/usr/bin/env bash
# Two `vmk accept --all` at once over the same pending snapshots: a .new the
# other process has already accepted is done, not a failure. Both exit 0,
# neither prints "cannot be read", and every reference is its former .new.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
snapshots="$package/Fixtures/Snapshots/T"
count=300

# accept_together ROUND: writes $count changed snapshots and accepts them
# all from two processes started together.
accept_together() {
  local round=$1 i
  for i in $(seq "$count"); do
    printf 'old %d\n' "$i" >"$snapshots/s$i.txt"
    printf 'new %d %d\n' "$round" "$i" >"$snapshots/s$i.txt.new"
  done
  for side in a b; do
    (
      status=0
      cd "$package" && timeout 60 "$VMK" accept --all </dev/null >"$work/$side.out" 2>&1 || status=$?
      echo "$status" >"$work/$side.status"
    ) &
  done
  wait
  for side in a b; do
    [ "$(cat "$work/$side.status")" -eq 0 ] ||
      fail "round $round: one of two concurrent accepts exited $(cat "$work/$side.status")"$'\n'"$(grep -v -m 5 '^accepted' "$work/$side.out")"
    must_not_contain "$work/$side.out" 'cannot be read' \
      "round $round: a .new the other process accepted was reported as unreadable"
  done
  [ -z "$(find "$snapshots" -name '*.new')" ] || fail "round $round: a .new was left"
  for i in $(seq "$count"); do
    [ "$(cat "$snapshots/s$i.txt")" = "new $round $i" ] ||
      fail "round $round: s$i.txt is not its former .new"
  done
}

# The two processes overlap only when neither finishes before the other
# starts; three rounds make that near certain.
for round in 1 2 3; do accept_together "$round"; done
exit 0
