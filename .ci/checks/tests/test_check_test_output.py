#!/usr/bin/env python3
"""Tests of check_test_output.py on made-up logs: python3 .ci/checks/tests/test_check_test_output.py"""

import os
import subprocess
import sys
import unittest

CHECKS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # .ci/checks
SCRIPT = os.path.join(CHECKS, "check_test_output.py")

GREEN = "✔ Test run with 12 tests in 3 suites passed after 1.5 seconds.\n"


class CheckTestOutputTests(unittest.TestCase):
    def check(self, log):
        result = subprocess.run([sys.executable, SCRIPT], input=log, capture_output=True,
                                text=True)
        return result.returncode, result.stdout + result.stderr

    def test_a_green_run_with_counted_lines_passes(self):
        code, output = self.check(
            "Robustness (text): 2,010 renderings, 0 failures, 0 problems from known defects\n"
            + GREEN)
        self.assertEqual(code, 0, output)

    def test_known_issues_in_the_summary_fail(self):
        code, output = self.check(
            "━ Test run with 1186 tests in 160 suites passed after 87.591 seconds "
            "with 148 known issues.\n")
        self.assertEqual(code, 1)
        self.assertIn("148 known issue(s)", output)

    def test_one_known_issue_fails_too(self):
        code, _ = self.check(
            "━ Test run with 3 tests in 1 suite passed after 1 seconds with 1 known issue.\n")
        self.assertEqual(code, 1)

    def test_lines_of_a_stand_in_swift_or_of_vmk_fail_and_are_named(self):
        for line in ["stub swift: the tests ran", "$ vmk test",
                     "vmk test: run 20261122-101500-3f9a1c: swift test failed (exit code 1).",
                     "vmk: Nothing is pending"]:
            code, output = self.check(line + "\n" + GREEN)
            self.assertEqual(code, 1, line)
            self.assertIn("line 1:", output)

    def test_a_log_without_the_summary_line_fails(self):
        code, output = self.check("Building for debugging...\n")
        self.assertEqual(code, 1)
        self.assertIn("no Swift Testing summary line", output)


if __name__ == "__main__":
    unittest.main()
