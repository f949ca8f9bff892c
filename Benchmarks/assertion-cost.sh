#!/usr/bin/env bash
# Times one matching snapshot assertion as a user's test runs it, against
# swift-snapshot-testing's `.dump`: a tiny package, `AssertionCost`, whose
# Swift Testing target calls ViewModelSnapshotTesting's
# `assertSnapshot(of:as: .text, named:)` and swift-snapshot-testing 1.19.7's
# `assertSnapshot(of:as: .dump, named:)` (from the machine's package copy,
# `SnapshotTesting` only) through their public APIs, in the real process
# environment with CI, VMK_RECORD and SNAPSHOT_TESTING_RECORD unset.
#
# Usage: Benchmarks/assertion-cost.sh [RUNS] [debug|release|both] [VIEWMODELKIT_ROOT]
#   RUNS     timed rounds after a warm-up round (default 11)
#   debug    `swift test`, what users run (the default)
#   release  `swift test -c release`
#   both     debug, then release
# ASSERTION_COST_COUNT sets the assertions per library per round (default
# 100). The root defaults to this checkout; name another to compare commits.
#
# Each round asserts the same COUNT values with each library in turn (the
# order swapped every round), each assertion under a name of its own
# (`plain-r3-17`): both libraries refuse or track a second assertion of one
# name in one test, so a name is asserted once per process, as in a user's
# suite. A first `swift test` records every reference (its failures, one per
# recording, are expected); the second, timed one must pass: a zero exit
# status is how the script knows that every timed assertion matched. Two
# kinds of value, equal data for both libraries:
#   plain       a Codable struct of label- and button-like fields
#   view model  the same row built from ViewModelKit's LabelViewModel and
#               ButtonViewModel (swift-snapshot-testing dumps every stored
#               property of them, so its files are larger)
# The script prints, per kind, each library's median time per assertion
# with its range over the rounds, the reference files' sizes, and the
# median and range of the per-round ratios.
#
# Nothing outside a temporary folder is written, unless ASSERTION_COST_KEEP
# names a folder: then the package is written there and kept, and a later
# run with the same folder builds only what changed.
set -euo pipefail
root="$(cd "${3:-$(dirname "$0")/..}" && pwd)"
runs="${1:-11}"
mode="${2:-debug}"
count="${ASSERTION_COST_COUNT:-100}"
case "$mode" in
  debug) configurations=(debug) ;;
  release) configurations=(release) ;;
  both) configurations=(debug release) ;;
  *) echo "usage: $0 [RUNS] [debug|release|both] [VIEWMODELKIT_ROOT]" >&2; exit 2 ;;
esac
if [ -n "${ASSERTION_COST_KEEP:-}" ]; then
  mkdir -p "$ASSERTION_COST_KEEP"
  work="$(cd "$ASSERTION_COST_KEEP" && pwd)"
else
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi
package="$work/AssertionCost"
tests="$package/Tests/AssertionCostTests"
mkdir -p "$tests"

cat >"$package/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AssertionCost",
  dependencies: [
    .package(path: "$root"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
  ],
  targets: [
    .testTarget(
      name: "AssertionCostTests",
      dependencies: [
        .product(name: "ViewModelKit", package: "$(basename "$root")"),
        .product(name: "ViewModelSnapshotTesting", package: "$(basename "$root")"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
  ]
)
MANIFEST

# The values: the same data for both libraries.
cat >"$tests/Rows.swift" <<'SWIFT'
import ViewModelKit

/// A row of label- and button-like fields as a plain Codable struct.
struct PlainRow: Codable, Equatable, Sendable {
  struct Label: Codable, Equatable, Sendable {
    let text: String
    let textColor: String
    let fontSize: Double
  }

  struct Button: Codable, Equatable, Sendable {
    let title: String
    let isEnabled: Bool
    let action: String
  }

  let label: Label
  let button: Button
  let badge: String?

  init(_ index: Int) {
    label = Label(
      text: "Item \(index)", textColor: index.isMultiple(of: 5) ? "#FF3B30FF" : "#000000FF",
      fontSize: 17)
    button = Button(title: "Buy", isEnabled: !index.isMultiple(of: 3), action: "row.buy.\(index)")
    badge = index.isMultiple(of: 4) ? "New" : nil
  }
}

/// The same row built from ViewModelKit's components.
struct ComponentRow: ViewModel {
  let label: LabelViewModel
  let button: ButtonViewModel
  let badge: LabelViewModel?

  init(_ index: Int) {
    label = LabelViewModel(text: "Item \(index)", textColor: index.isMultiple(of: 5) ? .red : .black)
    button = ButtonViewModel(
      title: "Buy", isEnabled: !index.isMultiple(of: 3), onTap: Action("row.buy.\(index)") {})
    badge = index.isMultiple(of: 4) ? LabelViewModel(text: "New") : nil
  }
}
SWIFT

# Each library's assertions in a file that imports only that library.
cat >"$tests/ViewModelKitAssertions.swift" <<'SWIFT'
import ViewModelSnapshotTesting

/// Asserts each value with ViewModelSnapshotTesting's `.text`.
func assertWithViewModelKit<Value: Snapshottable>(_ values: [Value], named prefix: String) {
  for (index, value) in values.enumerated() {
    assertSnapshot(of: value, as: .text, named: "\(prefix)-\(index)")
  }
}
SWIFT
cat >"$tests/SwiftSnapshotTestingAssertions.swift" <<'SWIFT'
import SnapshotTesting

/// Asserts each value with swift-snapshot-testing's `.dump`.
func assertWithSwiftSnapshotTesting<Value>(_ values: [Value], named prefix: String) {
  for (index, value) in values.enumerated() {
    assertSnapshot(of: value, as: .dump, named: "\(prefix)-\(index)")
  }
}
SWIFT

cat >"$tests/AssertionCostTests.swift" <<SWIFT
import Foundation
import Testing

/// Times COUNT matching assertions of each library per round, in turns.
@Suite(.serialized) struct AssertionCostTests {
  static let count = $count
  static let rounds = $runs

  @Test func plain() {
    Self.measure("plain", prefix: "plain", values: (0..<Self.count).map(PlainRow.init))
  }

  @Test func viewModel() {
    Self.measure("view model", prefix: "viewModel", values: (0..<Self.count).map(ComponentRow.init))
  }

  static func measure<Value: Encodable & Sendable>(
    _ kind: String, prefix: String, values: [Value]
  ) {
    var ours: [Double] = []
    var theirs: [Double] = []
    for round in 0...rounds {  // round 0 is the warm-up
      let name = "\(prefix)-r\(round)"
      let oursFirst = round.isMultiple(of: 2)
      var (a, b) = (0.0, 0.0)
      if oursFirst {
        a = seconds { assertWithViewModelKit(values, named: name) }
        b = seconds { assertWithSwiftSnapshotTesting(values, named: name) }
      } else {
        b = seconds { assertWithSwiftSnapshotTesting(values, named: name) }
        a = seconds { assertWithViewModelKit(values, named: name) }
      }
      if round > 0 {
        ours.append(a / Double(count))
        theirs.append(b / Double(count))
      }
    }
    let ratios = zip(ours, theirs).map { \$1 / \$0 }
    print("assertion-cost \(kind) ours \(summary(ours, scale: 1e3))")
    print("assertion-cost \(kind) theirs \(summary(theirs, scale: 1e3))")
    print("assertion-cost \(kind) ratio \(summary(ratios, scale: 1))")
  }

  static func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// The median and range of \`samples\` times \`scale\`.
  static func summary(_ samples: [Double], scale: Double) -> String {
    let sorted = samples.sorted().map { \$0 * scale }
    let middle = sorted.count / 2
    let median =
      sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    return String(format: "%.4f %.4f %.4f", median, sorted[0], sorted[sorted.count - 1])
  }
}
SWIFT

# bytes DIR GLOB: the total size of the files matching GLOB under DIR.
bytes() {
  find "$1" -type f -name "$2" -printf '%s\n' | awk '{s+=$1} END {print s+0}'
}

(cd "$package" && swift package resolve >/dev/null 2>&1)
for configuration in "${configurations[@]}"; do
  rm -rf "$package/Fixtures" "$tests/__Snapshots__"
  (cd "$package" && swift build --build-tests -c "$configuration" >/dev/null)
  # The first run records every reference; each recording fails its test.
  (cd "$package" && env -u CI -u VMK_RECORD -u SNAPSHOT_TESTING_RECORD \
    swift test -c "$configuration" --skip-build >/dev/null 2>&1) || true
  output="$work/timed-$configuration.txt"
  if ! (cd "$package" && env -u CI -u VMK_RECORD -u SNAPSHOT_TESTING_RECORD \
    swift test -c "$configuration" --skip-build >"$output" 2>&1); then
    echo "the timed run failed: not every assertion matched (see $output)" >&2
    grep -m 5 -iE 'error|fail' "$output" >&2 || true
    [ -z "${ASSERTION_COST_KEEP:-}" ] && cat "$output" >&2
    exit 1
  fi
  ours_files=$(find "$package/Fixtures/Snapshots" -type f -name '*.txt' | wc -l)
  their_files=$(find "$tests/__Snapshots__" -type f -name '*.txt' | wc -l)
  echo "$configuration (swift test -c $configuration), $count assertions per library per round," \
    "$runs rounds after a warm-up, load $(cut -d' ' -f1-3 /proc/loadavg):"
  echo "  reference files: ours $ours_files, swift-snapshot-testing $their_files"
  for kind in plain viewModel; do
    label="$kind"
    [ "$kind" = viewModel ] && label="view model"
    read -r ours_median ours_low ours_high < <(
      grep "^assertion-cost $label ours " "$output" | awk '{print $(NF-2), $(NF-1), $NF}')
    read -r their_median their_low their_high < <(
      grep "^assertion-cost $label theirs " "$output" | awk '{print $(NF-2), $(NF-1), $NF}')
    read -r ratio_median ratio_low ratio_high < <(
      grep "^assertion-cost $label ratio " "$output" | awk '{print $(NF-2), $(NF-1), $NF}')
    ours_bytes=$(bytes "$package/Fixtures/Snapshots" "*.$kind-r0-*.txt")
    their_bytes=$(bytes "$tests/__Snapshots__" "*.$kind-r0-*.txt")
    echo "  $label: ours ${ours_median} ms per assertion (${ours_low}–${ours_high})," \
      "swift-snapshot-testing .dump ${their_median} ms (${their_low}–${their_high});" \
      "ratio ${ratio_median}x (${ratio_low}–${ratio_high})"
    echo "    bytes of the $count references of a round: ours $ours_bytes," \
      "swift-snapshot-testing $their_bytes"
  done
done
