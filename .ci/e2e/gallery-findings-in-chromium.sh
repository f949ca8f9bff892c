#!/usr/bin/env bash
# CI: an accessibility finding as a reviewer meets it in `vmk gallery`: a
# JSON snapshot of a label in light grey (#C7C7CC on white, 1.7:1, below
# WCAG's 4.5:1), drawn and shot in headless Chromium. The label must be
# ringed in the error colour (#FF3B30), and the page must list the finding.
#
# Usage: .ci/e2e/gallery-findings-in-chromium.sh VMK [PNG_OUT]
#   VMK      the built vmk
#   PNG_OUT  where to keep the screenshot (default: a temporary folder,
#            removed after a pass, kept and named after a failure)
set -euo pipefail

name="gallery-findings-in-chromium"
here="$(cd "$(dirname "$0")" && pwd)"
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "Usage: $0 VMK [PNG_OUT]"
  exit 2
fi
vmk="$1"
work="$(mktemp -d)"
png_out="${2:-$work/finding.png}"

package="$work/LowContrast"
folder="$package/Fixtures/Snapshots/ContrastTests"
mkdir -p "$folder"
cat >"$package/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "LowContrast", targets: [])
SWIFT
cat >"$folder/ContrastTests.faintLabel.json" <<'JSON'
{
  "type" : "Stack",
  "axis" : "vertical",
  "spacing" : 8,
  "alignment" : "leading",
  "backgroundColor" : "#FFFFFFFF",
  "children" : [
    {
      "type" : "Label",
      "text" : "Delivered to the side door",
      "textColor" : "#C7C7CCFF",
      "font" : { "kind" : "textStyle", "style" : "body" },
      "alignment" : "natural",
      "numberOfLines" : 1
    }
  ]
}
JSON

summary="$("$vmk" gallery --package-path "$package" --output "$work/index.html")"
echo "$summary"
case "$summary" in
  *"accessibility: 1 error, 0 warnings in 1 snapshot."*) ;;
  *) echo "$name: FAILED: the summary does not count the label's finding"; exit 1 ;;
esac
grep -q '<code>text-contrast</code> · <code>children\[0\]</code>' "$work/index.html" \
  || { echo "$name: FAILED: the card does not list the finding"; exit 1; }
status=0
"$here/gallery-in-chromium.sh" --search ContrastTests.faintLabel --window-size 1000,600 \
  "$work/index.html" "$png_out" -- --colour FF3B30 --min-pixels 100 || status=$?
if [ "$status" -ne 0 ]; then
  echo "$name: FAILED: the low-contrast label is not ringed in red (screenshot: $png_out)"
  exit 1
fi
rm -rf "$work"
echo "$name: OK"
