#!/usr/bin/env bash
# Attachments, end to end: a package that depends on this repository by
# path holds one Swift Testing test whose snapshot changed and one whose
# inline literal changed. `swift test --attachments-path DIR` must fail and
# leave in DIR, for each, the rendering, the reference and the diff, named
# `<Suite>.<test>[.<name>].<kind>.<ext>` and holding what the test saw.
#
# Usage: .ci/e2e/attachments.sh [path-to-vmk]
# vmk is not run; the path only spares find_vmk (lib.bash) a build.
set -euo pipefail
# shellcheck source=.ci/e2e/lib.bash
source "$(dirname "$0")/lib.bash"
find_vmk "$@"

# As on CI: nothing is recorded, so the run leaves the package as it was.
export CI=true NO_COLOR=1
unset VMK_RECORD

make_work vmk-attachments
package="$work/Attach"
tests="$package/Tests/AttachTests"
mkdir -p "$tests" "$package/Fixtures/Snapshots/CartTests" "$work/att"

write_manifest "$package" Attach

cat >"$tests/CartTests.swift" <<'EOF'
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@Suite struct CartTests {
  @Test func changed() {
    assertSnapshot(of: LabelViewModel(text: "Coffee"), as: .text)
  }

  @Test func inline() {
    assertInlineSnapshot(of: LabelViewModel(text: "Coffee"), as: .text) {
      """
      Label "Tea" #000000FF body
      """
    }
  }
}
EOF
printf 'Label "Tea" #000000FF body\n' >"$package/Fixtures/Snapshots/CartTests/CartTests.changed.txt"

if (cd "$package" && swift test --attachments-path "$work/att") >"$work/out.txt" 2>&1; then
  cat "$work/out.txt"
  echo "FAIL: swift test passed, though both snapshots changed"
  exit 1
fi
grep -q 'does not match' "$work/out.txt" || {
  cat "$work/out.txt"
  echo "FAIL: swift test failed, but not on the snapshots"
  exit 1
}

expected="CartTests.changed.diff.patch
CartTests.changed.reference.txt
CartTests.changed.rendering.txt
CartTests.inline.inline-11-25.diff.patch
CartTests.inline.inline-11-25.reference.txt
CartTests.inline.inline-11-25.rendering.txt"
actual=$(cd "$work/att" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)
if [ "$actual" != "$expected" ]; then
  printf 'FAIL: the attachments folder holds\n%s\ninstead of\n%s\n' "$actual" "$expected"
  exit 1
fi
for stem in CartTests.changed CartTests.inline.inline-11-25; do
  printf 'Label "Coffee" #000000FF body\n' | cmp -s - "$work/att/$stem.rendering.txt" \
    || { echo "FAIL: $stem.rendering.txt is not the rendering"; exit 1; }
  printf 'Label "Tea" #000000FF body\n' | cmp -s - "$work/att/$stem.reference.txt" \
    || { echo "FAIL: $stem.reference.txt is not the reference"; exit 1; }
  patch="$work/att/$stem.diff.patch"
  if ! grep -q '^-Label "Tea"' "$patch" || ! grep -q '^+Label "Coffee"' "$patch"; then
    cat "$patch"
    echo "FAIL: $stem.diff.patch lacks the change"
    exit 1
  fi
done
# The file snapshot's patch makes its reference the rendering, applied by git
# in the package root.
(cd "$package" && git apply --check "$work/att/CartTests.changed.diff.patch") \
  || { echo "FAIL: git apply does not take CartTests.changed.diff.patch"; exit 1; }
# CI=true: nothing was written beside the reference.
[ "$(find "$package/Fixtures" -type f | wc -l)" -eq 1 ] \
  || { echo "FAIL: the run wrote into Fixtures/"; exit 1; }
echo "ok: attachments of a changed file snapshot and a changed inline snapshot"
