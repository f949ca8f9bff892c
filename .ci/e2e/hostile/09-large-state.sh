#!/usr/bin/env bash
# A year of plain `swift test` runs leaves a large untagged manifest (here
# forged: 1,000,000 lines in one file, plus 1,000 small files of other
# processes). Every command that reads the manifests must stay fast and
# bounded: each must end within 5 s, and the next `vmk test` prunes the
# old files, keeping the newest 100.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case

ref="Fixtures/Snapshots/T/S.used.txt"
printf 'Label\n' >"$package/$ref"
printf 'Label 2\n' >"$package/$ref.new"
untagged="$package/.build/vmk/manifests/untagged"
mkdir -p "$untagged"
awk -v ref="$ref" 'BEGIN {
  for (i = 0; i < 1000000; i++)
    printf "{\"run\":\"untagged\",\"outcome\":\"matched\",\"path\":\"Fixtures/Snapshots/T/S.t%d.txt\",\"test\":\"S.t%d\"}\n", i, i
  printf "{\"run\":\"untagged\",\"outcome\":\"changed\",\"path\":\"%s\",\"test\":\"S.namedByTheManifest\"}\n", ref
}' >"$untagged/1700000000-1.jsonl"
for i in $(seq 1 1000); do
  printf '{"run":"untagged","outcome":"matched","path":"Fixtures/Snapshots/T/x%d.txt","test":"X.t"}\n' "$i" \
    >"$untagged/1600000000-$i.jsonl"
done
touch -d '2 days ago' "$untagged"/1600000000-*.jsonl

# timed NAME ARGS...: runs vmk ARGS, failing when it takes 5 s or more.
timed() {
  local name=$1
  shift
  local start end status
  start=$(date +%s%N)
  status=$(vmk_run "$work/$name.out" "$@")
  end=$(date +%s%N)
  local ms=$(((end - start) / 1000000))
  [ "$ms" -lt 5000 ] || fail "vmk $* took $ms ms with a 1,000,000-line manifest"
  echo "$status"
}

timed pending pending >/dev/null
must_contain "$work/pending.out" "S.used.txt" "vmk pending did not list the pending snapshot"
must_contain "$work/pending.out" "S.namedByTheManifest" \
  "vmk pending did not name the test from the newest manifest lines"
timed report report >/dev/null
timed obsolete obsolete >/dev/null
timed gallery gallery --output "$work/gallery.html" >/dev/null

cat >"$work/swift" <<'STUB'
#!/bin/sh
exit 0
STUB
chmod +x "$work/swift"
VMK_SWIFT="$work/swift" timed test test >/dev/null
left=$(find "$untagged" -name '*.jsonl' | wc -l)
[ "$left" -le 100 ] || fail "vmk test left $left untagged manifest files, not at most 100"
[ -f "$untagged/1700000000-1.jsonl" ] || fail "vmk test removed the newest untagged manifest"
