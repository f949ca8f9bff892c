#!/usr/bin/env bash
# Case 24: `vmk accept --all` and `vmk reject --all` over the same changed
# and new snapshots at once. The end state is one of the two decisions for
# each snapshot; a process whose snapshot another `vmk` decided first says
# so (never a bare "No such file or directory"), and exits 0 when the
# outcome is what it asked for.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
snapshots="$package/Fixtures/Snapshots/T"
state="$package/.build/vmk"
mkdir -p "$state/manifests/u"
count=60
processes=20

for round in 1 2; do
  : >"$state/new-references.jsonl"
  for i in $(seq "$count"); do
    printf 'old %d\n' "$i" >"$snapshots/c$i.txt"
    printf 'new %d %d\n' "$round" "$i" >"$snapshots/c$i.txt.new"
    printf 'fresh %d %d\n' "$round" "$i" >"$snapshots/n$i.txt"
    printf '{"run":"u","outcome":"recorded","path":"Fixtures/Snapshots/T/n%d.txt","test":"T.n%d"}\n' \
      "$i" "$i" >>"$state/new-references.jsonl"
  done
  for p in $(seq "$processes"); do
    command=accept
    [ $((p % 2)) -eq 0 ] && command=reject
    (
      status=0
      cd "$package" && timeout 60 "$VMK" "$command" --all </dev/null >"$work/$p.out" 2>&1 || status=$?
      echo "$command $status" >"$work/$p.status"
    ) &
  done
  wait
  for p in $(seq "$processes"); do
    must_not_contain "$work/$p.out" 'No such file or directory' \
      "round $round: process $p ($(cat "$work/$p.status")) printed a bare system error"
    read -r command status <"$work/$p.status"
    if [ "$status" -ne 0 ]; then
      grep -q 'another vmk' "$work/$p.out" ||
        fail "round $round: vmk $command exited $status without naming the other vmk:"$'\n'"$(grep -v -m 5 -e '^accepted' -e '^rejected' "$work/$p.out")"
    fi
  done
  [ -z "$(find "$snapshots" -name '*.new')" ] || fail "round $round: a .new was left"
  for i in $(seq "$count"); do
    case "$(cat "$snapshots/c$i.txt")" in
      "old $i" | "new $round $i") ;;
      *) fail "round $round: c$i.txt is neither its reference nor its former .new" ;;
    esac
  done
done
exit 0
