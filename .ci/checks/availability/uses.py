"""Every use of a declaration or feature that needs more than the deployment
targets: from the index store, from the names in `#if` branches Linux does
not compile (they are not in the index), and from language features."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from availability.common import AuditError
from availability.conditions import conditional_regions
from availability.features import FEATURE_NEEDS, feature_uses
from availability.guards import FileFacts, availability_guards, in_ranges
from availability.index_store import read_index
from swift_source import blank_comments_and_strings, line_starts, offset_of

# Declarations the compiler itself calls for some syntax, and for which it falls
# back to an older entry point when the deployment target is older: `for await`
# calls next(isolation:) (macOS 15) only when available, next() otherwise.
IMPLICIT_WITH_FALLBACK = {"next(isolation:)"}


@dataclass
class Use:
    file: str  # repository-relative
    line: int
    col: int
    api: str
    needs: dict  # platform -> version tuple (only platforms above the target)
    how: str  # "index", "implicit", "textual", "feature"
    source_line: str = ""


def needs_above(needs: dict, targets: dict) -> dict:
    out = {}
    for p, v in needs.items():
        v = tuple(v) + (0,) * (3 - len(v))
        if p in targets and v > targets[p]:
            out[p] = v
    return out


def collect(root, pkg, db, targets, bin_dir, store_path, include_types):
    """Uses (with offsets), facts per file, and statistics."""
    files, target_of = _source_files(root, pkg, include_types)
    occs, unit_times = read_index(bin_dir, store_path, set(files))
    _check_fresh(files, unit_times)
    facts_by_file: dict[str, FileFacts] = {}
    texts: dict[str, tuple[list[str], list[int]]] = {}
    uses: list[tuple[Use, int]] = []
    for a, rel in files.items():
        with open(a, encoding="utf-8") as f:
            text = f.read()
        code = blank_comments_and_strings(text)
        apple_dead, linux_dead = conditional_regions(code)
        facts = facts_by_file[rel] = FileFacts(availability_guards(code), apple_dead, linux_dead)
        texts[a] = (text.split("\n"), line_starts(text))
        uses += _source_uses(rel, text, code, texts[a], facts, db["base_needs"], targets)
    uses += _index_uses(occs, files, texts, db["decls"], targets)
    stats = {"files": len(files), "targets": len(set(target_of.values())), "references": len(occs),
             "declarations": len({o.usr for o in occs})}
    return _one_per_place(uses), facts_by_file, stats


def _source_files(root, pkg, include_types):
    """({absolute path: repository-relative path}, {absolute path: target})."""
    files: dict[str, str] = {}
    target_of: dict[str, str] = {}
    for t in pkg["targets"]:
        if t.get("module_type") != "SwiftTarget" or t.get("type") not in include_types:
            continue
        for s in t.get("sources", []):
            a = os.path.realpath(os.path.join(root, t["path"], s))
            files[a] = os.path.relpath(a, root)
            target_of[a] = t["name"]
    return files, target_of


def _check_fresh(files, unit_times):
    missing = [files[a] for a in files if a not in unit_times]
    stale = [files[a] for a, t in unit_times.items() if os.stat(a).st_mtime > t + 1]
    if missing or stale:
        raise AuditError(
            "the index store is missing or out of date for "
            + ", ".join(sorted(missing + stale)[:8]) + (" ..." if len(missing + stale) > 8 else "")
            + "\nrun `swift build --build-tests` first")


def _source_uses(rel, text, code, lines_and_starts, facts, base_needs, targets):
    """Language features, and names in branches Linux does not compile."""
    lines, starts = lines_and_starts

    def use(off, api, need, how):
        ln = text.count("\n", 0, off) + 1
        return Use(rel, ln, off - starts[ln - 1] + 1, api, need, how, lines[ln - 1]), off

    uses = []
    for off, feature, detail in feature_uses(code):
        if in_ranges(off, facts.linux_dead) and in_ranges(off, facts.apple_dead):
            continue
        need = needs_above(dict(FEATURE_NEEDS[feature]), targets)
        if need:
            uses.append(use(off, f"{feature} {detail}", need, "feature"))
    for start, end, *_ in facts.linux_dead:
        if in_ranges(start, facts.apple_dead):
            continue
        for m in re.finditer(r"\b([A-Za-z_]\w*)\b", code[start:end]):
            need = needs_above(base_needs.get(m.group(1)) or {}, targets)
            if need:
                uses.append(use(start + m.start(), m.group(1), need, "textual"))
    return uses


def _index_uses(occs, files, texts, decls, targets):
    uses = []
    for o in occs:
        d = decls.get(o.usr)
        if not d or (o.implicit and o.name in IMPLICIT_WITH_FALLBACK):
            continue
        need = needs_above(d["needs"], targets)
        if not need:
            continue
        lines, starts = texts[o.file]
        api = d["name"] if "." in d["name"] or d["module"] == "Swift" else f"{d['module']}.{d['name']}"
        uses.append((Use(files[o.file], o.line, o.col, api, need, "implicit" if o.implicit else "index",
                         lines[o.line - 1]), offset_of(starts, o.line, o.col)))
    return uses


def _one_per_place(uses):
    """One use per place and API (a call can reference the same decl twice), in file order."""
    # an explicit use before the implicit ones a macro expansion repeats on its line
    uses.sort(key=lambda u: (u[0].file, u[0].line, u[0].api, u[0].how == "implicit", u[0].col))
    dedup, seen = [], set()
    for u, off in uses:
        k = (u.file, u.line, u.api)
        if k not in seen:
            seen.add(k)
            dedup.append((u, off))
    dedup.sort(key=lambda u: (u[0].file, u[0].line, u[0].col, u[0].api))
    return dedup
