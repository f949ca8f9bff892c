#!/usr/bin/env python3
"""Compiles and runs every example in the DocC comments under Sources/.

Each ```swift block in a /// comment becomes the body of a function in a
throwaway package that depends on this one. The example screens are not a
product, so that package builds a copy of their sources as a target of its
own, with this package's settings. A block followed by a ```text
block must print exactly that text. A block that declares tests (it holds
`@Test` or `@Suite`) is compiled at file scope, inside a struct of its own,
and not run. Exits non-zero, naming the file and
line, when an example does not compile or prints something else.
"""
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "doc-examples")
LIBRARIES = ["ViewModelKit", "ViewModelSnapshotTesting", "ExampleScreens"]


def doc_blocks(path):
    """Yields (line, language, code) for each fenced block in /// comments."""
    lines = open(path, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        match = re.match(r"^\s*/// ?```(\w+)\s*$", lines[index])
        if not match:
            index += 1
            continue
        start, language, body = index + 1, match.group(1), []
        index += 1
        while index < len(lines) and not re.match(r"^\s*/// ?```\s*$", lines[index]):
            body.append(re.sub(r"^\s*/// ?", "", lines[index]))
            index += 1
        yield start, language, "\n".join(body)
        index += 1


def examples():
    """Yields (target, location, code, expected output or None)."""
    for target in LIBRARIES:
        folder = os.path.join(ROOT, "Sources", target)
        for directory, _, files in sorted(os.walk(folder)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                blocks = list(doc_blocks(path))
                for position, (line, language, code) in enumerate(blocks):
                    if language != "swift":
                        continue
                    following = blocks[position + 1] if position + 1 < len(blocks) else None
                    expected = None
                    if following and following[1] == "text":
                        expected = following[2] + "\n"
                    location = "%s:%d" % (os.path.relpath(path, ROOT), line)
                    yield target, location, code, expected


def main():
    found = list(examples())
    os.makedirs(os.path.join(WORK, "Sources", "DocExamples"), exist_ok=True)
    screens = os.path.join(WORK, "Sources", "ExampleScreens")
    shutil.rmtree(screens, ignore_errors=True)
    shutil.copytree(os.path.join(ROOT, "Sources", "ExampleScreens"), screens)
    with open(os.path.join(WORK, "Package.swift"), "w") as manifest:
        manifest.write(
            "// swift-tools-version: 6.0\nimport PackageDescription\n"
            "let package = Package(name: \"DocExamples\", platforms: [.macOS(.v12)],\n"
            "  dependencies: [.package(name: \"ViewModelKit\", path: \"%s\")],\n"
            "  targets: [\n"
            "    .target(name: \"ExampleScreens\", dependencies: [\n"
            "      .product(name: \"ViewModelKit\", package: \"ViewModelKit\")],\n"
            "      swiftSettings: [.enableUpcomingFeature(\"ExistentialAny\"),\n"
            "        .enableUpcomingFeature(\"InternalImportsByDefault\")]),\n"
            "    .executableTarget(name: \"DocExamples\", dependencies: [\"ExampleScreens\",\n"
            "      .product(name: \"ViewModelKit\", package: \"ViewModelKit\"),\n"
            "      .product(name: \"ViewModelSnapshotTesting\", package: \"ViewModelKit\")])])\n"
            % ROOT)
    source = ["import ExampleScreens", "import Foundation", "import Testing", "import ViewModelKit",
              "import ViewModelSnapshotTesting", ""]
    calls = []
    declared = 0
    for number, (target, location, code, expected) in enumerate(found):
        body = "\n".join("  " + line for line in code.split("\n"))
        if "@Test" in code or "@Suite" in code:
            declared += 1
            source.append("// %s\nstruct DeclaredExample%d {\n%s\n}\n" % (location, number, body))
            continue
        source.append("// %s\n@MainActor func example%d() throws {\n%s\n}\n" % (location, number, body))
        calls.append((number, location, expected))
    source.append("@MainActor func runAll() {")
    source.append("  let only = CommandLine.arguments.dropFirst().first.flatMap { Int($0) }")
    for number, location, _ in calls:
        source.append(
            "  if only == nil || only == %d { do { try example%d() } catch { print(\"threw: \\(error)\") } }"
            % (number, number))
    source.append("}\nrunAll()\n")
    with open(os.path.join(WORK, "Sources", "DocExamples", "main.swift"), "w") as main_file:
        main_file.write("\n".join(source))
    build = subprocess.run(["swift", "build", "--package-path", WORK], capture_output=True, text=True)
    if build.returncode != 0:
        print(build.stdout[-6000:] + build.stderr[-3000:])
        print("doc examples: the examples above do not compile")
        return 1
    binary = os.path.join(WORK, ".build", "debug", "DocExamples")
    failures = 0
    for number, location, expected in calls:
        run = subprocess.run([binary, str(number)], capture_output=True, text=True)
        if run.returncode != 0:
            failures += 1
            print("%s: the example crashed\n%s" % (location, run.stderr[-2000:]))
        elif expected is not None and run.stdout != expected:
            failures += 1
            print("%s: the example printed\n%s\nbut its documentation shows\n%s" % (location, run.stdout, expected))
    print("doc examples: %d compiled and ran, %d with output checked, %d compiled only, %d failed" % (
        len(calls), sum(1 for call in calls if call[2] is not None), declared, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
