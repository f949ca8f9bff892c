r'''Swift source as code only: comments and string literals blanked out.

The CI checks read Swift files with regular expressions (`import` lines,
`#available` guards, `#if` branches, ...); a match inside a comment or a
string literal must not count. `blank_comments_and_strings` returns the
source with every character of a comment or a literal turned into a space,
so that offsets, columns and line numbers stay those of the file.

What it knows: `//` and `/* */` comments (nested too), doc comments;
string literals `"..."` and `"""..."""`, escapes in them, raw strings
(`#"..."#`, `##"..."##` and their multi-line form); interpolations
(`\(...)`, `\#(...)` in raw strings) read as code, so that a string inside
one does not end the outer string; `#/.../#` regex literals. Bare `/.../`
regex literals are not recognised (they read as division).

Python 3 standard library only.
'''

import re

RAW_STRING = re.compile(r'(#+)"')
REGEX_LITERAL = re.compile(r"(#+)/")


def blank_comments_and_strings(source):
    """The source with comments and string literals blanked out.

    Same length, with every newline where it was. The code inside an
    interpolation stays, with its own comments and strings blanked.
    """
    return _Blanker(source).run()


def line_starts(text):
    """The offset at which each line of the text starts (line 1 first)."""
    starts = [0]
    for match in re.finditer("\n", text):
        starts.append(match.end())
    return starts


def offset_of(starts, line, col):
    """The offset of a 1-based line and column, given `line_starts`."""
    return starts[line - 1] + col - 1 if 0 < line <= len(starts) else 0


class _Blanker:
    def __init__(self, source):
        self.source = source
        self.out = list(source)
        self.n = len(source)
        # One entry per open interpolation: [hashes, multiline, open parentheses].
        self.stack = []

    def run(self):
        i = 0
        while i < self.n:
            i = self.step(i)
        return "".join(self.out)

    def blank(self, a, b):
        for k in range(a, min(b, self.n)):
            if self.out[k] != "\n":
                self.out[k] = " "

    def step(self, i):
        """Read what starts at i; returns where the next thing starts."""
        source, c = self.source, self.source[i]
        if source.startswith("//", i):
            end = source.find("\n", i)
            return self.blanked(i, self.n if end < 0 else end)
        if source.startswith("/*", i):
            return self.blanked(i, self.block_comment_end(i))
        if c == '"' or (c == "#" and RAW_STRING.match(source, i)):
            return self.string_start(i)
        if c == "#" and REGEX_LITERAL.match(source, i):
            hashes = len(REGEX_LITERAL.match(source, i).group(1))
            close = "/" + "#" * hashes
            end = source.find(close, i + hashes + 1)
            return self.blanked(i, self.n if end < 0 else end + len(close))
        if c == "(" and self.stack:
            self.stack[-1][2] += 1
        elif c == ")" and self.stack:
            return self.close_paren(i)
        return i + 1

    def blanked(self, a, b):
        self.blank(a, b)
        return b

    def block_comment_end(self, i):
        depth, j = 1, i + 2
        while j < self.n and depth:
            if self.source.startswith("/*", j):
                depth, j = depth + 1, j + 2
            elif self.source.startswith("*/", j):
                depth, j = depth - 1, j + 2
            else:
                j += 1
        return j

    def string_start(self, i):
        hashes = len(RAW_STRING.match(self.source, i).group(1)) if self.source[i] == "#" else 0
        j = i + hashes
        multiline = self.source.startswith('"""', j)
        j += 3 if multiline else 1
        self.blank(i, j)
        return self.string_body(j, hashes, multiline)

    def close_paren(self, i):
        """A `)` inside an interpolation: nested, or the end of it."""
        if self.stack[-1][2]:
            self.stack[-1][2] -= 1
            return i + 1
        hashes, multiline, _ = self.stack.pop()
        self.blank(i, i + 1)
        return self.string_body(i + 1, hashes, multiline)

    def string_body(self, i, hashes, multiline):
        """Blank string contents from i, up to its end or an interpolation."""
        source = self.source
        close = '"' * (3 if multiline else 1) + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < self.n:
            if source.startswith(close, i):
                return self.blanked(i, i + len(close))
            if source.startswith(escape, i):
                after = i + len(escape)
                self.blank(i, after + 1)
                if after < self.n and source[after] == "(":
                    self.stack.append([hashes, multiline, 0])
                    return after + 1
                i = after + 1
                continue
            if source[i] == "\n" and not multiline:
                return i + 1  # unterminated: the compiler will say so
            self.blank(i, i + 1)
            i += 1
        return i
