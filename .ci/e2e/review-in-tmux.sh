#!/usr/bin/env bash
# CI: drive `vmk review` on a real terminal (a detached tmux pane) through a
# group decision, an arrow key, the diff toggle and one accept, reject and
# skip, then Ctrl-C in a second review; check each screen, then the files,
# the exit code, and that the terminal is back in its normal mode afterwards.
# Then, at 80x24: a 60-line diff keeps its header and keys in sight and
# pages, A asks before it decides and n declines, the source of the
# assertion shows, and each decision is in the scrollback exactly once;
# SIGTERM during a review leaves the terminal on its normal screen.
#
# Usage: .ci/e2e/review-in-tmux.sh PATH-TO-VMK   (e.g. .build/debug/vmk)
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "Usage: $0 PATH-TO-VMK (for example .build/debug/vmk, after swift build --product vmk)"
  exit 1
fi
if [ ! -x "$1" ]; then
  echo "review-in-tmux: FAILED: $1 is not an executable; build it with swift build --product vmk"
  exit 1
fi
vmk="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
if ! command -v tmux >/dev/null 2>&1; then
  echo "review-in-tmux: FAILED: tmux is not installed (apt-get install tmux)"
  exit 1
fi

check="review-in-tmux"
program="vmk review"
session="review"
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/lib.bash"
tmux_terminal

# A package: three cards share one renamed action id; price, title and
# zcount each changed in a way of their own.
package="$work/package"
snapshots="$package/Fixtures/Snapshots/CardTests"
mkdir -p "$snapshots"
echo "// swift-tools-version: 6.0" >"$package/Package.swift"
for n in 1 2 3; do
  printf 'Card\n  title: "Card %s"\n  onTap: "card.like"\n' "$n" >"$snapshots/CardTests.card$n.txt"
  printf 'Card\n  title: "Card %s"\n  onTap: "card.favourite"\n' "$n" >"$snapshots/CardTests.card$n.txt.new"
done
printf 'Card\n  price: "3"\n' >"$snapshots/CardTests.price.txt"
printf 'Card\n  price: "4"\n' >"$snapshots/CardTests.price.txt.new"
printf 'Card\n  title: "Hi"\n' >"$snapshots/CardTests.title.txt"
printf 'Card\n  title: "Hello"\n' >"$snapshots/CardTests.title.txt.new"
printf 'Card\n  count: 1\n' >"$snapshots/CardTests.zcount.txt"
printf 'Card\n  count: 2\n' >"$snapshots/CardTests.zcount.txt.new"

# The pane runs the review, then notes its exit code and the terminal's
# mode, and stays open so that the last screen can be read.
tmux_ new-session -d -s "$session" -x 120 -y 40 -c "$package" \
  "env -u NO_COLOR '$vmk' review; echo \$? >'$work/exit'; stty -a >'$work/stty' 2>&1; sleep 600"

shown="Fixtures/Snapshots/CardTests"
wait_for "3 snapshots share the same change (of 6 pending)"
wait_for 'onTap: "card.like" → "card.favourite"'
wait_for "a accept all · r reject all · s skip all · o one by one"

press Up
wait_for "That key does nothing here; press ? for the keys."
[ -e "$snapshots/CardTests.card1.txt.new" ] || fail "the Up arrow key decided something"

press a
wait_for "[4/6] changed  $shown/CardTests.price.txt"
wait_for "accepted  $shown/CardTests.card3.txt  (replaced by its candidate)"

press d
wait_for "(diff hidden: d shows it)"
press a
wait_for "[5/6] changed  $shown/CardTests.title.txt"
press r
wait_for "[6/6] changed  $shown/CardTests.zcount.txt"
press s
wait_for "Review done: 4 accepted, 1 rejected, 1 skipped."
wait_for "1 snapshot is still pending"

wait_for_exit 1

for n in 1 2 3; do
  grep -q "card.favourite" "$snapshots/CardTests.card$n.txt" ||
    fail "the group's CardTests.card$n.txt was not replaced by its candidate"
  [ ! -e "$snapshots/CardTests.card$n.txt.new" ] || fail "CardTests.card$n.txt.new is still there"
done
grep -q 'price: "4"' "$snapshots/CardTests.price.txt" || fail "CardTests.price.txt was not accepted"
[ ! -e "$snapshots/CardTests.price.txt.new" ] || fail "CardTests.price.txt.new is still there"
grep -q 'title: "Hi"' "$snapshots/CardTests.title.txt" || fail "rejecting changed CardTests.title.txt"
[ ! -e "$snapshots/CardTests.title.txt.new" ] || fail "the rejected CardTests.title.txt.new is still there"
grep -q 'count: 2' "$snapshots/CardTests.zcount.txt.new" || fail "the skipped CardTests.zcount.txt.new changed"
grep -q 'count: 1' "$snapshots/CardTests.zcount.txt" || fail "the skipped CardTests.zcount.txt changed"

print_screen

# A second review of what is left: Ctrl-C quits it cleanly, with the
# summary, exit code 1, and the terminal put back.
# (Each later review gets a session of its own, made before the last one
# is ended, so that the tmux server never runs out of sessions and exits.)
rm -f "$work/exit" "$work/stty"
tmux_ new-session -d -s review-quit -x 120 -y 40 -c "$package" \
  "env -u NO_COLOR '$vmk' review; echo \$? >'$work/exit'; stty -a >'$work/stty' 2>&1; sleep 600"
tmux_ kill-session -t "$session"
session=review-quit
wait_for "[1/1] changed  $shown/CardTests.zcount.txt"
press C-c
wait_for "Review stopped: 0 accepted, 0 rejected, 0 skipped, 1 not reviewed."
wait_for_exit 1
grep -q 'count: 2' "$snapshots/CardTests.zcount.txt.new" || fail "Ctrl-C changed CardTests.zcount.txt.new"

print_screen

# --- 80x24: a long diff, A asking first, and the scrollback afterwards.
rm -rf "$package"
mkdir -p "$snapshots" "$package/.build/vmk/manifests/untagged"
echo "// swift-tools-version: 6.0" >"$package/Package.swift"
{
  printf 'Screen\n'
  for n in $(seq 1 30); do printf '  row%s: "a%s"\n' "$n" "$n"; done
} >"$snapshots/CardTests.long.txt"
{
  printf 'Screen\n'
  for n in $(seq 1 30); do printf '  row%s: "b%s"\n' "$n" "$n"; done
} >"$snapshots/CardTests.long.txt.new"
for name in one two three; do
  printf 'Card\n  title: "%s"\n' "$name" >"$snapshots/CardTests.$name.txt"
  printf 'Card\n  title: "%s!"\n' "$name" >"$snapshots/CardTests.$name.txt.new"
done
printf '{"run":"untagged","outcome":"changed","path":"%s","test":"CardTests.long()","source":{"file":"Tests/CardTests/CardTests.swift","line":42}}\n' \
  "$shown/CardTests.long.txt" >"$package/.build/vmk/manifests/untagged/1-1.jsonl"

rm -f "$work/exit" "$work/stty"
tmux_ new-session -d -s review80 -x 80 -y 24 -c "$package" \
  "env -u NO_COLOR -u LINES -u COLUMNS '$vmk' review; echo \$? >'$work/exit'; stty -a >'$work/stty' 2>&1; sleep 600"
tmux_ kill-session -t "$session"
session=review80
header="[1/4] changed  $shown/CardTests.long.txt"
keys="a accept · r reject · s skip · d hide diff · i details · q quit · ? keys"
wait_for "$header"
wait_for "      source: Tests/CardTests/CardTests.swift:42"
wait_for "lines 1–"
wait_for "$keys"
[ "$(wc -l <"$work/screen")" -le 24 ] || fail "the screen has more than 24 lines"

# Resized to 60 columns, the review draws the sheet again at once (SIGWINCH),
# with no key pressed: every line fits, the header is still on top, and the
# line that says which lines are shown is shortened to the new width with
# "…", which only the review's own drawing writes (tmux merely rewraps).
tmux_ resize-window -t "$session" -x 60 -y 24
deadline=$((SECONDS + 15))
until tmux_ capture-pane -p -t "$session" >"$work/screen" 2>/dev/null \
  && grep -qF -- "[1/4] changed" "$work/screen" \
  && grep -q -- '^lines 1–[0-9]* of [0-9]* .*…$' "$work/screen" \
  && python3 -c 'import sys; sys.exit(any(len(l.rstrip("\n")) > 60 for l in open(sys.argv[1], encoding="utf-8")))' \
    "$work/screen"; do
  [ "$SECONDS" -lt "$deadline" ] || fail "resized to 60 columns, the sheet was not drawn again to fit"
  sleep 0.1
done
grep -qF -- "does nothing here" "$work/screen" && fail "a resize was taken for a key"
tmux_ resize-window -t "$session" -x 80 -y 24
wait_for "$keys"

last="$(sed -n 's/^lines 1–\([0-9]*\) of .*/\1/p' "$work/screen")"
[ -n "$last" ] || fail "the first page does not say which lines it shows"
press Space
wait_for "lines $((last + 1))–"
grep -qF -- "$header" "$work/screen" || fail "the header went out of sight on the second page"
# The sheet is drawn line by line: on a loaded machine a capture can fall
# between the position line and the keys below it, so wait for them.
wait_for "$keys"
press Down
wait_for "lines $((last + 2))–"
press b
wait_for "lines 2–"

press A
wait_for "Accept all 4 remaining snapshots (3 not yet shown)? [y/N]"
grep -qF -- "$header" "$work/screen" || fail "the header went out of sight under the question"
press n
wait_for "Nothing was accepted"
for name in long one two three; do
  [ -e "$snapshots/CardTests.$name.txt.new" ] || fail "A answered n decided CardTests.$name.txt"
done

press a
wait_for "[2/4] changed  $shown/CardTests.one.txt"
wait_for "accepted  $shown/CardTests.long.txt"
press r
wait_for "[3/4] changed  $shown/CardTests.three.txt"
press s
wait_for "[4/4] changed  $shown/CardTests.two.txt"
press a
wait_for "Review done: 2 accepted, 1 rejected, 1 skipped."
wait_for_exit 1

tmux_ capture-pane -p -S - -t "$session" >"$work/scrollback"
for decision in "accepted  $shown/CardTests.long.txt" "rejected  $shown/CardTests.one.txt" \
  "skipped   $shown/CardTests.three.txt" "accepted  $shown/CardTests.two.txt"; do
  count="$(grep -cF -- "$decision" "$work/scrollback" || true)"
  [ "$count" = 1 ] || {
    cp "$work/scrollback" "$work/screen"
    fail "the scrollback holds \"$decision\" $count times, not once"
  }
done
if grep -qF -- "[1/4] changed" "$work/scrollback"; then
  cp "$work/scrollback" "$work/screen"
  fail "a review screen was left in the scrollback"
fi
python3 -c 'import sys; sys.exit(any(len(l.rstrip("\n")) > 80 for l in open(sys.argv[1], encoding="utf-8")))' \
  "$work/scrollback" || fail "a line of the scrollback is wider than 80 columns"

cp "$work/scrollback" "$work/screen"
print_screen

# --- A review ended by SIGTERM puts the terminal back: its settings and
# the normal screen.
rm -f "$work/exit" "$work/stty"
tmux_ new-session -d -s review-term -x 80 -y 24 -c "$package" \
  "env -u NO_COLOR '$vmk' review; echo \$? >'$work/exit'; stty -a >'$work/stty' 2>&1; sleep 600"
tmux_ kill-session -t "$session"
session=review-term
wait_for "[1/1] changed  $shown/CardTests.three.txt"
[ "$(tmux_ display -p -t "$session" '#{alternate_on}')" = 1 ] ||
  fail "the review does not draw on the alternate screen"
shell_pid="$(tmux_ display -p -t "$session" '#{pane_pid}')"
vmk_pid="$(ps -o pid=,comm= --ppid "$shell_pid" | awk '$2 == "vmk" { print $1 }')"
[ -n "$vmk_pid" ] || fail "found no vmk process under the pane's shell ($shell_pid)"
kill -TERM "$vmk_pid"
wait_for_exit 143
[ "$(tmux_ display -p -t "$session" '#{alternate_on}')" = 0 ] ||
  fail "after SIGTERM the terminal is left on the alternate screen"

echo "review-in-tmux: vmk review works on a real terminal (group, arrow key, diff, accept, reject, skip, Ctrl-C; at 80x24 paging, A asks, each decision once in the scrollback; SIGTERM puts the screen back)."
