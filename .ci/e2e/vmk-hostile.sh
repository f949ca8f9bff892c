#!/usr/bin/env bash
# vmk over hostile fixtures and state: each script in .ci/e2e/hostile/
# (NN-name.sh, one number per case, run in that order) builds a package of
# its own in a temporary folder, full of links, FIFOs, folders, escape
# sequences or forged state files, runs the built vmk over it, and fails
# when vmk leaks, hangs, deletes or prints what it must not. What the cases
# share is in lib.bash (hostile_case and after).
#
# Usage: .ci/e2e/vmk-hostile.sh path-to-vmk
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 1 ] || { echo "usage: $0 path-to-vmk" >&2; exit 2; }
VMK=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
[ -x "$VMK" ] || { echo "FAIL: no vmk executable at $VMK" >&2; exit 1; }
export VMK
unset CI VMK_RECORD
export NO_COLOR=1

failed=0
count=0
for case in "$here"/hostile/[0-9][0-9]-*.sh; do
  count=$((count + 1))
  if bash "$case"; then
    echo "ok    $(basename "$case" .sh)"
  else
    echo "FAIL  $(basename "$case" .sh)"
    failed=$((failed + 1))
  fi
done
echo "hostile cases: $((count - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
