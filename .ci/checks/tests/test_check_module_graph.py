#!/usr/bin/env python3
"""Tests of check_module_graph.py on small made-up packages: python3 .ci/checks/tests/test_check_module_graph.py

Each test writes a package description (what `swift package describe --type
json` prints), an ARCHITECTURE.md and Swift files to a temporary directory,
runs the check on them, and looks at what it says. Nothing is built.
"""

import json
import os
import subprocess
import sys
import tempfile
import textwrap
import unittest

CHECKS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # .ci/checks
SCRIPT = os.path.join(CHECKS, "check_module_graph.py")
sys.path.insert(0, CHECKS)

from module_graph import linkage  # noqa: E402
from module_graph.table import read_table  # noqa: E402

# A package shaped like this one: an app library, a snapshot-testing library
# that may import the test frameworks, a command-line library, its executable
# and a test target. {name: (type, [dependencies], may import)}
TARGETS = {
    "Core": ("library", [], ["Foundation"]),
    "SnapshotTesting": ("library", ["Core"], ["Core", "Foundation", "libc", "Testing", "XCTest"]),
    "CommandLine": ("library", ["Core"], ["Core", "Foundation", "libc"]),
    "tool": ("executable", ["CommandLine"], ["CommandLine", "Foundation"]),
    "CoreTests": ("test", ["Core", "SnapshotTesting"], ["Core", "SnapshotTesting", "Foundation", "Testing", "XCTest"]),
}


def folder(name, kind):
    return f"Tests/{name}" if kind == "test" else f"Sources/{name}"


class Package:
    """A made-up package in a temporary directory."""

    def __init__(self, directory, targets=None, rows=None, files=None, before="", after="",
                 budgets=None):
        self.dir = directory
        targets = dict(TARGETS if targets is None else targets)
        files = dict(files or {})
        for name, (kind, _, _) in targets.items():
            files.setdefault(f"{folder(name, kind)}/{name}.swift", "import Foundation\n")
        described = []
        for name, (kind, dependencies, _) in targets.items():
            base = folder(name, kind)
            sources = sorted(os.path.relpath(p, base) for p in files if p.startswith(base + "/"))
            entry = {"name": name, "c99name": name.replace("-", "_"), "type": kind, "path": base,
                     "module_type": "SwiftTarget", "sources": sources}
            if dependencies:
                entry["target_dependencies"] = dependencies
            described.append(entry)
        for path, text in files.items():
            self.write(path, text)
        self.write("describe.json", json.dumps({"name": "Made", "path": "/elsewhere", "targets": described}))
        if rows is None:
            rows = [f"| `{name}` | things | " + ", ".join(f"`{m}`" for m in may) + " |"
                    for name, (_, _, may) in targets.items()]
        if budgets is None:
            budgets = [f"| `{name}` | 100 | 10 | 10 |"
                       for name, (kind, _, _) in targets.items() if kind != "test"]
        budget_table = ("### Budgets\n\n| target | lines | public | package |\n|---|---:|---:|---:|\n"
                        + "\n".join(budgets) + "\n\n")
        self.write("ARCHITECTURE.md", "# Architecture\n\n" + before + "## Module graph\n\n"
                   "| target | owns | may import |\n|---|---|---|\n" + "\n".join(rows)
                   + "\n\n" + after + budget_table + "## Next section\n\nText.\n")

    def write(self, path, text):
        full = os.path.join(self.dir, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)

    def check(self, *extra):
        """(exit status, everything printed) of the check on this package."""
        result = subprocess.run(
            [sys.executable, SCRIPT, "--package-dir", self.dir,
             "--describe-json", os.path.join(self.dir, "describe.json"), *extra],
            capture_output=True, text=True)
        return result.returncode, result.stdout + result.stderr


class CheckTestCase(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)

    def package(self, **kwargs):
        return Package(self.tmp.name, **kwargs)

    def assertPasses(self, package):
        status, output = package.check()
        self.assertEqual(status, 0, output)
        return output

    def assertFails(self, package, *messages):
        status, output = package.check()
        self.assertEqual(status, 1, output)
        for message in messages:
            self.assertIn(message, output)
        return output


class TableTests(CheckTestCase):
    def test_a_package_that_keeps_to_its_table_passes(self):
        output = self.assertPasses(self.package())
        self.assertIn("every target keeps to its row", output)

    def test_a_target_without_a_row_fails(self):
        package = self.package(rows=[
            f"| `{n}` | x | " + ", ".join(f"`{m}`" for m in may) + " |"
            for n, (_, _, may) in TARGETS.items() if n != "CommandLine"])
        self.assertFails(package, "Package.swift: target CommandLine has no row in the `## Module graph` table")

    def test_a_row_that_names_no_target_fails(self):
        package = self.package(rows=[
            f"| `{n}` | x | " + ", ".join(f"`{m}`" for m in may) + " |"
            for n, (_, _, may) in TARGETS.items()] + ["| `Gone` | x | `Foundation` |"])
        self.assertFails(package, "ARCHITECTURE.md:", "has a row for Gone, which is not a target in Package.swift")

    def test_one_row_can_hold_several_targets(self):
        rows = [f"| `{n}` | x | " + ", ".join(f"`{m}`" for m in may) + " |"
                for n, (_, _, may) in TARGETS.items() if n not in ("Core", "CommandLine")]
        rows.append("| `Core`, `CommandLine` | x | `Core`, `Foundation`, `libc` |")
        self.assertPasses(self.package(rows=rows))

    def test_a_target_with_two_rows_fails(self):
        rows = [f"| `{n}` | x | " + ", ".join(f"`{m}`" for m in may) + " |" for n, (_, _, may) in TARGETS.items()]
        rows.append("| `Core` | x | `Foundation` |")
        self.assertFails(self.package(rows=rows), "`Core` has a row already")

    def test_a_cell_that_is_not_names_in_backticks_fails(self):
        rows = [f"| `{n}` | x | " + ", ".join(f"`{m}`" for m in may) + " |" for n, (_, _, may) in TARGETS.items()
                if n != "tool"]
        rows.append("| `tool` | the executable | `CommandLine`, Foundation |")
        self.assertFails(self.package(rows=rows), "the may-import cell must be module names in backticks",
                         "'Foundation'")

    def test_a_row_may_allow_nothing(self):
        targets = dict(TARGETS)
        targets["Leaf"] = ("library", [], [])
        rows = [f"| `{n}` | x | " + ", ".join(f"`{m}`" for m in may) + " |" for n, (_, _, may) in TARGETS.items()]
        package = self.package(targets=targets, rows=rows + ["| `Leaf` | x | — |"],
                               files={"Sources/Leaf/Leaf.swift": "public struct Leaf {}\n"})
        self.assertPasses(package)
        package.write("Sources/Leaf/Leaf.swift", "import Foundation\n")
        self.assertFails(package, "Sources/Leaf/Leaf.swift:1: Leaf imports Foundation,")

    def test_the_owns_column_may_hold_anything(self):
        rows = [f"| `{n}` | `Thing`, the `other | thing` and… | " + ", ".join(f"`{m}`" for m in may) + " |"
                for n, (_, _, may) in TARGETS.items()]
        self.assertPasses(self.package(rows=rows))

    def test_a_table_elsewhere_in_the_file_is_not_read(self):
        other = "## Targets\n\n| target | owns | may import |\n|---|---|---|\n| `Gone` | x | `Foundation` |\n\n"
        self.assertPasses(self.package(before=other, after=other.replace("## Targets", "## More")))

    def test_no_module_graph_section_fails(self):
        package = self.package()
        package.write("ARCHITECTURE.md", "# Architecture\n\n## Targets\n\nNone yet.\n")
        self.assertFails(package, "no `## Module graph` section")


class BudgetTests(CheckTestCase):
    DECLARATIONS = ("import Foundation\npublic import Testing\n@_exported public import Core\n"
                    "public struct A {\n  package var b = 1\n  @MainActor public func c() {}\n"
                    "  /// public func d()\n  let e = \"public\"\n}\n")

    def test_lines_and_declarations_within_five_percent_pass(self):
        files = {"Sources/Core/Core.swift": "import Foundation\n" * 105}
        self.assertPasses(self.package(files=files))

    def test_lines_past_five_percent_fail_and_name_the_row(self):
        files = {"Sources/Core/Core.swift": "import Foundation\n" * 106}
        self.assertFails(self.package(files=files), "`Core` has 106 lines",
                         "its budget of 100", "raise the budget in this commit")

    def test_declarations_are_counted_by_their_access_level_not_their_imports(self):
        files = {"Sources/Core/Core.swift": self.DECLARATIONS}
        budgets = ["| `Core` | 100 | 1 | 0 |", "| `SnapshotTesting` | 100 | 10 | 10 |",
                   "| `CommandLine` | 100 | 10 | 10 |", "| `tool` | 100 | 10 | 10 |"]
        self.assertFails(self.package(files=files, budgets=budgets),
                         "`Core` has 2 public declarations", "`Core` has 1 package declarations")

    def test_a_target_without_a_budget_fails_and_a_budget_without_a_target_fails(self):
        budgets = ["| `Core` | 100 | 10 | 10 |", "| `Gone` | 1 | 1 | 1 |",
                   "| `CommandLine` | 100 | 10 | 10 |", "| `tool` | 100 | 10 | 10 |"]
        self.assertFails(self.package(budgets=budgets), "`SnapshotTesting` has no row",
                         "the budget of `Gone` names no target")

    def test_test_targets_need_no_budget(self):
        output = self.assertPasses(self.package())
        self.assertIn("its budget", output)

    def test_figures_prints_a_table_to_paste(self):
        package = self.package(files={"Sources/Core/Core.swift": self.DECLARATIONS})
        status, output = package.check("--figures")
        self.assertEqual(status, 0, output)
        self.assertIn("| `Core` | 9 | 2 | 1 |", output)
        self.assertNotIn("CoreTests", output)


class DependencyTests(CheckTestCase):
    def test_a_dependency_outside_the_row_fails(self):
        targets = dict(TARGETS)
        targets["CommandLine"] = ("library", ["Core", "SnapshotTesting"], ["Core", "Foundation", "libc"])
        self.assertFails(self.package(targets=targets),
                         "Package.swift: CommandLine depends on SnapshotTesting, "
                         "which its row in ARCHITECTURE.md does not allow")


class ImportTests(CheckTestCase):
    def with_command_line_file(self, text):
        return self.package(files={"Sources/CommandLine/Foo.swift": textwrap.dedent(text)})

    def test_the_message_names_the_file_the_line_and_the_row(self):
        package = self.with_command_line_file("import Foundation\nimport SnapshotTesting\n")
        output = self.assertFails(package)
        self.assertIn("Sources/CommandLine/Foo.swift:2: CommandLine imports SnapshotTesting, "
                      "which its row in ARCHITECTURE.md does not allow", output)

    def test_every_form_of_import_is_seen(self):
        forms = {
            "import Testing": 1,
            "public import Testing": 1,
            "package import Testing": 1,
            "internal import Testing": 1,
            "private import Testing": 1,
            "@testable import Testing": 1,
            "@preconcurrency import Testing": 1,
            "@_exported import Testing": 1,
            "@_implementationOnly import Testing": 1,
            "@_spi(Experimental) import Testing": 1,
            "@preconcurrency @testable public import Testing": 1,
            "@testable\nimport Testing": 2,
            "import struct Testing.Tag": 1,
            "import func Testing.withKnownIssue": 1,
            "public import class Testing.Thing": 1,
            "import Testing.Submodule": 1,
            "import `Testing`": 1,
            "import Foundation; import Testing": 1,
            "let x = 1; import Testing": 1,
            "#if canImport(Testing)\n  import Testing\n#endif": 2,
            "#if os(Linux)\n  import Foundation\n#elseif os(macOS)\n  @preconcurrency import Testing\n#endif": 4,
            "#if DEBUG\n  #if canImport(Testing)\n    import Testing\n  #endif\n#endif": 3,
            '// import Foo\nimport Testing // import Bar': 2,
            'let s = "a \\(f("b")) c"\nimport Testing': 2,
            'let s = "escaped \\" quote"\nimport Testing': 2,
            'let s = "\\\\"\nimport Testing': 2,
            'let s = #"a " b"#\nimport Testing': 2,
            '/* a /* nested */ comment */ import Testing': 1,
            'let r = #/a"b/#\nimport Testing': 2,
        }
        for form, line in forms.items():
            with self.subTest(form=form):
                package = self.with_command_line_file(form + "\n")
                status, output = package.check()
                self.assertEqual(status, 1, output)
                self.assertIn(f"Sources/CommandLine/Foo.swift:{line}: CommandLine imports Testing,", output)

    def test_imports_in_comments_and_strings_are_not_read(self):
        text = '''\
            // import Testing
            /* import Testing */
            /*
             import Testing
             /* nested
             import Testing
             */
             import Testing
             */
            /// An example:
            ///
            /// ```swift
            /// import Testing
            /// @testable import XCTest
            /// ```
            ///
            ///     import Testing
            public func f() {}

            /**
             ```
             import Testing
             ```
             */
            public func g() {}

            let single = "import Testing"
            let escaped = "a \\" import Testing \\" b"
            let multi = """
              import Testing
              @testable import XCTest
              \\(name) is \\(value("x")) and \\(value("""
                import Testing
                """))
              import XCTest
              """
            let raw = #"""
              import Testing "\\(not interpolated)
              "" still the string
              """#
            let rawInterpolated = #"a \\#(value("import Testing")) b"#
            let rawSingle = ##"import Testing "# still"##
            let after = "\\(f("import Testing"))"; let more = [
              "import XCTest",
            ]
            func call() { run(import: 1) }
            '''
        self.assertPasses(self.with_command_line_file(text))

    def test_an_import_after_strings_and_comments_is_still_seen(self):
        text = '''\
            let multi = """
              import Testing
              \\(value("\\")"))
              """
            /* /* */ */
            let raw = ##"""
              """# is not the end
              """##
            import XCTest
            '''
        output = self.assertFails(self.with_command_line_file(text))
        self.assertIn("Foo.swift:9: CommandLine imports XCTest", output)
        self.assertNotIn("imports Testing", output)

    def test_libc_in_a_row_allows_every_platform_c_library(self):
        text = "#if canImport(Glibc)\n  import Glibc\n#elseif canImport(Musl)\n  import Musl\n" \
               "#elseif canImport(Darwin)\n  import Darwin\n#elseif canImport(Android)\n  import Android\n" \
               "#elseif os(WASI)\n  import WASILibc\n#elseif os(Windows)\n  import WinSDK\n  import ucrt\n#endif\n"
        self.assertPasses(self.with_command_line_file(text))
        package = self.package(files={"Sources/Core/Foo.swift": text})
        self.assertFails(package, "Sources/Core/Foo.swift:2: Core imports Glibc,")

    def test_the_standard_library_is_always_allowed(self):
        self.assertPasses(self.package(files={"Sources/Core/Foo.swift": "import Swift\nimport _Concurrency\n"}))

    def test_a_target_may_not_import_a_module_of_the_package_its_row_leaves_out(self):
        package = self.package(files={"Sources/tool/main.swift": "import CommandLine\nimport Core\n"})
        self.assertFails(package, "Sources/tool/main.swift:2: tool imports Core,")

    def test_test_targets_are_held_to_their_rows_too(self):
        package = self.package(files={"Tests/CoreTests/T.swift": "@testable import CommandLine\n"})
        self.assertFails(package, "Tests/CoreTests/T.swift:1: CoreTests imports CommandLine,")

    def test_only_the_sources_swift_package_lists_are_read(self):
        package = self.package()
        package.write("Sources/CommandLine/Excluded/NotListed.swift", "import Testing\n")
        self.assertPasses(package)


def rows_owning(owns):
    """The table's rows, with the owns cells `owns` gives ({target: cell}) and `things` elsewhere."""
    return [f"| `{n}` | {owns.get(n, 'things')} | " + ", ".join(f"`{m}`" for m in may) + " |"
            for n, (_, _, may) in TARGETS.items()]


class FolderTests(CheckTestCase):
    FILES = {
        "Sources/Core/Values/Color.swift": "import Foundation\n",
        "Sources/Core/Values/Internal/Word.swift": "import Foundation\n",
        "Sources/Core/Rendering/Internal/Buffer.swift": "import Foundation\n",
        "Tests/CoreTests/Values/ColorTests.swift": "import Foundation\n",
    }
    CORE = ("values (`Values/`; their words in `Values/Internal/`) and the renderer's "
            "buffer (`Rendering/`, `Rendering/Internal/`)")
    TESTS = "tests of `Core`, folder by folder (`Values/`)"

    def package_owning(self, core=CORE, tests=TESTS, files=None):
        return self.package(rows=rows_owning({"Core": core, "CoreTests": tests}),
                            files=dict(self.FILES, **(files or {})))

    def test_a_row_that_names_every_folder_of_its_target_passes(self):
        package = self.package_owning()
        # A DocC catalog holds no Swift, and an excluded file is not a source.
        package.write("Sources/Core/Core.docc/Core.md", "# Core\n")
        package.write("Sources/Core/Excluded/NotListed.swift", "import Foundation\n")
        self.assertPasses(package)

    def test_a_folder_the_owns_cell_leaves_out_fails_and_names_the_target_and_the_folder(self):
        package = self.package_owning(core="values (`Values/`, `Values/Internal/`) and the renderer (`Rendering/`)")
        output = self.assertFails(package)
        self.assertIn("ARCHITECTURE.md:7: the owns cell of Core does not name its folder "
                      "Sources/Core/Rendering/Internal/, which holds 1 Swift file: "
                      "name it there as `Rendering/Internal/`", output)
        self.assertNotIn("Sources/Core/Values/", output)

    def test_an_internal_folder_is_not_covered_by_its_parent(self):
        package = self.package_owning(core="values (`Values/`), the renderer (`Rendering/`, `Rendering/Internal/`)")
        self.assertFails(package, "the owns cell of Core does not name its folder Sources/Core/Values/Internal/")

    def test_a_folder_that_holds_only_folders_is_named_too(self):
        package = self.package_owning(
            core="values (`Values/`, `Values/Internal/`), the buffer (`Rendering/Internal/`)")
        self.assertFails(package, "does not name its folder Sources/Core/Rendering/, which holds 1 Swift file")

    def test_test_targets_name_their_folders_too(self):
        package = self.package_owning(tests="tests of `Core`")
        self.assertFails(package, "the owns cell of CoreTests does not name its folder Tests/CoreTests/Values/")

    def test_a_folder_the_owns_cell_names_that_is_not_there_fails(self):
        package = self.package_owning(core=self.CORE + ", the live layer (`Live/`)")
        output = self.assertFails(package)
        self.assertIn("ARCHITECTURE.md:7: the owns cell of Core names `Live/`, but there is no folder "
                      "Sources/Core/Live/: rename it or take it out of the cell", output)
        self.assertIn("module graph: 1 problem(s)", output)

    def test_a_folder_named_from_the_package_root_is_not_there(self):
        package = self.package_owning(core=self.CORE + " in `Sources/Core/Values/`")
        self.assertFails(package, "names `Sources/Core/Values/`, "
                                  "but there is no folder Sources/Core/Sources/Core/Values/")

    def test_a_folder_that_holds_no_swift_file_of_the_target_fails(self):
        package = self.package_owning(core=self.CORE + ", its catalog (`Core.docc/`)")
        package.write("Sources/Core/Core.docc/Core.md", "# Core\n")
        self.assertFails(package, "names `Core.docc/`, but Sources/Core/Core.docc/ holds no Swift file of Core")

    def test_a_name_that_leaves_the_target_folder_fails(self):
        for name in ("../CommandLine/", "./Values/", "/Values/", "Values//Internal/"):
            with self.subTest(name=name):
                package = self.package_owning(core=self.CORE + f", `{name}`")
                self.assertFails(package, f"names `{name}`, which is not a folder below Sources/Core/")

    def test_names_in_backticks_without_a_trailing_slash_are_not_folders(self):
        self.assertPasses(self.package_owning(core=self.CORE + ", `Values`, `Live`, `Color.swift`"))

    def test_a_row_of_several_targets_names_the_folders_of_each(self):
        rows = [r for r in rows_owning({"CoreTests": self.TESTS})
                if not r.startswith(("| `Core` ", "| `CommandLine` "))]
        files = dict(self.FILES, **{"Sources/CommandLine/Inline/Patch.swift": "import Foundation\n"})
        owns = self.CORE + ", the patcher (`Inline/`)"
        passing = rows + [f"| `Core`, `CommandLine` | {owns} | `Core`, `Foundation`, `libc` |"]
        self.assertPasses(self.package(rows=passing, files=files))
        failing = rows + [f"| `Core`, `CommandLine` | {self.CORE} | `Core`, `Foundation`, `libc` |"]
        self.assertFails(self.package(rows=failing, files=files),
                         "the owns cell of Core, CommandLine does not name CommandLine's folder "
                         "Sources/CommandLine/Inline/")

    def test_a_table_without_an_owns_column_fails(self):
        package = self.package()
        package.write("ARCHITECTURE.md", "# Architecture\n\n## Module graph\n\n| target | may import |\n"
                      "|---|---|\n| `Core` | `Foundation` |\n")
        self.assertFails(package, "the `## Module graph` table has no `owns` column")


class LinkageTests(unittest.TestCase):
    """The linkage check's judgement, with readelf's answers made up."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)
        files = {"Sources/SnapshotTesting/Report.swift": "import Foundation\nimport XCTest\n"}
        self.package = Package(self.tmp.name, files=files)
        with open(os.path.join(self.tmp.name, "describe.json")) as f:
            self.description = json.load(f)
        self.rows, problems = read_table(os.path.join(self.tmp.name, "ARCHITECTURE.md"))
        self.assertEqual(problems, [])
        self.bin = os.path.join(self.tmp.name, ".build", "debug")
        for target in self.description["targets"]:
            if target["type"] in ("library", "executable"):
                self.object(target["name"], "A.swift.o")
        os.makedirs(self.bin, exist_ok=True)
        with open(os.path.join(self.bin, "tool"), "w") as f:
            f.write("")
        self.needed = {"tool": ["libswiftCore.so", "libFoundation.so", "libc.so.6"]}
        self.autolink = {"SnapshotTesting": ["-lswiftCore", "-lXCTest", "-lTesting"]}

    def object(self, target, name):
        directory = os.path.join(self.bin, f"{target}.build")
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, name), "w") as f:
            f.write("")

    def run_check(self):
        def needed(binary):
            return self.needed.get(os.path.basename(binary), [])

        def autolink(objects):
            return {o: self.autolink.get(os.path.basename(os.path.dirname(o))[: -len(".build")],
                                         ["-lswiftCore", "-lFoundation"]) for o in objects}

        saved = linkage.needed_libraries, linkage.autolink_entries, linkage.shutil.which
        linkage.needed_libraries, linkage.autolink_entries = needed, autolink
        linkage.shutil.which = lambda name: "/usr/bin/" + name
        try:
            return linkage.check_linkage(self.description, self.rows, self.tmp.name, self.bin)
        finally:
            linkage.needed_libraries, linkage.autolink_entries, linkage.shutil.which = saved

    def test_a_clean_build_passes_and_shows_its_control(self):
        problems, notes = self.run_check()
        self.assertEqual(problems, [])
        self.assertIn("control: SnapshotTesting's objects autolink Testing, XCTest, as its imports say", notes)
        self.assertIn("tool: needs no test library (3 NEEDED entries read)", notes)
        self.assertIn("Core: no test library in its objects or its dependencies' objects", notes)

    def test_an_executable_that_needs_a_test_library_fails(self):
        for library in ("libXCTest.so", "libTesting.so", "lib_TestingInterop.so", "libTestingMacros.so"):
            with self.subTest(library=library):
                self.needed["tool"] = ["libswiftCore.so", library]
                problems, _ = self.run_check()
                self.assertEqual(len(problems), 1, problems)
                self.assertIn(f"the tool executable needs {library}; its row in ARCHITECTURE.md", problems[0])

    def test_a_library_whose_objects_autolink_a_test_library_fails(self):
        self.autolink["Core"] = ["-lswiftCore", "-l_TestingInterop"]
        problems, _ = self.run_check()
        self.assertTrue(any("Core.build/A.swift.o: autolinks -l_TestingInterop, so an app that imports Core"
                            in p for p in problems), problems)

    def test_a_library_that_reaches_the_testing_library_fails(self):
        self.description["targets"] = [
            dict(t, target_dependencies=["Core", "SnapshotTesting"]) if t["name"] == "CommandLine" else t
            for t in self.description["targets"]]
        problems, _ = self.run_check()
        self.assertTrue(any("autolinks -lXCTest, reached through CommandLine -> SnapshotTesting" in p
                            for p in problems), problems)
        # tool reaches it too, through CommandLine, but tool is an executable:
        # readelf -d of the built tool is what is judged there.

    def test_the_control_fails_when_the_testing_library_shows_no_test_link(self):
        self.autolink["SnapshotTesting"] = ["-lswiftCore"]
        problems, _ = self.run_check()
        self.assertTrue(any("control: SnapshotTesting imports XCTest but none of its objects autolink"
                            in p and "looking in the wrong place" in p for p in problems), problems)

    def test_the_control_fails_when_there_are_no_autolink_entries_at_all(self):
        self.autolink["SnapshotTesting"] = []
        problems, _ = self.run_check()
        self.assertTrue(any("finds no autolink entries" in p for p in problems), problems)

    def test_the_check_fails_when_nothing_imports_a_test_framework(self):
        with open(os.path.join(self.tmp.name, "Sources/SnapshotTesting/Report.swift"), "w") as f:
            f.write("import Foundation\n")
        problems, _ = self.run_check()
        self.assertTrue(any("no library or executable target imports Testing or XCTest" in p
                            for p in problems), problems)

    def test_an_executable_that_readelf_shows_nothing_for_fails(self):
        self.needed["tool"] = []
        problems, _ = self.run_check()
        self.assertTrue(any("readelf -d shows no NEEDED libraries" in p for p in problems), problems)

    def test_an_executable_whose_row_allows_testing_is_not_judged(self):
        self.rows["tool"] = (self.rows["tool"][0], self.rows["tool"][1] + ["Testing"])
        self.needed["tool"] = ["libswiftCore.so", "libTesting.so"]
        problems, notes = self.run_check()
        self.assertEqual(problems, [])
        self.assertIn("tool: its row allows Testing or XCTest, so its linkage is not checked", notes)

    def test_an_unbuilt_package_fails(self):
        os.remove(os.path.join(self.bin, "tool"))
        problems, _ = self.run_check()
        self.assertTrue(any("tool: missing; build the package first" in p for p in problems), problems)


if __name__ == "__main__":
    unittest.main()
