#!/usr/bin/env bash
# Case 17: vmk accept --patch for test files whose names git must quote
# or may not: a space, a double quote, letters outside ASCII and an emoji.
# git apply takes the patch, and it gives the very files vmk accept writes.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
export VMK_SWIFTC="$work/swiftc"
stand_in_swiftc "$VMK_SWIFTC" 0
names=("My Tests" 'Quote"Tests' "Ünïcode🐱Tests")
for name in "${names[@]}"; do
  inline_tests "$package/Tests/T/$name.swift"
  pending "Tests/T/$name.swift" 5 23 $'One\n'
done
mkdir "$work/copy"
cp -R "$package/Tests" "$work/copy/Tests"
git -C "$work/copy" init -q

status=$(vmk_run "$work/out" accept --patch --all)
[ "$status" = 0 ] || fail "vmk accept --patch --all exited with $status"
# vmk_run puts the notes on standard error in the same file; keep the patch.
(cd "$package" && "$VMK" accept --patch --all </dev/null >"$work/patch" 2>/dev/null)
[ "$(grep -c '^+++ ' "$work/patch")" = "${#names[@]}" ] || fail "the patch does not change every file"
git -C "$work/copy" apply "$work/patch" 2>"$work/out" || fail "git apply refuses the patch"
status=$(vmk_run "$work/out" accept --all)
[ "$status" = 0 ] || fail "vmk accept --all exited with $status"
diff -r "$work/copy/Tests" "$package/Tests" >"$work/out" 2>&1 \
  || fail "git apply and vmk accept --all wrote different files"
