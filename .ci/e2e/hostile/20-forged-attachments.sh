#!/usr/bin/env bash
# Case 20: a forged last-run.json naming an attachments folder outside the
# package or through a link, and attachment names full of escapes, links
# and FIFOs: vmk pending, report and gallery never list what is outside,
# never open a FIFO, and never print an escape sequence raw.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
reference="Fixtures/Snapshots/T/T.card.txt"
printf 'Label "a"\n' >"$package/$reference"
printf 'Label "b"\n' >"$package/$reference.new"
mkdir -p "$work/outside"
echo x >"$work/outside/T.card.rendering.txt"
record() {
  mkdir -p "$package/.build/vmk"
  printf '{"schema":"vmk.run/1","id":"r","arguments":[],"exitCode":1,"filtered":false,"started":"2026-01-01T00:00:00Z","finished":"2026-01-01T00:00:01Z","attachments":%s,"events":null}\n' \
    "$1" >"$package/.build/vmk/last-run.json"
}
ln -s "$work/outside" "$package/linked"
for folder in '"../outside"' "\"$work/outside\"" '"linked"'; do
  record "$folder"
  for command in "pending --json" report "gallery --output -"; do
    # shellcheck disable=SC2086
    vmk_run "$work/out" $command >/dev/null
    must_not_contain "$work/out" "T.card.rendering" "vmk $command listed an attachment outside the package ($folder)"
  done
done
attached="$package/.build/vmk/runs/r/attachments"
mkdir -p "$attached"
echo x >"$attached/T.card.rendering.txt"
mkfifo "$attached/T.card.reference.txt"
ln -s /etc/hostname "$attached/T.card.diff.patch"
echo x >"$attached/T.card.diff-$(printf '\033')]0;pwned.patch" 2>/dev/null || true
record '".build/vmk/runs/r/attachments"'
vmk_run "$work/out" pending >/dev/null
must_contain "$work/out" "attached: .build/vmk/runs/r/attachments/T.card.rendering.txt" "vmk pending does not list the plain attachment"
must_not_contain "$work/out" "T.card.reference.txt" "vmk pending listed a FIFO"
must_not_contain "$work/out" "T.card.diff.patch" "vmk pending listed a link"
must_not_contain "$work/out" $'\033' "vmk pending printed an escape sequence raw"
vmk_run "$work/out" report >/dev/null
must_contain "$work/out" "[rendering](.build/vmk/runs/r/attachments/T.card.rendering.txt)" "vmk report does not link the attachment"
must_not_contain "$work/out" $'\033' "vmk report printed an escape sequence raw"
vmk_run "$work/out" gallery --output - >/dev/null
must_not_contain "$work/out" $'\033' "vmk gallery printed an escape sequence raw"
