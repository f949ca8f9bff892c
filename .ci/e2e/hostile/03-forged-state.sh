#!/usr/bin/env bash
# Case 3: paths forged into .build/vmk (the package's own files, ../ and
# absolute paths outside it) are never deleted, replaced or printed.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
outside="$work/outside.txt"
echo 'outside-secret' >"$outside"
echo 'inside-secret' >"$package/notes.txt"
echo 'x' >"$outside.new"
state="$package/.build/vmk"
mkdir -p "$state/manifests/u"
{
  for path in Package.swift notes.txt ../outside.txt "$outside" /etc/hostname; do
    printf '{"run":"u","outcome":"recorded","path":"%s","test":"t"}\n' "$path"
  done
} >"$state/new-references.jsonl"
{
  for path in Package.swift ../outside.txt "$outside"; do
    printf '{"run":"u","outcome":"changed","path":"%s","test":"t"}\n' "$path"
  done
} >"$state/manifests/u/1-1.jsonl"
cp "$package/Package.swift" "$work/Package.swift.before"
for command in pending diff report "gallery --output $work/g.html"; do
  # shellcheck disable=SC2086
  vmk_run "$work/out" $command >/dev/null
  must_not_contain "$work/out" outside-secret "vmk $command printed a file outside the package"
  must_not_contain "$work/out" inside-secret "vmk $command printed a file that is no snapshot"
done
vmk_run "$work/out" pending >/dev/null
must_contain "$work/out" "ignored a path" "vmk pending does not warn about the forged paths"
vmk_run "$work/out" accept --all >/dev/null
vmk_run "$work/out" reject --all >/dev/null
cmp -s "$package/Package.swift" "$work/Package.swift.before" || fail "Package.swift was changed"
[ "$(cat "$package/notes.txt" 2>/dev/null)" = inside-secret ] || fail "notes.txt was deleted"
[ "$(cat "$outside" 2>/dev/null)" = outside-secret ] || fail "a file outside the package was replaced"
[ -f "$outside.new" ] || fail "a .new outside the package was deleted"
