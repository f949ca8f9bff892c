"""The `## Module graph` table of ARCHITECTURE.md: which modules each target may import."""

import os
import re
from collections import namedtuple

from module_graph.package import Failure

SECTION = "## Module graph"
# `libc` in a row stands for the platform C library, whatever its module name.
LIBC_MODULES = ["Glibc", "Darwin", "Musl", "Android", "Bionic", "WASILibc", "WinSDK", "ucrt", "CRT"]
# Modules the compiler imports into every file; naming them changes nothing.
IMPLICIT_MODULES = {"Swift", "_Concurrency", "_StringProcessing"}

# A row of the table, for each target it names: the line it is on, the
# modules it allows and the text of its owns cell.
Row = namedtuple("Row", ["line", "modules", "owns"])


def read_table(path):
    """The rows of the `## Module graph` table: {target: Row(line, [modules], owns)}.

    Returns (rows, problems); problems are messages about the table itself.
    """
    lines, start = _section(path)
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
            header = _header(cells, name, number)
        elif not all(re.fullmatch(r":?-+:?", c.strip()) for c in cells):  # not the line under the header
            problems += _read_row(cells, header, name, number, rows)
    if header is None:
        raise Failure(f"{path}: the `{SECTION}` section has no table")
    return rows, problems


def _section(path):
    """(the file's lines, the index of the section's heading)."""
    if not os.path.isfile(path):
        raise Failure(f"{path}: no such file; it must hold the `{SECTION}` table")
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    start = next((i for i, line in enumerate(lines) if line.strip() == SECTION), None)
    if start is None:
        raise Failure(f"{path}: no `{SECTION}` section; it must hold the table of targets")
    return lines, start


def _header(cells, name, number):
    header = [c.strip().lower() for c in cells]
    missing = [c for c in ("target", "owns", "may import") if c not in header]
    if missing:
        raise Failure(
            f"{name}:{number}: the `{SECTION}` table has no "
            + " or ".join(f"`{c}`" for c in missing)
            + " column")
    return header


def _read_row(cells, header, name, number, rows):
    """Adds the row's targets to rows; returns the problems with the row."""
    if len(cells) != len(header):
        return [f"{name}:{number}: this row has {len(cells)} cells, the header {len(header)}"]
    problems = []
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
            rows[target] = Row(number, modules, cells[header.index("owns")])
    return problems


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
