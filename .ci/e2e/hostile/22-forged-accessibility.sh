#!/usr/bin/env bash
# Accessibility findings from forged JSON snapshots (#27): a candidate
# nested 1,000 deep (past the JSON reader's 512 levels), a list of 10,000
# rows, labels and identifiers holding terminal escapes and markup, and
# members of the wrong types. vmk gallery and vmk report must finish,
# count what they can audit, say why they cannot audit the rest, and
# print or write no raw escape.
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
deep = '{"type":"Label","text":"deep"}'
for _ in range(1000):
    deep = '{"type":"Stack","children":[' + deep + ']}'
write("deep.json.new", deep)
rows = [{"content": {"type": "Image"}} if i % 20 == 0 else {} for i in range(10000)]
write("rows.json.new", json.dumps({"type": "List", "sections": [{"id": "s", "rows": rows}]}))
evil = "\x1b]0;PWNED\x07\x1b[2J\u009b31m \u202eevil <script>x</script>"
label = {"type": "Label", "text": evil, "textColor": "#EEEEEEFF",
         "accessibility": {"identifier": evil, "traits": []}}
write("escapes.json.new", json.dumps({"a": label, "b": label}))
write("types.json.new", json.dumps([
    {"type": "Button", "title": 3, "titleColor": ["#000000FF"], "onTap": {"id": {"x": 1}}},
    {"type": "Slider", "value": "NaN", "range": "0...1"},
    {"type": "List", "sections": {"rows": 7}},
    {"type": "Label", "font": {"kind": "system", "size": "huge"}, "accessibility": 5},
]))
PY
printf '{"type": "Label", "text": "ok"}\n' >"$snapshots/rows.json"

raw_bytes() {
  LC_ALL=C grep -c $'\e\|\a\|\xc2\x9b\|\xe2\x80\xae' "$1" || true
}

status=$(vmk_run "$work/out-gallery" gallery --output "$work/gallery.html")
[ "$status" -eq 0 ] || fail "vmk gallery exited $status"$'\n'"$(head -c 2000 "$work/out-gallery")"
for file in "$work/out-gallery" "$work/gallery.html"; do
  count=$(raw_bytes "$file")
  [ "$count" -eq 0 ] || fail "$(basename "$file") holds $count lines with raw terminal escapes"
done
must_contain "$work/out-gallery" "; accessibility: " "vmk gallery's summary does not count findings"
must_contain "$work/gallery.html" "nested deeper than 512 levels" "the deep candidate's card does not say why it is not drawn"
must_contain "$work/gallery.html" "<li>… 451 more</li>" "the 10,000-row list's findings are not cut at 50"
must_not_contain "$work/gallery.html" "<script>x" "a label's markup reached the page"

for command in report "report --format json"; do
  out="$work/out-${command// /-}"
  # shellcheck disable=SC2086 # the command's words are meant to split
  status=$(vmk_run "$out" $command)
  [ "$status" -eq 1 ] || fail "vmk $command exited $status, not 1 (pending)"$'\n'"$(head -c 2000 "$out")"
  count=$(raw_bytes "$out")
  [ "$count" -eq 0 ] || fail "vmk $command printed $count lines with raw terminal escapes"
done
must_contain "$work/out-report" "Accessibility: not audited: The file is not valid JSON" "vmk report does not say why the deep candidate is not audited"
must_contain "$work/out-report" "- … and 481 more" "vmk report does not cut the 10,000-row list's findings"
must_contain "$work/out-report" "Accessibility of the JSON candidates: " "vmk report has no total line"
python3 - "$work/out-report---format-json" <<'PY' || fail "vmk report --format json does not count the findings"
import json, sys
report = json.load(open(sys.argv[1], encoding="utf-8"))
assert report["counts"]["accessibility"]["errors"] >= 500, report["counts"]
rows = [item for item in report["changed"] + report["new"] if item["reference"].endswith("rows.json")]
assert len(rows[0]["accessibility"]["findings"]) == 501  # 500 images, and no heading
PY
