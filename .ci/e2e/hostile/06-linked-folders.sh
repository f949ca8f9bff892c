#!/usr/bin/env bash
# Case 6: links to folders are never followed: with Fixtures/Snapshots/T a
# link to an outside folder, or Fixtures itself a link, accept and reject
# rename and delete nothing there.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
outside="$work/outside"
mkdir -p "$outside/T" "$outside/Fixtures/Snapshots/U"
for folder in "$outside/T" "$outside/Fixtures/Snapshots/U"; do
  echo old >"$folder/a.txt"
  echo new >"$folder/a.txt.new"
  echo only >"$folder/b.txt.new"
done
rmdir "$package/Fixtures/Snapshots/T"
ln -s "$outside/T" "$package/Fixtures/Snapshots/T"
check_untouched() {
  local folder=$1
  [ "$(cat "$folder/a.txt")" = old ] || fail "$2 replaced $folder/a.txt"
  [ -f "$folder/a.txt.new" ] || fail "$2 removed $folder/a.txt.new"
  [ -f "$folder/b.txt.new" ] || fail "$2 removed $folder/b.txt.new"
}
for command in "accept --all" "reject --all" "accept Fixtures/Snapshots/T/a.txt"; do
  # shellcheck disable=SC2086
  vmk_run "$work/out" $command >/dev/null
  check_untouched "$outside/T" "vmk $command"
done
rm -rf "$package/Fixtures"
ln -s "$outside/Fixtures" "$package/Fixtures"
for command in "accept --all" "reject --all" "accept Fixtures/Snapshots/U/a.txt"; do
  # shellcheck disable=SC2086
  vmk_run "$work/out" $command >/dev/null
  check_untouched "$outside/Fixtures/Snapshots/U" "vmk $command"
done
vmk_run "$work/out" pending >/dev/null
must_contain "$work/out" "symbolic link" "vmk pending does not name the linked folder"
