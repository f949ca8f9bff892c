#!/usr/bin/env python3
"""Checks a `vmk report` Markdown file as GitHub would read it.

Independent of the report's writer, with Python's standard library only:

  * no character reference for a backtick (`&#96;`), nor any other
    numeric character reference, outside code;
  * outside fenced code blocks, every run of backticks that is not escaped
    with a backslash is closed, on its line, by the next run of exactly as
    many (as CommonMark pairs code spans), so no backtick shows as itself.

When `cmark-gfm` (GitHub's fork of cmark, Debian's package cmark-gfm) is on
the PATH, the report is also rendered by it with GitHub's extensions, and
what the rendering holds is reported: the HTML elements used, the text of
every <code> element outside <pre>, and the text a reader sees outside code.

Prints one JSON object: {"problems": [...], "rendered": bool, "tags": [...],
"codeSpans": [...], "text": "..."}. Exits 0 unless the file cannot be read.

Usage: check_markdown_report.py REPORT.md
"""

import html.parser
import json
import re
import shutil
import subprocess
import sys

ESCAPABLE = set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")


def code_spans(line):
    """Reads `line` as CommonMark pairs code spans: returns the columns of
    backtick runs that no equal run closes, and the line without its spans."""
    unpaired = []
    outside = []
    i = 0
    while i < len(line):
        c = line[i]
        if c == "\\" and i + 1 < len(line) and line[i + 1] in ESCAPABLE:
            outside.append(line[i:i + 2])
            i += 2
            continue
        if c != "`":
            outside.append(c)
            i += 1
            continue
        n = 1
        while i + n < len(line) and line[i + n] == "`":
            n += 1
        j = i + n
        close = None
        while j < len(line):
            if line[j] != "`":
                j += 1
                continue
            m = 1
            while j + m < len(line) and line[j + m] == "`":
                m += 1
            if m == n:
                close = j
                break
            j += m
        if close is None:
            unpaired.append(i)
            outside.append(line[i:i + n])
            i += n
        else:
            i = close + n
    return unpaired, "".join(outside)


def source_problems(text):
    problems = []
    fence = None
    for number, line in enumerate(text.split("\n"), start=1):
        stripped = line.lstrip(" ")
        match = re.match(r"(`{3,}|~{3,})", stripped)
        if fence is not None:
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence) \
                    and stripped.strip() == match.group(1):
                fence = None
            continue
        if match:
            fence = match.group(1)
            continue
        unpaired, outside = code_spans(line)
        for column in unpaired:
            problems.append(f"line {number}, column {column + 1}: a backtick no code span closes")
        if "&#96;" in outside:
            problems.append(f"line {number}: a backtick written as &#96;")
        elif re.search(r"&#[0-9]+;|&#x[0-9a-fA-F]+;", outside):
            problems.append(f"line {number}: a numeric character reference outside code")
    if fence is not None:
        problems.append("a fenced code block is not closed")
    return problems


class Rendering(html.parser.HTMLParser):
    """Gathers the elements, the inline code and the text outside code."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags = set()
        self.code_spans = []
        self.text = []
        self.stack = []
        self.code = None

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        if tag not in ("br",):
            self.stack.append(tag)
        if tag == "code" and "pre" not in self.stack[:-1]:
            self.code = []

    def handle_endtag(self, tag):
        if tag == "code" and self.code is not None:
            self.code_spans.append("".join(self.code))
            self.code = None
        while self.stack:
            if self.stack.pop() == tag:
                break

    def handle_data(self, data):
        if self.code is not None:
            self.code.append(data)
        elif "pre" not in self.stack:
            self.text.append(data)


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        text = f.read()
    result = {"problems": source_problems(text), "rendered": False, "tags": [],
              "codeSpans": [], "text": ""}
    cmark = shutil.which("cmark-gfm")
    if cmark:
        rendered = subprocess.run(
            [cmark, "--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink",
             "-e", "tagfilter"],
            input=text.encode("utf-8"), capture_output=True, check=True, timeout=60)
        parser = Rendering()
        parser.feed(rendered.stdout.decode("utf-8"))
        parser.close()
        shown = "".join(parser.text)
        result.update(rendered=True, tags=sorted(parser.tags), codeSpans=parser.code_spans,
                      text=shown)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
