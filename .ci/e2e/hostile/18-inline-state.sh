#!/usr/bin/env bash
# Case 18: forged pending inline snapshots. Lines naming test files outside
# the package (../, absolute), a decisions file that is a link to a file
# outside, a test file that is a link to a file outside, and one that is a
# FIFO: vmk pending, accept and reject end within 20 s and write nothing
# outside the package.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
state="$package/.build/vmk/inline"
mkdir -p "$state/u" "$package/Tests/T" "$work/outside"
call='    assertInlineSnapshot(of: LabelViewModel(text: "Hi"), as: .text)'
printf 'import Testing\n\n@Test func t() {\n%s\n}\n' "$call" >"$work/outside/T.swift"
cp "$work/outside/T.swift" "$work/outside/Outside.swift"
echo 'outside-secret' >"$work/outside/decisions.txt"
hash=$(python3 -c '
import sys
h = 0xcbf29ce484222325
for b in open(sys.argv[1], "rb").read():
    h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
print("fnv1a64:%016x" % h)' "$work/outside/T.swift")
# pending FILE: a pending line for the call at line 4, column 25 of FILE.
pending() {
  printf '{"run":"u","process":"1764172378-1","file":"%s","line":4,"column":25,"sourceHash":"%s","test":"t()","rendering":"Label \\"Hi\\"\\n"}\n' "$1" "$hash"
}
{
  pending "../outside/Outside.swift"
  pending "$work/outside/Outside.swift"
  pending "Tests/T/T.swift"
  pending "Tests/T/F.swift"
} >"$state/u/1764172378-1.jsonl"
ln -s "$work/outside/T.swift" "$package/Tests/T/T.swift"
mkfifo "$package/Tests/T/F.swift"
ln -s "$work/outside/decisions.txt" "$state/decisions.jsonl"
cp -R "$work/outside" "$work/before"
for command in pending "accept --all" "accept --patch --all" "reject --all"; do
  # shellcheck disable=SC2086
  vmk_run "$work/out" $command >/dev/null
  diff -r "$work/before" "$work/outside" >/dev/null || fail "vmk $command changed a file outside the package"
done
[ -L "$package/Tests/T/T.swift" ] || fail "the linked test file was replaced"
[ -p "$package/Tests/T/F.swift" ] || fail "the FIFO test file was replaced"
