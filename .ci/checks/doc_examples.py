#!/usr/bin/env python3
"""Compiles and runs every example in the documentation.

Each ```swift block in a /// comment under Sources/ and Examples/ becomes
the body of a function in a throwaway package that depends on this one. The
example screens are not a product, so that package builds a copy of their sources as
a target of its own, with this package's settings. A comment's example
sees every library's module, since it cannot import one itself.

The articles (every *.md in a .docc catalog or in docs/) and README.md
build up an example over several blocks, so each of them becomes a target of
its own that sees only the public products, as a reader's code would: its
blocks in order, their declarations at file scope and their statements in
one function, each block in a scope nested in the previous block's, so that
a block sees what earlier ones declared and may declare the same name again.
#sourceLocation makes the compiler name the Markdown file and line.

An example that awaits (it holds `await `) runs in an `async` function.
A block followed by a ```text block must print exactly that text. A block
that declares tests (it holds `@Test`, `@Suite` or `XCTestCase`) is
compiled at file scope (a /// example inside a struct of its own) and not
run. In a Markdown file, a block whose preceding line is
`<!-- not compiled: <reason> -->` is skipped, and the reason is counted in
the summary; it is for code that cannot compile here, such as another
package's API. A block whose preceding line is
`<!-- compiled as: Package.swift arguments -->` is compiled as the arguments
of `Package(name:)` in a manifest of its own. Exits non-zero, naming the
file and line, when an example does not compile or prints something else.
"""
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WORK = os.path.join(ROOT, ".build", "doc-examples")
LIBRARIES = [
    "Sources/ViewModelKit",
    "Sources/ViewModelKitOperators",
    "Sources/ViewModelAccessibility",
    "Sources/ViewModelSnapshotTesting",
    "Sources/ViewModelHTML",
    "Sources/ViewModelDriving",
    "Examples/ExampleScreens",
]
PRODUCTS = ["ViewModelKit", "ViewModelKitOperators", "ViewModelAccessibility",
            "ViewModelSnapshotTesting", "ViewModelHTML", "ViewModelDriving"]
# What an article's blocks see without importing it; a block that uses
# another product, such as ViewModelHTML, imports it as a reader would.
IMPORTS = ["import Testing", "import ViewModelKit", "import ViewModelSnapshotTesting"]
NOTE = re.compile(r"^<!-- (not compiled: .+|compiled as: Package\.swift arguments) -->$")
MANIFEST = "compiled as: Package.swift arguments"
DECLARATION = re.compile(
    r"^(@\w+(\([^)]*\))?\s+)*((final|public|private|fileprivate|internal|nonisolated|indirect)\s+)*"
    r"(struct|enum|class|actor|protocol|extension|func|typealias)\b")
# An attribute alone on its line, such as `@Suite(.snapshots(record: .never))`.
ATTRIBUTE_LINE = re.compile(r"^@\w+(\(.*\))?\s*$")
MARK = "\x01doc-example-block"
# The articles whose blocks await, filled by write_articles.
ASYNC_ARTICLES = set()


def declares_tests(code):
    """Whether a block declares tests, which are compiled but not run."""
    return "@Test" in code or "@Suite" in code or "XCTestCase" in code


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
    for library in LIBRARIES:
        target = os.path.basename(library)
        folder = os.path.join(ROOT, library)
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


def markdown_blocks(path):
    """Yields (line, language, code, note or None) for each fenced block.

    A fence of three or more backticks closes at a fence of the same length,
    so that a ````console block may show ``` fences inside it.
    """
    lines = open(path, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        match = re.match(r"^(`{3,})(\w*)\s*$", lines[index])
        if not match:
            index += 1
            continue
        fence, language, start = match.group(1), match.group(2), index + 1
        before = lines[index - 1].strip() if index > 0 else ""
        note = NOTE.match(before)
        body = []
        index += 1
        while index < len(lines) and lines[index].rstrip() != fence:
            body.append(lines[index])
            index += 1
        yield start, language, "\n".join(body), note.group(1) if note else None
        index += 1


def articles():
    """Yields (path, [(location, code, expected or None, note or None)])."""
    paths = [os.path.join(ROOT, "README.md")]
    for directory, folders, files in sorted(os.walk(ROOT)):
        folders[:] = sorted(name for name in folders if not name.startswith("."))
        if directory.endswith(".docc") or directory == os.path.join(ROOT, "docs"):
            paths += [os.path.join(directory, name)
                      for name in sorted(files) if name.endswith(".md")]
    for path in paths:
        blocks = list(markdown_blocks(path))
        found = []
        for position, (line, language, code, note) in enumerate(blocks):
            if language != "swift":
                continue
            following = blocks[position + 1] if position + 1 < len(blocks) else None
            expected = following[2] + "\n" if following and following[1] == "text" else None
            found.append(("%s:%d" % (os.path.relpath(path, ROOT), line), code, expected, note))
        if found:
            yield path, found


def split_items(code):
    """Splits a block into (kind, first line, text) items.

    An import, a declaration or a statement starts at an unindented line;
    comments, blank lines and attribute lines (`@Suite(…)` alone on its line)
    before it belong to it. Consecutive items of one kind make one item.
    """
    items, pending = [], []
    for offset, line in enumerate(code.split("\n")):
        if ATTRIBUTE_LINE.match(line):
            pending.append(line)
        elif line and not line[0].isspace() and line[0] not in "})]." and not line.startswith("//"):
            kind = "import" if line.startswith("import ") else (
                "declaration" if DECLARATION.match(line) else "statement")
            if items and items[-1][0] == kind:
                items[-1][2] += pending + [line]
            else:
                items.append([kind, offset - len(pending), pending + [line]])
            pending = []
        elif items and line.strip() and not line.startswith("//"):
            items[-1][2] += pending + [line]
            pending = []
        else:
            pending.append(line)
    if items:
        items[-1][2] += pending
    return [(kind, first, "\n".join(text)) for kind, first, text in items]


def located(path, line, text, indent=""):
    """Wraps text in #sourceLocation, so that errors name the Markdown file."""
    return "%s#sourceLocation(file: \"%s\", line: %d)\n%s\n%s#sourceLocation()" % (
        indent, path, line, "\n".join(indent + row for row in text.split("\n")), indent)


def article_source(blocks):
    """Returns the source of an article's target and the blocks it runs."""
    imports, declarations, statements, runs = list(IMPORTS), [], [], []
    depth = 1
    for location, code, expected, note in blocks:
        if note:
            continue
        tests = declares_tests(code)
        if not tests:
            runs.append((location, expected))
            indent = "  " * depth
            statements.append("%sprint(\"\\u{1}%s\")\n%sdo {" % (indent, MARK[1:], indent))
            depth += 1
        path, line = location.rsplit(":", 1)
        for kind, first, text in split_items(code):
            if kind == "import":
                imports += [row for row in text.split("\n") if row.startswith("import ")]
            elif kind == "declaration" or tests:
                declarations.append(located(path, int(line) + 1 + first, text))
            else:
                statements.append(located(path, int(line) + 1 + first, text, "  " * depth))
    statements += ["  " * level + "}" for level in range(depth - 1, 0, -1)]
    effects = "async throws" if awaits(blocks) else "throws"
    source = sorted(set(imports)) + [""] + declarations + [
        "", "@MainActor public func runArticle() %s {" % effects] + statements + ["}", ""]
    return "\n".join(source), runs


def awaits(blocks):
    """Whether an article's run blocks await, so that it runs in an async function."""
    return any("await " in code and not declares_tests(code) and not note
               for _, code, _, note in blocks)


def check_articles(binary, targets):
    """Runs each article and compares what each of its blocks printed."""
    failures = 0
    for number, (path, runs) in enumerate(targets):
        if not runs:
            continue
        run = subprocess.run([binary, "article", str(number)], capture_output=True, text=True)
        printed = run.stdout.split(MARK + "\n")[1:]
        for index, (location, expected) in enumerate(runs):
            if index >= len(printed):
                failures += 1
                print("%s: the example did not run: the one before it threw or crashed\n%s" % (
                    location, run.stderr[-2000:]))
                break
            if expected is not None and printed[index] != expected:
                failures += 1
                print("%s: the example printed\n%s\nbut its documentation shows\n%s" % (
                    location, printed[index], expected))
        else:
            if run.returncode != 0:
                failures += 1
                print("%s: the example crashed\n%s" % (runs[-1][0], run.stderr[-2000:]))
    return failures


def write_package(targets):
    """Writes the throwaway package's manifest: one target per article."""
    products = ",\n".join('      .product(name: "%s", package: "ViewModelKit")' % name
                          for name in PRODUCTS)
    article_targets = "".join(
        '    .target(name: "%s", dependencies: [\n%s]),\n' % (name, products) for name in targets)
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
            "%s"
            "    .executableTarget(name: \"DocExamples\",\n"
            "      dependencies: [\"ExampleScreens\", %s\n%s])])\n"
            % (ROOT, article_targets, "".join('"%s", ' % name for name in targets), products))


def write_articles(found):
    """Writes one target per article.

    Returns their names, what each runs, how many blocks declare tests, how
    many were skipped for each reason, and the manifest fragments.
    """
    names, targets, tests, skipped, manifests = [], [], 0, {}, []
    ASYNC_ARTICLES.clear()
    for number, (path, blocks) in enumerate(found):
        for location, code, _, note in blocks:
            if note == MANIFEST:
                manifests.append((location, code))
            elif note:
                skipped[note] = skipped.get(note, 0) + 1
            elif declares_tests(code):
                tests += 1
        stem = re.sub(r"\W", "", os.path.splitext(os.path.basename(path))[0])
        name = "Article%d%s" % (number, stem)
        folder = os.path.join(WORK, "Sources", name)
        os.makedirs(folder, exist_ok=True)
        source, runs = article_source(blocks)
        with open(os.path.join(folder, "Article.swift"), "w") as article:
            article.write(source)
        names.append(name)
        if awaits(blocks):
            ASYNC_ARTICLES.add(name)
        targets.append((path, runs))
    for entry in os.listdir(os.path.join(WORK, "Sources")):
        if entry.startswith("Article") and entry not in names:
            shutil.rmtree(os.path.join(WORK, "Sources", entry))
    return names, targets, tests, skipped, manifests


def check_manifests(manifests):
    """Loads each manifest fragment as the arguments of Package(name:)."""
    failures = 0
    for number, (location, code) in enumerate(manifests):
        folder = os.path.join(WORK, "Manifests", str(number))
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "Package.swift"), "w") as manifest:
            # Blank lines put the fragment on its lines in the Markdown file.
            manifest.write(
                "// swift-tools-version: 6.0\n"
                "import PackageDescription; let package = Package(name: \"Example\",%s%s\n)\n"
                % ("\n" * (int(location.rsplit(":", 1)[1]) - 1), code))
        load = subprocess.run(["swift", "package", "dump-package", "--package-path", folder],
                              capture_output=True, text=True)
        if load.returncode != 0:
            failures += 1
            print("%s: the manifest does not compile (its line numbers are the file's)\n%s" % (
                location, load.stderr[-3000:]))
    return failures


def main():
    found = list(examples())
    os.makedirs(os.path.join(WORK, "Sources", "DocExamples"), exist_ok=True)
    screens = os.path.join(WORK, "Sources", "ExampleScreens")
    shutil.rmtree(screens, ignore_errors=True)
    shutil.copytree(os.path.join(ROOT, "Examples", "ExampleScreens"), screens)
    names, targets, tests, skipped, manifests = write_articles(list(articles()))
    write_package(names)
    source = ["import ExampleScreens", "import Foundation", "import Testing", "import ViewModelHTML",
              "import ViewModelKit", "import ViewModelKitOperators",
              "import ViewModelSnapshotTesting", "import ViewModelDriving"] + [
                  "import %s" % name for name in names] + [""]
    calls = []
    declared = 0
    for number, (target, location, code, expected) in enumerate(found):
        body = "\n".join("  " + line for line in code.split("\n"))
        if declares_tests(code):
            declared += 1
            source.append("// %s\nstruct DeclaredExample%d {\n%s\n}\n" % (location, number, body))
            continue
        effects = "async throws" if "await " in code else "throws"
        source.append("// %s\n@MainActor func example%d() %s {\n%s\n}\n" % (
            location, number, effects, body))
        calls.append((number, location, expected, "await " in code))
    source.append("@MainActor func runAll() async {")
    source.append("  let arguments = Array(CommandLine.arguments.dropFirst())")
    source.append("  if arguments.first == \"article\" {")
    source.append("    switch Int(arguments[1]) {")
    for number, name in enumerate(names):
        source.append(
            "    case %d: do { try %s%s.runArticle() } catch { print(\"threw: \\(error)\") }"
            % (number, "await " if name in ASYNC_ARTICLES else "", name))
    source.append("    default: break\n    }\n    return\n  }")
    source.append("  let only = arguments.first.flatMap { Int($0) }")
    for number, location, _, awaited in calls:
        source.append(
            "  if only == nil || only == %d { do { try %sexample%d() } catch { print(\"threw: \\(error)\") } }"
            % (number, "await " if awaited else "", number))
    source.append("}\nawait runAll()\n")
    with open(os.path.join(WORK, "Sources", "DocExamples", "main.swift"), "w") as main_file:
        main_file.write("\n".join(source))
    build = subprocess.run(["swift", "build", "--package-path", WORK], capture_output=True, text=True)
    if build.returncode != 0:
        print(build.stdout[-6000:] + build.stderr[-3000:])
        print("doc examples: the examples above do not compile")
        return 1
    binary = os.path.join(WORK, ".build", "debug", "DocExamples")
    failures = 0
    for number, location, expected, _ in calls:
        run = subprocess.run([binary, str(number)], capture_output=True, text=True)
        if run.returncode != 0:
            failures += 1
            print("%s: the example crashed\n%s" % (location, run.stderr[-2000:]))
        elif expected is not None and run.stdout != expected:
            failures += 1
            print("%s: the example printed\n%s\nbut its documentation shows\n%s" % (location, run.stdout, expected))
    failures += check_articles(binary, targets) + check_manifests(manifests)
    runs = [run for _, article_runs in targets for run in article_runs]
    print("doc examples: %d in comments, %d in %d Markdown files" % (
        len(found), len(runs) + tests + len(manifests) + sum(skipped.values()), len(targets)))
    print("doc examples: %d compiled and ran, %d with output checked, %d compiled only, "
          "%d loaded as manifests, %d not compiled, %d failed" % (
              len(calls) + len(runs),
              sum(1 for call in calls if call[2] is not None)
              + sum(1 for run in runs if run[-1] is not None),
              declared + tests, len(manifests), sum(skipped.values()), failures))
    for reason, count in sorted(skipped.items()):
        print("doc examples: %d %s" % (count, reason))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
