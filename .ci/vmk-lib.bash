# Shared by the scripts that take a package through the built vmk
# (.ci/vmk-end-to-end.sh, .ci/inline-round-trip.sh, .ci/attachments.sh,
# .ci/failing-run.sh): puts the toolchain on PATH and finds vmk, given as
# the first argument or built here. Sets `repo` (this repository) and `vmk`
# (an absolute path).
#
# Usage: source "$(dirname "$0")/vmk-lib.bash" "$@"
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
if [ $# -ge 1 ]; then
  vmk=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
else
  (cd "$repo" && swift build --product vmk -Xswiftc -warnings-as-errors)
  vmk="$(cd "$repo" && swift build --show-bin-path)/vmk"
fi
[ -x "$vmk" ] || { echo "FAIL: no vmk executable at $vmk"; exit 1; }

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
