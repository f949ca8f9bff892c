#!/usr/bin/env bash
# Case 13: the test file of a pending inline snapshot replaced by a named
# pipe after the run. No vmk command blocks on it (a reader would wait for
# a writer forever); each says what it is and leaves it in place. So too
# a folder named like a test file, a link to /dev/zero (endless) and a
# file over the 16 MB vmk reads.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
export VMK_SWIFTC="$work/swiftc"
stand_in_swiftc "$VMK_SWIFTC" 0
tests="$package/Tests/T/InlineTests.swift"
inline_tests "$tests"
pending Tests/T/InlineTests.swift 5 23 $'One\n'
rm "$tests"
mkfifo "$tests"
mkdir "$package/Tests/T/Folder.swift"
ln -s /dev/zero "$package/Tests/T/Zero.swift"
truncate -s 17M "$package/Tests/T/Large.swift"
for name in Folder Zero Large; do pending "Tests/T/$name.swift" 5 23 $'One\n'; done

for command in pending diff report "accept --patch --all" "accept --all"; do
  # shellcheck disable=SC2086
  status=$(vmk_run "$work/out" $command)
  [ "$status" -le 1 ] || fail "vmk $command exited with $status"
done
[ "$status" = 1 ] || fail "vmk accept --all on a named pipe exited with $status, not 1"
must_contain "$work/out" "Tests/T/InlineTests.swift" "vmk accept does not name the file it refused"
must_contain "$work/out" "pipe" "vmk accept does not say the file is a named pipe"
must_contain "$work/out" "Folder.swift is a folder" "vmk accept does not say the folder is one"
must_contain "$work/out" "Zero.swift is a symbolic link" "vmk accept does not say the link is one"
must_contain "$work/out" "Large.swift is larger than" "vmk accept does not say the file is too large"
[ -p "$tests" ] || fail "the named pipe was replaced"
[ "$(wc -c <"$package/Tests/T/Large.swift")" -eq $((17 << 20)) ] || fail "the large file was changed"
