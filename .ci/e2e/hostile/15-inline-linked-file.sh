#!/usr/bin/env bash
# Case 15: the test file of a pending inline snapshot replaced by a
# symbolic link to a Swift file outside the package, with a call where the
# line points. vmk accept refuses it: the outside file and the link stay
# as they are, and neither the patch nor any output shows the outside file.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
export VMK_SWIFTC="$work/swiftc"
stand_in_swiftc "$VMK_SWIFTC" 0
tests="$package/Tests/T/InlineTests.swift"
inline_tests "$tests"
pending Tests/T/InlineTests.swift 5 23 $'One\n'
outside="$work/outside.swift"
inline_tests "$outside"
echo '// API_TOKEN=hunter2-do-not-print' >>"$outside"
before=$(cksum <"$outside")
rm "$tests"
ln -s "$outside" "$tests"

for command in pending diff report "accept --patch --all" "accept --all"; do
  # shellcheck disable=SC2086
  status=$(vmk_run "$work/out" $command)
  [ "$status" -le 1 ] || fail "vmk $command exited with $status"
  must_not_contain "$work/out" hunter2 "vmk $command printed the file the link points to"
done
[ "$status" = 1 ] || fail "vmk accept --all through a link exited with $status, not 1"
must_contain "$work/out" "Tests/T/InlineTests.swift" "vmk accept does not name the file it refused"
must_contain "$work/out" "link" "vmk accept does not say the file is a link"
[ "$(cksum <"$outside")" = "$before" ] || fail "the file outside the package was changed"
[ -L "$tests" ] || fail "the link was replaced"
[ -z "$(find "$work" "$package/Tests/T" -maxdepth 1 -name '.vmk-*' -print -quit)" ] \
  || fail "vmk left a temporary file"
