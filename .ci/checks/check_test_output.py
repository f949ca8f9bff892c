#!/usr/bin/env python3
"""Hold a green `swift test` to output a newcomer can trust.

Reads the output of `swift test` (a file, or standard input) and fails when
it holds something that reads as trouble in a run that passed:

- known issues in Swift Testing's summary line ("… passed after 87 seconds
  with 148 known issues."): the package's failure-path tests capture their
  assertions' failures with `withSnapshotFailuresCaptured`, and the
  robustness suite counts known renderer defects in lines of its own;
- lines that test fixtures print as if they were a real run: a stand-in
  `swift` ("stub swift: …") or `vmk` itself ("vmk test: …",
  "swift test failed (exit code 1)", "$ vmk …"), which the tests capture
  instead of letting through to the terminal.

It also fails when Swift Testing's summary line is missing, so that a log
cut short does not pass.

    check_test_output.py [LOG]

Python 3 standard library only.
"""

import re
import sys

SUMMARY = re.compile(r"Test run with \d+ tests? .*(passed|failed) after")
KNOWN_ISSUES = re.compile(r"with (\d+) known issues?")
FIXTURE_LINES = [
    (re.compile(r"^stub swift:"), "a stand-in swift printed to the terminal"),
    (re.compile(r"^\$ vmk "), "a transcript of vmk commands was printed"),
    (re.compile(r"^vmk( [a-z]+)?: "), "vmk, run in-process or as a child, printed to the terminal"),
    (re.compile(r"swift test failed \(exit code \d+\)"), "a fixture's failed run was printed"),
]


def problems(lines):
    """What in `lines` would alarm a reader of a green run, one sentence each."""
    found = []
    summaries = [line for line in lines if SUMMARY.search(line)]
    if not summaries:
        found.append("no Swift Testing summary line (\"Test run with N tests …\"): "
                     "the output is cut short or is not swift test's")
    for line in summaries:
        known = KNOWN_ISSUES.search(line)
        if known and int(known.group(1)) > 0:
            found.append("the summary counts %s known issue(s): capture expected failures "
                         "with withSnapshotFailuresCaptured, or count known defects in a "
                         "line that explains them: %s" % (known.group(1), line.strip()))
    for number, line in enumerate(lines, start=1):
        for pattern, why in FIXTURE_LINES:
            if pattern.search(line):
                found.append("line %d: %s: %s" % (number, why, line.strip()[:200]))
                break
    return found


def main(arguments):
    if len(arguments) > 1:
        print("usage: check_test_output.py [LOG]", file=sys.stderr)
        return 2
    if arguments:
        with open(arguments[0], encoding="utf-8", errors="replace") as handle:
            text = handle.read()
    else:
        text = sys.stdin.read()
    found = problems(text.splitlines())
    for problem in found[:50]:
        print("swift test output: " + problem)
    if len(found) > 50:
        print("swift test output: … and %d more" % (len(found) - 50))
    if found:
        return 1
    print("swift test output: no known issues, and no fixture printed to the terminal")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
