#!/usr/bin/env bash
# Case 25 (#42): a candidate of 20,000 faint rows, each a finding, and one
# nested 5,001 deep, beside references they change. vmk pending, diff,
# report and gallery finish, keep every message in its bound (a report in
# its 64 KB, a diff's report in 64 KB a snapshot) and print no raw control
# character.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
snapshots="$package/Fixtures/Snapshots/T"
python3 - "$snapshots" <<'PY'
import json, sys
folder = sys.argv[1]
def write(name, text):
    with open(f"{folder}/{name}", "w", encoding="utf-8") as f:
        f.write(text + "\n")
def rows(color):
    return json.dumps({"type": "Stack", "children": [
        {"type": "Label", "text": f"Row {i}\x1b[2J" if i == 7 else f"Row {i}", "textColor": color}
        for i in range(20000)]}, indent=2)
write("huge.json", rows("#000000FF"))
write("huge.json.new", rows("#F2F2F7FF"))
deep = '{"type":"Label","text":"deep"}'
for _ in range(5001):
    deep = '{"type":"Stack","children":[' + deep + ']}'
write("deep.json", '{"type":"Label","text":"shallow"}')
write("deep.json.new", deep)
PY

raw_bytes() {
  LC_ALL=C grep -c $'\e\|\a' "$1" || true
}

for command in pending "pending --json" diff report "report --format json"; do
  out="$work/out-${command// /-}"
  # shellcheck disable=SC2086 # the command's words are meant to split
  status=$(vmk_run "$out" $command)
  [ "$status" -le 1 ] || fail "vmk $command exited $status"$'\n'"$(head -c 2000 "$out")"
  count=$(raw_bytes "$out")
  [ "$count" -eq 0 ] || fail "vmk $command printed $count lines with raw control characters"
  size=$(wc -c <"$out")
  [ "$size" -le 262144 ] || fail "vmk $command printed $size bytes for two snapshots"
done
size=$(wc -c <"$work/out-report")
[ "$size" -le 65536 ] || fail "vmk report wrote $size bytes, over its 64 KB"
must_contain "$work/out-report" "more" "vmk report does not count the findings it leaves out"

status=$(vmk_run "$work/out-gallery" gallery --output "$work/gallery.html")
[ "$status" -eq 0 ] || fail "vmk gallery exited $status"$'\n'"$(head -c 2000 "$work/out-gallery")"
count=$(raw_bytes "$work/gallery.html")
[ "$count" -eq 0 ] || fail "the gallery holds $count lines with raw control characters"
exit 0
