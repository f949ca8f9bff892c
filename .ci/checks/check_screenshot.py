#!/usr/bin/env python3
"""Check a browser screenshot of the snapshot gallery, with no image library.

Reads the PNG with png_reader.py, beside it (zlib and the five PNG row
filters; 8-bit RGB or RGBA, not interlaced), then checks two things:

  1. the page is drawn: at least --min-drawn (a fraction) of its pixels are
     not white, in at least --min-colours distinct colours;
  2. the colour --colour (within +/- --tolerance on each channel) fills at
     least --min-pixels "solid" pixels (pixels whose 3x3 block is all of the
     colour, so that grey text or anti-aliased edges do not count) inside
     --region, the part of the page where the gallery puts its first card.

With --title-on, a third: the largest area of solid pixels of --colour in
--region (a filled button) holds a title that can be read on it: at least
--min-title-pixels pixels that it encloses (fill on their left and right,
above and below) contrast with it by a WCAG contrast ratio of 3 or more. A
title drawn in the fill's own colour has none.

It prints what it found either way and exits 0 when all hold, 1 when they
do not, and 2 when the file cannot be read as such a PNG.

Usage: check_screenshot.py PNG [--colour 8E8E93] [--region x0,y0,x1,y1]
                               [--min-pixels N] [--tolerance T]
                               [--title-on [--min-title-pixels N]]
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from png_reader import PNGError, read_png  # noqa: E402


def parse_colour(text):
    text = text.strip().lstrip("#")
    if len(text) == 8:  # RRGGBBAA, as the snapshots write colours
        text = text[:6]
    if len(text) != 6:
        raise argparse.ArgumentTypeError(f"colour {text!r} is not RRGGBB in hex")
    try:
        return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        raise argparse.ArgumentTypeError(f"colour {text!r} is not RRGGBB in hex") from None


def parse_region(text):
    parts = text.split(",")
    try:
        values = tuple(int(p) for p in parts)
    except ValueError:
        values = ()
    if len(values) != 4 or values[0] >= values[2] or values[1] >= values[3] or min(values) < 0:
        raise argparse.ArgumentTypeError(
            f"region {text!r} is not x0,y0,x1,y1 with x0 < x1 and y0 < y1 (x1 and y1 excluded)")
    return values


def analyse(image, colour, region, tolerance):
    """Counts what the checks need: white and distinct colours over the whole
    image, and in the region the pixels of the colour, all of them and the
    "solid" ones, whose 3x3 block is all of the colour. Text and the
    anti-aliased edges of other shapes give stray pixels of nearly any colour,
    never a solid block, so only a filled area (a card, a swatch) counts."""
    white = 0
    colours = set()
    x0, y0, x1, y1 = region
    x1 = min(x1, image.width)
    y1 = min(y1, image.height)
    cr, cg, cb = colour
    matches = 0
    masks = {}  # y -> bytearray, 1 where the pixel is of the colour
    for y, row in enumerate(image.rows):
        in_rows = y0 <= y < y1
        mask = bytearray(image.width) if in_rows else None
        for x in range(image.width):
            i = 3 * x
            r, g, b = row[i], row[i + 1], row[i + 2]
            if r == 255 and g == 255 and b == 255:
                white += 1
                continue
            if len(colours) < 4096:
                colours.add((r, g, b))
            if (in_rows and x0 <= x < x1 and abs(r - cr) <= tolerance
                    and abs(g - cg) <= tolerance and abs(b - cb) <= tolerance):
                matches += 1
                mask[x] = 1
        if in_rows:
            masks[y] = mask
    solid = 0
    box = None  # [min x, min y, max x, max y] of the solid blocks
    for y in range(y0 + 1, y1 - 1):
        above, here, below = masks[y - 1], masks[y], masks[y + 1]
        for x in range(x0 + 1, x1 - 1):
            if (here[x] and here[x - 1] and here[x + 1]
                    and above[x - 1] and above[x] and above[x + 1]
                    and below[x - 1] and below[x] and below[x + 1]):
                solid += 1
                if box is None:
                    box = [x - 1, y - 1, x + 1, y + 1]
                else:
                    box[0] = min(box[0], x - 1)
                    box[1] = min(box[1], y - 1)
                    box[2] = max(box[2], x + 1)
                    box[3] = max(box[3], y + 1)
    total = image.width * image.height
    return {
        "total": total,
        "drawn": total - white,
        "colours": len(colours),
        "matches": matches,
        "solid": solid,
        "box": box,
        "region": (x0, y0, x1, y1),
    }


def _luminance(colour):
    """WCAG relative luminance of an sRGB colour."""
    def channel(value):
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one, other):
    """The WCAG contrast ratio of two colours, 1 to 21."""
    a, b = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def title_on_fill(image, colour, region, tolerance, ratio=3.0):
    """Finds the largest 4-connected area of solid pixels of `colour` (3x3
    blocks of it) in `region`, and counts the pixels it encloses (in its
    bounding box, not of the colour, with pixels of the area to their left
    and right on their row and above and below in their column) whose
    contrast with `colour` is `ratio` or more. Returns (the area's box or
    None, its size, that count)."""
    x0, y0, x1, y1 = region
    x1 = min(x1, image.width)
    y1 = min(y1, image.height)
    cr, cg, cb = colour

    def near(x, y):
        r, g, b = image.pixel(x, y)
        return abs(r - cr) <= tolerance and abs(g - cg) <= tolerance and abs(b - cb) <= tolerance

    fill = set()
    for y in range(y0, y1):
        for x in range(x0, x1):
            if near(x, y):
                fill.add((x, y))
    solid = {(x, y) for (x, y) in fill
             if all((x + dx, y + dy) in fill for dx in (-1, 0, 1) for dy in (-1, 0, 1))}
    best = set()
    seen = set()
    for start in solid:
        if start in seen:
            continue
        area = {start}
        seen.add(start)
        stack = [start]
        while stack:
            x, y = stack.pop()
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if (nx, ny) in solid and (nx, ny) not in seen:
                    seen.add((nx, ny))
                    area.add((nx, ny))
                    stack.append((nx, ny))
        if len(area) > len(best):
            best = area
    if not best:
        return None, 0, 0
    # The area with the anti-aliased fill around it, whose pixels enclose the title.
    grown = {(x + dx, y + dy) for (x, y) in best for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    grown = {p for p in grown if p in fill}
    bx0 = min(x for x, _ in grown)
    by0 = min(y for _, y in grown)
    bx1 = max(x for x, _ in grown)
    by1 = max(y for _, y in grown)
    rows = {}
    columns = {}
    for x, y in grown:
        low, high = rows.get(y, (x, x))
        rows[y] = (min(low, x), max(high, x))
        low, high = columns.get(x, (y, y))
        columns[x] = (min(low, y), max(high, y))
    enclosed = 0
    for y in range(by0, by1 + 1):
        for x in range(bx0, bx1 + 1):
            if (x, y) in grown or y not in rows or x not in columns:
                continue
            if rows[y][0] < x < rows[y][1] and columns[x][0] < y < columns[x][1] \
                    and contrast(image.pixel(x, y), colour) >= ratio:
                enclosed += 1
    return (bx0, by0, bx1, by1), len(best), enclosed


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Check that a screenshot of the gallery is drawn and shows a colour near its top.")
    parser.add_argument("png", help="the screenshot, an 8-bit RGB or RGBA PNG")
    parser.add_argument("--colour", "--color", type=parse_colour, default=parse_colour("8E8E93"),
                        help="RRGGBB in hex that must appear in the region (default 8E8E93)")
    parser.add_argument("--region", type=parse_region, default=None,
                        help="x0,y0,x1,y1 in pixels, x1 and y1 excluded, clipped to the image "
                             "(default: the full width, top 700 px)")
    parser.add_argument("--min-pixels", type=int, default=100,
                        help="solid pixels of the colour (whose 3x3 block is all of it) "
                             "needed in the region (default 100, as a 12x12 swatch)")
    parser.add_argument("--tolerance", type=int, default=6,
                        help="allowed difference on each channel (default 6)")
    parser.add_argument("--min-drawn", type=float, default=0.01,
                        help="fraction of pixels that must not be white (default 0.01)")
    parser.add_argument("--min-colours", type=int, default=4,
                        help="distinct colours the page must show besides white (default 4)")
    parser.add_argument("--title-on", action="store_true",
                        help="the largest solid area of --colour (a filled button) must enclose "
                             "a title that contrasts with it (ratio 3 or more)")
    parser.add_argument("--min-title-pixels", type=int, default=20,
                        help="with --title-on, the contrasting pixels it must enclose (default 20)")
    args = parser.parse_args(argv)

    name = "check_screenshot"
    try:
        image = read_png(args.png)
    except OSError as error:
        print(f"{name}: FAILED: cannot read {args.png}: {error.strerror or error}")
        return 2
    except PNGError as error:
        print(f"{name}: FAILED: {args.png}: {error}")
        return 2

    region = args.region or (0, 0, image.width, 700)
    if region[0] >= image.width or region[1] >= image.height:
        print(f"{name}: FAILED: the region {region} lies outside the "
              f"{image.width}x{image.height} image")
        return 1
    found = analyse(image, args.colour, region, args.tolerance)
    hex_colour = "#%02X%02X%02X" % args.colour
    fraction = found["drawn"] / found["total"]
    rx0, ry0, rx1, ry1 = found["region"]
    print(f"{name}: {args.png}: {image.width}x{image.height}; "
          f"{found['drawn']} pixels not white ({fraction:.1%}), "
          f"{found['colours']}{'+' if found['colours'] >= 4096 else ''} distinct colours besides white")
    box = found["box"]
    where = (f"solid areas within x {box[0]}..{box[2]}, y {box[1]}..{box[3]}"
             if box else "no solid area")
    print(f"{name}: {hex_colour} (+/-{args.tolerance}) in the region x {rx0}..{rx1 - 1}, "
          f"y {ry0}..{ry1 - 1}: {found['matches']} pixels, {found['solid']} solid; {where}")

    failures = []
    if fraction < args.min_drawn or found["colours"] < args.min_colours:
        failures.append(
            f"the page looks blank: {fraction:.1%} of pixels not white (need {args.min_drawn:.0%}) "
            f"in {found['colours']} colours (need {args.min_colours})")
    if found["solid"] < args.min_pixels:
        failures.append(
            f"{hex_colour} fills {found['solid']} solid pixels of the region, "
            f"fewer than {args.min_pixels}: the first card does not show it")
    if args.title_on:
        box, size, title = title_on_fill(image, args.colour, region, args.tolerance)
        where = (f"the largest is {size} pixels within x {box[0]}..{box[2]}, y {box[1]}..{box[3]}"
                 if box else "there is none")
        print(f"{name}: solid areas of {hex_colour}: {where}; it encloses {title} pixels "
              f"that contrast with it 3:1 or more")
        if title < args.min_title_pixels:
            failures.append(
                f"the title on {hex_colour} shows {title} pixels that contrast with the fill, "
                f"fewer than {args.min_title_pixels}: it cannot be read")
    for failure in failures:
        print(f"{name}: FAILED: {failure}")
    if failures:
        return 1
    print(f"{name}: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
