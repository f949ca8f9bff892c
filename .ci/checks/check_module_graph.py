#!/usr/bin/env python3
"""Keep the package's targets to the module graph in ARCHITECTURE.md.

On Apple platforms XCTest.framework and Testing are found only by test
hosts: an app or executable that links them stops at launch. The table under
`## Module graph` in ARCHITECTURE.md says, for every target in Package.swift,
which modules it may import; this script holds the package to it.

    check_module_graph.py             the table, Package.swift and the imports
    check_module_graph.py --linkage   after `swift build` (ELF platforms): no
                                      executable or app library links XCTest
                                      or Testing
    check_module_graph.py --figures   print the budgets table as the targets
                                      measure now

The import check fails when a target in Package.swift has no row or a row
names no target, when a dependency in Package.swift is not in the target's
row, and when a Swift file imports (in any form, `#if` blocks included) a
module its row does not list. Comments, string literals and the code blocks
of doc comments are not read.

The folder check holds each row's `owns` cell to its target's folders: it
fails when a folder of the target that holds Swift files (at any depth,
`Internal/` ones included) is not named in the cell, in backticks and
relative to the target's folder (`Rendering/`, `Rendering/Internal/`), and
when the cell names, as a name in backticks ending in `/`, a folder that is
not there or holds no Swift file of the target. `.docc` catalogs hold no
Swift and are not named.

The budget check reads the `### Budgets` table in the same section: each
target outside Tests/ has a row with its lines of Swift and its `public`
and `package` declarations (a line whose access level is `public` or
`package`, imports aside). A figure more than 5% over its row fails, so a
target grows only when the row is raised in the same commit, with its
reason.

The linkage check reads `readelf -d` of every executable whose row allows
neither Testing nor XCTest, and the autolink entries of the object files of
every library whose row allows neither (with the libraries they depend on):
those entries are what would make an app link the test frameworks. As a
control it requires that the objects of every library or executable target
that does import Testing or XCTest show those entries, so that a check that
looks in the wrong place fails instead of passing.

Python 3 standard library only. For tests, `--describe-json FILE` takes the
output of `swift package describe --type json` from a file.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from module_graph.budgets import check_budgets, figures_table, read_budgets  # noqa: E402
from module_graph.folders import check_folders  # noqa: E402
from module_graph.imports import check_graph  # noqa: E402
from module_graph.linkage import check_linkage  # noqa: E402
from module_graph.package import DOC, Failure, describe, show_bin_path  # noqa: E402
from module_graph.table import read_table  # noqa: E402


def main(argv=None):
    here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package-dir", default=here, help="the package root (default: this repository)")
    parser.add_argument("--architecture", help=f"the file with the table (default: {DOC} in the package)")
    parser.add_argument("--describe-json", help="`swift package describe --type json` output, from a file")
    parser.add_argument("--linkage", action="store_true",
                        help="check the built executables and objects instead of the sources")
    parser.add_argument("--figures", action="store_true",
                        help="print the budgets table as the targets measure now")
    parser.add_argument("--bin-path", help="the build products (default: `swift build --show-bin-path`)")
    args = parser.parse_args(argv)
    package_dir = os.path.abspath(args.package_dir)
    args.package_dir = package_dir
    architecture = args.architecture or os.path.join(package_dir, DOC)
    try:
        description = describe(args)
        if args.figures:
            print(figures_table(description, package_dir))
            return 0
        rows, problems = read_table(architecture)
        if args.linkage:
            bin_path = args.bin_path or show_bin_path(package_dir)
            more, notes = check_linkage(description, rows, package_dir, os.path.abspath(bin_path))
            problems += more
        else:
            problems += check_graph(description, rows, package_dir)
            problems += check_folders(description, rows, package_dir)
            budgets = read_budgets(architecture)
            problems += check_budgets(description, budgets, package_dir, DOC)
            notes = []
    except Failure as failure:
        print(f"error: {failure}", file=sys.stderr)
        return 1
    for note in notes:
        print(note)
    for problem in problems:
        print(problem, file=sys.stderr)
    what = "linkage" if args.linkage else "module graph"
    if problems:
        print(f"{what}: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    kept = "its row" if args.linkage else "its row and its budget"
    print(f"{what}: every target keeps to {kept} in {DOC}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
