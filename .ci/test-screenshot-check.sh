#!/usr/bin/env bash
# CI: check .ci/gallery-in-chromium.sh itself on hand-made pages, before the
# real gallery is checked with it: a page laid out like the gallery (a header,
# then cards that a script filters by #search, after a delay) must pass; the
# same page with no filtering (the grey card below the window), a blank page,
# and a page without #8E8E93 must fail, each for its own reason.
#
# Usage: .ci/test-screenshot-check.sh   (installs chromium when missing, as root)
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

# expect pass|fail NAME HTML [TEXT]: runs the check on the page; a failure
# must print TEXT.
expect() {
  local want="$1" name="$2" html="$3" text="${4:-}" status=0
  "$here/gallery-in-chromium.sh" "$html" "$work/$name.png" >"$work/$name.out" 2>&1 || status=$?
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

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
