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
#   inline   the same three packages, each test making one inline assertion:
#            ours `assertInlineSnapshot(of:as:)`, and swift-snapshot-testing's
#            `InlineSnapshotTesting` product, which pulls in swift-syntax
#            (and swift-custom-dump); each package passes `swift test` once,
#            untimed, before the clock starts
# compare and inline also print each build's peak memory: the largest
# resident set of any one process of the build (GNU `/usr/bin/time -f %M`),
# "n/a" when /usr/bin/time is missing.
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
  tests | app | compare | inline) ;;
  *) echo "usage: $0 [RUNS] [tests|app|compare|inline] [VIEWMODELKIT_ROOT]" >&2; exit 2 ;;
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
      [ "$mode" = inline ] &&
        tests='.product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing")'
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
  if [ "$mode" = inline ]; then
    write_inline_test "$dir" "$kind"
    return
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

# write_inline_test DIR KIND: a test with one inline assertion whose literal
# is the rendering, so that it passes.
write_inline_test() {
  local dir="$1" kind="$2" file="$1/Tests/CardsTests/CardTests.swift"
  case "$kind" in
    ours)
      cat >"$file" <<'SWIFT'
import Cards
import Testing
import ViewModelSnapshotTesting

@MainActor @Test func cardRendersItsTitle() {
  let card = CardViewModel(title: "Tea") {}
  #expect(card == CardViewModel(title: "Tea") {})
  assertInlineSnapshot(of: card, as: .text) {
    """
    CardViewModel
      title: Label "Tea" #000000FF headline
      like: Button "Like" #007AFFFF onTap: → card.like
    """
  }
}
SWIFT
      ;;
    sst)
      cat >"$file" <<'SWIFT'
import Cards
import InlineSnapshotTesting
import Testing

@MainActor @Test func cardRendersItsTitle() {
  let card = CardViewModel(title: "Tea")
  #expect(card == CardViewModel(title: "Tea"))
  assertInlineSnapshot(of: card, as: .dump) {
    """
    ▿ CardViewModel
      - likeTitle: "Like"
      - title: "Tea"

    """
  }
}
SWIFT
      ;;
    none)
      cat >"$file" <<'SWIFT'
import Cards
import Testing

@MainActor @Test func cardRendersItsTitle() {
  let card = CardViewModel(title: "Tea")
  #expect(card == CardViewModel(title: "Tea"))
  _ = card
}
SWIFT
      ;;
  esac
}

# time_build DIR COMMAND...: one clean build; prints its seconds and its
# peak memory in MB (the largest resident set of any one process), or n/a.
time_build() {
  local dir="$1"
  shift
  (cd "$dir" && swift package clean >/dev/null)
  local start end peak="n/a" measure=()
  [ -x /usr/bin/time ] && measure=(/usr/bin/time -f %M -o "$dir/.peak-kb")
  start=$(date +%s.%N)
  # shellcheck disable=SC2086
  (cd "$dir" && "${measure[@]}" "$@" ${CLEAN_BUILD_FLAGS:-} >/dev/null)
  end=$(date +%s.%N)
  if [ ${#measure[@]} -gt 0 ]; then
    peak=$(($(tail -n 1 "$dir/.peak-kb") / 1024))
    rm -f "$dir/.peak-kb"
  fi
  echo "$(printf '%.2f' "$(echo "$end - $start" | bc)") $peak"
}

median() {
  printf '%s\n' "$@" | sort -n |
    awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'
}

# ratio A B: A / B to two places, or n/a when either is n/a.
ratio() {
  case "$1$2" in
    *n/a*) echo "n/a" ;;
    *) printf '%.2fx\n' "$(echo "scale=4; $1 / $2" | bc)" ;;
  esac
}

if [ "$mode" = tests ] || [ "$mode" = app ]; then
  write_package "$work/ours" ours
  build=(swift build --build-tests)
  [ "$mode" = app ] && build=(swift build --target Cards)
  (cd "$work/ours" && swift package resolve >/dev/null)
  times=()
  for run in $(seq 1 "$runs"); do
    result=$(time_build "$work/ours" "${build[@]}")
    seconds="${result%% *}"
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
  if [ "$mode" = inline ]; then
    # Untimed: the package must build and its test pass before it is timed.
    if ! (cd "$work/$kind" && swift test >"$work/$kind.log" 2>&1); then
      echo "$kind: swift test failed, so its builds would time the wrong thing:" >&2
      tail -n 40 "$work/$kind.log" >&2
      exit 1
    fi
    echo "$kind: swift test passed"
  fi
done
echo "load before the timed builds: $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A series peaks
for run in $(seq 1 "$runs"); do
  line="run $run:"
  for kind in "${kinds[@]}"; do
    result=$(time_build "$work/$kind" swift build --build-tests)
    read -r seconds peak <<<"$result"
    series[$kind]="${series[$kind]:-} $seconds"
    peaks[$kind]="${peaks[$kind]:-} $peak"
    line="$line $kind ${seconds}s ${peak}MB"
  done
  echo "$line, load $(cut -d' ' -f1 /proc/loadavg)"
done
# median_of SERIES: the median of a space-separated series, or n/a.
median_of() {
  # shellcheck disable=SC2086
  case "$1" in
    *n/a*) echo "n/a" ;;
    *) median $1 ;;
  esac
}
for kind in "${kinds[@]}"; do
  declare "time_$kind=$(median_of "${series[$kind]}")"
  declare "peak_$kind=$(median_of "${peaks[$kind]}")"
done
sst_name="swift-snapshot-testing 1.19.7 (SnapshotTesting)"
ours_name="ViewModelKit + ViewModelSnapshotTesting"
if [ "$mode" = inline ]; then
  sst_name="swift-snapshot-testing 1.19.7 (InlineSnapshotTesting, swift-syntax)"
  ours_name="$ours_name (assertInlineSnapshot)"
fi
# shellcheck disable=SC2154
{
  echo "clean swift build --build-tests${CLEAN_BUILD_FLAGS:+ $CLEAN_BUILD_FLAGS}, $mode, median of $runs," \
    "load at the end $(cut -d' ' -f1-3 /proc/loadavg):"
  echo "  $ours_name: ${time_ours}s, peak ${peak_ours} MB"
  echo "  $sst_name: ${time_sst}s, peak ${peak_sst} MB"
  echo "  no dependency: ${time_none}s, peak ${peak_none} MB"
  echo "  ratio ours / swift-snapshot-testing: time $(ratio "$time_ours" "$time_sst")," \
    "peak memory $(ratio "$peak_ours" "$peak_sst")"
  echo "  above no dependency: ours +$(printf '%.1f' "$(echo "$time_ours - $time_none" | bc)")s," \
    "swift-snapshot-testing +$(printf '%.1f' "$(echo "$time_sst - $time_none" | bc)")s"
}
