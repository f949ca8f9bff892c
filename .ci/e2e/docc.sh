#!/usr/bin/env bash
# Builds the DocC catalogs of ViewModelKit, ViewModelKitOperators, ViewModelAccessibility,
# ViewModelSnapshotTesting, ViewModelHTML and ViewModelDriving with the toolchain's own docc
# (no package plugin), and fails on any warning:
# an unresolved symbol link in a doc comment or an article is a broken link
# in the published documentation.
set -euo pipefail
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/lib.bash"
cd "$repo"

use_swift_toolchain
docc="$(command -v docc || true)"
if [ -z "$docc" ]; then
  docc="$(dirname "$(command -v swift)")/docc"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A scratch path of its own, so that the symbol-graph flags do not invalidate
# the ordinary build in .build.
graphs="$work/symbol-graphs"
mkdir -p "$graphs"
echo "docc.sh: emitting symbol graphs"
# Each library that no other one depends on, built with what it depends on.
for target in ViewModelSnapshotTesting ViewModelHTML ViewModelKitOperators ViewModelDriving; do
  swift build --scratch-path .build/docc --target "$target" \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
done

status=0
for module in ViewModelKit ViewModelKitOperators ViewModelAccessibility ViewModelSnapshotTesting ViewModelHTML \
  ViewModelDriving; do
  # Each catalog sees its own module's graphs only (its extensions of other
  # modules' types included), so that it documents one module.
  dir="$work/$module-graphs"
  mkdir -p "$dir"
  cp "$graphs/$module.symbols.json" "$dir/"
  cp "$graphs/$module"@*.symbols.json "$dir/" 2>/dev/null || true

  log="$work/$module.log"
  echo "docc.sh: converting Sources/$module/$module.docc"
  if ! "$docc" convert "Sources/$module/$module.docc" \
      --additional-symbol-graph-dir "$dir" \
      --fallback-display-name "$module" \
      --fallback-bundle-identifier "org.viewmodelkit.$module" \
      --output-path "$work/$module.doccarchive" \
      --warnings-as-errors >"$log" 2>&1; then
    echo "docc.sh: docc failed on $module:"
    cat "$log"
    status=1
  elif grep -qE "(warning|error):" "$log"; then
    echo "docc.sh: docc warned on $module:"
    cat "$log"
    status=1
  else
    echo "docc.sh: $module: no warnings"
  fi
done
exit "$status"
