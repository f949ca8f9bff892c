"""A PNG reader with no image library: zlib and the five PNG row filters,
8-bit RGB or RGBA, not interlaced; alpha is laid on white. check_screenshot.py
reads the browser's screenshots with it.

Python 3 standard library only.
"""

import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
COLOUR_TYPES = {2: ("RGB", 3), 6: ("RGBA", 4)}


class PNGError(Exception):
    """The file is not a PNG this reader takes; the message says why."""


class Image:
    """Pixels as rows of bytes, RGB (alpha, if any, already laid on white)."""

    def __init__(self, width, height, rows):
        self.width = width
        self.height = height
        self.rows = rows  # list of bytes, 3 * width each

    def pixel(self, x, y):
        row = self.rows[y]
        i = 3 * x
        return row[i], row[i + 1], row[i + 2]


def _chunks(data):
    """Yields (type, body) for each chunk, checking lengths and CRCs."""
    if not data.startswith(SIGNATURE):
        raise PNGError("not a PNG file (its first 8 bytes are not the PNG signature)")
    pos = len(SIGNATURE)
    while pos < len(data):
        if pos + 8 > len(data):
            raise PNGError(f"truncated chunk header at byte {pos}")
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        end = pos + 8 + length + 4
        if end > len(data):
            raise PNGError(f"truncated {kind!r} chunk at byte {pos}")
        body = data[pos + 8:pos + 8 + length]
        (crc,) = struct.unpack(">I", data[end - 4:end])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            raise PNGError(f"bad CRC in the {kind.decode('latin-1')} chunk at byte {pos}")
        yield kind, body
        if kind == b"IEND":
            return
        pos = end
    raise PNGError("no IEND chunk: the file is truncated")


def _paeth(a, b, c):
    p = a + b - c
    pa = abs(p - a)
    pb = abs(p - b)
    pc = abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    if pb <= pc:
        return b
    return c


def _unfilter(raw, width, height, bpp):
    """Undoes the per-row filters; returns one bytes object per row."""
    stride = width * bpp
    if len(raw) != height * (stride + 1):
        raise PNGError(
            f"image data is {len(raw)} bytes once inflated; "
            f"{width}x{height} at {bpp} bytes a pixel needs {height * (stride + 1)}")
    rows = []
    prior = bytes(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind = raw[start]
        line = raw[start + 1:start + 1 + stride]
        if kind == 0:  # None
            out = bytes(line)
        elif kind == 1:  # Sub
            cur = bytearray(line)
            for i in range(bpp, stride):
                cur[i] = (cur[i] + cur[i - bpp]) & 0xFF
            out = bytes(cur)
        elif kind == 2:  # Up
            out = bytes((line[i] + prior[i]) & 0xFF for i in range(stride))
        elif kind == 3:  # Average
            cur = bytearray(line)
            for i in range(stride):
                left = cur[i - bpp] if i >= bpp else 0
                cur[i] = (cur[i] + ((left + prior[i]) >> 1)) & 0xFF
            out = bytes(cur)
        elif kind == 4:  # Paeth
            cur = bytearray(line)
            for i in range(stride):
                if i >= bpp:
                    a = cur[i - bpp]
                    c = prior[i - bpp]
                else:
                    a = c = 0
                cur[i] = (cur[i] + _paeth(a, prior[i], c)) & 0xFF
            out = bytes(cur)
        else:
            raise PNGError(f"row {y} has filter type {kind}; PNG defines only 0 to 4")
        rows.append(out)
        prior = out
    return rows


def _to_rgb(row, width):
    """RGBA row -> RGB row, alpha laid over a white page."""
    out = bytearray(3 * width)
    for x in range(width):
        r, g, b, a = row[4 * x:4 * x + 4]
        if a == 255:
            out[3 * x:3 * x + 3] = bytes((r, g, b))
        else:
            out[3 * x] = (r * a + 255 * (255 - a) + 127) // 255
            out[3 * x + 1] = (g * a + 255 * (255 - a) + 127) // 255
            out[3 * x + 2] = (b * a + 255 * (255 - a) + 127) // 255
    return bytes(out)


def decode_png(data):
    """Decodes an 8-bit RGB or RGBA, non-interlaced PNG into an Image."""
    header = None
    idat = []
    for kind, body in _chunks(data):
        if kind == b"IHDR":
            if len(body) != 13:
                raise PNGError(f"IHDR is {len(body)} bytes, not 13")
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            if header is None:
                raise PNGError("IDAT before IHDR")
            idat.append(body)
    if header is None:
        raise PNGError("no IHDR chunk")
    width, height, depth, colour_type, compression, filter_method, interlace = header
    if width == 0 or height == 0:
        raise PNGError(f"the image is {width}x{height}")
    if colour_type not in COLOUR_TYPES:
        names = {0: "greyscale", 3: "palette", 4: "greyscale with alpha"}
        raise PNGError(
            f"colour type {colour_type} ({names.get(colour_type, 'unknown')}); "
            "this reader takes only RGB (2) and RGBA (6)")
    if depth != 8:
        raise PNGError(f"bit depth {depth}; this reader takes only 8 bits a channel")
    if compression != 0 or filter_method != 0:
        raise PNGError(f"compression method {compression}, filter method {filter_method}; PNG defines only 0")
    if interlace != 0:
        raise PNGError("the image is interlaced (Adam7); this reader takes only non-interlaced PNGs")
    if not idat:
        raise PNGError("no IDAT chunk")
    try:
        raw = zlib.decompress(b"".join(idat))
    except zlib.error as error:
        raise PNGError(f"the image data does not inflate: {error}") from None
    _, bpp = COLOUR_TYPES[colour_type]
    rows = _unfilter(raw, width, height, bpp)
    if bpp == 4:
        rows = [_to_rgb(row, width) for row in rows]
    return Image(width, height, rows)


def read_png(path):
    with open(path, "rb") as f:
        return decode_png(f.read())
