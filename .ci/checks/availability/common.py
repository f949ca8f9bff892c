"""Platforms, versions, and the toolchain the audit runs with."""

from __future__ import annotations

import json
import os
import shutil
import subprocess

PLATFORMS = ("macos", "ios", "tvos", "watchos")
DISPLAY = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS"}
# Platform names in `@available` and `#available`.
ATTR_DOMAIN = {
    "macos": "macos", "osx": "macos", "ios": "ios", "tvos": "tvos", "watchos": "watchos",
    "macosapplicationextension": "macos", "iosapplicationextension": "ios",
    "tvosapplicationextension": "tvos", "watchosapplicationextension": "watchos",
}


class AuditError(Exception):
    pass


def vstr(v: tuple[int, ...]) -> str:
    v = tuple(v)
    while len(v) > 2 and v[-1] == 0:
        v = v[:-1]
    return ".".join(str(x) for x in (v + (0,) if len(v) == 1 else v))


def parse_version(s: str) -> tuple[int, ...]:
    v = tuple(int(x) for x in s.split(".") if x.isdigit())
    return v + (0,) * (3 - len(v)) if len(v) < 3 else v


def find_swift_bin() -> str:
    swift = shutil.which("swift")
    if swift is None and os.path.exists("/opt/swift/usr/bin/swift"):
        swift = "/opt/swift/usr/bin/swift"
    if swift is None:
        raise AuditError("swift is not on PATH")
    return os.path.dirname(os.path.realpath(swift))


def describe_package(root: str, bin_dir: str) -> dict:
    r = subprocess.run([os.path.join(bin_dir, "swift"), "package", "describe", "--type", "json"],
                       cwd=root, capture_output=True, text=True)
    if r.returncode != 0:
        raise AuditError("swift package describe failed:\n" + r.stderr)
    return json.loads(r.stdout[r.stdout.find("{"):])
