#!/usr/bin/env bash
# Case 11: test files vmk must not patch: one that changed since the run,
# one deleted, one read-only, one not UTF-8, one whose lexing is uncertain
# (#sourceLocation, a bare /regex/), and one whose closure holds more than a literal. vmk
# accept refuses each with a message that says why and what to do, exits
# 1, and changes no byte of any of them. On CI (CI set) it writes no
# source at all, as the tests record nothing there.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
export VMK_SWIFTC="$work/swiftc"
stand_in_swiftc "$VMK_SWIFTC" 0
folder="$package/Tests/T"
for name in Changed Deleted ReadOnly Latin1 Located Regex Closure; do
  inline_tests "$folder/${name}Tests.swift"
done
printf '// caf\xe9\n' >>"$folder/Latin1Tests.swift"
printf '#sourceLocation(file: "Other.swift", line: 1)\n#sourceLocation()\n' \
  >>"$folder/LocatedTests.swift"
printf 'let digits = /[0-9]+/\n' >>"$folder/RegexTests.swift"
sed -i 's/as: .number)$/as: .number) { "a" + "b" }/' "$folder/ClosureTests.swift"
for name in Changed Deleted ReadOnly Latin1 Located Regex Closure; do
  pending "Tests/T/${name}Tests.swift" 5 23 $'One\n'
done
echo '// edited after the run' >>"$folder/ChangedTests.swift"
rm "$folder/DeletedTests.swift"
chmod a-w "$folder/ReadOnlyTests.swift"
before=$(cd "$folder" && cat ./*.swift | cksum)

inline_tests "$folder/FineTests.swift"
pending Tests/T/FineTests.swift 5 23 $'One\n'
fine=$(cksum <"$folder/FineTests.swift")
status=$(CI=true vmk_run "$work/out" accept Tests/T/FineTests.swift:5:23)
[ "$status" = 1 ] || fail "vmk accept with CI set exited with $status, not 1"
must_contain "$work/out" "on CI" "vmk accept with CI set does not say why it refused"
[ "$(cksum <"$folder/FineTests.swift")" = "$fine" ] || fail "vmk accept with CI set wrote a source"

# expect_refusal NAME TEXT: vmk accept refuses NAME's call saying TEXT.
expect_refusal() {
  local status
  status=$(vmk_run "$work/out" accept "Tests/T/$1Tests.swift:5:23")
  [ "$status" = 1 ] || fail "vmk accept of $1Tests.swift exited with $status, not 1"
  must_contain "$work/out" "$2" "vmk accept does not say why it refused $1Tests.swift"
}
expect_refusal Changed "changed since"
expect_refusal Deleted "is gone"
expect_refusal Latin1 "UTF-8"
expect_refusal Located "#sourceLocation"
expect_refusal Regex "/regex/"
expect_refusal Closure "more than one string literal"
# root may write a read-only file all the same; vmk still refuses it.
expect_refusal ReadOnly "read-only"
status=$(vmk_run "$work/out" accept --all)
[ "$status" = 1 ] || fail "vmk accept --all exited with $status, not 1"
must_contain "$work/out" "accepted  Tests/T/FineTests.swift:5:23" "vmk accept --all did not write the file it may"
rm "$folder/FineTests.swift"
[ "$(cd "$folder" && cat ./*.swift | cksum)" = "$before" ] || fail "a refused file was changed"
[ ! -e "$folder/DeletedTests.swift" ] || fail "the deleted file was written again"
[ -z "$(find "$folder" -name '.vmk-*' -print -quit)" ] || fail "a temporary file was left"
