#!/usr/bin/env bash
# CI: open the snapshot gallery (the page `vmk gallery --output` writes) in a
# real browser, headless Chromium, searched down to the thumbs-up emoji card,
# take a screenshot, and check with .ci/checks/check_screenshot.py that the page is
# drawn and that the card's background (the colour CHECK_ARGS gives; the
# checker's default is #8E8E93) shows near the top.
#
# Usage: .ci/e2e/gallery-in-chromium.sh [OPTIONS] HTML_FILE PNG_OUT [-- CHECK_ARGS...]
#   --search TEXT       the #search=TEXT fragment to open the page with
#                       (default: EmojiCardSnapshotTests.emojiCard(thumbsUp).json)
#   --no-search         open the page as it is, with no fragment
#   --window-size W,H   the browser window in CSS pixels (default 1000,800)
#   --screenshot-only   take the screenshot and do not check it
#   CHECK_ARGS          passed to check_screenshot.py (--colour, --region,
#                       --min-pixels, --tolerance); its defaults fit the search above
#
# Installs Debian's chromium package when there is no chromium (as root), as
# `.ci/run --only provision` does (provide_chromium in lib.bash).
# GALLERY_CHROMIUM_TIMEOUT (seconds, default 60) bounds the browser's run.
set -euo pipefail

name="gallery-in-chromium"
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/lib.bash"
search="EmojiCardSnapshotTests.emojiCard(thumbsUp).json"
use_search=1
window="1000,800"
check=1
timeout_s="${GALLERY_CHROMIUM_TIMEOUT:-60}"

usage() {
  echo "Usage: $0 [--search TEXT | --no-search] [--window-size W,H] [--screenshot-only] HTML_FILE PNG_OUT [-- CHECK_ARGS...]"
}
fail() {
  echo "$name: FAILED: $*"
  exit 1
}

positional=()
check_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --search)
      [ $# -ge 2 ] || { usage; exit 2; }
      search="$2"; use_search=1; shift 2 ;;
    --no-search) use_search=0; shift ;;
    --window-size)
      [ $# -ge 2 ] || { usage; exit 2; }
      window="$2"; shift 2 ;;
    --screenshot-only) check=0; shift ;;
    -h | --help) usage; exit 0 ;;
    --) shift; check_args=("$@"); break ;;
    -*) echo "$name: unknown option $1"; usage; exit 2 ;;
    *) positional+=("$1"); shift ;;
  esac
done
if [ "${#positional[@]}" -ne 2 ]; then
  usage
  exit 2
fi
html="${positional[0]}"
png_out="${positional[1]}"
if ! [[ "$window" =~ ^[0-9]+,[0-9]+$ ]]; then
  fail "--window-size takes W,H in pixels, not '$window'"
fi
if [ ! -f "$html" ]; then
  fail "$html is not a file (write it first, e.g. swift run vmk gallery --output $html)"
fi
if ! command -v python3 >/dev/null 2>&1; then
  fail "python3 is needed (apt-get install python3)"
fi

# Debian's browser is the package chromium, whose command is chromium.
provide_chromium "$name" || exit 1

# file:// URL of the page, with the search encoded as the page's JavaScript
# decodes it (decodeURIComponent; parentheses stay as they are).
url="$(python3 - "$html" "$use_search" "$search" <<'PY'
import pathlib, sys, urllib.parse
path, use_search, search = sys.argv[1], sys.argv[2] == "1", sys.argv[3]
url = pathlib.Path(path).resolve().as_uri()
if use_search:
    url += "#search=" + urllib.parse.quote(search, safe="()!*'")
print(url)
PY
)"

work="$(mktemp -d)"
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
mkdir -p "$work/profile" "$work/home"
shot="$work/shot.png"

echo "$name: $url at $window"
# Flags: no sandbox (root in a container); /tmp rather than a small /dev/shm;
# sRGB at scale 1 so that a CSS colour lands in the PNG as written; a fresh
# profile and HOME that the trap removes; no network chatter; and virtual time
# so that the page's scripts and timers run before the shot is taken.
# timeout sends its signal to chromium's whole process group.
status=0
env HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_CACHE_HOME="$work/home/.cache" \
  timeout --kill-after=10 "$timeout_s" \
  chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
    --hide-scrollbars --window-size="$window" \
    --force-device-scale-factor=1 --force-color-profile=srgb \
    --user-data-dir="$work/profile" --no-first-run --no-default-browser-check \
    --disable-extensions --disable-sync --disable-background-networking \
    --disable-component-update --disable-default-apps --mute-audio \
    --run-all-compositor-stages-before-draw --virtual-time-budget=5000 \
    --screenshot="$shot" "$url" \
    </dev/null >"$work/chromium.log" 2>&1 || status=$?

show_log() {
  echo "--- chromium's output (less its D-Bus complaints), last 30 lines:"
  grep -v -e 'dbus/' -e 'unexpected operator' "$work/chromium.log" | tail -n 30 || true
  echo "---"
}
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
  show_log
  fail "chromium did not finish within ${timeout_s} s (GALLERY_CHROMIUM_TIMEOUT)"
fi
if [ "$status" -ne 0 ]; then
  show_log
  fail "chromium exited with status $status"
fi
if [ ! -s "$shot" ]; then
  show_log
  fail "chromium exited 0 but wrote no screenshot"
fi

mkdir -p "$(dirname "$png_out")"
mv -f "$shot" "$png_out"
echo "$name: screenshot in $png_out"

if [ "$check" -eq 0 ]; then
  exit 0
fi
if python3 "$repo/.ci/checks/check_screenshot.py" "$png_out" "${check_args[@]}"; then
  echo "$name: OK"
else
  fail "the screenshot in $png_out does not show the gallery as expected (see above)"
fi
