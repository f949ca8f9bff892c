#!/usr/bin/env python3
"""Tests of check_vocabulary.py on small made-up packages: python3 .ci/checks/tests/test_check_vocabulary.py"""

import os
import subprocess
import sys
import tempfile
import textwrap
import unittest

CHECKS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # .ci/checks
SCRIPT = os.path.join(CHECKS, "check_vocabulary.py")

ARCHITECTURE = textwrap.dedent("""\
    # Architecture

    ## Vocabulary

    | word | meaning | retired |
    |---|---|---|
    | observer | a handler | `subscriberCount`, `summary line` |
    | bind | a host shows a property | `bind(twoWay:)` |

    ## Module graph
    """)


class CheckVocabularyTests(unittest.TestCase):
    def run_check(self, files, architecture=ARCHITECTURE):
        with tempfile.TemporaryDirectory() as root:
            if architecture is not None:
                files = dict(files, **{"ARCHITECTURE.md": architecture})
            for path, text in files.items():
                os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
                with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
                    handle.write(text)
            result = subprocess.run([sys.executable, SCRIPT, root], capture_output=True, text=True)
            return result.returncode, result.stdout + result.stderr

    def test_a_retired_name_in_a_source_file_fails_and_names_the_line(self):
        code, output = self.run_check({"Sources/A/Event.swift": "let n = event.subscriberCount\n"})
        self.assertEqual(code, 1)
        self.assertIn("Sources/A/Event.swift:1: retired word `subscriberCount`", output)

    def test_a_retired_phrase_in_docs_and_docc_fails(self):
        code, output = self.run_check({
            "docs/guide.md": "The summary line of a label.\n",
            "Sources/A/A.docc/Article.md": "Call `bind(twoWay:)`.\n",
        })
        self.assertEqual(code, 1)
        self.assertIn("docs/guide.md:1", output)
        self.assertIn("Sources/A/A.docc/Article.md:1", output)

    def test_a_word_in_type_names_of_two_rooms_the_row_leaves_out_fails(self):
        code, output = self.run_check({
            "Sources/Live/Observer.swift": "public final class ObserverList {}\n",
            "Sources/Tool/Terminal.swift": "struct ObserverPane {}\n",
        })
        self.assertEqual(code, 1)
        self.assertIn("`observer` names types in 2 targets", output)
        self.assertIn("Live: ObserverList; Tool: ObserverPane", output)

    def test_a_word_whose_row_names_each_room_passes(self):
        architecture = ARCHITECTURE.replace("| a handler |", "| a handler. In `Live`, `Tool` |")
        code, output = self.run_check({
            "Sources/Live/Observer.swift": "public final class ObserverList {}\n",
            "Sources/Tool/Terminal.swift": "struct ObserverPane {}\n",
        }, architecture)
        self.assertEqual(code, 0, output)

    def test_a_word_inside_another_word_is_not_a_second_meaning(self):
        code, output = self.run_check({
            "Sources/Live/Observer.swift": "public final class ObserverList {}\n",
            "Sources/Tool/Terminal.swift": "struct Observers {}\nstruct Binder {}\n",
        })
        self.assertEqual(code, 0, output)

    def test_a_deprecated_forwarder_is_allowed(self):
        forwarder = textwrap.dedent("""\
            @available(*, deprecated, renamed: "observerCount")
            public var subscriberCount: Int { observerCount }
            """)
        code, output = self.run_check({"Sources/A/Event+Deprecated.swift": forwarder})
        self.assertEqual(code, 0, output)

    def test_a_retired_function_is_found_where_it_is_called_with_its_first_label(self):
        code, output = self.run_check({"Sources/A/A.swift": "let b = a.bind(twoWay: c)\nlet d = a.bind(to: c)\n"})
        self.assertEqual(code, 1)
        self.assertIn("Sources/A/A.swift:1: retired word `bind(twoWay:)`", output)
        self.assertNotIn("A.swift:2", output)

    def test_a_longer_name_that_contains_a_retired_one_is_not_a_hit(self):
        code, output = self.run_check({"Sources/A/A.swift": "let subscriberCountLimit = 3\n"})
        self.assertEqual(code, 0, output)

    def test_changelog_and_tests_are_not_read(self):
        code, output = self.run_check({
            "CHANGELOG.md": "- `subscriberCount` → `observerCount`\n",
            "Tests/ATests/Old.swift": "_ = event.subscriberCount\n",
        })
        self.assertEqual(code, 0, output)

    def test_a_missing_vocabulary_table_is_an_error_not_a_pass(self):
        code, output = self.run_check({}, architecture="# Architecture\n\n## Module graph\n")
        self.assertEqual(code, 1)
        self.assertIn("no `## Vocabulary` section", output)


if __name__ == "__main__":
    unittest.main()
