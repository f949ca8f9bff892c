"""The package as `swift package describe` and `swift build` see it."""

import json
import os
import shutil
import subprocess

DOC = "ARCHITECTURE.md"


class Failure(Exception):
    """A problem that stops the check before it can say more."""


def swift():
    return shutil.which("swift") or "/opt/swift/usr/bin/swift"


def describe(args):
    if args.describe_json:
        with open(args.describe_json, encoding="utf-8") as f:
            return json.load(f)
    try:
        out = subprocess.run(
            [swift(), "package", "describe", "--type", "json"], cwd=args.package_dir,
            check=True, capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        detail = getattr(error, "stderr", "") or str(error)
        raise Failure(f"`swift package describe --type json` failed: {detail.strip()}")
    # Progress lines (fetching, resolving) can come before the JSON.
    return json.loads(out[out.index("{"):])


def show_bin_path(package_dir):
    """The build products' folder, from `swift build --show-bin-path`."""
    result = subprocess.run([swift(), "build", "--show-bin-path"], cwd=package_dir,
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise Failure(f"swift build --show-bin-path failed: {result.stderr.strip()}")
    return result.stdout.strip().splitlines()[-1]


def targets_of(description):
    """{name: target} from the package description."""
    return {t["name"]: t for t in description.get("targets", [])}


def swift_files(target, package_dir):
    base = os.path.join(package_dir, target.get("path", ""))
    return [os.path.join(base, s) for s in sorted(target.get("sources", [])) if s.endswith(".swift")]


def shown(path, package_dir):
    relative = os.path.relpath(path, package_dir)
    return path if relative.startswith("..") else relative
