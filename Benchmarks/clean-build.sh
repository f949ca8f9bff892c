#!/usr/bin/env bash
# Times what a new user's CI pays for ViewModelKit: a clean debug build of a
# tiny package, `Cards`, whose app target imports ViewModelKit and whose test
# target imports ViewModelSnapshotTesting and makes one assertion.
#
# Usage: Benchmarks/clean-build.sh [RUNS] [MODE] [VIEWMODELKIT_ROOT]
#   tests    `swift build --build-tests` of Cards (the default)
#   app      `swift build --target Cards`: an app target that imports only
#            ViewModelKit
#   compare  Cards, the same package written against swift-snapshot-testing
#            1.19.7 (from the machine's package copy, SnapshotTesting only),
#            and the same package with no dependency, built in turn, RUNS
#            times each; prints each median and the ratios
# The root defaults to this checkout; name another to compare commits.
# Dependencies are resolved once before the timed runs, and each run starts
# from `swift package clean` (no build products, no module cache), so the
# clock measures compiling and linking only. CLEAN_BUILD_FLAGS adds flags to
# every timed build, for example `--disable-index-store` to see what indexing
# while building costs (SwiftPM indexes debug builds by default, the standard
# library and Foundation included). Nothing outside a temporary
# folder is written, unless CLEAN_BUILD_KEEP names a new folder: then the
# packages are written there and kept, for profiling one build by hand.
set -euo pipefail
root="$(cd "${3:-$(dirname "$0")/..}" && pwd)"
runs="${1:-3}"
mode="${2:-tests}"
case "$mode" in
  tests | app | compare) ;;
  *) echo "usage: $0 [RUNS] [tests|app|compare] [VIEWMODELKIT_ROOT]" >&2; exit 2 ;;
esac
if [ -n "${CLEAN_BUILD_KEEP:-}" ]; then
  mkdir "$CLEAN_BUILD_KEEP"
  work="$(cd "$CLEAN_BUILD_KEEP" && pwd)"
else
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi

# write_package DIR KIND: KIND is ours, sst or none.
write_package() {
  local dir="$1" kind="$2" dependency="" app="" tests=""
  mkdir -p "$dir/Sources/Cards" "$dir/Tests/CardsTests"
  case "$kind" in
    ours)
      dependency=".package(path: \"$root\")"
      app=".product(name: \"ViewModelKit\", package: \"$(basename "$root")\")"
      tests=".product(name: \"ViewModelSnapshotTesting\", package: \"$(basename "$root")\")"
      ;;
    sst)
      dependency='.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7")'
      tests='.product(name: "SnapshotTesting", package: "swift-snapshot-testing")'
      ;;
  esac
  cat >"$dir/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Cards",
  dependencies: [$dependency],
  targets: [
    .target(name: "Cards", dependencies: [$app]),
    .testTarget(name: "CardsTests", dependencies: ["Cards", $tests]),
  ]
)
MANIFEST
  write_sources "$dir" "$kind"
}

write_sources() {
  local dir="$1" kind="$2"
  if [ "$kind" = ours ]; then
    cat >"$dir/Sources/Cards/Card.swift" <<'SWIFT'
import ViewModelKit

public struct CardViewModel: ViewModel {
  public let title: LabelViewModel
  public let like: ButtonViewModel

  public init(title: String, onLike: @escaping @MainActor @Sendable () -> Void) {
    self.title = LabelViewModel(text: title, font: .headline)
    self.like = ButtonViewModel(title: "Like", onTap: Action("card.like", onLike))
  }
}
SWIFT
  else
    cat >"$dir/Sources/Cards/Card.swift" <<'SWIFT'
public struct CardViewModel: Equatable, Sendable {
  public let title: String
  public let likeTitle: String

  public init(title: String) {
    self.title = title
    self.likeTitle = "Like"
  }
}
SWIFT
  fi
  local imports="" assertion=""
  case "$kind" in
    ours) imports="import ViewModelSnapshotTesting" assertion='assertSnapshot(of: card, as: .text)' ;;
    sst) imports="import SnapshotTesting" assertion='assertSnapshot(of: card, as: .dump)' ;;
    none) assertion='_ = card' ;;
  esac
  local make='CardViewModel(title: "Tea")'
  [ "$kind" = ours ] && make='CardViewModel(title: "Tea") {}'
  cat >"$dir/Tests/CardsTests/CardTests.swift" <<SWIFT
import Cards
import Testing
$imports

@MainActor @Test func cardRendersItsTitle() {
  let card = $make
  #expect(card == $make)
  $assertion
}
SWIFT
}

# time_build DIR COMMAND...: one clean build; prints its seconds.
time_build() {
  local dir="$1"
  shift
  (cd "$dir" && swift package clean >/dev/null)
  local start end
  start=$(date +%s.%N)
  # shellcheck disable=SC2086
  (cd "$dir" && "$@" ${CLEAN_BUILD_FLAGS:-} >/dev/null)
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

median() {
  printf '%s\n' "$@" | sort -n |
    awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'
}

if [ "$mode" != compare ]; then
  write_package "$work/ours" ours
  build=(swift build --build-tests)
  [ "$mode" = app ] && build=(swift build --target Cards)
  (cd "$work/ours" && swift package resolve >/dev/null)
  times=()
  for run in $(seq 1 "$runs"); do
    seconds=$(time_build "$work/ours" "${build[@]}")
    times+=("$seconds")
    echo "run $run: ${seconds}s"
  done
  echo "clean ${build[*]} ${CLEAN_BUILD_FLAGS:-}, median of $runs: $(median "${times[@]}")s"
  exit 0
fi

kinds=(ours sst none)
for kind in "${kinds[@]}"; do
  write_package "$work/$kind" "$kind"
  (cd "$work/$kind" && swift package resolve >/dev/null 2>&1)
done
declare -A series
for run in $(seq 1 "$runs"); do
  line="run $run:"
  for kind in "${kinds[@]}"; do
    seconds=$(time_build "$work/$kind" swift build --build-tests)
    series[$kind]="${series[$kind]:-} $seconds"
    line="$line $kind ${seconds}s"
  done
  echo "$line"
done
# shellcheck disable=SC2086
ours=$(median ${series[ours]})
# shellcheck disable=SC2086
sst=$(median ${series[sst]})
# shellcheck disable=SC2086
none=$(median ${series[none]})
echo "clean swift build --build-tests ${CLEAN_BUILD_FLAGS:-}, median of $runs, load $(cut -d' ' -f1-3 /proc/loadavg):"
echo "  ViewModelKit + ViewModelSnapshotTesting: ${ours}s"
echo "  swift-snapshot-testing 1.19.7 (SnapshotTesting): ${sst}s"
echo "  no dependency: ${none}s"
echo "  ratio ours / swift-snapshot-testing: $(echo "scale=2; $ours / $sst" | bc)x"
echo "  above no dependency: ours +$(echo "$ours - $none" | bc)s," \
  "swift-snapshot-testing +$(echo "$sst - $none" | bc)s"
