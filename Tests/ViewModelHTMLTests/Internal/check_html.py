#!/usr/bin/env python3
"""Checks HTML fragments with a parser that shares no code with the drawing:
Python's `html.parser`.

    python3 check_html.py <file>...

Each file holds one fragment drawn by HTMLDrawing. For each, this prints one
line of JSON: {"problems": [...], "text": "...", "titles": [...]}, where the
text is every text node joined and the titles are the tooltips. A problem is
anything a model string could have smuggled in: an element other than div
and span, a script or style, an attribute other than class, style, title,
role and aria-checked, an event handler (on...), a style declaration of a
property the drawing does not set or a style holding url(...) or a quote, a comment, a declaration,
an end tag that does not close the open element, or an element left open.
"""
import json
import sys
from html.parser import HTMLParser

TAGS = {"div", "span"}
ATTRIBUTES = {"class", "style", "title", "role", "aria-checked"}
PROPERTIES = {"color", "background-color", "font-size", "font-weight", "font-family", "text-align",
              "-webkit-line-clamp", "line-clamp", "text-decoration", "gap", "width"}


class Checker(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.open = []
        self.problems = []
        self.text = []
        self.titles = []

    def handle_starttag(self, tag, attrs):
        if tag not in TAGS:
            self.problems.append("element <%s>" % tag)
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append("event handler %s=%r" % (name, value))
            elif name not in ATTRIBUTES:
                self.problems.append("attribute %s=%r" % (name, value))
            if name == "title":
                self.titles.append(value)
            if name == "style":
                self.check_style(value or "")
        self.open.append(tag)

    def check_style(self, style):
        lowered = style.lower()
        for word in ("url(", "expression(", "javascript:", "@import", "<", ">", '"'):
            if word in lowered:
                self.problems.append("style holds %r: %r" % (word, style))
        for declaration in style.split(";"):
            name, colon, _ = declaration.partition(":")
            if not colon or name not in PROPERTIES:
                self.problems.append("style declaration %r" % declaration)

    def handle_startendtag(self, tag, attrs):
        self.problems.append("self-closing <%s/>" % tag)

    def handle_endtag(self, tag):
        if not self.open or self.open[-1] != tag:
            self.problems.append("</%s> closes %r" % (tag, self.open[-1:] or None))
            return
        self.open.pop()

    def handle_data(self, data):
        self.text.append(data)

    def handle_comment(self, data):
        self.problems.append("comment %r" % data)

    def handle_decl(self, decl):
        self.problems.append("declaration %r" % decl)

    def handle_pi(self, data):
        self.problems.append("processing instruction %r" % data)

    def unknown_decl(self, data):
        self.problems.append("declaration %r" % data)


def check(path):
    with open(path, encoding="utf-8") as file:
        html = file.read()
    checker = Checker()
    checker.feed(html)
    checker.close()
    if checker.open:
        checker.problems.append("left open: %r" % checker.open)
    if checker.rawdata:
        checker.problems.append("unparsed: %r" % checker.rawdata)
    return {"problems": checker.problems, "text": "".join(checker.text), "titles": checker.titles}


if __name__ == "__main__":
    for argument in sys.argv[1:]:
        print(json.dumps(check(argument)))
