#!/usr/bin/env python3
"""Checks the robustness suite's JSON renderings with a parser that shares
no code with them: Python's `json` module.

JSONRendererRobustnessTests writes, for every random tree, our JSON
rendering in declaration order, our rendering with sorted keys, and
JSONEncoder's rendering of the same tree, plus what the tree says about
itself (where its sets and dates are, which members JSONEncoder leaves out,
the order of every object's members). This script checks every case in one
process and prints a JSON report: the number of cases and comparisons, and
every problem found, each with the literal tokens involved so that the Swift
side can tell known defects from new ones.

    python3 check_json_renderings.py <folder written by the Swift test>

Each rendering of ours must be RFC 8259 JSON on its own: UTF-8 without a BOM,
no NaN or Infinity literals, no duplicate keys, two-space indentation laid
out exactly as Python's own pretty printer lays out the same value, and
exactly one trailing newline. Parsed, it must equal JSONEncoder's rendering,
except for the documented differences listed below.
"""
import json
import math
import os
import re
import sys
from datetime import datetime, timedelta, timezone
from decimal import Decimal
from fractions import Fraction

# Where our JSON may differ from JSONEncoder's by design: each is a choice
# the documentation states. Nothing here excuses a defect; known defects are
# listed in KnownRendererDefects.swift, beside the Swift tests.
DOCUMENTED_DIFFERENCES = {
    "member order": "Members are in declaration order, or sorted; JSONEncoder's order is a "
    "hash table's, so objects are compared unordered and our order is checked against the tree.",
    "set order": "Sets are sorted by their elements' renderings; JSONEncoder writes them in "
    "iteration order, so sets are compared as multisets.",
    "absent optional": "An absent optional written through encodeIfPresent is null in ours; "
    "JSONEncoder leaves the member out.",
    "date": "Dates are ISO 8601 UTC strings with milliseconds, or the seconds since 1970 as a "
    "string out of range; JSONEncoder (set to secondsSince1970) writes the seconds as a number. "
    "The instants must agree to the millisecond.",
    "non-finite float": "NaN and infinities are the strings \"NaN\", \"Infinity\" and "
    "\"-Infinity\"; JSONEncoder throws unless told, so it is told to write the same strings.",
    "decimal NaN": "Decimal.nan is the string \"NaN\"; JSONEncoder writes a bare NaN, which is "
    "not JSON, so its rendering is read leniently there.",
    "escapes": "Invisible characters, DEL and C1 controls are escaped and '/' is not; "
    "JSONEncoder does the opposite. Strings are compared after parsing.",
}

# Characters the documentation says are escaped, never written as they are.
MUST_BE_ESCAPED = re.compile(
    "[\u007f-\u009f\u00a0\u00ad\u061c\u2000-\u200c\u200e\u200f\u2028-\u202f"
    "\u205f-\u2064\u2066-\u2069\u3000\ufeff]"
)
STRING_OR_NUMBER = re.compile(r'"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?')
ISO_DATE = re.compile(r"^(-?\d{4,})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{3}))?Z$")
GREGORIAN_CYCLE_SECONDS = 146097 * 86400  # 400 years
EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
NO_REFERENCE = object()  # JSONEncoder threw


class Number:
    """A number as written, so that `-0`, `0` and `1.0` stay apart."""

    def __init__(self, literal):
        self.literal = literal

    def __repr__(self):
        return self.literal


class Constant:
    """A bare NaN or Infinity in JSONEncoder's output."""

    def __init__(self, name):
        self.name = name


class Problem(Exception):
    def __init__(self, code, path, detail, ours=None, reference=None):
        super().__init__(detail)
        self.record = {"code": code, "path": show_path(path), "detail": detail}
        if ours is not None:
            self.record["ours"] = ours
        if reference is not None:
            self.record["reference"] = reference


def show_path(path):
    return "".join("[%d]" % c if isinstance(c, int) else "." + c for c in path) or "(root)"


def reject_constant(name):
    raise ValueError("%s is not JSON" % name)


def unique_pairs(pairs):
    keys = [key for key, _ in pairs]
    if len(set(keys)) != len(keys):
        raise ValueError("a key appears twice in one object")
    return Pairs(pairs)


class Pairs(dict):
    """An object that remembers its members' order."""

    def __init__(self, pairs):
        super().__init__(pairs)
        self.order = [key for key, _ in pairs]


def parse_ours(data):
    """Parses one of our renderings, checking that it is RFC 8259 JSON laid out as documented."""
    if data.startswith(b"\xef\xbb\xbf"):
        raise Problem("byte order mark", [], "starts with a byte order mark")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise Problem("utf-8", [], "not valid UTF-8: %s" % error)
    if not text.endswith("\n") or text.endswith("\n\n") or "\r" in text:
        raise Problem("line endings", [], "does not end with exactly one newline, or has a CR")
    try:
        value = json.loads(
            text, parse_constant=reject_constant, object_pairs_hook=unique_pairs,
            parse_int=Number, parse_float=Number)
    except ValueError as error:
        raise Problem("not JSON", [], "not RFC 8259 JSON: %s" % error)
    raw = MUST_BE_ESCAPED.search(text)
    if raw:
        raise Problem("unescaped", [], "U+%04X is written as it is" % ord(raw.group()))
    check_layout(text, value)
    return value


def check_layout(text, value):
    """Compares the layout line by line with Python's pretty printer: the same
    lines, indentation and punctuation, with strings and numbers masked."""
    expected = json.dumps(plain(value), indent=2, ensure_ascii=False, separators=(",", ": "))
    ours_lines = text[:-1].split("\n")
    expected_lines = expected.split("\n")
    if len(ours_lines) != len(expected_lines):
        raise Problem("layout", [], "%d lines where a pretty printer writes %d"
                      % (len(ours_lines), len(expected_lines)))
    for number, (line, model) in enumerate(zip(ours_lines, expected_lines), 1):
        if STRING_OR_NUMBER.sub("#", line) != STRING_OR_NUMBER.sub("#", model):
            raise Problem("layout", [], "line %d is %r where a pretty printer writes %r"
                          % (number, line, model))


def plain(value):
    """The parsed value with numbers as Python numbers again, for printing."""
    if isinstance(value, Number):
        return json.loads(value.literal)
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [plain(item) for item in value]
    return value


def parse_reference(data):
    return json.loads(data.decode("utf-8"), parse_constant=Constant, parse_int=Number,
                      parse_float=Number)


class Comparison:
    """Compares one of our parsed renderings with JSONEncoder's, under the
    documented differences, using what the tree says about itself."""

    def __init__(self, model):
        self.problems = []
        self.sets = {tuple(path) for path in model["sets"]}
        self.dates = {tuple(path) for path in model["dates"]}
        self.omitted = {tuple(path) for path in model["omittedByReference"]}

    def compare(self, ours, reference, path=()):
        """Records every difference below `path`, going on after each."""
        try:
            self.compare_values(ours, reference, path)
        except Problem as problem:
            self.problems.append(problem)

    def compare_values(self, ours, reference, path):
        if path in self.dates:
            return compare_date(ours, reference, path)
        if path in self.sets:
            return self.compare_set(ours, reference, path)
        if isinstance(reference, Constant):
            if reference.name == "NaN" and ours == "NaN":
                return  # documented: decimal NaN
            raise Problem("value", path, "ours is %s, JSONEncoder wrote %s"
                          % (shown(ours), reference.name))
        if isinstance(ours, dict) and isinstance(reference, dict):
            return self.compare_objects(ours, reference, path)
        if isinstance(ours, list) and isinstance(reference, list):
            if len(ours) != len(reference):
                raise Problem("length", path, "%d elements, JSONEncoder wrote %d"
                              % (len(ours), len(reference)))
            for index, (item, other) in enumerate(zip(ours, reference)):
                self.compare(item, other, path + (index,))
            return
        if isinstance(ours, Number) and isinstance(reference, Number):
            if ours.literal != reference.literal:
                raise Problem("number", path, "ours is %s, JSONEncoder wrote %s"
                              % (ours.literal, reference.literal), ours.literal, reference.literal)
            return
        if type(ours) is not type(reference) or ours != reference:
            raise Problem("value", path, "ours is %s, JSONEncoder wrote %s"
                          % (shown(ours), shown(reference)), shown(ours), shown(reference))

    def compare_objects(self, ours, reference, path):
        for key in ours.keys() - reference.keys():
            if path + (key,) not in self.omitted or ours[key] is not None:
                raise Problem("extra member", path, "ours has %r, JSONEncoder does not" % key)
        for key in reference.keys() - ours.keys():
            raise Problem("missing member", path, "JSONEncoder has %r, ours does not" % key)
        for key in sorted(ours.keys() & reference.keys()):
            self.compare(ours[key], reference[key], path + (key,))

    def compare_set(self, ours, reference, path):
        if not isinstance(ours, list) or not isinstance(reference, list):
            raise Problem("set", path, "a set is not an array")
        ours_sorted = sorted(ours, key=canonical)
        reference_sorted = sorted(reference, key=canonical)
        if len(ours) != len(reference):
            raise Problem("set", path, "%d elements, JSONEncoder wrote %d"
                          % (len(ours), len(reference)))
        for index, (item, other) in enumerate(zip(ours_sorted, reference_sorted)):
            self.compare(item, other, path + (index,))


def canonical(value):
    """A key that sorts equal elements of a set together in both renderings,
    even when one of them writes a number differently."""
    if isinstance(value, Number):
        return (0, Decimal(value.literal), "")
    if isinstance(value, str):
        return (1, Decimal(0), value)
    return (2, Decimal(0), json.dumps(plain(value), sort_keys=True))


def shown(value):
    return json.dumps(plain(value), sort_keys=True, ensure_ascii=True)


def compare_date(ours, reference, path):
    """An ISO 8601 string of ours against JSONEncoder's seconds since 1970."""
    if not isinstance(ours, str) or not isinstance(reference, Number):
        raise Problem("date", path, "a date is %s, JSONEncoder wrote %s"
                      % (shown(ours), shown(reference)))
    seconds = float(reference.literal)
    match = ISO_DATE.match(ours)
    if not match:
        if abs(seconds) >= 1e14 and as_float(ours) == seconds:
            return  # documented: out of range, the seconds as a string
        raise Problem("date", path, "%r is not an ISO 8601 date for %s s"
                      % (ours, reference.literal), ours, reference.literal)
    if match.group(7) == "000":
        raise Problem("date", path, "%r shows zero milliseconds" % ours, ours, reference.literal)
    shown_seconds = iso_seconds(match)
    tolerance = Fraction(1, 2000) + Fraction(math.ulp(seconds * 1000)) / 1000
    if abs(shown_seconds - Fraction(seconds)) > tolerance:
        raise Problem("date", path, "%r is not %s s since 1970" % (ours, reference.literal),
                      ours, reference.literal)


def as_float(text):
    try:
        return float(text)
    except ValueError:
        return None


def iso_seconds(match):
    """The seconds since 1970 an ISO 8601 date shows, found with Python's
    calendar: years outside 1 to 9999 are moved by whole 400-year cycles."""
    year = int(match.group(1))
    cycles = 0
    while year < 1:
        year, cycles = year + 400, cycles - 1
    while year > 9999:
        year, cycles = year - 400, cycles + 1
    month, day, hour, minute, second = (int(match.group(n)) for n in range(2, 7))
    instant = datetime(year, month, day, hour, minute, second, tzinfo=timezone.utc)
    whole = (instant - EPOCH) // timedelta(seconds=1)
    millis = int(match.group(7) or 0)
    return Fraction(whole + cycles * GREGORIAN_CYCLE_SECONDS) + Fraction(millis, 1000)


def key_orders(value, sets, path=()):
    """Every object's member names in document order, not looking inside sets."""
    if path in sets:
        return []
    if isinstance(value, dict):
        orders = [value.order]
        for key in value.order:
            orders += key_orders(value[key], sets, path + (key,))
        return orders
    if isinstance(value, list):
        return [order for index, item in enumerate(value)
                for order in key_orders(item, sets, path + (index,))]
    return []


def check_rendering(data, reference, model):
    """Every problem with one of our renderings, compared with JSONEncoder's
    parsed `reference` unless there is none. A rendering that is not JSON laid
    out as documented stops at that; the others go on."""
    try:
        ours = parse_ours(data)
    except Problem as problem:
        return [problem]
    problems = []
    orders = key_orders(ours, {tuple(path) for path in model["sets"]})
    expected = model["keyOrders"]
    if orders != expected:
        first = next(i for i in range(max(len(orders), len(expected)))
                     if i >= len(orders) or i >= len(expected) or orders[i] != expected[i])
        problems.append(Problem("member order", [], "object %d has members %r where the tree has %r"
                                % (first, orders[first:first + 1], expected[first:first + 1])))
    if reference is not NO_REFERENCE:
        comparison = Comparison(model)
        comparison.compare(ours, reference)
        problems += comparison.problems
    return problems


def main(folder):
    with open(os.path.join(folder, "cases.json"), encoding="utf-8") as file:
        cases = json.load(file)
    with open(os.path.join(folder, "renderings.bin"), "rb") as file:
        blob = file.read()

    def part(span):
        return None if span is None else blob[span[0]:span[0] + span[1]]

    problems, comparisons = [], 0
    for case in cases:
        reference_bytes = part(case["reference"])
        for rendering, model in (("declared", case["model"]), ("sorted", case["sortedModel"])):
            reference = NO_REFERENCE
            if reference_bytes is not None:
                reference = parse_reference(reference_bytes)
                comparisons += 1
            for problem in check_rendering(part(case[rendering]), reference, model):
                problems.append(dict(problem.record, case=case["name"], rendering=rendering))
    json.dump({"cases": len(cases), "comparisons": comparisons, "problems": problems,
               "documentedDifferences": sorted(DOCUMENTED_DIFFERENCES)}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1])
