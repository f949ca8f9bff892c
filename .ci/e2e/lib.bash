# shellcheck shell=bash
# The one shell library of .ci/: .ci/run, the scripts in .ci/e2e/ and each
# case in .ci/e2e/hostile/ source it. Sourcing it sets `repo` (this
# repository, an absolute path) and defines functions; it sets no option,
# no trap and makes no folder: each script calls what it needs.
#
#   The toolchain and the tools
#     use_swift_toolchain   the toolchain in /opt/swift on PATH when swift is not
#     apt_provide           installs the Debian packages of missing commands
#     provide_chromium      installs Debian's chromium when it is missing
#   vmk and packages that depend on this repository
#     absolute              a path made absolute
#     find_vmk              vmk given as the first argument, or built here
#     write_manifest        a Package.swift depending on this repository by path
#     make_work             a temporary folder for a script's packages
#   The hostile cases (.ci/e2e/hostile/, run by .ci/e2e/vmk-hostile.sh)
#     hostile_case          the case's folder and package, and its `fail`
#     vmk_run, must_contain, must_not_contain
#     pending, inline_tests, stand_in_swiftc   (the inline cases)
#   vmk on a real terminal (review-in-tmux.sh, test-review-in-tmux.sh)
#     tmux_terminal         the folder, the tmux server, and its `fail`
#     tmux_, print_screen, wait_for, wait_for_exit, press
#
# Usage: source "$(dirname "$0")/lib.bash"   (from .ci/e2e/)

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

# --- The toolchain and the tools ---------------------------------------------

# use_swift_toolchain: puts the toolchain in /opt/swift (where the swift
# container and this project's machines keep it) on PATH when there is no
# swift on it.
use_swift_toolchain() {
  if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
  fi
}

# apt_provide COMMAND:PACKAGE...: installs, with apt-get (as root), the
# Debian PACKAGE of each COMMAND that is not on PATH; does nothing when all
# are there. Returns 1, saying what is missing, when there is no apt-get.
apt_provide() {
  local pair missing=()
  for pair in "$@"; do
    command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair#*:}")
  done
  [ "${#missing[@]}" -gt 0 ] || return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "missing: ${missing[*]}, and there is no apt-get here to install them" >&2
    return 1
  fi
  apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
}

# provide_chromium WHO: installs Debian's browser, the package chromium (and
# fonts-liberation, for text), when there is no chromium command; WHO
# names the caller in its messages. Returns 1, saying why, when it cannot.
provide_chromium() {
  command -v chromium >/dev/null 2>&1 && return 0
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "$1: FAILED: chromium is not installed, and only root with apt-get can install it here (apt-get install chromium)"
    return 1
  fi
  echo "$1: installing Debian's chromium"
  apt-get update -qq || return
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    chromium fonts-liberation >/dev/null || return
  command -v chromium >/dev/null 2>&1 || {
    echo "$1: FAILED: apt-get installed chromium but there is no chromium command"
    return 1
  }
}

# --- vmk and packages that depend on this repository -------------------------

# absolute PATH: PATH with its folder resolved, so that it still names the
# same file after a cd.
absolute() {
  echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
}

# find_vmk [PATH-TO-VMK]: puts the toolchain on PATH and sets `vmk` (an
# absolute path) to the vmk given, or, with no argument, to one built here
# with warnings as errors. Exits when there is no vmk executable there.
# The scripts that take a package through the built vmk (vmk-end-to-end.sh,
# inline-round-trip.sh, attachments.sh, failing-run.sh) call it with "$@".
find_vmk() {
  use_swift_toolchain
  if [ $# -ge 1 ]; then
    vmk=$(absolute "$1")
  else
    (cd "$repo" && swift build --product vmk -Xswiftc -warnings-as-errors)
    vmk="$(cd "$repo" && swift build --show-bin-path)/vmk"
  fi
  [ -x "$vmk" ] || { echo "FAIL: no vmk executable at $vmk"; exit 1; }
}

# write_manifest DIR NAME: a Package.swift in DIR for a package NAME whose
# one test target, NAMETests, depends on this repository's ViewModelKit and
# ViewModelSnapshotTesting by path.
write_manifest() {
  cat >"$1/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "$2",
  dependencies: [.package(path: "$repo")],
  targets: [
    .testTarget(
      name: "$2Tests",
      dependencies: [
        .product(name: "ViewModelKit", package: "$(basename "$repo")"),
        .product(name: "ViewModelSnapshotTesting", package: "$(basename "$repo")"),
      ])
  ]
)
MANIFEST
}

# make_work NAME: a new folder `work` for one script's packages, removed
# when the script exits (kept when KEEP is set, to look at), with TMPDIR
# inside it: SwiftPM leaves lock files in TMPDIR named after a package's path.
make_work() {
  work=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")
  trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
  mkdir -p "$work/tmp"
  export TMPDIR="$work/tmp"
}

# --- The hostile cases ---------------------------------------------------------

# hostile_case: the start of each case in .ci/e2e/hostile/, run by
# .ci/e2e/vmk-hostile.sh (which exports VMK, the built vmk). Sets -euo
# pipefail and gives the case a temporary folder, $work, removed on exit,
# and a package in it, $package, with an empty Fixtures/Snapshots/T; and
# `fail MESSAGE`, which ends the case with MESSAGE.
hostile_case() {
  set -euo pipefail
  : "${VMK:?run through .ci/e2e/vmk-hostile.sh}"
  work=$(mktemp -d "${TMPDIR:-/tmp}/vmk-hostile.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  package="$work/package"
  mkdir -p "$package/Fixtures/Snapshots/T"
  printf '// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: "P")\n' \
    >"$package/Package.swift"

  # fail MESSAGE: ends the case with MESSAGE.
  # shellcheck disable=SC2317 # called by the case, after this returns
  fail() {
    echo "  $(basename "$0" .sh): $*" >&2
    exit 1
  }
}

# vmk_run OUT ARGS...: runs vmk in the package with no terminal, at most 20 s;
# its standard output and error go to OUT. Prints vmk's exit status; a hang
# fails the case.
vmk_run() {
  local out=$1
  shift
  local status=0
  (cd "$package" && timeout 20 "$VMK" "$@" </dev/null >"$out" 2>&1) || status=$?
  [ "$status" -ne 124 ] || fail "vmk $* did not finish within 20 s"
  echo "$status"
}

# must_not_contain FILE TEXT WHAT: fails when FILE holds TEXT.
must_not_contain() {
  if grep -qF -- "$2" "$1"; then
    fail "$3"$'\n'"$(head -c 2000 "$1")"
  fi
}

# must_contain FILE TEXT WHAT: fails unless FILE holds TEXT.
must_contain() {
  grep -qF -- "$2" "$1" || fail "$3"$'\n'"$(head -c 2000 "$1")"
}

# For the inline cases (NN-inline-*.sh):
# pending FILE LINE COLUMN RENDERING [TEST]: appends a pending inline
# snapshot to the package's state, as a test process writes it
# (docs/inline-pending.md), with the hash of FILE's bytes when it is a
# regular file in the package of at most 1 MB.
pending() {
  python3 - "$package" "$@" <<'PYTHON'
import json, os, stat, sys
package, file, line, column, rendering = sys.argv[1:6]
test = sys.argv[6] if len(sys.argv) > 6 else "InlineTests.case"
path = os.path.join(package, file)
digest = 0xCBF29CE484222325
try:
    info = os.lstat(path)
    if stat.S_ISREG(info.st_mode) and info.st_size <= 1 << 20:
        with open(path, "rb") as source:
            for byte in source.read():
                digest = ((digest ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
except OSError:
    pass
folder = os.path.join(package, ".build/vmk/inline/untagged")
os.makedirs(folder, exist_ok=True)
entry = {"run": "untagged", "process": "1764172378-4242", "file": file, "line": int(line),
         "column": int(column), "sourceHash": f"fnv1a64:{digest:016x}", "test": test,
         "rendering": rendering}
with open(os.path.join(folder, "1764172378-4242.jsonl"), "a") as log:
    log.write(json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n")
PYTHON
}

# inline_tests PATH: a test file with three calls without a closure, at
# lines 5, 6 and 7, column 23 (their `(`).
inline_tests() {
  mkdir -p "$(dirname "$1")"
  cat >"$1" <<'SWIFT'
import Testing
import ViewModelSnapshotTesting

@Test func three() {
  assertInlineSnapshot(of: 1, as: .number)
  assertInlineSnapshot(of: 2, as: .number)
  assertInlineSnapshot(of: 3, as: .number)
}
SWIFT
}

# stand_in_swiftc PATH SECONDS: a swiftc for VMK_SWIFTC that reads its
# input, writes its process id to PATH.pid, sleeps and says the source parses.
stand_in_swiftc() {
  cat >"$1" <<STANDIN
#!/usr/bin/env bash
echo \$\$ >"$1.pid"
cat >/dev/null
exec sleep $2
STANDIN
  chmod +x "$1"
}

# --- vmk on a real terminal (a detached tmux pane) -----------------------------

# tmux_terminal: the start of the scripts that drive vmk on a real terminal;
# called after setting:
#   check    the script's name, for its messages (review-in-tmux)
#   program  what runs in the pane, for its messages (vmk review)
#   session  the tmux session's name
# It makes $work (removed at exit, with the tmux server on its own socket)
# and defines `fail`; tmux_, print_screen, wait_for, wait_for_exit and press
# below work in it. CAPTURE_FLAGS (say -J, which joins wrapped lines) is
# passed to capture-pane.
# shellcheck disable=SC2154 # check, program and session are the caller's
tmux_terminal() {
  work="$(mktemp -d)"
  socket="vmk-$check-$$"
  CAPTURE_FLAGS="${CAPTURE_FLAGS:-}"
  trap tmux_cleanup EXIT

  # Prints why the check failed and the last screen, then exits 1.
  # shellcheck disable=SC2317 # called by the script, after this returns
  fail() {
    echo "$check: FAILED: $*"
    print_screen
    exit 1
  }
}

tmux_() { tmux -L "$socket" "$@"; }
tmux_cleanup() {
  tmux_ kill-server >/dev/null 2>&1 || true
  rm -rf "$work"
}

# Prints the last screen captured, without its trailing blank lines.
# shellcheck disable=SC2154
print_screen() {
  echo "--- the last screen of $program:"
  awk '{ line[NR] = $0 } NF { last = NR } END { for (i = 1; i <= last; i++) print line[i] }' \
    "$work/screen" 2>/dev/null || true
  echo "---"
}

# Waits (up to 15 s) until the screen shows the text $1.
# shellcheck disable=SC2154
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
