#!/usr/bin/env python3
"""Availability audit: no code in the package may use an API newer than the
deployment targets in Package.swift (`platforms:`) without a guard.

Why: on Linux the compiler ignores `@available(macOS ...)`, so CI here cannot
see that, say, `firstRange(of:)` (macOS 13) breaks the build on a Mac for the
declared macOS 12 / iOS 15 / tvOS 15 / watchOS 8 targets.

How references are resolved (exact, not textual):
  * Which declarations the code uses comes from the index store that
    `swift build` writes (.build/debug/index/store), read through the
    toolchain's libIndexStore: every reference the compiler resolved, by USR
    and file:line:col, implicit ones included (e.g. the initializer behind a
    literal). Run it after `swift build --build-tests`; an out-of-date or
    missing index is an error, not a silent pass.
  * What each declaration needs comes from symbol graphs that
    `swift-symbolgraph-extract` pulls out of the toolchain's modules (Swift,
    _Concurrency, _StringProcessing, Synchronization, Observation, Foundation*,
    Dispatch, Testing, XCTest, ...). They carry the Apple availability
    (e.g. URL(filePath:) macOS 13, Mutex macOS 15); members inherit their
    type's. Cached in .build/availability-audit/ per toolchain.
  * Targets and source files come from `swift package describe`, deployment
    targets from its `platforms`, so renamed or moved targets are followed.
Textual parts (heuristics, on source with comments and strings blanked):
  * Guards: a use is allowed when covered, for every platform it needs, by an
    enclosing `if #available(...)` / `while #available` block, the rest of the
    block after `guard #available(...) else {}`, or a declaration marked
    `@available(...)`; or when it sits in an `#if` branch that no Apple
    platform compiles (e.g. `#if os(Linux)`, `#if canImport(Glibc)`).
  * `#if` branches Linux does not compile (e.g. `#if canImport(Darwin)`) are
    not in the index; there the names that only newer-OS APIs have (computed
    from the symbol graphs) are matched as words.
  * Language features with OS requirements that are not declarations:
    function *types* with typed throws (runtime metadata: macOS 15),
    parameter packs in generic types (macOS 14), `@isolated(any)` function
    types (macOS 15).
Known gaps: Foundation APIs that swift-corelibs-foundation declares without
availability (on Darwin they may be newer), and the package's own
`@available` declarations used from unguarded code, are not checked.

Allow-list (.ci/availability-allowlist.json): entries {file, api, contains?,
reason}; `api` is the name printed in the report, `contains` (optional) must
occur on the reported line. Every entry needs a reason, and an entry that
matches nothing fails the audit, so the list stays honest.

Exit 0: one-line summary. Exit 1: a report naming file:line, API, OS needed.
Exit 2: the audit could not run (no index, toolchain missing, ...).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import ctypes
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from swift_source import blank_comments_and_strings, line_starts, offset_of  # noqa: E402

PLATFORMS = ("macos", "ios", "tvos", "watchos")
DISPLAY = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS"}
SG_DOMAIN = {"macOS": "macos", "iOS": "ios", "tvOS": "tvos", "watchOS": "watchos"}
ATTR_DOMAIN = {
    "macos": "macos", "osx": "macos", "ios": "ios", "tvos": "tvos", "watchos": "watchos",
    "macosapplicationextension": "macos", "iosapplicationextension": "ios",
    "tvosapplicationextension": "tvos", "watchosapplicationextension": "watchos",
}
SYMBOL_GRAPH_MODULES = (
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation",
    "RegexBuilder", "Distributed", "Dispatch", "FoundationEssentials",
    "FoundationInternationalization", "Foundation", "FoundationNetworking", "FoundationXML",
    "Testing", "XCTest",
)
DB_FORMAT = 4
ROLE_DECLARATION, ROLE_DEFINITION, ROLE_REFERENCE, ROLE_IMPLICIT = 1, 2, 4, 256

# Declarations the compiler itself calls for some syntax, and for which it falls
# back to an older entry point when the deployment target is older: `for await`
# calls next(isolation:) (macOS 15) only when available, next() otherwise.
IMPLICIT_WITH_FALLBACK = {"next(isolation:)"}

# Language features that need a newer runtime but are no declaration.
FEATURE_NEEDS = {
    "typed-throws function type": {"macos": (15,), "ios": (18,), "tvos": (18,), "watchos": (11,)},
    "parameter pack in a generic type": {"macos": (14,), "ios": (17,), "tvos": (17,), "watchos": (10,)},
    "@isolated(any) function type": {"macos": (15,), "ios": (18,), "tvos": (18,), "watchos": (11,)},
}


def vstr(v: tuple[int, ...]) -> str:
    v = tuple(v)
    while len(v) > 2 and v[-1] == 0:
        v = v[:-1]
    return ".".join(str(x) for x in (v + (0,) if len(v) == 1 else v))


def parse_version(s: str) -> tuple[int, ...]:
    v = tuple(int(x) for x in s.split(".") if x.isdigit())
    return v + (0,) * (3 - len(v)) if len(v) < 3 else v


# ---------------------------------------------------------------- toolchain


def find_swift_bin() -> str:
    swift = shutil.which("swift")
    if swift is None and os.path.exists("/opt/swift/usr/bin/swift"):
        swift = "/opt/swift/usr/bin/swift"
    if swift is None:
        raise AuditError("swift is not on PATH")
    return os.path.dirname(os.path.realpath(swift))


class AuditError(Exception):
    pass


# ------------------------------------------------------- availability (DB)


def _extract_one(bin_dir: str, module: str, out_dir: str) -> None:
    lib = os.path.join(bin_dir, "..", "lib", "swift", "linux")
    subprocess.run(
        [os.path.join(bin_dir, "swift-symbolgraph-extract"), "-module-name", module,
         "-target", "x86_64-unknown-linux-gnu", "-I", lib, "-output-dir", out_dir,
         "-minimum-access-level", "public"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)


def build_db(bin_dir: str) -> dict:
    """USR -> {"name", "module", "needs": {platform: [major, minor]}} for every
    public declaration with an Apple `introduced` version, plus the names
    that only such declarations carry (for the textual fallback)."""
    db: dict[str, dict] = {}
    base_needs: dict[str, dict | None] = {}  # base name -> least needs; None: some declaration has none
    default_impls: list[tuple[str, str]] = []  # (implementation, requirement)
    no_needs: set[str] = set()
    with tempfile.TemporaryDirectory() as out:
        workers = max(1, min(4, os.cpu_count() or 2))
        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            list(pool.map(lambda m: _extract_one(bin_dir, m, out), SYMBOL_GRAPH_MODULES))
        for fn in sorted(os.listdir(out)):
            with open(os.path.join(out, fn), encoding="utf-8") as f:
                graph = json.load(f)
            module = fn.split(".symbols.json")[0].split("@")[0]
            for rel in graph.get("relationships", []):
                if rel.get("kind") == "defaultImplementationOf":
                    default_impls.append((rel["source"].split("::SYNTHESIZED::")[0], rel["target"]))
            for sym in graph.get("symbols", []):
                usr = sym["identifier"]["precise"].split("::SYNTHESIZED::")[0]
                title = sym["names"]["title"]
                needs = {}
                for a in sym.get("availability") or []:
                    p = SG_DOMAIN.get(a.get("domain", ""))
                    if p and "introduced" in a:
                        i = a["introduced"]
                        needs[p] = [i.get("major", 0), i.get("minor", 0)]
                base = title.split("(")[0]
                if not needs:
                    base_needs[base] = None
                    no_needs.add(usr)
                    continue
                if base not in base_needs or base_needs[base] is not None:
                    old_b = base_needs.get(base) or {}
                    base_needs[base] = {p: min(v, old_b.get(p, [999])) for p, v in needs.items()} if base not in base_needs \
                        else {p: min(v, old_b[p]) for p, v in needs.items() if p in old_b}
                path = ".".join(sym.get("pathComponents") or [title])
                old = db.get(usr)
                if old is None or sum(map(sum, needs.values())) > sum(map(sum, old["needs"].values())):
                    db[usr] = {"name": path, "module": module, "needs": needs}
    # A requirement added to an old protocol (FixedWidthInteger.&* in Swift 6) with a
    # default implementation that needs nothing: calls compile on older OSes.
    for impl, req in default_impls:
        if req in db and (impl in no_needs or impl not in db):
            del db[req]
        elif req in db and impl in db:
            db[req]["needs"] = {p: min(v, db[impl]["needs"].get(p, v)) for p, v in db[req]["needs"].items()}
    return {"format": DB_FORMAT, "decls": db,
            "base_needs": {b: n for b, n in base_needs.items() if n}}


def load_db(bin_dir: str, cache_dir: str) -> dict:
    h = hashlib.sha256()
    h.update(str(DB_FORMAT).encode())
    h.update(subprocess.run([os.path.join(bin_dir, "swift"), "--version"], capture_output=True,
                            text=True).stdout.encode())
    lib = os.path.join(bin_dir, "..", "lib", "swift", "linux")
    for m in SYMBOL_GRAPH_MODULES:
        p = os.path.join(lib, m + ".swiftmodule")
        if os.path.exists(p):
            h.update(f"{m}:{os.stat(p).st_mtime_ns}".encode())
    path = os.path.join(cache_dir, f"availability-db-{h.hexdigest()[:16]}.json")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    db = build_db(bin_dir)
    if not db["decls"]:
        raise AuditError("swift-symbolgraph-extract found no availability in the toolchain")
    os.makedirs(cache_dir, exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(db, f)
    os.replace(tmp, path)
    return db


# -------------------------------------------------------------- index store


class _Str(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def s(self) -> str:
        return ctypes.string_at(self.data, self.length).decode("utf-8", "replace") if self.length else ""


@dataclass
class Occurrence:
    file: str  # absolute path
    line: int
    col: int
    usr: str
    name: str
    implicit: bool


def read_index(bin_dir: str, store_path: str, wanted: set[str]) -> tuple[list[Occurrence], dict[str, float]]:
    """References in the newest unit of each wanted source file, and that unit's time."""
    lib = ctypes.CDLL(os.path.join(bin_dir, "..", "lib", "libIndexStore.so"))
    vp, cp = ctypes.c_void_p, ctypes.c_char_p
    lib.indexstore_store_create.restype = vp
    lib.indexstore_store_create.argtypes = [cp, ctypes.POINTER(vp)]
    UNIT_CB = ctypes.CFUNCTYPE(ctypes.c_bool, vp, _Str)
    lib.indexstore_store_units_apply_f.argtypes = [vp, ctypes.c_uint, vp, UNIT_CB]
    lib.indexstore_unit_reader_create.restype = vp
    lib.indexstore_unit_reader_create.argtypes = [vp, cp, ctypes.POINTER(vp)]
    lib.indexstore_unit_reader_dispose.argtypes = [vp]
    for fn in ("main_file", "module_name"):
        f = getattr(lib, f"indexstore_unit_reader_get_{fn}")
        f.restype, f.argtypes = _Str, [vp]
    lib.indexstore_unit_reader_has_main_file.restype = ctypes.c_bool
    lib.indexstore_unit_reader_has_main_file.argtypes = [vp]
    lib.indexstore_unit_reader_get_modification_time.argtypes = [
        vp, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64)]
    DEP_CB = ctypes.CFUNCTYPE(ctypes.c_bool, vp, vp)
    lib.indexstore_unit_reader_dependencies_apply_f.argtypes = [vp, vp, DEP_CB]
    lib.indexstore_unit_dependency_get_kind.restype = ctypes.c_int
    lib.indexstore_unit_dependency_get_kind.argtypes = [vp]
    for fn in ("filepath", "name"):
        f = getattr(lib, f"indexstore_unit_dependency_get_{fn}")
        f.restype, f.argtypes = _Str, [vp]
    lib.indexstore_record_reader_create.restype = vp
    lib.indexstore_record_reader_create.argtypes = [vp, cp, ctypes.POINTER(vp)]
    lib.indexstore_record_reader_dispose.argtypes = [vp]
    OCC_CB = ctypes.CFUNCTYPE(ctypes.c_bool, vp, vp)
    lib.indexstore_record_reader_occurrences_apply_f.argtypes = [vp, vp, OCC_CB]
    lib.indexstore_occurrence_get_symbol.restype = vp
    lib.indexstore_occurrence_get_symbol.argtypes = [vp]
    lib.indexstore_occurrence_get_roles.restype = ctypes.c_uint64
    lib.indexstore_occurrence_get_roles.argtypes = [vp]
    lib.indexstore_occurrence_get_line_col.argtypes = [
        vp, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]
    for fn in ("usr", "name"):
        f = getattr(lib, f"indexstore_symbol_get_{fn}")
        f.restype, f.argtypes = _Str, [vp]

    err = vp()
    store = lib.indexstore_store_create(store_path.encode(), ctypes.byref(err))
    if not store:
        raise AuditError(f"cannot open the index store {store_path}")
    units: list[str] = []
    ucb = UNIT_CB(lambda _ctx, name: units.append(name.s()) or True)
    lib.indexstore_store_units_apply_f(store, 0, None, ucb)

    newest: dict[str, tuple[float, str]] = {}  # main file -> (mtime, record name)
    for unit in units:
        reader = lib.indexstore_unit_reader_create(store, unit.encode(), ctypes.byref(err))
        if not reader:
            continue
        try:
            if not lib.indexstore_unit_reader_has_main_file(reader):
                continue
            main = os.path.realpath(lib.indexstore_unit_reader_get_main_file(reader).s())
            if main not in wanted:
                continue
            sec, nsec = ctypes.c_int64(), ctypes.c_int64()
            lib.indexstore_unit_reader_get_modification_time(reader, ctypes.byref(sec), ctypes.byref(nsec))
            t = sec.value + nsec.value / 1e9
            records: list[str] = []

            def dep(_ctx, d):
                if lib.indexstore_unit_dependency_get_kind(d) == 2:  # record
                    if os.path.realpath(lib.indexstore_unit_dependency_get_filepath(d).s()) == main:
                        records.append(lib.indexstore_unit_dependency_get_name(d).s())
                return True

            dcb = DEP_CB(dep)
            lib.indexstore_unit_reader_dependencies_apply_f(reader, None, dcb)
            if records and (main not in newest or newest[main][0] < t):
                newest[main] = (t, records[0])
        finally:
            lib.indexstore_unit_reader_dispose(reader)

    occs: list[Occurrence] = []
    for main, (_t, record) in newest.items():
        rr = lib.indexstore_record_reader_create(store, record.encode(), ctypes.byref(err))
        if not rr:
            continue
        line, col = ctypes.c_uint(), ctypes.c_uint()

        def occ(_ctx, o, main=main):
            roles = lib.indexstore_occurrence_get_roles(o)
            if roles & ROLE_REFERENCE and not roles & (ROLE_DECLARATION | ROLE_DEFINITION):
                sym = lib.indexstore_occurrence_get_symbol(o)
                lib.indexstore_occurrence_get_line_col(o, ctypes.byref(line), ctypes.byref(col))
                occs.append(Occurrence(main, line.value, col.value,
                                       lib.indexstore_symbol_get_usr(sym).s(),
                                       lib.indexstore_symbol_get_name(sym).s(),
                                       bool(roles & ROLE_IMPLICIT)))
            return True

        ocb = OCC_CB(occ)
        lib.indexstore_record_reader_occurrences_apply_f(rr, None, ocb)
        lib.indexstore_record_reader_dispose(rr)
    return occs, {m: t for m, (t, _r) in newest.items()}


# ------------------------------------------------------ source text analysis


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


@dataclass
class FileFacts:
    guards: list[tuple[int, int, dict]] = field(default_factory=list)  # (start, end, versions)
    apple_dead: list[tuple[int, int, str]] = field(default_factory=list)  # no Apple platform compiles
    linux_dead: list[tuple[int, int]] = field(default_factory=list)  # Linux does not compile


def availability_guards(code: str) -> list[tuple[int, int, dict]]:
    guards = []
    for m in re.finditer(r"#available\s*\(([^)]*)\)", code):
        versions = parse_guard_versions(m.group(1))
        if not versions:
            continue
        before = code[max(0, m.start() - 300):m.start()]
        kw = re.search(r"\b(if|guard|while)\b[^{};]*$", before)
        if kw and kw.group(1) == "guard":
            else_m = re.compile(r"\belse\s*\{").search(code, m.end())
            if not else_m:
                continue
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
            guards.append((else_end, k, versions))
        else:
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
            guards.append((k, match_brace(code, k), versions))
    for m in re.finditer(r"@available\s*\(([^)]*)\)", code):
        versions = parse_guard_versions(m.group(1))
        if not versions:
            continue
        # the declaration that follows: to the end of its body, or of its line
        nl = code.find("\n", m.end())
        nl = len(code) if nl < 0 else nl
        brace = code.find("{", m.end())
        after_attrs = code[m.end():]
        decl_kw = re.search(r"\b(func|init|var|let|struct|class|enum|actor|extension|protocol|subscript|typealias)\b",
                            after_attrs)
        if brace >= 0 and decl_kw and m.end() + decl_kw.start() < brace:
            line_end = code.find("\n", m.end() + decl_kw.start())
            if brace <= (line_end if line_end >= 0 else len(code)) or code[m.end() + decl_kw.start():brace].count("\n") < 8:
                guards.append((m.start(), match_brace(code, brace), versions))
                continue
        guards.append((m.start(), nl, versions))
    return guards


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


def feature_uses(code: str) -> list[tuple[int, str, str]]:
    """(offset, feature, detail) for language features that need a newer runtime."""
    found = []
    for m in re.finditer(r"\bthrows\s*\(\s*([^)]*?)\s*\)", code):
        thrown = m.group(1)
        if thrown in ("Never", "any Error", "Swift.Never", "any Swift.Error"):
            continue
        # the parenthesised list right before `throws` (skipping `async`)
        k = m.start() - 1
        while k >= 0 and code[k].isspace():
            k -= 1
        if code[k - 4:k + 1] == "async":
            k -= 5
            while k >= 0 and code[k].isspace():
                k -= 1
        if k < 0 or code[k] != ")":
            continue
        depth, j = 0, k
        while j >= 0:
            if code[j] == ")":
                depth += 1
            elif code[j] == "(":
                depth -= 1
                if depth == 0:
                    break
            j -= 1
        head = code[max(0, j - 200):j]
        # a declaration's own signature: func name<...>(...) / init?(...) / subscript(...)
        if re.search(r"(\bfunc\s+[^\s(<]+\s*(<[^{}]*>)?|\binit[?!]?\s*(<[^{}]*>)?|\bsubscript\s*(<[^{}]*>)?)\s*$", head):
            continue
        # Metadata for the function type is needed only where a value of it can
        # escape: stored or local values, escaping parameters, typealiases,
        # results, generic arguments. A non-escaping parameter, and a closure
        # literal passed to one, need none (the stdlib's own typed-throws `map`
        # back-deploys the same way).
        if not re.search(r"(@escaping(\s*@\w+(\([^)]*\))?)*\s*$|\b(let|var)\s+\w+\s*:\s*(@\w+\s*)*$"
                         r"|\btypealias\s+\w+(<[^>]*>)?\s*=\s*(@\w+\s*)*$|->\s*(@\w+\s*)*$|[<\[]\s*(@\w+\s*)*$"
                         r"|\w+\s*<[^<>]*,\s*(@\w+\s*)*$)", head):
            continue
        found.append((m.start(), "typed-throws function type", f"throws({thrown})"))
    for m in re.finditer(r"\b(struct|class|enum|actor|typealias)\s+\w+\s*<[^>{=]*\beach\b", code):
        found.append((m.start(), "parameter pack in a generic type", m.group(0).strip()))
    for m in re.finditer(r"@isolated\s*\(\s*any\s*\)", code):
        found.append((m.start(), "@isolated(any) function type", "@isolated(any)"))
    return found


# ------------------------------------------------------------------- checks


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


def covered(use_off: int, need: dict, facts: FileFacts, targets: dict) -> bool:
    have = dict(targets)
    for start, end, versions in facts.guards:
        if start <= use_off <= end:
            for p, v in versions.items():
                if v > have.get(p, ()):
                    have[p] = v
    return all(have.get(p, ()) >= v for p, v in need.items())


def in_ranges(off: int, ranges) -> bool:
    return any(r[0] <= off <= r[1] for r in ranges)


def classify(uses_with_offsets, facts_by_file, targets, allowlist):
    """-> (violations, allowed counts, unmatched allow-list entries)."""
    violations: list[Use] = []
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
        hit = None
        for i, e in enumerate(allowlist):
            if e["file"] == use.file and e["api"] == use.api and e.get("contains", "") in use.source_line:
                hit = i
                break
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


def describe_package(root: str, bin_dir: str) -> dict:
    r = subprocess.run([os.path.join(bin_dir, "swift"), "package", "describe", "--type", "json"],
                       cwd=root, capture_output=True, text=True)
    if r.returncode != 0:
        raise AuditError("swift package describe failed:\n" + r.stderr)
    return json.loads(r.stdout[r.stdout.find("{"):])


def collect(root, pkg, db, targets, bin_dir, store_path, include_types):
    """Uses (with offsets), facts per file, and statistics."""
    files: dict[str, str] = {}  # abs -> rel
    target_of: dict[str, str] = {}
    for t in pkg["targets"]:
        if t.get("module_type") != "SwiftTarget" or t.get("type") not in include_types:
            continue
        for s in t.get("sources", []):
            a = os.path.realpath(os.path.join(root, t["path"], s))
            files[a] = os.path.relpath(a, root)
            target_of[a] = t["name"]
    occs, unit_times = read_index(bin_dir, store_path, set(files))
    missing = [files[a] for a in files if a not in unit_times]
    stale = [files[a] for a, t in unit_times.items() if os.stat(a).st_mtime > t + 1]
    if missing or stale:
        raise AuditError(
            "the index store is missing or out of date for "
            + ", ".join(sorted(missing + stale)[:8]) + (" ..." if len(missing + stale) > 8 else "")
            + "\nrun `swift build --build-tests` first")

    decls = db["decls"]
    base_needs = db["base_needs"]
    facts_by_file: dict[str, FileFacts] = {}
    texts: dict[str, tuple[str, str, list[int]]] = {}
    uses: list[tuple[Use, int]] = []
    for a, rel in files.items():
        with open(a, encoding="utf-8") as f:
            text = f.read()
        code = blank_comments_and_strings(text)
        starts = line_starts(text)
        apple_dead, linux_dead = conditional_regions(code)
        facts_by_file[rel] = FileFacts(availability_guards(code), apple_dead, linux_dead)
        texts[a] = (text, code, starts)
        lines = text.split("\n")
        for off, feature, detail in feature_uses(code):
            if in_ranges(off, linux_dead) and in_ranges(off, apple_dead):
                continue
            ln = text.count("\n", 0, off) + 1
            need = needs_above({p: v for p, v in FEATURE_NEEDS[feature].items()}, targets)
            if need:
                uses.append((Use(rel, ln, off - starts[ln - 1] + 1, f"{feature} {detail}", need, "feature",
                                 lines[ln - 1]), off))
        # branches Linux does not compile are not in the index: match names textually
        for start, end, *_ in linux_dead:
            if in_ranges(start, apple_dead):
                continue
            chunk = code[start:end]
            for m in re.finditer(r"\b([A-Za-z_]\w*)\b", chunk):
                w = m.group(1)
                need = needs_above(base_needs.get(w) or {}, targets)
                if need:
                    off = start + m.start()
                    ln = text.count("\n", 0, off) + 1
                    uses.append((Use(rel, ln, off - starts[ln - 1] + 1, w, need, "textual",
                                     lines[ln - 1]), off))
    checked_usrs = set()
    for o in occs:
        rel = files[o.file]
        checked_usrs.add(o.usr)
        d = decls.get(o.usr)
        if not d or (o.implicit and o.name in IMPLICIT_WITH_FALLBACK):
            continue
        need = needs_above(d["needs"], targets)
        if not need:
            continue
        text, code, starts = texts[o.file]
        off = offset_of(starts, o.line, o.col)
        api = d["name"] if "." in d["name"] or d["module"] == "Swift" else f"{d['module']}.{d['name']}"
        uses.append((Use(rel, o.line, o.col, api, need, "implicit" if o.implicit else "index",
                         text.split("\n")[o.line - 1]), off))
    # an explicit use before the implicit ones a macro expansion repeats on its line
    uses.sort(key=lambda u: (u[0].file, u[0].line, u[0].api, u[0].how == "implicit", u[0].col))
    # one report per place and API (a call can reference the same decl twice)
    dedup, seen = [], set()
    for u, off in uses:
        k = (u.file, u.line, u.api)
        if k not in seen:
            seen.add(k)
            dedup.append((u, off))
    dedup.sort(key=lambda u: (u[0].file, u[0].line, u[0].col, u[0].api))
    stats = {"files": len(files), "targets": len(set(target_of.values())), "references": len(occs),
             "declarations": len(checked_usrs)}
    return dedup, facts_by_file, stats


def format_use(u: Use, targets: dict) -> str:
    needs = ", ".join(f"{DISPLAY[p]} {vstr(v)}" for p, v in sorted(u.needs.items()))
    how = {"index": "", "implicit": " (implicit use)", "textual": " (textual, in an #if branch Linux skips)",
           "feature": ""}[u.how]
    return f"{u.file}:{u.line}:{u.col}: {u.api} needs {needs}{how}\n    {u.source_line.strip()}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--root", default=os.path.dirname(here))
    ap.add_argument("--allowlist", default=os.path.join(here, "availability-allowlist.json"))
    ap.add_argument("--build-path", default=None, help="default: <root>/.build/debug")
    ap.add_argument("--skip-types", default="", help="comma-separated target types to skip, e.g. test")
    args = ap.parse_args(argv)
    root = os.path.realpath(args.root)
    try:
        bin_dir = find_swift_bin()
        pkg = describe_package(root, bin_dir)
        targets = {p["name"]: parse_version(p["version"]) for p in pkg.get("platforms", [])
                   if p["name"] in PLATFORMS}
        if not targets:
            print("availability audit: Package.swift declares no Apple platforms; nothing to check")
            return 0
        build = args.build_path or os.path.join(root, ".build", "debug")
        store = os.path.join(build, "index", "store")
        if not os.path.isdir(store):
            raise AuditError(f"no index store at {store}: run `swift build --build-tests` first")
        db = load_db(bin_dir, os.path.join(root, ".build", "availability-audit"))
        types = {"library", "executable", "test", "snippet", "macro", "plugin"} - set(
            filter(None, args.skip_types.split(",")))
        uses, facts, stats = collect(root, pkg, db, targets, bin_dir, store, types)
        allowlist = load_allowlist(args.allowlist)
    except AuditError as e:
        print(f"availability audit could not run: {e}", file=sys.stderr)
        return 2
    violations, counts, unmatched = classify(uses, facts, targets, allowlist)
    target_text = ", ".join(f"{DISPLAY[p]} {vstr(v)}" for p, v in sorted(targets.items()))
    if violations or unmatched:
        if violations:
            print(f"availability audit: {len(violations)} use(s) of APIs newer than the deployment "
                  f"targets ({target_text}) without a guard:\n")
            for u in violations:
                print(format_use(u, targets))
            print("\nGuard each with `if #available(...)` / `@available(...)` naming every platform it needs, "
                  "use an older API, or, if it is safe, add it with the reason to "
                  f"{os.path.relpath(args.allowlist, root)}.")
        if unmatched:
            one = len(unmatched) == 1
            print(f"\n{len(unmatched)} allow-list entr{'y' if one else 'ies'} no longer "
                  f"match{'es' if one else ''} anything; remove {'it' if one else 'them'}:")
            for e in unmatched:
                print(f"  {e['file']}: {e['api']}" + (f" (line containing {e['contains']!r})" if e.get("contains") else ""))
        return 1
    allowed = sum(counts.values())
    print(f"availability audit: OK against {target_text}: {stats['references']} references to "
          f"{stats['declarations']} declarations in {stats['files']} files of {stats['targets']} targets "
          f"checked; {allowed} newer-OS uses allowed ({counts['guarded']} guarded, "
          f"{counts['not-on-apple']} in #if branches Apple platforms skip, "
          f"{counts['allow-listed']} allow-listed)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
