#!/usr/bin/env python3
"""Keep retired words out of the code and the documentation.

ARCHITECTURE.md's `## Vocabulary` table gives each word one meaning; its
last column lists, in backticks, the names and phrases that once meant the
same thing and were retired. This script looks for each of them in
`Sources/` (the DocC catalogs included), `docs/` and README.md, and fails on
every hit that is not a deprecated forwarder kept for old callers.

A hit is allowed when its line, or one of the five lines above it, holds
`deprecated` (an `@available(*, deprecated, …)` attribute, or a JSON alias
documented as deprecated). CHANGELOG.md is not read: it records the old
names on purpose.

It also looks for a second meaning where it can: a word of the table (a
row whose word is one lowercase word, such as `screen`) that is part of
type names in two or more targets of `Sources/` (`EventDrivenScreen` in
`ViewModelKit`, `ReviewScreen` in `VMKCommandLine`) fails unless the row
names each of those targets in backticks, which says that the word means
the same thing in each room.

    check_vocabulary.py [ROOT]

Python 3 standard library only.
"""

import os
import re
import sys

SCANNED = ("Sources", "docs", "README.md")
SUFFIXES = (".swift", ".md")
CONTEXT = 5


class Failure(Exception):
    """The table cannot be read."""


def retired_words(architecture):
    """The backticked entries of the last column of the vocabulary table."""
    section = re.search(r"^## Vocabulary\n(.*?)(?=^## )", architecture, re.M | re.S)
    if not section:
        raise Failure("ARCHITECTURE.md has no `## Vocabulary` section")
    rows = [line for line in section.group(1).splitlines() if line.startswith("|")]
    if len(rows) < 3:
        raise Failure("the `## Vocabulary` section has no table")
    words = []
    for row in rows[2:]:
        cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
        words += re.findall(r"`([^`]+)`", cells[-1])
    if not words:
        raise Failure("the vocabulary table's last column names no retired word")
    return words


def rows(architecture):
    """(word, meaning) of each row of the vocabulary table."""
    section = re.search(r"^## Vocabulary\n(.*?)(?=^## )", architecture, re.M | re.S)
    found = []
    for row in [line for line in section.group(1).splitlines() if line.startswith("|")][2:]:
        cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
        found.append((cells[0], cells[1] if len(cells) > 1 else ""))
    return found


TYPE = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"
                  r"(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9_]*)", re.M)


def type_names(root):
    """{target: set of type names declared in Sources/<target>/}."""
    found = {}
    sources = os.path.join(root, "Sources")
    if not os.path.isdir(sources):
        return found
    for target in sorted(os.listdir(sources)):
        for folder, folders, names in os.walk(os.path.join(sources, target)):
            folders.sort()
            for name in sorted(names):
                if name.endswith(".swift"):
                    with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as handle:
                        found.setdefault(target, set()).update(TYPE.findall(handle.read()))
    return found


def components(name):
    """The lowercased words of a CamelCase name: `JSONValue` → json, value."""
    return [part.lower() for part in re.findall(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z0-9]+|[A-Z]+", name)]


def second_meanings(root, table):
    """(word, {target: [type names]}) for each one-word row whose word names
    types in targets the row does not name."""
    types = type_names(root)
    found = []
    for word, meaning in table:
        if not re.fullmatch(r"[a-z]+", word):
            continue
        targets = {target: sorted(name for name in names if word in components(name))
                   for target, names in types.items()}
        targets = {target: names for target, names in targets.items() if names}
        if len(targets) < 2:
            continue
        named = set(re.findall(r"`([^`]+)`", meaning))
        missing = {target: names for target, names in targets.items() if target not in named}
        if missing:
            found.append((word, targets, missing))
    return found


def files(root):
    """Every scanned file, relative to `root`, sorted."""
    found = []
    for entry in SCANNED:
        path = os.path.join(root, entry)
        if os.path.isfile(path):
            found.append(entry)
        for folder, folders, names in os.walk(path):
            folders.sort()
            found += [os.path.relpath(os.path.join(folder, name), root)
                      for name in sorted(names) if name.endswith(SUFFIXES)]
    return found


def pattern_of(word):
    """How `word` is found: a function's name as `name(first:)`, or
    `name(first:second:)`, is found where it is called with that first
    label; any other word where it stands alone, not inside a longer name."""
    function = re.fullmatch(r"(\w+)\((\w+):(?:\w+:)*\)", word)
    if function:
        return re.compile(r"(?<![A-Za-z0-9_])" + re.escape(function.group(1))
                          + r"\(\s*" + re.escape(function.group(2)) + r":")
    return re.compile(r"(?<![A-Za-z0-9_])" + re.escape(word) + r"(?![A-Za-z0-9_])")


def hits(root, words):
    """(path, line number, word, line) of every retired word not in a forwarder."""
    patterns = [(word, pattern_of(word)) for word in words]
    found = []
    for path in files(root):
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
        for number, line in enumerate(lines):
            for word, pattern in patterns:
                if not pattern.search(line):
                    continue
                window = lines[max(0, number - CONTEXT):number + 1]
                if not any("deprecated" in nearby for nearby in window):
                    found.append((path, number + 1, word, line.strip()))
    return found


def main(argv):
    root = argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    try:
        with open(os.path.join(root, "ARCHITECTURE.md"), encoding="utf-8") as handle:
            architecture = handle.read()
        words = retired_words(architecture)
        table = rows(architecture)
    except (OSError, Failure) as error:
        print(f"check_vocabulary: {error}", file=sys.stderr)
        return 1
    found = hits(root, words)
    for path, number, word, line in found:
        print(f"{path}:{number}: retired word `{word}`: {line}")
    doubled = second_meanings(root, table)
    for word, targets, missing in doubled:
        spread = "; ".join(f"{target}: {', '.join(names[:4])}" for target, names in sorted(targets.items()))
        print(f"ARCHITECTURE.md: `{word}` names types in {len(targets)} targets ({spread}), and its row "
              f"does not name {', '.join(f'`{target}`' for target in sorted(missing))}: give those types "
              "another word, or name each target in the row if the word means the same thing there")
    if found:
        print(f"{len(found)} retired words outside deprecated forwarders; "
              "ARCHITECTURE.md's vocabulary table says what replaced each.", file=sys.stderr)
    if found or doubled:
        return 1
    print(f"No retired word in use ({len(words)} checked), and no word names types in rooms its row leaves out.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
