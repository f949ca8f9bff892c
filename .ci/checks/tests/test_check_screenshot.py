#!/usr/bin/env python3
"""Tests of .ci/checks/check_screenshot.py and its PNG reader, png_reader.py:
the reader against PNGs of known pixels written here with zlib (every filter
type, RGB and RGBA, images split over several IDAT chunks, the kinds of PNG
it refuses), and the checks.

Run: python3 .ci/checks/tests/test_check_screenshot.py
"""

import contextlib
import io
import os
import struct
import sys
import tempfile
import unittest
import zlib

sys.dont_write_bytecode = True  # leave no __pycache__ in the checkout
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # .ci/checks
import check_screenshot as cs  # noqa: E402
import png_reader  # noqa: E402


def chunk(kind, body):
    return (struct.pack(">I", len(body)) + kind + body
            + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))


def png(width, height, raw, colour_type=2, depth=8, interlace=0, idat_parts=1):
    """A PNG of already filtered rows `raw` (each row led by its filter byte)."""
    data = zlib.compress(raw, 9)
    size = -(-len(data) // idat_parts)
    idats = b"".join(chunk(b"IDAT", data[i:i + size]) for i in range(0, len(data), size))
    header = struct.pack(">IIBBBBB", width, height, depth, colour_type, 0, 0, interlace)
    return (png_reader.SIGNATURE + chunk(b"IHDR", header) + chunk(b"tEXt", b"Comment\x00test")
            + idats + chunk(b"IEND", b""))


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_row(kind, row, prior, bpp):
    """The encoder's side of a PNG filter, written out plainly for the tests."""
    out = bytearray([kind])
    for i, value in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prior[i]
        c = prior[i - bpp] if i >= bpp else 0
        predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((value - predictor) & 0xFF)
    return bytes(out)


def encode(pixels, filters, colour_type=2, idat_parts=1):
    """PNG bytes of `pixels` (rows of channel tuples), row y filtered with filters[y % len]."""
    height, width = len(pixels), len(pixels[0])
    bpp = len(pixels[0][0])
    prior = bytes(width * bpp)
    raw = b""
    for y, pixel_row in enumerate(pixels):
        row = bytes(channel for pixel in pixel_row for channel in pixel)
        raw += filter_row(filters[y % len(filters)], row, prior, bpp)
        prior = row
    return png(width, height, raw, colour_type=colour_type, idat_parts=idat_parts)


def varied_pixels(width, height, channels):
    """Pixels whose neighbours differ in every direction, so each filter matters."""
    return [[tuple((x * 37 + y * 91 + k * 53 + x * y * 7) % 256 for k in range(channels))
             for x in range(width)] for y in range(height)]


def run_main(args):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cs.main(args)
    return code, out.getvalue()


class ReaderTests(unittest.TestCase):
    def test_each_filter_type_alone_rgb(self):
        pixels = varied_pixels(7, 5, 3)
        for kind in range(5):
            with self.subTest(filter=kind):
                image = png_reader.decode_png(encode(pixels, [kind]))
                self.assertEqual((image.width, image.height), (7, 5))
                got = [[image.pixel(x, y) for x in range(7)] for y in range(5)]
                self.assertEqual(got, pixels)

    def test_filters_mixed_row_by_row_over_several_idat_chunks(self):
        pixels = varied_pixels(9, 10, 3)
        image = png_reader.decode_png(encode(pixels, [0, 1, 2, 3, 4, 4, 3, 2, 1, 0], idat_parts=4))
        self.assertEqual([[image.pixel(x, y) for x in range(9)] for y in range(10)], pixels)

    def test_each_filter_type_rgba_opaque(self):
        pixels = [[p[:3] + (255,) for p in row] for row in varied_pixels(6, 4, 4)]
        for kind in range(5):
            with self.subTest(filter=kind):
                image = png_reader.decode_png(encode(pixels, [kind], colour_type=6))
                got = [[image.pixel(x, y) for x in range(6)] for y in range(4)]
                self.assertEqual(got, [[p[:3] for p in row] for row in pixels])

    def test_rgba_translucent_pixels_are_laid_on_white(self):
        pixels = [[(0, 0, 0, 0), (0, 0, 0, 255), (0, 0, 0, 128), (142, 142, 147, 255)]]
        image = png_reader.decode_png(encode(pixels, [4], colour_type=6))
        self.assertEqual(image.pixel(0, 0), (255, 255, 255))
        self.assertEqual(image.pixel(1, 0), (0, 0, 0))
        self.assertEqual(image.pixel(2, 0), (127, 127, 127))
        self.assertEqual(image.pixel(3, 0), (142, 142, 147))

    def test_hand_filtered_rows(self):
        # 2x2 RGB, worked out by hand: row 0 (10,20,30) (15,25,35) with Sub,
        # row 1 (12,22,32) (40,40,40) with Paeth.
        # Sub: 10,20,30 then 15-10,25-20,35-30 = 5,5,5.
        # Paeth, first pixel: a=c=0, b=above, so the predictor is b: 12-10,22-20,32-30 = 2,2,2.
        # Second pixel, red: a=12, b=15, c=10, p=17, pa=5 pb=2 pc=7 -> b=15: 40-15 = 25;
        # green: a=22, b=25, c=20 -> b=25: 15; blue: a=32, b=35, c=30 -> b=35: 5.
        raw = bytes([1, 10, 20, 30, 5, 5, 5, 4, 2, 2, 2, 25, 15, 5])
        image = png_reader.decode_png(png(2, 2, raw))
        self.assertEqual([image.pixel(x, y) for y in range(2) for x in range(2)],
                         [(10, 20, 30), (15, 25, 35), (12, 22, 32), (40, 40, 40)])

    def test_paeth_prefers_above_to_upper_left_on_a_tie(self):
        # Row 0 with None: (50,50,50) (30,30,30). Row 1 with Paeth.
        # Pixel (0,1): the predictor is above, 50; value 60 -> 10.
        # Pixel (1,1): a=60, b=30, c=50, p=40, pa=20, pb=10, pc=10: a tie
        # between above (30) and upper left (50) that above wins; value 100 -> 70.
        raw = bytes([0, 50, 50, 50, 30, 30, 30, 4, 10, 10, 10, 70, 70, 70])
        image = png_reader.decode_png(png(2, 2, raw))
        self.assertEqual(image.pixel(0, 1), (60, 60, 60))
        self.assertEqual(image.pixel(1, 1), (100, 100, 100))

    def test_average_rounds_down_and_wraps(self):
        # 2x2 RGB: row 0 with None (250,0,0) (255,1,0); row 1 with Average.
        # Pixel (0,1): a=0, b=250 -> 125; value 100 = 125 + 231 mod 256.
        # Pixel (1,1) red: a=100, b=255 -> 177; value 0 = 177 + 79 mod 256.
        raw = bytes([0, 250, 0, 0, 255, 1, 0, 3, 231, 0, 0, 79, 0, 0])
        image = png_reader.decode_png(png(2, 2, raw))
        self.assertEqual(image.pixel(0, 1), (100, 0, 0))
        self.assertEqual(image.pixel(1, 1), (0, 0, 0))

    def assert_refused(self, data, words):
        with self.assertRaises(png_reader.PNGError) as caught:
            png_reader.decode_png(data)
        self.assertIn(words, str(caught.exception))

    def test_refuses_what_it_does_not_read(self):
        one_row = bytes([0, 1, 2, 3])
        self.assert_refused(b"GIF89a" + bytes(20), "signature")
        self.assert_refused(png(1, 1, bytes([0, 1]), colour_type=3), "palette")
        self.assert_refused(png(1, 1, bytes([0, 1]), colour_type=0), "greyscale")
        self.assert_refused(png(1, 1, bytes([0, 0, 1, 0, 2, 0, 3]), depth=16), "bit depth 16")
        self.assert_refused(png(1, 1, one_row, interlace=1), "interlaced")
        self.assert_refused(png(1, 1, bytes([5, 1, 2, 3])), "filter type 5")
        self.assert_refused(png(2, 1, one_row), "needs")

    def test_refuses_a_damaged_file(self):
        good = png(1, 1, bytes([0, 1, 2, 3]))
        damaged = bytearray(good)
        damaged[len(png_reader.SIGNATURE) + 10] ^= 0xFF  # inside IHDR's body
        self.assert_refused(bytes(damaged), "bad CRC in the IHDR chunk")
        self.assert_refused(good[:-12], "no IEND")
        self.assert_refused(good[:-5], "truncated")


class CheckTests(unittest.TestCase):
    """main() on 200x300 images; the default region is the top 700 px, clipped."""

    GREY = (0x8E, 0x8E, 0x93)

    def write(self, pixels, colour_type=2):
        handle, path = tempfile.mkstemp(suffix=".png")
        with os.fdopen(handle, "wb") as f:
            f.write(encode(pixels, [0, 1, 2, 3, 4], colour_type=colour_type))
        self.addCleanup(os.remove, path)
        return path

    def page(self, box_colour, box_top=40, box_height=20):
        """A white page with a dark header, a few coloured bars and a 50 px wide box."""
        pixels = [[(255, 255, 255)] * 200 for _ in range(300)]
        for y in range(0, 30):
            pixels[y] = [(40, 40, 48)] * 200
        for y, colour in ((100, (255, 59, 48)), (120, (0, 122, 255)), (140, (52, 199, 89))):
            for dy in range(8):
                pixels[y + dy] = [colour] * 200
        for y in range(box_top, box_top + box_height):
            for x in range(20, 70):
                pixels[y][x] = box_colour
        return pixels

    def test_passes_when_the_colour_is_near_the_top(self):
        code, out = run_main([self.write(self.page(self.GREY))])
        self.assertEqual(code, 0, out)
        self.assertIn("1000 pixels, 864 solid; solid areas within x 20..69, y 40..59", out)
        self.assertIn("OK", out)

    def test_tolerance_is_six_on_each_channel(self):
        near = (0x8E + 6, 0x8E - 6, 0x93 + 6)
        code, out = run_main([self.write(self.page(near))])
        self.assertEqual(code, 0, out)
        far = (0x8E + 7, 0x8E, 0x93)
        code, out = run_main([self.write(self.page(far))])
        self.assertEqual(code, 1, out)
        self.assertIn("fills 0 solid pixels", out)

    def test_fails_when_the_colour_is_missing(self):
        code, out = run_main([self.write(self.page((90, 200, 250)))])
        self.assertEqual(code, 1, out)
        self.assertIn("FAILED: #8E8E93 fills 0 solid pixels", out)
        self.assertNotIn("blank", out)

    def test_fails_when_the_colour_is_below_the_region(self):
        path = self.write(self.page(self.GREY, box_top=250))
        code, out = run_main([path, "--region", "0,0,200,200"])
        self.assertEqual(code, 1, out)
        self.assertIn("fills 0 solid pixels", out)
        code, out = run_main([path])
        self.assertEqual(code, 0, out)

    def test_fails_when_too_few_pixels_have_the_colour(self):
        path = self.write(self.page(self.GREY, box_height=3))
        code, out = run_main([path])
        self.assertEqual(code, 1, out)
        self.assertIn("150 pixels, 48 solid", out)
        self.assertIn("fills 48 solid pixels of the region, fewer than 100", out)
        code, out = run_main([path, "--min-pixels", "48"])
        self.assertEqual(code, 0, out)

    def test_thin_lines_and_specks_of_the_colour_do_not_count(self):
        # Grey text or the anti-aliased edges of other shapes: thousands of
        # pixels of the colour, but no 3x3 block of it.
        pixels = self.page((255, 59, 48))
        for y in range(150, 300, 3):  # two-pixel lines, one apart
            pixels[y] = [self.GREY] * 200
            pixels[y + 1] = [self.GREY] * 200
        for y in range(30, 100, 2):  # a checkerboard
            pixels[y] = [self.GREY if x % 2 else (255, 255, 255) for x in range(200)]
        code, out = run_main([self.write(pixels)])
        self.assertEqual(code, 1, out)
        self.assertIn("fills 0 solid pixels", out)
        self.assertIn("no solid area", out)

    def test_a_blank_page_fails_as_blank(self):
        code, out = run_main([self.write([[(255, 255, 255)] * 200 for _ in range(300)])])
        self.assertEqual(code, 1, out)
        self.assertIn("looks blank: 0.0% of pixels not white", out)

    def test_a_page_of_only_that_colour_fails_as_blank(self):
        # Drawn, but in one colour: not a page of cards.
        code, out = run_main([self.write([[self.GREY] * 200 for _ in range(300)])])
        self.assertEqual(code, 1, out)
        self.assertIn("looks blank", out)
        self.assertIn("in 1 colours", out)

    def test_other_colour_and_rgba(self):
        pixels = [[p + (255,) for p in row] for row in self.page((255, 59, 48), box_top=60)]
        path = self.write(pixels, colour_type=6)
        code, out = run_main([path, "--colour", "#FF3B30FF", "--region", "0,0,200,100"])
        self.assertEqual(code, 0, out)
        self.assertIn("#FF3B30", out)

    def test_an_unreadable_file_exits_2(self):
        handle, path = tempfile.mkstemp(suffix=".png")
        with os.fdopen(handle, "wb") as f:
            f.write(png(1, 1, bytes([0, 1]), colour_type=3))
        self.addCleanup(os.remove, path)
        code, out = run_main([path])
        self.assertEqual(code, 2)
        self.assertIn("FAILED", out)
        self.assertIn("palette", out)
        code, out = run_main([path + ".missing"])
        self.assertEqual(code, 2)
        self.assertIn("cannot read", out)


class TitleTests(unittest.TestCase):
    """--title-on: a filled button's title must contrast with its fill."""

    BLUE = (0x00, 0x7A, 0xFF)

    def write(self, pixels):
        handle, path = tempfile.mkstemp(suffix=".png")
        with os.fdopen(handle, "wb") as f:
            f.write(encode(pixels, [0, 1, 4]))
        self.addCleanup(os.remove, path)
        return path

    def button(self, title_colour, corner=4, extra_blue=False):
        """A grey page with a 90x34 blue button with rounded corners, its
        title ten strokes of `title_colour`, and a blue bar elsewhere."""
        pixels = [[(0xF2, 0xF2, 0xF7)] * 200 for _ in range(120)]
        for y in range(0, 12):
            pixels[y] = [(40, 40, 48)] * 200
        for y in range(100, 120):  # a card below, in white, with a red line
            pixels[y] = [(255, 255, 255)] * 200
        pixels[110] = [(255, 59, 48)] * 200
        for y in range(40, 74):
            for x in range(20, 110):
                in_corner = (min(x - 20, 109 - x) < corner and min(y - 40, 73 - y) < corner
                             and (min(x - 20, 109 - x) + min(y - 40, 73 - y)) < corner)
                if not in_corner:
                    pixels[y][x] = self.BLUE
        for stroke in range(10):
            for y in range(50, 64):
                for x in (34 + stroke * 6, 35 + stroke * 6):
                    pixels[y][x] = title_colour
        if extra_blue:  # a smaller blue area with no title, and a white gap beside it
            for y in range(84, 96):
                for x in range(130, 160):
                    pixels[y][x] = self.BLUE
        return pixels

    def check(self, pixels, *extra):
        return run_main([self.write(pixels), "--colour", "007AFF", "--title-on", *extra])

    def test_a_white_title_on_the_fill_passes(self):
        code, out = self.check(self.button((255, 255, 255), extra_blue=True))
        self.assertEqual(code, 0, out)
        self.assertIn("it encloses 280 pixels that contrast with it", out)

    def test_a_title_in_the_fills_own_colour_fails(self):
        code, out = self.check(self.button(self.BLUE))
        self.assertEqual(code, 1, out)
        self.assertIn("encloses 0 pixels", out)
        self.assertIn("FAILED: the title on #007AFF shows 0 pixels", out)

    def test_a_title_of_too_little_contrast_fails(self):
        code, out = self.check(self.button((0x40, 0x90, 0xFF)))
        self.assertEqual(code, 1, out)
        self.assertIn("cannot be read", out)

    def test_the_page_around_rounded_corners_is_not_a_title(self):
        # The page shows in the corners of the button's box: not enclosed.
        code, out = self.check(self.button(self.BLUE, corner=8))
        self.assertEqual(code, 1, out)
        self.assertIn("encloses 0 pixels", out)

    def test_without_a_fill_there_is_no_title(self):
        pixels = [[(0xF2, 0xF2, 0xF7)] * 200 for _ in range(120)]
        for y in range(0, 12):
            pixels[y] = [(40, 40, 48)] * 200
        for y in range(20, 30):
            pixels[y] = [(255, 59, 48)] * 100 + [(52, 199, 89)] * 100
        code, out = self.check(pixels, "--min-pixels", "0")
        self.assertEqual(code, 1, out)
        self.assertIn("there is none", out)

    def test_the_contrast_ratio_is_wcags(self):
        self.assertAlmostEqual(cs.contrast((255, 255, 255), (0, 0, 0)), 21.0, places=3)
        self.assertAlmostEqual(cs.contrast((255, 255, 255), self.BLUE), 4.02, places=2)
        self.assertAlmostEqual(cs.contrast(self.BLUE, self.BLUE), 1.0)


if __name__ == "__main__":
    unittest.main(verbosity=1)
