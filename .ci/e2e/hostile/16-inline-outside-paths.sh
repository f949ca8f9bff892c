#!/usr/bin/env bash
# Case 16: pending inline snapshots that name files outside the package:
# `../outside.swift`, `/etc/passwd`, and a test file reached through a
# symbolically linked folder. No vmk command prints, patches or creates
# anything outside the package; each such line is skipped or refused.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
export VMK_SWIFTC="$work/swiftc"
stand_in_swiftc "$VMK_SWIFTC" 0
# Outside the package: a Swift file with a call where the lines point.
outside="$work/outside.swift"
inline_tests "$outside"
echo '// API_TOKEN=hunter2-do-not-print' >>"$outside"
mkdir -p "$work/elsewhere" "$package/Tests"
cp "$outside" "$work/elsewhere/LinkedTests.swift"
ln -s "$work/elsewhere" "$package/Tests/Linked"
before=$(cat "$outside" "$work/elsewhere/LinkedTests.swift" | cksum)

pending ../outside.swift 5 23 $'Outside\n'
pending /etc/passwd 1 1 $'Passwd\n'
pending Tests/Linked/LinkedTests.swift 5 23 $'Linked\n'
pending Tests/../../outside.swift 6 23 $'Dotted\n'

# The linked folder's call is named and refused, not silently dropped.
status=$(vmk_run "$work/out" accept Tests/Linked/LinkedTests.swift:5:23)
[ "$status" = 1 ] || fail "accepting the call through a linked folder exited with $status, not 1"
must_contain "$work/out" "link" "the refusal does not say the folder is a link"

for command in pending diff report "accept --patch --all" "accept --all" "reject --all"; do
  # shellcheck disable=SC2086
  status=$(vmk_run "$work/out" $command)
  [ "$status" -le 1 ] || fail "vmk $command exited with $status"
  must_not_contain "$work/out" hunter2 "vmk $command printed a file outside the package"
  must_not_contain "$work/out" "root:" "vmk $command printed /etc/passwd"
  must_not_contain "$work/out" "+++ b/../" "vmk $command made a patch for a file outside the package"
done
[ "$(cat "$outside" "$work/elsewhere/LinkedTests.swift" | cksum)" = "$before" ] \
  || fail "a file outside the package was changed"
[ -z "$(find "$work" -maxdepth 2 -name '.vmk-*' -print -quit)" ] \
  || fail "vmk left a temporary file outside the package"
[ -L "$package/Tests/Linked" ] || fail "the linked folder is no longer a link"
