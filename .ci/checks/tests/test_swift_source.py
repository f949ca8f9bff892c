#!/usr/bin/env python3
"""Tests of .ci/checks/swift_source.py, the blanking of Swift comments and strings
both CI checkers read source through, for what their own self-tests do not
reach: columns stay, interpolated code stays readable, an unterminated
string or comment ends where the compiler would give up.
Run: python3 .ci/checks/tests/test_swift_source.py
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # .ci/checks

from swift_source import blank_comments_and_strings, line_starts, offset_of  # noqa: E402


class BlankingTests(unittest.TestCase):
    def test_offsets_and_line_breaks_stay(self):
        text = 'let a = "x\\(b)" /* c\n d */ + #"e"# // f\nlet 🙂 = """\n  g\n  """\n'
        code = blank_comments_and_strings(text)
        self.assertEqual(len(code), len(text))
        self.assertEqual([i for i, c in enumerate(code) if c == "\n"], [i for i, c in enumerate(text) if c == "\n"])
        starts = line_starts(text)
        self.assertEqual(code[offset_of(starts, 2, 7):].split()[0], "+")
        self.assertEqual(code.split("\n")[2], "let 🙂 =    ")

    def test_interpolated_code_is_code_and_its_strings_are_blanked(self):
        code = blank_comments_and_strings('s = "a \\(f(x, "y)") + g(#"z"#)) b"; h()')
        self.assertEqual(code.split(), ["s", "=", "f(x,", ")", "+", "g(", ")", ";", "h()"])
        raw = blank_comments_and_strings('s = #"\\(no) \\#(yes)"#')
        self.assertEqual(raw.split(), ["s", "=", "yes"])

    def test_an_unterminated_string_ends_at_its_line(self):
        code = blank_comments_and_strings('let s = "open\nimport Testing\n')
        self.assertEqual(code.split("\n")[1], "import Testing")

    def test_an_unterminated_comment_or_regex_runs_to_the_end(self):
        self.assertEqual(blank_comments_and_strings("a /* b /* c */ d\ne").split(), ["a"])
        self.assertEqual(blank_comments_and_strings("a #/ b\nc").split(), ["a"])


if __name__ == "__main__":
    unittest.main()
