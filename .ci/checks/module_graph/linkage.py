"""What the built binaries link: no executable or app library may need XCTest or Testing.

Reads `readelf -d` of the executables and the `.swift1_autolink_entries` of
the libraries' object files; as a control, the objects of a target that
imports a test framework must show it, or the check looks in the wrong place.
"""

import glob
import os
import re
import shutil
import subprocess

from module_graph.imports import file_imports
from module_graph.package import DOC, Failure, shown, swift_files, targets_of

# The modules only a test host can load.
TEST_MODULES = {"Testing", "XCTest"}
# `libXCTest.so`, `libTesting.so`, `lib_TestingInterop.so`, ...
TEST_LIBRARY = re.compile(r"^lib(XCTest|_?Testing)")
# `-lXCTest`, `-lTesting`, `-l_TestingInterop`, `-framework XCTest`, ...
TEST_AUTOLINK = re.compile(r"^(-l|-framework\s*)(XCTest|_?Testing)")
BUILT_KINDS = ("library", "executable")


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
    """(problems, notes) of the linkage of the built package."""
    if shutil.which("readelf") is None:
        raise Failure("readelf is missing; the linkage check reads ELF files (Linux)")
    check = _Linkage(targets_of(description), rows, package_dir, bin_path)
    missing = sorted(n for n in check.targets if n not in rows and check.targets[n].get("type") in BUILT_KINDS)
    for name in missing:
        check.problems.append(f"Package.swift: target {name} has no row in {DOC}, so its linkage cannot be judged")
    check.controls()
    check.executables()
    check.libraries()
    return check.problems, check.notes


class _Linkage:
    def __init__(self, targets, rows, package_dir, bin_path):
        self.targets, self.rows = targets, rows
        self.package_dir, self.bin_path = package_dir, bin_path
        self.shown_bin = shown(bin_path, package_dir)
        self.problems, self.notes = [], []
        # Objects, and their autolink entries, of every target that has them.
        self.built = {}
        for name, target in targets.items():
            if target.get("type") not in BUILT_KINDS:
                continue
            directory, objects = objects_of(target, bin_path)
            if os.path.isdir(directory):
                self.built[name] = autolink_entries(objects) if objects else {}

    def test_free(self, name):
        return name in self.rows and not (TEST_MODULES & set(self.rows[name][1]))

    def test_links(self, name):
        return [(o, e) for o, es in sorted(self.built.get(name, {}).items()) for e in es if TEST_AUTOLINK.match(e)]

    def controls(self):
        """A target whose sources import Testing or XCTest must show them in
        its autolink entries, or this check reads the wrong thing."""
        controls = []
        for name in sorted(self.targets):
            target = self.targets[name]
            if target.get("type") not in BUILT_KINDS:
                continue
            files = swift_files(target, self.package_dir)
            imported = {m for p in files for _, m in file_imports(p)} & TEST_MODULES
            if imported:
                controls.append(name)
                self.control(name, target, imported)
        if not controls:
            self.problems.append(
                "control: no library or executable target imports Testing or XCTest, so nothing "
                "shows that this check would see them linked")

    def control(self, name, target, imported):
        if name not in self.built or not self.built[name]:
            self.problems.append(
                f"{self.shown_bin}: no object files for {name}, which imports "
                f"{' and '.join(sorted(imported))}; build the package first (swift build)")
            return
        if not any(self.built[name].values()):
            self.problems.append(
                f"{self.shown_bin}/{os.path.basename(objects_of(target, self.bin_path)[0])}: readelf finds no "
                f"autolink entries in {name}'s objects at all: this check is looking in the wrong place")
            return
        linked = {m.group(2) for _, e in self.test_links(name) for m in [TEST_AUTOLINK.match(e)]}
        if not linked:
            self.problems.append(
                f"control: {name} imports {' and '.join(sorted(imported))} but none of its objects "
                "autolink XCTest or Testing: this check is looking in the wrong place")
        else:
            self.notes.append(f"control: {name}'s objects autolink {', '.join(sorted(linked))}, as its imports say")

    def executables(self):
        """Executables an app user runs: nothing in them may need a test library."""
        for name in sorted(self.targets):
            if self.targets[name].get("type") != "executable" or name not in self.rows:
                continue
            if not self.test_free(name):
                self.notes.append(f"{name}: its row allows Testing or XCTest, so its linkage is not checked")
                continue
            self.executable(name)

    def executable(self, name):
        binary = os.path.join(self.bin_path, name)
        shown_binary = shown(binary, self.package_dir)
        if not os.path.isfile(binary):
            self.problems.append(f"{shown_binary}: missing; build the package first (swift build)")
            return
        needed = needed_libraries(binary)
        if not needed:
            self.problems.append(
                f"{shown_binary}: readelf -d shows no NEEDED libraries at all: "
                "this check is looking in the wrong place")
            return
        bad = [lib for lib in needed if TEST_LIBRARY.match(lib)]
        for lib in bad:
            self.problems.append(
                f"{shown_binary}: the {name} executable needs {lib}; its row in {DOC} "
                "allows neither Testing nor XCTest, and on Apple platforms it would stop at launch")
        if not bad:
            self.notes.append(f"{name}: needs no test library ({len(needed)} NEEDED entries read)")

    def libraries(self):
        """Libraries an app imports: neither they nor what they pull in may autolink a test library."""
        for name in sorted(self.targets):
            if self.targets[name].get("type") != "library" or not self.test_free(name):
                continue
            if name not in self.built:
                self.problems.append(
                    f"{self.shown_bin}: no {self.targets[name].get('c99name', name)}.build directory; "
                    "build the package first (swift build)")
                continue
            clean = True
            for reached, path in sorted(dependency_paths(name, self.targets).items()):
                if reached != name and self.test_free(reached):
                    continue  # it is checked, and named, on its own
                clean = self.library_links(name, reached, path) and clean
            if clean:
                self.notes.append(f"{name}: no test library in its objects or its dependencies' objects")

    def library_links(self, name, reached, path):
        """Reports the test libraries reached's objects autolink; True if none."""
        by_entry = {}
        for obj, entry in self.test_links(reached):
            by_entry.setdefault(entry, []).append(obj)
        for entry, objs in sorted(by_entry.items()):
            more = f" (and {len(objs) - 1} more of its {len(self.built[reached])} objects)" if len(objs) > 1 else ""
            via = "" if reached == name else f", reached through {' -> '.join(path)}"
            self.problems.append(
                f"{shown(objs[0], self.package_dir)}{more}: autolinks {entry}{via}, so an app that imports "
                f"{name} would link a test framework; its row in {DOC} allows neither Testing nor XCTest")
        return not by_entry
