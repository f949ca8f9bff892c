#!/usr/bin/env bash
# CI: check .ci/e2e/gallery-in-chromium.sh itself on hand-made pages, before the
# real gallery is checked with it: a page laid out like the gallery (a header,
# then cards that a script filters by #search, after a delay) must pass; the
# same page with no filtering (the grey card below the window), a blank page,
# and a page without #8E8E93 must fail, each for its own reason. A filled
# button with a white title passes the title check; one whose title has the
# fill's colour fails it.
#
# Usage: .ci/e2e/test-screenshot-check.sh   (installs chromium when missing, as root)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
cleanup() { rm -rf "$work"; }
trap cleanup EXIT

passed=0
failed=0

# A gallery-like page: header, a tall blue first card, then the emoji card
# with the grey background. $1 is the emoji card's background, $2 is "filter"
# for a script that hides the cards the #search text does not match.
page() {
  local background="$1" filter="$2"
  cat <<EOF
<!doctype html>
<html><head><meta charset="utf-8"><title>Snapshots</title>
<style>
  body { margin: 0; font-family: sans-serif; background: #fff; }
  header { height: 56px; background: #1c1c1e; color: #fff; padding: 0 16px; line-height: 56px; }
  .card { margin: 16px; border: 1px solid #d1d1d6; border-radius: 12px; padding: 12px; }
  .card h2 { font-size: 14px; color: #3a3a3c; margin: 0 0 8px; }
  .phone { width: 320px; height: 240px; border-radius: 24px; border: 6px solid #000; }
</style></head>
<body>
<header>ViewModelKit snapshots</header>
<div class="card" data-path="Fixtures/Snapshots/ProfileScreenTests/ProfileScreenTests.load.txt">
  <h2>ProfileScreenTests.load.txt</h2><div class="phone" style="height: 900px; background: #5ac8fa"></div>
</div>
<div class="card" data-path="Fixtures/Snapshots/EmojiCardSnapshotTests/EmojiCardSnapshotTests.emojiCard(thumbsUp).json">
  <h2>EmojiCardSnapshotTests.emojiCard(thumbsUp).json</h2>
  <div class="phone" style="background: $background; font-size: 64px; text-align: center">&#x1F44D;</div>
</div>
EOF
  if [ "$filter" = "filter" ]; then
    cat <<'EOF'
<script>
  // Later than the page's load, as a slower gallery might: the screenshot must wait for it.
  setTimeout(function () {
    var match = /(?:^#|&)search=([^&]*)/.exec(location.hash);
    var text = match ? decodeURIComponent(match[1]) : "";
    document.querySelectorAll(".card").forEach(function (card) {
      card.style.display = card.dataset.path.indexOf(text) >= 0 ? "" : "none";
    });
  }, 1500);
</script>
EOF
  fi
  echo "</body></html>"
}

# A filled button on a card, its title in $1, for the title check.
button_page() {
  cat <<EOF
<!doctype html>
<html><head><meta charset="utf-8"><title>Snapshots</title>
<style>
  body { margin: 0; font: 15px sans-serif; background: #f2f2f7; }
  header { height: 40px; background: #fff; border-bottom: 1px solid #d1d1d6; }
  .card { margin: 12px; padding: 12px; background: #fff; border: 1px solid #d1d1d6; }
  .button { display: inline-flex; padding: 6px 16px; min-height: 34px; align-items: center;
    border-radius: 10px; background: #007aff; color: $1; }
</style></head>
<body><header><span style="color: #ff3b30">Snapshots</span></header>
<div class="card"><div class="button">Close</div></div>
</body></html>
EOF
}

# expect pass|fail NAME HTML [TEXT [CHECK_ARGS...]]: runs the check on the
# page (opened as it is when CHECK_ARGS are given); a failure must print TEXT.
expect() {
  local want="$1" name="$2" html="$3" text="${4:-}" status=0
  shift 3
  [ $# -gt 0 ] && shift
  local options=("$html" "$work/$name.png")
  [ $# -gt 0 ] && options=(--no-search "$html" "$work/$name.png" -- "$@")
  "$here/gallery-in-chromium.sh" "${options[@]}" >"$work/$name.out" 2>&1 || status=$?
  if [ "$want" = "pass" ] && [ "$status" -eq 0 ]; then
    echo "ok: $name passes"
    passed=$((passed + 1))
  elif [ "$want" = "fail" ] && [ "$status" -ne 0 ] && grep -qF -- "$text" "$work/$name.out"; then
    echo "ok: $name fails: $(grep -F -- "$text" "$work/$name.out" | head -n 1)"
    passed=$((passed + 1))
  else
    echo "NOT OK: $name should $want${text:+ saying \"$text\"}; exit status $status; it printed:"
    sed 's/^/    /' "$work/$name.out"
    failed=$((failed + 1))
  fi
}

page "#8E8E93" filter >"$work/gallery.html"
page "#8E8E93" none >"$work/unfiltered.html"
page "#5856D6" filter >"$work/no-grey.html"
printf '<!doctype html>\n<html><body></body></html>\n' >"$work/blank.html"

expect pass gallery-like "$work/gallery.html"
expect fail unfiltered "$work/unfiltered.html" "the first card does not show it"
expect fail no-grey "$work/no-grey.html" "the first card does not show it"
expect fail blank "$work/blank.html" "the page looks blank"
expect fail missing "$work/missing.html" "is not a file"

# A filled button's title must be readable on its fill (--title-on).
button_page "#fff" >"$work/white-title.html"
button_page "#007aff" >"$work/blue-title.html"
expect pass white-title "$work/white-title.html" "" --colour 007AFF --title-on
expect fail blue-title "$work/blue-title.html" "it cannot be read" --colour 007AFF --title-on

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
