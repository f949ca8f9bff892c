# shellcheck shell=bash
# What the scripts that drive vmk on a real terminal (a detached tmux pane)
# share; sourced, after setting:
#   check    the script's name, for its messages (review-in-tmux)
#   program  what runs in the pane, for its messages (vmk review)
#   session  the tmux session's name
# It makes $work (removed at exit, with the tmux server on its own socket)
# and gives: tmux_, print_screen, fail, wait_for, wait_for_exit, press.
# CAPTURE_FLAGS (say -J, which joins wrapped lines) is passed to capture-pane.

work="$(mktemp -d)"
socket="vmk-$check-$$"
CAPTURE_FLAGS="${CAPTURE_FLAGS:-}"
tmux_() { tmux -L "$socket" "$@"; }
cleanup() {
  tmux_ kill-server >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# Prints the last screen captured, without its trailing blank lines.
print_screen() {
  echo "--- the last screen of $program:"
  awk '{ line[NR] = $0 } NF { last = NR } END { for (i = 1; i <= last; i++) print line[i] }' \
    "$work/screen" 2>/dev/null || true
  echo "---"
}

# Prints why the check failed and the last screen, then exits 1.
fail() {
  echo "$check: FAILED: $*"
  print_screen
  exit 1
}

# Waits (up to 15 s) until the screen shows the text $1.
wait_for() {
  local deadline=$((SECONDS + 15))
  while :; do
    # shellcheck disable=SC2086
    tmux_ capture-pane -p $CAPTURE_FLAGS -t "$session" >"$work/screen" 2>/dev/null || true
    if grep -qF -- "$1" "$work/screen"; then return 0; fi
    if [ "$SECONDS" -ge "$deadline" ]; then fail "waited 15 s for the screen to show: $1"; fi
    sleep 0.1
  done
}

# Waits (up to 15 s) for the program to exit (the pane's command writes its
# exit code to $work/exit and `stty -a` to $work/stty), checks that its exit
# code is $1, and that the terminal is back in canonical, echoing mode with
# signal keys.
wait_for_exit() {
  local deadline=$((SECONDS + 15))
  until [ -s "$work/exit" ] && [ -s "$work/stty" ]; do
    if [ "$SECONDS" -ge "$deadline" ]; then fail "$program did not exit within 15 s of the last key"; fi
    sleep 0.1
  done
  local code
  code="$(cat "$work/exit")"
  [ "$code" = "$1" ] || fail "$program exited with $code, not $1"
  for mode in icanon echo isig; do
    grep -Eq "(^| )$mode( |$)" "$work/stty" ||
      fail "after $program the terminal is left without $mode: $(cat "$work/stty")"
  done
}

# Presses the keys $@ (tmux key names, such as a or Up).
press() { tmux_ send-keys -t "$session" "$@"; }
