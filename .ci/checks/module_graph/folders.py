"""The folders each row's owns cell names, held to the folders of its target.

A folder of a target is one that holds, directly or in a folder below it,
a Swift file of the target's sources (as `swift package describe` lists
them, so excluded files do not count and a `.docc` catalog, which holds no
Swift, is never one). The owns cell names each in backticks, relative to
the target's folder and with a trailing slash: `Rendering/`,
`Rendering/Internal/`. Any other name in backticks that ends in `/` is read
as a folder too, so a folder the cell names must be one of the target's.
"""

import os
import re

from module_graph.package import DOC, targets_of

_CODE = re.compile(r"`([^`\n]*)`")


def named_folders(cell):
    """The names in backticks that end in `/`, in the order the cell has them."""
    return [name for name in _CODE.findall(cell) if name.endswith("/")]


def target_folders(target):
    """{folder: [its Swift files]} of a target, folders relative to its own, `A/B/` form."""
    folders = {}
    for source in target.get("sources", []):
        if not source.endswith(".swift"):
            continue
        parts = source.replace("\\", "/").split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            folders.setdefault("/".join(parts[:depth]) + "/", []).append(source)
    return folders


def _well_formed(name):
    """Whether a name is a folder below the target's: `A/`, `A/B/`, no `.`, `..` or empty steps."""
    steps = name[:-1].split("/")
    return all(step not in ("", ".", "..") for step in steps) and "\\" not in name


def check_folders(description, rows, package_dir):
    """Every folder of a target named in its owns cell, and every folder named there one of its.

    A row that holds several targets names the folders of each; a folder it
    names must be a folder of one of them.
    """
    problems = []
    targets = targets_of(description)
    by_line = {}
    for name in sorted(rows, key=lambda r: rows[r].line):
        if name in targets:  # a row for no target is check_graph's to report
            by_line.setdefault(rows[name].line, []).append(name)
    for line, names in by_line.items():
        named = named_folders(rows[names[0]].owns)
        where = f"{DOC}:{line}: the owns cell of {', '.join(names)}"
        folders, bases = set(), []
        for name in names:
            base = targets[name].get("path", "").rstrip("/")
            bases.append(base)
            own = target_folders(targets[name])
            whose = "its" if len(names) == 1 else f"{name}'s"
            folders.update(own)
            for folder in sorted(own):
                if folder not in named:
                    problems.append(
                        f"{where} does not name {whose} folder {base}/{folder}, which holds "
                        f"{_count(own[folder])}: name it there as `{folder}`, with what it holds")
        for folder in dict.fromkeys(named):
            if folder in folders:
                continue
            paths = " or ".join(f"{base}/{folder}" for base in bases)
            if not _well_formed(folder):
                problems.append(
                    f"{where} names `{folder}`, which is not a folder below "
                    + " or ".join(f"{base}/" for base in bases)
                    + ": name folders relative to the target's, as `Folder/` or `Folder/Inner/`")
            elif not any(os.path.isdir(os.path.join(package_dir, base, folder)) for base in bases):
                problems.append(
                    f"{where} names `{folder}`, but there is no folder {paths}: "
                    "rename it or take it out of the cell")
            else:
                problems.append(
                    f"{where} names `{folder}`, but {paths} holds no Swift file of "
                    f"{', '.join(names)}: only folders with Swift files are named")
    return problems


def _count(files):
    return "1 Swift file" if len(files) == 1 else f"{len(files)} Swift files"
