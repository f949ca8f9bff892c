"""Judging the uses against the guards and the allow-list, and saying so."""

from __future__ import annotations

import json
import os

from availability.common import DISPLAY, AuditError, vstr
from availability.guards import covered, in_ranges


def classify(uses_with_offsets, facts_by_file, targets, allowlist):
    """-> (violations, allowed counts, unmatched allow-list entries)."""
    violations = []
    counts = {"guarded": 0, "not-on-apple": 0, "allow-listed": 0}
    used_entries: set[int] = set()
    for use, off in uses_with_offsets:
        facts = facts_by_file[use.file]
        if in_ranges(off, facts.apple_dead):
            counts["not-on-apple"] += 1
            continue
        if covered(off, use.needs, facts, targets):
            counts["guarded"] += 1
            continue
        hit = next((i for i, e in enumerate(allowlist) if e["file"] == use.file and e["api"] == use.api
                    and e.get("contains", "") in use.source_line), None)
        if hit is not None:
            used_entries.add(hit)
            counts["allow-listed"] += 1
            continue
        violations.append(use)
    unmatched = [e for i, e in enumerate(allowlist) if i not in used_entries]
    return violations, counts, unmatched


def load_allowlist(path: str) -> list[dict]:
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    entries = data.get("allow", []) if isinstance(data, dict) else data
    for e in entries:
        if not str(e.get("reason", "")).strip() or not e.get("file") or not e.get("api"):
            raise AuditError(f"allow-list entry without file, api or reason: {e}")
    return entries


def versions_text(versions: dict) -> str:
    return ", ".join(f"{DISPLAY[p]} {vstr(v)}" for p, v in sorted(versions.items()))


def format_use(u, targets: dict) -> str:
    how = {"index": "", "implicit": " (implicit use)", "textual": " (textual, in an #if branch Linux skips)",
           "feature": ""}[u.how]
    return f"{u.file}:{u.line}:{u.col}: {u.api} needs {versions_text(u.needs)}{how}\n    {u.source_line.strip()}"


def print_failures(violations, unmatched, targets: dict, allowlist_shown: str) -> None:
    if violations:
        print(f"availability audit: {len(violations)} use(s) of APIs newer than the deployment "
              f"targets ({versions_text(targets)}) without a guard:\n")
        for u in violations:
            print(format_use(u, targets))
        print("\nGuard each with `if #available(...)` / `@available(...)` naming every platform it needs, "
              "use an older API, or, if it is safe, add it with the reason to "
              f"{allowlist_shown}.")
    if unmatched:
        one = len(unmatched) == 1
        print(f"\n{len(unmatched)} allow-list entr{'y' if one else 'ies'} no longer "
              f"match{'es' if one else ''} anything; remove {'it' if one else 'them'}:")
        for e in unmatched:
            print(f"  {e['file']}: {e['api']}" + (f" (line containing {e['contains']!r})" if e.get("contains") else ""))


def print_summary(counts: dict, stats: dict, targets: dict) -> None:
    allowed = sum(counts.values())
    print(f"availability audit: OK against {versions_text(targets)}: {stats['references']} references to "
          f"{stats['declarations']} declarations in {stats['files']} files of {stats['targets']} targets "
          f"checked; {allowed} newer-OS uses allowed ({counts['guarded']} guarded, "
          f"{counts['not-on-apple']} in #if branches Apple platforms skip, "
          f"{counts['allow-listed']} allow-listed)")
