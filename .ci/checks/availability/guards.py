"""Availability guards in source with comments and strings blanked: the
blocks under `if #available(...)` / `while #available(...)`, the rest of the
block after `guard #available(...) else {}`, and declarations marked
`@available(...)`."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from availability.common import ATTR_DOMAIN, parse_version

DECLARATION_KEYWORD = re.compile(
    r"\b(func|init|var|let|struct|class|enum|actor|extension|protocol|subscript|typealias)\b")


@dataclass
class FileFacts:
    guards: list[tuple[int, int, dict]] = field(default_factory=list)  # (start, end, versions)
    apple_dead: list[tuple[int, int, str]] = field(default_factory=list)  # no Apple platform compiles
    linux_dead: list[tuple[int, int]] = field(default_factory=list)  # Linux does not compile


def in_ranges(off: int, ranges) -> bool:
    return any(r[0] <= off <= r[1] for r in ranges)


def covered(use_off: int, need: dict, facts: FileFacts, targets: dict) -> bool:
    """Whether the guards around an offset, with the targets, give every version it needs."""
    have = dict(targets)
    for start, end, versions in facts.guards:
        if start <= use_off <= end:
            for p, v in versions.items():
                if v > have.get(p, ()):
                    have[p] = v
    return all(have.get(p, ()) >= v for p, v in need.items())


def match_brace(code: str, open_at: int) -> int:
    depth = 0
    for k in range(open_at, len(code)):
        if code[k] == "{":
            depth += 1
        elif code[k] == "}":
            depth -= 1
            if depth == 0:
                return k
    return len(code)


def parse_guard_versions(args: str) -> dict[str, tuple[int, ...]]:
    got = {}
    for part in args.split(","):
        m = re.match(r"\s*([A-Za-z]+)\s+([0-9.]+)", part)
        if m and m.group(1).lower() in ATTR_DOMAIN:
            got[ATTR_DOMAIN[m.group(1).lower()]] = parse_version(m.group(2))
    return got


def availability_guards(code: str) -> list[tuple[int, int, dict]]:
    """(start, end, versions) of every stretch of code a guard covers."""
    guards = []
    for m in re.finditer(r"#available\s*\(([^)]*)\)", code):
        versions = parse_guard_versions(m.group(1))
        if versions:
            span = _statement_span(code, m)
            if span:
                guards.append(span + (versions,))
    for m in re.finditer(r"@available\s*\(([^)]*)\)", code):
        versions = parse_guard_versions(m.group(1))
        if versions:
            guards.append(_declaration_span(code, m) + (versions,))
    return guards


def _statement_span(code: str, m: re.Match) -> tuple[int, int] | None:
    """What an `if`, `while` or `guard` with this `#available` covers."""
    before = code[max(0, m.start() - 300):m.start()]
    kw = re.search(r"\b(if|guard|while)\b[^{};]*$", before)
    if kw and kw.group(1) == "guard":
        else_m = re.compile(r"\belse\s*\{").search(code, m.end())
        if not else_m:
            return None
        else_end = match_brace(code, else_m.end() - 1)
        # rest of the enclosing block
        depth, k = 0, else_end + 1
        while k < len(code):
            if code[k] == "{":
                depth += 1
            elif code[k] == "}":
                if depth == 0:
                    break
                depth -= 1
            k += 1
        return else_end, k
    # the block after the condition list (skipping braces of closures in parentheses)
    k, paren = m.end(), 0
    while k < len(code):
        if code[k] in "([":
            paren += 1
        elif code[k] in ")]":
            paren -= 1
        elif code[k] == "{" and paren <= 0:
            break
        k += 1
    return k, match_brace(code, k)


def _declaration_span(code: str, m: re.Match) -> tuple[int, int]:
    """The declaration an `@available` marks: to the end of its body, or of its line."""
    nl = code.find("\n", m.end())
    nl = len(code) if nl < 0 else nl
    brace = code.find("{", m.end())
    decl_kw = DECLARATION_KEYWORD.search(code[m.end():])
    if brace >= 0 and decl_kw and m.end() + decl_kw.start() < brace:
        line_end = code.find("\n", m.end() + decl_kw.start())
        if brace <= (line_end if line_end >= 0 else len(code)) or code[m.end() + decl_kw.start():brace].count("\n") < 8:
            return m.start(), match_brace(code, brace)
    return m.start(), nl
