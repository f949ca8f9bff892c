"""The import declarations of the package's Swift files, held to the table."""

import re

from module_graph.package import DOC, Failure, shown, swift_files, targets_of
from module_graph.table import SECTION, allowed_modules
from swift_source import blank_comments_and_strings

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
        if name in rows:
            problems += _check_target(name, targets[name], allowed_modules(rows[name][1]), package_dir)
    return problems


def _check_target(name, target, allowed, package_dir):
    """Its dependencies in Package.swift, and the imports of its files."""
    problems = []
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
