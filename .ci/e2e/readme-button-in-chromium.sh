#!/usr/bin/env bash
# CI: the README's own primary button, `dismiss` (ButtonViewModel(title:
# "Close", style: .primary)), drawn by `vmk gallery` and shot in headless
# Chromium: its title must be readable on its fill. A filled button's
# titleColor is its tint, as UIKit's filled configuration and SwiftUI's
# .borderedProminent use it: the fill, with the title white. Drawn as a
# title colour instead, the title was the tint on the tint (#007AFF on
# #007AFF, when that was the default), and invisible.
#
# Usage: .ci/e2e/readme-button-in-chromium.sh VMK [PNG_OUT]
#   VMK      the built vmk
#   PNG_OUT  where to keep the screenshot (default: a temporary folder,
#            removed after a pass, kept and named after a failure)
#
# The snapshot is the JSON README.md shows for `greeting.dismiss`, read from
# README.md itself, in a package of its own that vmk gallery draws.
set -euo pipefail

name="readme-button-in-chromium"
here="$(cd "$(dirname "$0")" && pwd)"
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "Usage: $0 VMK [PNG_OUT]"
  exit 2
fi
vmk="$1"
work="$(mktemp -d)"
png_out="${2:-$work/button.png}"

package="$work/ReadmeButton"
folder="$package/Fixtures/Snapshots/ReadmeTests"
mkdir -p "$folder"
cat >"$package/Package.swift" <<'EOF'
// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "ReadmeButton", targets: [])
EOF
# The first JSON object after README's `print(try JSONRenderer().render(greeting.dismiss))`.
python3 - "$here/../../README.md" "$folder/ReadmeTests.dismiss.json" <<'PY'
import json, sys
readme = open(sys.argv[1], encoding="utf-8").read()
start = readme.index("render(greeting.dismiss))")
start = readme.index("\n{\n", start) + 1
end = readme.index("\n}\n", start) + 3
text = readme[start:end]
button = json.loads(text)
assert button["type"] == "Button" and button["style"] == "primary", button
open(sys.argv[2], "w", encoding="utf-8").write(text)
print(f"{text.strip()}")
PY

"$vmk" gallery --package-path "$package" --output "$work/index.html" >/dev/null
status=0
"$here/gallery-in-chromium.sh" --search ReadmeTests.dismiss --window-size 1000,600 \
  "$work/index.html" "$png_out" -- --colour 0040DD --title-on --min-pixels 100 || status=$?
if [ "$status" -ne 0 ]; then
  echo "$name: FAILED: the README's primary button does not show its title (screenshot: $png_out)"
  exit 1
fi
rm -rf "$work"
echo "$name: OK"
