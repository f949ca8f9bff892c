#!/usr/bin/env bash
# Case 19: terminal escapes in a pending inline snapshot: in the test's
# name, in the rendering, and in a file name (a line the reader skips).
# No vmk command prints a raw ESC, BEL or C1 control, so no output can
# retitle, recolor or rewrite a reviewer's terminal; the literal written
# into the source escapes them too.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
export VMK_SWIFTC="$work/swiftc"
stand_in_swiftc "$VMK_SWIFTC" 0
tests="$package/Tests/T/InlineTests.swift"
inline_tests "$tests"
pending Tests/T/InlineTests.swift 5 23 $'Title \e]0;pwned\a red \e[31m bell \a\n' \
  $'Inline\e]0;pwned\aTests.esc\e[2J'
pending Tests/T/InlineTests.swift 6 23 $'C1 \xc2\x9b31m and \xe2\x80\xae rtl\n'
pending $'Tests/T/\e[31mRed.swift' 5 23 $'Named\n'

# raw_controls FILE: the lines of FILE holding ESC, BEL or a UTF-8 C1 control.
raw_controls() { LC_ALL=C grep -n $'\e\\|\a\\|\xc2[\x80-\x9f]' "$1" || true; }

for command in pending "pending --json" diff report "accept --patch --all" "accept --all"; do
  # shellcheck disable=SC2086
  status=$(vmk_run "$work/out" $command)
  [ "$status" -le 1 ] || fail "vmk $command exited with $status"
  shown=$(raw_controls "$work/out")
  [ -z "$shown" ] || fail "vmk $command printed a raw control character:"$'\n'"$(cat -v <<<"$shown")"
done
[ "$status" = 0 ] || fail "vmk accept --all exited with $status, not 0"$'\n'"$(cat -v "$work/out")"
shown=$(raw_controls "$tests")
[ -z "$shown" ] || fail "the literal holds a raw control character:"$'\n'"$(cat -v <<<"$shown")"
must_contain "$tests" '\u{1B}]0;pwned\u{7}' "the literal does not escape ESC and BEL as \\u{…}"
