"""What each toolchain declaration needs, from `swift-symbolgraph-extract`.

The symbol graphs of the toolchain's modules carry the Apple availability
(e.g. URL(filePath:) macOS 13, Mutex macOS 15); the result is cached in
.build/availability-audit/ per toolchain.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import json
import os
import subprocess
import tempfile

from availability.common import AuditError

SG_DOMAIN = {"macOS": "macos", "iOS": "ios", "tvOS": "tvos", "watchOS": "watchos"}
SYMBOL_GRAPH_MODULES = (
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation",
    "RegexBuilder", "Distributed", "Dispatch", "FoundationEssentials",
    "FoundationInternationalization", "Foundation", "FoundationNetworking", "FoundationXML",
    "Testing", "XCTest",
)
DB_FORMAT = 4


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
    db = _Db()
    with tempfile.TemporaryDirectory() as out:
        workers = max(1, min(4, os.cpu_count() or 2))
        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            list(pool.map(lambda m: _extract_one(bin_dir, m, out), SYMBOL_GRAPH_MODULES))
        for fn in sorted(os.listdir(out)):
            with open(os.path.join(out, fn), encoding="utf-8") as f:
                graph = json.load(f)
            db.add_graph(fn.split(".symbols.json")[0].split("@")[0], graph)
    return db.finish()


class _Db:
    def __init__(self):
        self.decls: dict[str, dict] = {}
        self.base_needs: dict[str, dict | None] = {}  # base name -> least needs; None: some declaration has none
        self.default_impls: list[tuple[str, str]] = []  # (implementation, requirement)
        self.no_needs: set[str] = set()

    def add_graph(self, module: str, graph: dict) -> None:
        for rel in graph.get("relationships", []):
            if rel.get("kind") == "defaultImplementationOf":
                self.default_impls.append((rel["source"].split("::SYNTHESIZED::")[0], rel["target"]))
        for sym in graph.get("symbols", []):
            self.add_symbol(module, sym)

    def add_symbol(self, module: str, sym: dict) -> None:
        usr = sym["identifier"]["precise"].split("::SYNTHESIZED::")[0]
        title = sym["names"]["title"]
        needs = {}
        for a in sym.get("availability") or []:
            p = SG_DOMAIN.get(a.get("domain", ""))
            if p and "introduced" in a:
                i = a["introduced"]
                needs[p] = [i.get("major", 0), i.get("minor", 0)]
        base = title.split("(")[0]
        base_needs = self.base_needs
        if not needs:
            base_needs[base] = None
            self.no_needs.add(usr)
            return
        if base not in base_needs or base_needs[base] is not None:
            old_b = base_needs.get(base) or {}
            base_needs[base] = {p: min(v, old_b.get(p, [999])) for p, v in needs.items()} if base not in base_needs \
                else {p: min(v, old_b[p]) for p, v in needs.items() if p in old_b}
        path = ".".join(sym.get("pathComponents") or [title])
        old = self.decls.get(usr)
        if old is None or sum(map(sum, needs.values())) > sum(map(sum, old["needs"].values())):
            self.decls[usr] = {"name": path, "module": module, "needs": needs}

    def finish(self) -> dict:
        db = self.decls
        # A requirement added to an old protocol (FixedWidthInteger.&* in Swift 6) with a
        # default implementation that needs nothing: calls compile on older OSes.
        for impl, req in self.default_impls:
            if req in db and (impl in self.no_needs or impl not in db):
                del db[req]
            elif req in db and impl in db:
                db[req]["needs"] = {p: min(v, db[impl]["needs"].get(p, v)) for p, v in db[req]["needs"].items()}
        return {"format": DB_FORMAT, "decls": db,
                "base_needs": {b: n for b, n in self.base_needs.items() if n}}


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
