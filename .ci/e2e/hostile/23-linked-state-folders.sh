#!/usr/bin/env bash
# Case 23: every state folder of .build/vmk is refused when it is a link,
# as the inline state folders are: with .build/vmk/manifests, or
# .build/vmk/runs, a link to an outside folder, `vmk test` (whose run
# prunes old manifests and run folders) and the test process's manifest
# writer remove, replace and add nothing there, and `vmk pending` says
# which folder it left alone. `swift` is a stub (VMK_SWIFT) that writes a
# manifest line as a test process does, through the state folder.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case

ref="Fixtures/Snapshots/T/S.used.txt"
printf 'Label\n' >"$package/$ref"
cat >"$work/swift" <<STUB
#!/bin/sh
[ -L .build/vmk/manifests ] && exit 0
manifests=".build/vmk/manifests/\${VMK_RUN_ID:-untagged}"
mkdir -p "\$manifests"
printf '{"run":"%s","outcome":"matched","path":"$ref","test":"S.used"}\n' "\$VMK_RUN_ID" \
  >>"\$manifests/stub-\$\$.jsonl"
exit 0
STUB
chmod +x "$work/swift"
export VMK_SWIFT="$work/swift"

# An outside folder that looks like a state folder full of old runs: twelve
# run folders (more than the ten vmk keeps) and 120 untagged manifests.
outside="$work/outside"
mkdir -p "$outside/untagged"
for n in 01 02 03 04 05 06 07 08 09 10 11 12; do
  mkdir -p "$outside/202601${n}-000000-aaaa"
  echo keep >"$outside/202601${n}-000000-aaaa/kept.jsonl"
done
for n in $(seq 1 120); do echo keep >"$outside/untagged/old-$n.jsonl"; done
snapshot_outside() { (cd "$outside" && find . -print0 | sort -z | xargs -0 ls -ld --time-style=+%s) ; }
before="$(snapshot_outside)"

for folder in .build/vmk .build/vmk/manifests .build/vmk/runs .build/vmk/inline; do
  rm -rf "$package/.build/vmk"
  mkdir -p "$package/.build/vmk"
  [ "$folder" = .build/vmk ] && rmdir "$package/.build/vmk"
  ln -s "$outside" "$package/$folder"
  status=$(vmk_run "$work/test.out" test)
  [ "$status" -eq 1 ] || fail "with $folder a link, vmk test exited $status, not 1"
  must_contain "$work/test.out" "$folder is a symbolic link" \
    "vmk test does not say why it refused to run"
  [ "$(snapshot_outside)" = "$before" ] \
    || fail "with $folder a link, vmk test changed the folder it leads to:"$'\n'"$(diff <(echo "$before") <(snapshot_outside))"
  [ -L "$package/$folder" ] || fail "vmk test replaced the link $folder"
  vmk_run "$work/pending.out" pending >/dev/null
  must_contain "$work/pending.out" "$folder is a symbolic link" \
    "vmk pending does not say that $folder was left alone"
  [ "$(snapshot_outside)" = "$before" ] || fail "with $folder a link, vmk pending changed what it leads to"
done
echo "linked state folders: vmk test refuses, and vmk pending reads nothing through, a linked .build/vmk or folder of it"
