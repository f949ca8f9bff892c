#!/usr/bin/env bash
# Case 5 of #20: a new snapshot (a .new with no reference) and a changed one
# hold terminal escapes (set the title, ring the bell, clear the screen, a
# C1 CSI, a right-to-left override). vmk diff, pending and report, and the
# gallery, must show them escaped: no raw ESC, BEL, C1 or U+202E byte.
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/../lib.bash"
hostile_case
snapshots="$package/Fixtures/Snapshots/T"
hostile=$'Card\n  title: \e]0;PWNED\a\e[2J\xc2\x9b31m \xe2\x80\xaeevil\n'
printf '%s' "$hostile" >"$snapshots/n.txt.new"
printf 'Card\n  title: "a"\n' >"$snapshots/c.txt"
printf '%s' "$hostile" >"$snapshots/c.txt.new"
# A file name with an escape in it too.
printf '%s' "$hostile" >"$snapshots/"$'e\e[2Jx.txt.new'

# raw_bytes FILE: how many raw ESC, BEL, C1 CSI or U+202E sequences FILE holds.
raw_bytes() {
  LC_ALL=C grep -c $'\e\|\a\|\xc2\x9b\|\xe2\x80\xae' "$1" || true
}

for command in diff pending report "report --format json" "pending --json"; do
  out="$work/out-${command// /-}"
  # shellcheck disable=SC2086 # the command's words are meant to split
  status=$(vmk_run "$out" $command)
  [ "$status" -eq 1 ] || fail "vmk $command exited $status, not 1 (pending)"$'\n'"$(head -c 2000 "$out")"
  count=$(raw_bytes "$out")
  [ "$count" -eq 0 ] || fail "vmk $command printed $count lines with raw terminal escapes"$'\n'"$(od -c "$out" | head -40)"
done
must_contain "$work/out-diff" 'PWNED\u{7}\u{1B}[2J' "vmk diff does not show the new snapshot's escapes as \\u{…}"
must_contain "$work/out-diff" '\u{202E}evil' "vmk diff does not show U+202E escaped"
must_contain "$work/out-report" 'PWNED\u{7}\u{1B}[2J' "vmk report does not show the new snapshot's escapes as \\u{…}"

status=$(vmk_run "$work/out-gallery" gallery --output "$work/gallery.html")
[ "$status" -le 1 ] || fail "vmk gallery exited $status"$'\n'"$(cat "$work/out-gallery")"
count=$(raw_bytes "$work/gallery.html")
[ "$count" -eq 0 ] || fail "vmk gallery wrote $count lines with raw terminal escapes into the page"
must_contain "$work/gallery.html" 'PWNED<span class="vmk-escape">\u{7}</span><span class="vmk-escape">\u{1B}</span>[2J' \
  "the gallery does not show the escapes as \\u{…} marked as escapes"
