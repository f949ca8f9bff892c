#!/usr/bin/env python3
"""Self-test of .ci/checks/availability_audit.py (its modules are in .ci/checks/availability/)
on canned Swift text and canned index references (no compiler needed): a bare
firstRange(of:) is reported with the OS it needs; guarded, Linux-only and
allow-listed uses are not; a stale allow-list entry is reported; typed-throws
function types and parameter packs are found where they need runtime support.
Run: python3 .ci/checks/tests/test_availability_audit.py
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # .ci/checks

from availability.common import parse_version  # noqa: E402
from availability.conditions import conditional_regions, eval_condition  # noqa: E402
from availability.features import feature_uses  # noqa: E402
from availability.guards import FileFacts, availability_guards  # noqa: E402
from availability.report import classify, format_use  # noqa: E402
from availability.uses import Use, needs_above  # noqa: E402
from swift_source import blank_comments_and_strings  # noqa: E402

TARGETS = {p: parse_version(v) for p, v in (("macos", "12"), ("ios", "15.0"), ("tvos", "15"), ("watchos", "8.0"))}
FIRST_RANGE = {"macos": [13, 0], "ios": [16, 0], "tvos": [16, 0], "watchos": [9, 0]}

SOURCE = '''import Foundation
func plain(_ s: String) -> Bool {
  s.firstRange(of: "a") != nil  // "firstRange(of:)" in a comment is no use
}
func guarded(_ s: String) -> Bool {
  if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
    return s.firstRange(of: "a") != nil
  }
  return false
}
func macOnlyGuard(_ s: String) -> Bool {
  if #available(macOS 13, *) { return s.firstRange(of: "a") != nil }
  return false
}
func afterGuard(_ s: String) -> Bool {
  guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return false }
  return s.firstRange(of: "a") != nil
}
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
func marked(_ s: String) -> Bool {
  s.firstRange(of: "a") != nil
}
#if os(Linux)
func linuxOnly(_ s: String) -> Bool { s.firstRange(of: "a") != nil }
#endif
func allowed(_ s: String) -> Bool { s.firstRange(of: "b") != nil }
'''


def uses_of(text, needle, file="Sources/M/A.swift"):
    """A canned index reference for every `needle` in the text (as the index store would give)."""
    out, start = [], 0
    lines = text.split("\n")
    code = blank_comments_and_strings(text)
    while (i := code.find(needle, start)) >= 0:
        line = text.count("\n", 0, i) + 1
        col = i - text.rfind("\n", 0, i)
        out.append((Use(file, line, col, "Collection.firstRange(of:)", needs_above(FIRST_RANGE, TARGETS), "index",
                              lines[line - 1]), i))
        start = i + 1
    return out


def facts(text):
    code = blank_comments_and_strings(text)
    apple_dead, linux_dead = conditional_regions(code)
    return code, FileFacts(availability_guards(code), apple_dead, linux_dead)


class AuditTests(unittest.TestCase):
    def classify(self, allowlist):
        code, f = facts(SOURCE)
        self.assertNotIn("firstRange", code.split("\n")[2].split("!=")[1])  # the comment is blanked
        uses = uses_of(SOURCE, "firstRange(of:")
        return classify(uses, {"Sources/M/A.swift": f}, TARGETS, allowlist)

    def test_reports_unguarded_use_with_needed_versions(self):
        violations, counts, unmatched = self.classify([])
        lines = sorted(v.line for v in violations)
        self.assertEqual(lines, [3, 12, 26])  # plain, guarded for macOS only, not allow-listed
        self.assertEqual(counts["guarded"], 3)
        self.assertEqual(counts["not-on-apple"], 1)
        text = format_use(violations[0], TARGETS)
        self.assertIn("Sources/M/A.swift:3:", text)
        self.assertIn("macOS 13.0", text)
        self.assertIn("iOS 16.0", text)
        self.assertEqual(unmatched, [])

    def test_allow_list_entry_allows_its_use_only(self):
        entry = {"file": "Sources/M/A.swift", "api": "Collection.firstRange(of:)", "contains": '"b"',
                 "reason": "test"}
        violations, counts, unmatched = self.classify([entry])
        self.assertEqual(sorted(v.line for v in violations), [3, 12])
        self.assertEqual(counts["allow-listed"], 1)
        self.assertEqual(unmatched, [])

    def test_stale_allow_list_entry_is_reported(self):
        stale = {"file": "Sources/M/Gone.swift", "api": "Collection.firstRange(of:)", "reason": "moved"}
        _v, _c, unmatched = self.classify([stale])
        self.assertEqual(unmatched, [stale])

    def test_language_features(self):
        code = blank_comments_and_strings(
            "func f<E>(_ body: () throws(E) -> Int) throws(E) -> Int { try body() }\n"
            "let g: () throws(MyError) -> Int = { 1 }\n"
            "func h(_ body: @escaping () throws(MyError) -> Int) {}\n"
            "func k(_ body: () throws(Never) -> Int) {}\n"
            "struct Pack<each T> {}\n"
            "func packs<each T>(_ t: repeat each T) {}\n")
        found = [(code.count("\n", 0, off) + 1, feature) for off, feature, _ in feature_uses(code)]
        self.assertEqual(found, [(2, "typed-throws function type"), (3, "typed-throws function type"),
                                 (5, "parameter pack in a generic type")])

    def test_conditions(self):
        self.assertFalse(eval_condition("os(Linux)", "macos"))
        self.assertTrue(eval_condition("canImport(Darwin)", "ios"))
        self.assertFalse(eval_condition("canImport(Darwin)", "linux"))
        self.assertTrue(eval_condition("os(macOS) || os(Linux)", "linux"))


if __name__ == "__main__":
    unittest.main()
