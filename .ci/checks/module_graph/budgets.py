"""The `### Budgets` table of ARCHITECTURE.md: how large each target may grow.

Each target that is not a test target has a row: its lines of Swift, and
how many `public` and `package` declarations it makes. A figure may drift
up to 5% above its row; past that the check fails, so growing a target is a
decision written into the row, with its reason, in the same commit.
"""

import math
import os
import re

from module_graph.package import Failure, swift_files, targets_of
from module_graph.table import split_row

SECTION = "### Budgets"
COLUMNS = ("target", "lines", "public", "package")
SLACK = 0.05
# A declaration line: attributes, then the access level, then anything but `import`.
_DECLARATION = re.compile(
    r"^\s*(?:@[A-Za-z_][A-Za-z0-9_]*(?:\([^)]*\))?\s+)*(public|package)\b(?!\s+import\b)")


def read_budgets(path):
    """{target: (line, {column: figure})} from the table under `### Budgets`."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    start = next((i for i, line in enumerate(lines) if line.strip() == SECTION), None)
    name = os.path.basename(path)
    if start is None:
        raise Failure(f"{path}: no `{SECTION}` section; it must give each target's budget")
    budgets, header = {}, None
    for number, line in enumerate(lines[start + 1:], start + 2):
        stripped = line.strip()
        if stripped.startswith("#"):
            break
        if not stripped.startswith("|"):
            if header is not None:
                break
            continue
        cells = [c.strip().strip("`") for c in split_row(stripped)]
        if header is None:
            header = [c.lower() for c in cells]
            if tuple(header) != COLUMNS:
                raise Failure(f"{name}:{number}: the budgets table's columns must be "
                              + " | ".join(COLUMNS))
        elif not all(re.fullmatch(r":?-+:?", c) for c in cells):
            figures = [c.replace(",", "") for c in cells[1:]]
            if len(cells) != len(COLUMNS) or not all(f.isdigit() for f in figures):
                raise Failure(f"{name}:{number}: a budget row is a target and three whole numbers")
            budgets[cells[0]] = (number, dict(zip(COLUMNS[1:], map(int, figures))))
    return budgets


def budgeted_targets(description):
    """{name: target} of the targets that need a budget: all but those in Tests/."""
    return {name: target for name, target in targets_of(description).items()
            if target.get("type") != "test" and not target.get("path", "").startswith("Tests")}


def measure(paths):
    """{column: figure} of the Swift files at `paths`."""
    figures = {"lines": 0, "public": 0, "package": 0}
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                figures["lines"] += 1
                match = _DECLARATION.match(line)
                if match:
                    figures[match.group(1)] += 1
    return figures


def check_budgets(description, budgets, package_dir, doc):
    """The problems: a target without a row, a row without a target, a figure over budget."""
    problems = []
    targets = budgeted_targets(description)
    for name in sorted(set(budgets) - set(targets)):
        problems.append(f"{doc}:{budgets[name][0]}: the budget of `{name}` names no target "
                        "outside Tests/ in Package.swift")
    for name, target in sorted(targets.items()):
        if name not in budgets:
            problems.append(f"{doc}: `{name}` has no row in `{SECTION}`")
            continue
        line, budget = budgets[name]
        figures = measure(swift_files(target, package_dir))
        for column in COLUMNS[1:]:
            allowed = math.floor(budget[column] * (1 + SLACK))
            if figures[column] > allowed:
                what = "lines" if column == "lines" else f"{column} declarations"
                problems.append(
                    f"{doc}:{line}: `{name}` has {figures[column]:,} {what}, more than 5% over "
                    f"its budget of {budget[column]:,}: make it smaller, or raise the budget in "
                    "this commit and say why")
    return problems


def figures_table(description, package_dir):
    """The budgets table as the targets measure now, for writing a new row."""
    rows = ["| target | lines | public | package |", "|---|---:|---:|---:|"]
    for name, target in sorted(budgeted_targets(description).items()):
        f = measure(swift_files(target, package_dir))
        rows.append(f"| `{name}` | {f['lines']:,} | {f['public']} | {f['package']} |")
    return "\n".join(rows)
