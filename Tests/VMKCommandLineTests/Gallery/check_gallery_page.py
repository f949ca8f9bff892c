#!/usr/bin/env python3
"""Checks a page written by `vmk gallery` with Python's own HTML parser.

    python3 check_gallery_page.py <index.html>

Prints one JSON object: the cards (id, data-kind, data-path, data-test, in
page order), the number of <script> elements, and the problems found:
tags that are not closed in order, attributes or style rules that point at
another document (src, href and the like, url(), @import), scripts other
than the page's own inline one, cards without their attributes, and ids
used twice. Exits 0 when it could read the file, whatever it found.
"""

import json
import re
import sys
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
        "source", "track", "wbr"}
URL_ATTRIBUTES = {"src", "href", "action", "formaction", "srcset", "poster", "data",
                  "background", "cite", "longdesc", "manifest", "ping", "xlink:href"}
KINDS = {"changed", "new", "obsolete", "unchanged"}
SCRIPT_ID = "vmk-gallery-script"


class Checker(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.problems = []
        self.cards = []
        self.ids = set()
        self.scripts = 0
        self.in_style = False
        self.doctype = False

    def problem(self, text):
        self.problems.append(f"line {self.getpos()[0]}: {text}")

    def handle_decl(self, decl):
        self.doctype = self.doctype or decl.lower() == "doctype html"

    def handle_starttag(self, tag, attrs):
        self.check_attributes(tag, attrs)
        if tag == "script":
            self.scripts += 1
            names = dict(attrs)
            if names.get("id") != SCRIPT_ID or "src" in names:
                self.problem(f"a script that is not the page's own: {attrs}")
        if tag == "style":
            self.in_style = True
        if tag == "link":
            self.problem(f"a <link> element: {attrs}")
        if tag == "article":
            self.note_card(dict(attrs))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.check_attributes(tag, attrs)
        if tag not in VOID:
            self.problem(f"<{tag}/> is not a void element")

    def handle_endtag(self, tag):
        if tag == "style":
            self.in_style = False
        if tag in VOID:
            self.problem(f"</{tag}> closes a void element")
        elif not self.stack:
            self.problem(f"</{tag}> closes nothing")
        elif self.stack[-1] != tag:
            self.problem(f"</{tag}> closes <{self.stack[-1]}>")
            if tag in self.stack:
                while self.stack and self.stack.pop() != tag:
                    pass
        else:
            self.stack.pop()

    def handle_data(self, data):
        if self.in_style:
            self.check_style(data)

    def check_attributes(self, tag, attrs):
        for name, value in attrs:
            value = value or ""
            if name in URL_ATTRIBUTES:
                self.problem(f"<{tag} {name}=\"{value}\"> points at another document")
            if name.startswith("on"):
                self.problem(f"<{tag}> has an event handler attribute {name}")
            if name == "style":
                self.check_style(value)
            if name == "id":
                if value in self.ids:
                    self.problem(f"the id {value!r} is used twice")
                self.ids.add(value)
            if name == "http-equiv":
                self.problem(f"<{tag} http-equiv=\"{value}\">")

    def check_style(self, text):
        if re.search(r"url\s*\(|@import|expression\s*\(", text, re.IGNORECASE):
            self.problem("a style that fetches something")

    def note_card(self, names):
        card = {key: names.get(key) for key in ("id", "data-kind", "data-path", "data-test")}
        if "card" not in (names.get("class") or "").split():
            return
        if None in card.values():
            self.problem(f"a card without all of id, data-kind, data-path, data-test: {names}")
            return
        if card["data-kind"] not in KINDS:
            self.problem(f"a card of an unknown kind: {card['data-kind']}")
        self.cards.append(card)


def main():
    with open(sys.argv[1], "rb") as file:
        text = file.read().decode("utf-8")
    checker = Checker()
    checker.feed(text)
    checker.close()
    if checker.stack:
        checker.problem(f"elements left open: {checker.stack}")
    if not checker.doctype:
        checker.problem("no <!DOCTYPE html>")
    if checker.scripts > 1:
        checker.problem(f"{checker.scripts} scripts")
    print(json.dumps({"cards": checker.cards, "scripts": checker.scripts,
                      "problems": checker.problems}))


if __name__ == "__main__":
    main()
