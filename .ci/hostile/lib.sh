# Shared by the cases of .ci/vmk-hostile.sh; source it. It gives each case
# a temporary folder, $work, removed on exit, and a package in it, $package,
# with an empty Fixtures/Snapshots/T.
set -euo pipefail
: "${VMK:?run through .ci/vmk-hostile.sh}"
work=$(mktemp -d "${TMPDIR:-/tmp}/vmk-hostile.XXXXXX")
trap 'rm -rf "$work"' EXIT
package="$work/package"
mkdir -p "$package/Fixtures/Snapshots/T"
printf '// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: "P")\n' \
  >"$package/Package.swift"

# fail MESSAGE: ends the case with MESSAGE.
fail() {
  echo "  $(basename "$0" .sh): $*" >&2
  exit 1
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
