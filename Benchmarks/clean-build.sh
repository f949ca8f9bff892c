#!/usr/bin/env bash
# Times what a new user's CI pays: a clean debug `swift build --build-tests`
# of a tiny package whose test target imports ViewModelKit and
# ViewModelSnapshotTesting. With `app`, it times `swift build --target
# Cards` instead: what an app target that imports only ViewModelKit compiles.
# Usage: Benchmarks/clean-build.sh [RUNS] [tests|app] [VIEWMODELKIT_ROOT]
# (the root defaults to this checkout; name another to compare commits).
# Prints each run's seconds and their median. Nothing outside a temporary
# folder is written.
set -euo pipefail
root="$(cd "${3:-$(dirname "$0")/..}" && pwd)"
runs="${1:-3}"
scope="${2:-tests}"
case "$scope" in
  tests) build=(swift build --build-tests) ;;
  app) build=(swift build --target Cards) ;;
  *) echo "usage: $0 [RUNS] [tests|app] [VIEWMODELKIT_ROOT]" >&2; exit 2 ;;
esac
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/Sources/Cards" "$work/Tests/CardsTests"
cat >"$work/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Cards",
  dependencies: [.package(path: "$root")],
  targets: [
    .target(name: "Cards", dependencies: [.product(name: "ViewModelKit", package: "$(basename "$root")")]),
    .testTarget(name: "CardsTests", dependencies: [
      "Cards", .product(name: "ViewModelSnapshotTesting", package: "$(basename "$root")"),
    ]),
  ]
)
MANIFEST
cat >"$work/Sources/Cards/Card.swift" <<'SWIFT'
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
cat >"$work/Tests/CardsTests/CardTests.swift" <<'SWIFT'
import Cards
import Testing
import ViewModelSnapshotTesting

@Test func cardRendersItsTitle() {
  let card = CardViewModel(title: "Tea") {}
  #expect(card == CardViewModel(title: "Tea") {})
  #expect(card != CardViewModel(title: "Cake") {})
}
SWIFT

times=()
for run in $(seq 1 "$runs"); do
  rm -rf "$work/.build"
  start=$(date +%s.%N)
  (cd "$work" && "${build[@]}" >/dev/null)
  end=$(date +%s.%N)
  seconds=$(echo "$end - $start" | bc)
  times+=("$seconds")
  echo "run $run: ${seconds}s"
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}')
echo "clean ${build[*]}, median of $runs: ${median}s"
