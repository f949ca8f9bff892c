#!/usr/bin/env python3
"""Availability audit: no code in the package may use an API newer than the
deployment targets in Package.swift (`platforms:`) without a guard.

Why: on Linux the compiler ignores `@available(macOS ...)`, so CI here cannot
see that, say, `firstRange(of:)` (macOS 13) breaks the build on a Mac for the
declared macOS 12 / iOS 15 / tvOS 15 / watchOS 8 targets.

How references are resolved (exact, not textual):
  * Which declarations the code uses comes from the index store that
    `swift build` writes (.build/debug/index/store), read through the
    toolchain's libIndexStore: every reference the compiler resolved, by USR
    and file:line:col, implicit ones included (e.g. the initializer behind a
    literal). Run it after `swift build --build-tests`; an out-of-date or
    missing index is an error, not a silent pass.
  * What each declaration needs comes from symbol graphs that
    `swift-symbolgraph-extract` pulls out of the toolchain's modules (Swift,
    _Concurrency, _StringProcessing, Synchronization, Observation, Foundation*,
    Dispatch, Testing, XCTest, ...). They carry the Apple availability
    (e.g. URL(filePath:) macOS 13, Mutex macOS 15); members inherit their
    type's. Cached in .build/availability-audit/ per toolchain.
  * Targets and source files come from `swift package describe`, deployment
    targets from its `platforms`, so renamed or moved targets are followed.
Textual parts (heuristics, on source with comments and strings blanked):
  * Guards: a use is allowed when covered, for every platform it needs, by an
    enclosing `if #available(...)` / `while #available` block, the rest of the
    block after `guard #available(...) else {}`, or a declaration marked
    `@available(...)`; or when it sits in an `#if` branch that no Apple
    platform compiles (e.g. `#if os(Linux)`, `#if canImport(Glibc)`).
  * `#if` branches Linux does not compile (e.g. `#if canImport(Darwin)`) are
    not in the index; there the names that only newer-OS APIs have (computed
    from the symbol graphs) are matched as words.
  * Language features with OS requirements that are not declarations:
    function *types* with typed throws (runtime metadata: macOS 15),
    parameter packs in generic types (macOS 14), `@isolated(any)` function
    types (macOS 15).
Known gaps: Foundation APIs that swift-corelibs-foundation declares without
availability (on Darwin they may be newer), and the package's own
`@available` declarations used from unguarded code, are not checked.

Allow-list (.ci/checks/availability_allowlist.json): entries {file, api, contains?,
reason}; `api` is the name printed in the report, `contains` (optional) must
occur on the reported line. Every entry needs a reason, and an entry that
matches nothing fails the audit, so the list stays honest.

Exit 0: one-line summary. Exit 1: a report naming file:line, API, OS needed.
Exit 2: the audit could not run (no index, toolchain missing, ...).
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from availability.common import PLATFORMS, AuditError, describe_package, find_swift_bin, parse_version  # noqa: E402
from availability.report import classify, load_allowlist, print_failures, print_summary  # noqa: E402
from availability.symbol_graphs import load_db  # noqa: E402
from availability.uses import collect  # noqa: E402

TARGET_TYPES = {"library", "executable", "test", "snippet", "macro", "plugin"}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(here)))
    ap.add_argument("--allowlist", default=os.path.join(here, "availability_allowlist.json"))
    ap.add_argument("--build-path", default=None, help="default: <root>/.build/debug")
    ap.add_argument("--skip-types", default="", help="comma-separated target types to skip, e.g. test")
    args = ap.parse_args(argv)
    root = os.path.realpath(args.root)
    try:
        bin_dir = find_swift_bin()
        pkg = describe_package(root, bin_dir)
        targets = {p["name"]: parse_version(p["version"]) for p in pkg.get("platforms", [])
                   if p["name"] in PLATFORMS}
        if not targets:
            print("availability audit: Package.swift declares no Apple platforms; nothing to check")
            return 0
        build = args.build_path or os.path.join(root, ".build", "debug")
        store = os.path.join(build, "index", "store")
        if not os.path.isdir(store):
            raise AuditError(f"no index store at {store}: run `swift build --build-tests` first")
        db = load_db(bin_dir, os.path.join(root, ".build", "availability-audit"))
        types = TARGET_TYPES - set(filter(None, args.skip_types.split(",")))
        uses, facts, stats = collect(root, pkg, db, targets, bin_dir, store, types)
        allowlist = load_allowlist(args.allowlist)
    except AuditError as e:
        print(f"availability audit could not run: {e}", file=sys.stderr)
        return 2
    violations, counts, unmatched = classify(uses, facts, targets, allowlist)
    if violations or unmatched:
        print_failures(violations, unmatched, targets, os.path.relpath(args.allowlist, root))
        return 1
    print_summary(counts, stats, targets)
    return 0


if __name__ == "__main__":
    sys.exit(main())
