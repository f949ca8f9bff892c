#!/usr/bin/env python3
"""Keep the package's targets to the module graph in ARCHITECTURE.md.

On Apple platforms XCTest.framework and Testing are found only by test
hosts: an app or executable that links them stops at launch. The table under
`## Module graph` in ARCHITECTURE.md says, for every target in Package.swift,
which modules it may import; this script holds the package to it.

    check-module-graph.py             the table, Package.swift and the imports
    check-module-graph.py --linkage   after `swift build` (ELF platforms): no
                                      executable or app library links XCTest
                                      or Testing

The import check fails when a target in Package.swift has no row or a row
names no target, when a dependency in Package.swift is not in the target's
row, and when a Swift file imports (in any form, `#if` blocks included) a
module its row does not list. Comments, string literals and the code blocks
of doc comments are not read.

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
import glob
import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from swift_source import blank_comments_and_strings  # noqa: E402

# `libc` in a row stands for the platform C library, whatever its module name.
LIBC_MODULES = ["Glibc", "Darwin", "Musl", "Android", "Bionic", "WASILibc", "WinSDK", "ucrt", "CRT"]
# Modules the compiler imports into every file; naming them changes nothing.
IMPLICIT_MODULES = {"Swift", "_Concurrency", "_StringProcessing"}
# The modules only a test host can load.
TEST_MODULES = {"Testing", "XCTest"}
# `libXCTest.so`, `libTesting.so`, `lib_TestingInterop.so`, ...
TEST_LIBRARY = re.compile(r"^lib(XCTest|_?Testing)")
# `-lXCTest`, `-lTesting`, `-l_TestingInterop`, `-framework XCTest`, ...
TEST_AUTOLINK = re.compile(r"^(-l|-framework\s*)(XCTest|_?Testing)")

SECTION = "## Module graph"
DOC = "ARCHITECTURE.md"


class Failure(Exception):
    """A problem that stops the check before it can say more."""


# ---------------------------------------------------------------- the table


def read_table(path):
    """The rows of the `## Module graph` table: {target: (line, [modules])}.

    Returns (rows, problems); problems are messages about the table itself.
    """
    if not os.path.isfile(path):
        raise Failure(f"{path}: no such file; it must hold the `{SECTION}` table")
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    start = next((i for i, line in enumerate(lines) if line.strip() == SECTION), None)
    if start is None:
        raise Failure(f"{path}: no `{SECTION}` section; it must hold the table of targets")
    name = os.path.basename(path)
    rows, problems = {}, []
    header = None
    for number, line in enumerate(lines[start + 1 :], start + 2):
        if line.startswith("## "):
            break
        stripped = line.strip()
        if not stripped.startswith("|"):
            if header is not None:
                break  # the table has ended
            continue
        cells = split_row(stripped)
        if header is None:
            header = [c.strip().lower() for c in cells]
            missing = [c for c in ("target", "may import") if c not in header]
            if missing:
                raise Failure(
                    f"{name}:{number}: the `{SECTION}` table has no "
                    + " or ".join(f"`{c}`" for c in missing)
                    + " column")
            continue
        if all(re.fullmatch(r":?-+:?", c.strip()) for c in cells):
            continue  # the line under the header
        if len(cells) != len(header):
            problems.append(f"{name}:{number}: this row has {len(cells)} cells, the header {len(header)}")
            continue
        targets, bad_targets = names_in(cells[header.index("target")])
        modules, bad_modules = names_in(cells[header.index("may import")])
        if bad_targets or not targets:
            problems.append(
                f"{name}:{number}: the target cell must be target names in backticks, "
                f"separated by commas; it has {cells[header.index('target')].strip()!r}")
        if bad_modules:
            problems.append(
                f"{name}:{number}: the may-import cell must be module names in backticks, "
                f"separated by commas; it has " + ", ".join(repr(b) for b in bad_modules))
        for target in targets:
            if target in rows:
                problems.append(f"{name}:{number}: `{target}` has a row already, at line {rows[target][0]}")
            else:
                rows[target] = (number, modules)
    if header is None:
        raise Failure(f"{path}: the `{SECTION}` section has no table")
    return rows, problems


def split_row(line):
    """The cells of a markdown table row; `\\|` and pipes in backticks stay in the cell."""
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|") and not body.endswith("\\|"):
        body = body[:-1]
    cells, cell, in_code = [], "", False
    i = 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body) and body[i + 1] == "|":
            cell += "|"
            i += 2
            continue
        if c == "`":
            in_code = not in_code
        if c == "|" and not in_code:
            cells.append(cell)
            cell = ""
        else:
            cell += c
        i += 1
    cells.append(cell)
    return cells


def names_in(cell):
    """([names], [items that are not one name in backticks]) of a cell.

    An empty cell, or one that says none, names nothing.
    """
    text = cell.strip()
    if text in ("", "-", "—", "none", "nothing"):
        return [], []
    names, bad = [], []
    for item in text.split(","):
        match = re.fullmatch(r"\s*`([A-Za-z_][A-Za-z0-9_\-]*)`\s*", item)
        if match:
            names.append(match.group(1))
        else:
            bad.append(item.strip())
    return names, bad


def allowed_modules(modules):
    allowed = set(IMPLICIT_MODULES)
    for module in modules:
        if module == "libc":
            allowed.update(LIBC_MODULES)
        else:
            allowed.add(module)
    return allowed


# ---------------------------------------------------------------- the package


def describe(args):
    if args.describe_json:
        with open(args.describe_json, encoding="utf-8") as f:
            return json.load(f)
    swift = shutil.which("swift") or "/opt/swift/usr/bin/swift"
    try:
        out = subprocess.run(
            [swift, "package", "describe", "--type", "json"], cwd=args.package_dir,
            check=True, capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        detail = getattr(error, "stderr", "") or str(error)
        raise Failure(f"`swift package describe --type json` failed: {detail.strip()}")
    # Progress lines (fetching, resolving) can come before the JSON.
    return json.loads(out[out.index("{"):])


def targets_of(description):
    """{name: target} from the package description."""
    return {t["name"]: t for t in description.get("targets", [])}


def swift_files(target, package_dir):
    base = os.path.join(package_dir, target.get("path", ""))
    return [os.path.join(base, s) for s in sorted(target.get("sources", [])) if s.endswith(".swift")]


def shown(path, package_dir):
    relative = os.path.relpath(path, package_dir)
    return path if relative.startswith("..") else relative


# ---------------------------------------------------------------- Swift source


IMPORT = re.compile(
    r"""(?:^|;)[ \t]*
    (?:@[A-Za-z_]\w*(?:\([^()]*\))?\s+)*                      # @testable, @_spi(X), ...
    (?:(?:public|package|internal|fileprivate|private|open)\s+)?
    import\s+
    (?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?
    (?P<module>`[^`\n]+`|[A-Za-z_][A-Za-z0-9_]*)""",
    re.MULTILINE | re.VERBOSE)


def imports(source):
    """[(line, module)] of the import declarations in a Swift source."""
    code = blank_comments_and_strings(source)
    found = []
    for match in IMPORT.finditer(code):
        line = code.count("\n", 0, match.start("module")) + 1
        found.append((line, match.group("module").strip("`")))
    return found


def file_imports(path):
    try:
        with open(path, encoding="utf-8") as f:
            return imports(f.read())
    except OSError as error:
        raise Failure(f"{path}: cannot read: {error.strerror}")


# ---------------------------------------------------------------- the import check


def check_graph(description, rows, package_dir):
    problems = []
    targets = targets_of(description)
    for name in sorted(targets):
        if name not in rows:
            problems.append(
                f"Package.swift: target {name} has no row in the `{SECTION}` table of {DOC}")
    for name in sorted(rows, key=lambda r: rows[r][0]):
        if name not in targets:
            problems.append(
                f"{DOC}:{rows[name][0]}: the `{SECTION}` table has a row for {name}, "
                "which is not a target in Package.swift")
    for name in sorted(targets):
        if name not in rows:
            continue
        target = targets[name]
        allowed = allowed_modules(rows[name][1])
        for dependency in target.get("target_dependencies", []) + target.get("product_dependencies", []):
            if dependency not in allowed:
                problems.append(
                    f"Package.swift: {name} depends on {dependency}, "
                    f"which its row in {DOC} does not allow")
        for path in swift_files(target, package_dir):
            for line, module in file_imports(path):
                if module not in allowed:
                    problems.append(
                        f"{shown(path, package_dir)}:{line}: {name} imports {module}, "
                        f"which its row in {DOC} does not allow")
    return problems


# ---------------------------------------------------------------- the linkage check


def run(command):
    try:
        result = subprocess.run(command, capture_output=True, text=True)
    except OSError as error:
        raise Failure(f"cannot run {command[0]}: {error.strerror}")
    return result


def needed_libraries(binary):
    result = run(["readelf", "-d", binary])
    if result.returncode != 0:
        raise Failure(f"readelf -d {binary} failed: {result.stderr.strip()}")
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", result.stdout)


def autolink_entries(objects):
    """{object: [entries]} from the `.swift1_autolink_entries` sections."""
    entries = {o: [] for o in objects}
    for start in range(0, len(objects), 200):
        chunk = objects[start:start + 200]
        result = run(["readelf", "-W", "-p", ".swift1_autolink_entries"] + chunk)
        current = chunk[0] if len(chunk) == 1 else None
        for line in result.stdout.splitlines():
            header = re.match(r"^File: (.*)$", line)
            if header:
                current = header.group(1)
                continue
            entry = re.match(r"^\s*\[\s*[0-9a-f]+\]\s+(.*)$", line)
            if entry and current in entries:
                entries[current].append(entry.group(1).strip())
    return entries


def objects_of(target, bin_path):
    c99 = target.get("c99name", target["name"].replace("-", "_"))
    directory = os.path.join(bin_path, f"{c99}.build")
    return directory, sorted(glob.glob(os.path.join(directory, "**", "*.o"), recursive=True))


def dependency_paths(start, targets):
    """{target: [start, ..., target]} for every target reachable from start."""
    paths, queue = {start: [start]}, [start]
    while queue:
        name = queue.pop(0)
        for dependency in targets.get(name, {}).get("target_dependencies", []):
            if dependency in targets and dependency not in paths:
                paths[dependency] = paths[name] + [dependency]
                queue.append(dependency)
    return paths


def check_linkage(description, rows, package_dir, bin_path):
    if shutil.which("readelf") is None:
        raise Failure("readelf is missing; the linkage check reads ELF files (Linux)")
    targets = targets_of(description)
    problems, notes = [], []
    shown_bin = shown(bin_path, package_dir)

    def test_free(name):
        return name in rows and not (TEST_MODULES & set(rows[name][1]))

    missing = sorted(n for n in targets if n not in rows and targets[n].get("type") in ("library", "executable"))
    for name in missing:
        problems.append(f"Package.swift: target {name} has no row in {DOC}, so its linkage cannot be judged")

    # Objects, and their autolink entries, of every target that has them.
    built = {}
    for name, target in targets.items():
        if target.get("type") not in ("library", "executable"):
            continue
        directory, objects = objects_of(target, bin_path)
        if os.path.isdir(directory):
            built[name] = autolink_entries(objects) if objects else {}

    def test_links(name):
        return [(o, e) for o, es in sorted(built.get(name, {}).items()) for e in es if TEST_AUTOLINK.match(e)]

    # The control: a target whose sources import Testing or XCTest must show
    # them in its autolink entries, or this check reads the wrong thing.
    controls = []
    for name in sorted(targets):
        target = targets[name]
        if target.get("type") not in ("library", "executable"):
            continue
        imported = {m for p in swift_files(target, package_dir) for _, m in file_imports(p)} & TEST_MODULES
        if not imported:
            continue
        controls.append(name)
        if name not in built or not built[name]:
            problems.append(
                f"{shown_bin}: no object files for {name}, which imports "
                f"{' and '.join(sorted(imported))}; build the package first (swift build)")
            continue
        if not any(built[name].values()):
            problems.append(
                f"{shown_bin}/{os.path.basename(objects_of(target, bin_path)[0])}: readelf finds no "
                f"autolink entries in {name}'s objects at all: this check is looking in the wrong place")
            continue
        linked = {m.group(2) for _, e in test_links(name) for m in [TEST_AUTOLINK.match(e)]}
        if not linked:
            problems.append(
                f"control: {name} imports {' and '.join(sorted(imported))} but none of its objects "
                "autolink XCTest or Testing: this check is looking in the wrong place")
        else:
            notes.append(f"control: {name}'s objects autolink {', '.join(sorted(linked))}, as its imports say")
    if not controls:
        problems.append(
            "control: no library or executable target imports Testing or XCTest, so nothing "
            "shows that this check would see them linked")

    # Executables an app user runs: nothing in them may need a test library.
    for name in sorted(targets):
        if targets[name].get("type") != "executable":
            continue
        if name in rows and not test_free(name):
            notes.append(f"{name}: its row allows Testing or XCTest, so its linkage is not checked")
            continue
        if name not in rows:
            continue
        binary = os.path.join(bin_path, name)
        if not os.path.isfile(binary):
            problems.append(f"{shown(binary, package_dir)}: missing; build the package first (swift build)")
            continue
        needed = needed_libraries(binary)
        if not needed:
            problems.append(
                f"{shown(binary, package_dir)}: readelf -d shows no NEEDED libraries at all: "
                "this check is looking in the wrong place")
            continue
        bad = [lib for lib in needed if TEST_LIBRARY.match(lib)]
        for lib in bad:
            problems.append(
                f"{shown(binary, package_dir)}: the {name} executable needs {lib}; its row in {DOC} "
                "allows neither Testing nor XCTest, and on Apple platforms it would stop at launch")
        if not bad:
            notes.append(f"{name}: needs no test library ({len(needed)} NEEDED entries read)")

    # Libraries an app imports: neither they nor what they pull in may autolink a test library.
    for name in sorted(targets):
        if targets[name].get("type") != "library" or not test_free(name):
            continue
        if name not in built:
            problems.append(
                f"{shown_bin}: no {targets[name].get('c99name', name)}.build directory; "
                "build the package first (swift build)")
            continue
        clean = True
        for reached, path in sorted(dependency_paths(name, targets).items()):
            if reached != name and test_free(reached):
                continue  # it is checked, and named, on its own
            by_entry = {}
            for obj, entry in test_links(reached):
                by_entry.setdefault(entry, []).append(obj)
            for entry, objs in sorted(by_entry.items()):
                clean = False
                more = f" (and {len(objs) - 1} more of its {len(built[reached])} objects)" if len(objs) > 1 else ""
                via = "" if reached == name else f", reached through {' -> '.join(path)}"
                problems.append(
                    f"{shown(objs[0], package_dir)}{more}: autolinks {entry}{via}, so an app that imports "
                    f"{name} would link a test framework; its row in {DOC} allows neither Testing nor XCTest")
        if clean:
            notes.append(f"{name}: no test library in its objects or its dependencies' objects")
    return problems, notes


# ---------------------------------------------------------------- main


def main(argv=None):
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package-dir", default=here, help="the package root (default: this repository)")
    parser.add_argument("--architecture", help=f"the file with the table (default: {DOC} in the package)")
    parser.add_argument("--describe-json", help="`swift package describe --type json` output, from a file")
    parser.add_argument("--linkage", action="store_true",
                        help="check the built executables and objects instead of the sources")
    parser.add_argument("--bin-path", help="the build products (default: `swift build --show-bin-path`)")
    args = parser.parse_args(argv)
    package_dir = os.path.abspath(args.package_dir)
    args.package_dir = package_dir
    architecture = args.architecture or os.path.join(package_dir, DOC)
    try:
        description = describe(args)
        rows, problems = read_table(architecture)
        if args.linkage:
            bin_path = args.bin_path
            if not bin_path:
                swift = shutil.which("swift") or "/opt/swift/usr/bin/swift"
                result = subprocess.run([swift, "build", "--show-bin-path"], cwd=package_dir,
                                        capture_output=True, text=True)
                if result.returncode != 0:
                    raise Failure(f"swift build --show-bin-path failed: {result.stderr.strip()}")
                bin_path = result.stdout.strip().splitlines()[-1]
            more, notes = check_linkage(description, rows, package_dir, os.path.abspath(bin_path))
            problems += more
        else:
            problems += check_graph(description, rows, package_dir)
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
    print(f"{what}: every target keeps to its row in {DOC}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
