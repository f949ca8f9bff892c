"""`#if` branches: which ones no Apple platform compiles (uses there are
allowed), and which ones Linux does not (they are not in the index)."""

from __future__ import annotations

import re

from availability.common import PLATFORMS

_APPLE_IMPORTS = {"darwin", "objectivec", "foundation", "dispatch", "xctest", "testing", "uikit",
                  "appkit", "swiftui", "combine", "os", "security", "coreservices", "corefoundation",
                  "synchronization", "observation", "foundationessentials"}
_LINUX_IMPORTS = {"glibc", "musl", "foundation", "dispatch", "xctest", "testing", "foundationessentials",
                  "foundationnetworking", "foundationxml", "synchronization", "observation", "android",
                  "bionic"}


def eval_condition(cond: str, platform: str) -> bool:
    """Evaluate an #if condition for an Apple platform ('macos', ...) or 'linux'."""
    def osv(m):
        name = m.group(1).lower()
        if platform == "linux":
            return str(name == "linux")
        return str(name == platform or (name == "osx" and platform == "macos"))

    def canimport(m):
        name = m.group(1).split(".")[0].lower()
        return str(name in (_LINUX_IMPORTS if platform == "linux" else _APPLE_IMPORTS))

    e = re.sub(r"\bos\s*\(\s*(\w+)\s*\)", osv, cond)
    e = re.sub(r"\bcanImport\s*\(\s*([\w.]+)[^)]*\)", canimport, e)
    e = re.sub(r"\b(compiler|swift|arch|targetEnvironment|hasFeature|hasAttribute|_endian|_pointerBitWidth|_runtime)\s*\([^)]*\)", "True", e)
    e = e.replace("&&", " and ").replace("||", " or ")
    e = re.sub(r"!(?!=)", " not ", e)
    e = re.sub(r"\b(?!True\b|False\b|and\b|or\b|not\b)[A-Za-z_]\w*", "True", e)  # -D flags: assume set
    try:
        return bool(eval(e, {"__builtins__": {}}, {}))  # noqa: S307 - tokens are only True/False/and/or/not
    except Exception:
        return True


def conditional_regions(code: str) -> tuple[list[tuple[int, int, str]], list[tuple[int, int]]]:
    """Branches of #if that no Apple platform compiles, and branches Linux does not."""
    apple_dead, linux_dead = [], []
    stack: list[dict] = []
    for m in re.finditer(r"^[ \t]*#(if|elseif|else|endif)\b(.*)$", code, re.M):
        kind, cond = m.group(1), m.group(2).strip()
        if kind == "if":
            stack.append({"taken": {p: False for p in PLATFORMS + ("linux",)}, "start": m.end(), "cond": cond,
                          "active": None})
            _open_branch(stack[-1], cond)
            continue
        if not stack:
            continue
        top = stack[-1]
        _close_branch(top, m.start(), apple_dead, linux_dead)
        if kind == "endif":
            stack.pop()
        else:
            top["start"], top["cond"] = m.end(), cond if kind == "elseif" else "else"
            _open_branch(top, cond if kind == "elseif" else None)
    return apple_dead, linux_dead


def _open_branch(top: dict, cond: str | None) -> None:
    active = {}
    for p in top["taken"]:
        on = (not top["taken"][p]) and (cond is None or eval_condition(cond, p))
        active[p] = on
        top["taken"][p] = top["taken"][p] or on
    top["active"] = active


def _close_branch(top, end, apple_dead, linux_dead):
    act = top["active"]
    if not any(act[p] for p in PLATFORMS):
        apple_dead.append((top["start"], end, top["cond"]))
    if not act["linux"]:
        linux_dead.append((top["start"], end))
