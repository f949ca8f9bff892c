"""Language features with OS requirements that are not declarations:
function *types* with typed throws (runtime metadata: macOS 15), parameter
packs in generic types (macOS 14), `@isolated(any)` function types (macOS 15)."""

from __future__ import annotations

import re

FEATURE_NEEDS = {
    "typed-throws function type": {"macos": (15,), "ios": (18,), "tvos": (18,), "watchos": (11,)},
    "parameter pack in a generic type": {"macos": (14,), "ios": (17,), "tvos": (17,), "watchos": (10,)},
    "@isolated(any) function type": {"macos": (15,), "ios": (18,), "tvos": (18,), "watchos": (11,)},
}

# A declaration's own signature: func name<...>(...) / init?(...) / subscript(...)
SIGNATURE_END = re.compile(r"(\bfunc\s+[^\s(<]+\s*(<[^{}]*>)?|\binit[?!]?\s*(<[^{}]*>)?|\bsubscript\s*(<[^{}]*>)?)\s*$")
# Metadata for the function type is needed only where a value of it can
# escape: stored or local values, escaping parameters, typealiases,
# results, generic arguments. A non-escaping parameter, and a closure
# literal passed to one, need none (the stdlib's own typed-throws `map`
# back-deploys the same way).
ESCAPING_PLACE = re.compile(r"(@escaping(\s*@\w+(\([^)]*\))?)*\s*$|\b(let|var)\s+\w+\s*:\s*(@\w+\s*)*$"
                            r"|\btypealias\s+\w+(<[^>]*>)?\s*=\s*(@\w+\s*)*$|->\s*(@\w+\s*)*$|[<\[]\s*(@\w+\s*)*$"
                            r"|\w+\s*<[^<>]*,\s*(@\w+\s*)*$)")


def feature_uses(code: str) -> list[tuple[int, str, str]]:
    """(offset, feature, detail) for language features that need a newer runtime."""
    found = _typed_throws_types(code)
    for m in re.finditer(r"\b(struct|class|enum|actor|typealias)\s+\w+\s*<[^>{=]*\beach\b", code):
        found.append((m.start(), "parameter pack in a generic type", m.group(0).strip()))
    for m in re.finditer(r"@isolated\s*\(\s*any\s*\)", code):
        found.append((m.start(), "@isolated(any) function type", "@isolated(any)"))
    return found


def _typed_throws_types(code: str) -> list[tuple[int, str, str]]:
    found = []
    for m in re.finditer(r"\bthrows\s*\(\s*([^)]*?)\s*\)", code):
        thrown = m.group(1)
        if thrown in ("Never", "any Error", "Swift.Never", "any Swift.Error"):
            continue
        j = _parameters_start(code, m.start())
        if j is None:
            continue
        head = code[max(0, j - 200):j]
        if SIGNATURE_END.search(head) or not ESCAPING_PLACE.search(head):
            continue
        found.append((m.start(), "typed-throws function type", f"throws({thrown})"))
    return found


def _parameters_start(code: str, throws_at: int) -> int | None:
    """Where the parenthesised list right before `throws` (skipping `async`) opens."""
    k = throws_at - 1
    while k >= 0 and code[k].isspace():
        k -= 1
    if code[k - 4:k + 1] == "async":
        k -= 5
        while k >= 0 and code[k].isspace():
            k -= 1
    if k < 0 or code[k] != ")":
        return None
    depth, j = 0, k
    while j >= 0:
        if code[j] == ")":
            depth += 1
        elif code[j] == "(":
            depth -= 1
            if depth == 0:
                break
        j -= 1
    return j
