#!/usr/bin/env bash
# Case 2: a named pipe where a reference (or a .new) should be must not hang
# any command; vmk_run fails the case after 20 s.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
mkfifo "$package/Fixtures/Snapshots/T/f.txt"
echo x >"$package/Fixtures/Snapshots/T/f.txt.new"
echo x >"$package/Fixtures/Snapshots/T/g.txt"
mkfifo "$package/Fixtures/Snapshots/T/g.txt.new"
for command in pending diff report "gallery --output $work/g.html" "accept --all" "reject --all"; do
  # shellcheck disable=SC2086
  vmk_run "$work/out" $command >/dev/null
done
vmk_run "$work/out" pending >/dev/null
must_contain "$work/out" "is a named pipe" "vmk pending does not name the FIFO"
[ -p "$package/Fixtures/Snapshots/T/f.txt" ] || fail "the FIFO reference was replaced"
