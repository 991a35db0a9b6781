#!/usr/bin/env python3
"""Decodes a PNG to the pixels a compiled asset catalog stores, as a witness for the tests of
RenditionPixelDecoder (issue 44): rows top to bottom, blue, green, red, alpha, premultiplied.

    png-witness.py IN.png OUT.raw      writes the pixels; prints "WIDTH HEIGHT cgbi|png"

Xcode's CgBI PNGs (bare deflate, already BGRA and premultiplied) are copied as stored; other
8-bit RGBA, RGB, gray and gray-alpha PNGs are premultiplied here (rounded to nearest, so they
may differ from CoreUI's own rounding by one). Pure Python (zlib only): independent of our
decoders. Palette, 16-bit and interlaced images are refused.
"""
import struct
import sys
import zlib


def unfilter(raw, width, height, bpp):
    stride, rows, prev, at = width * bpp, [], bytearray(width * bpp), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b, c = prev[x], (prev[x - bpp] if x >= bpp else 0)
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return rows


def main(source, target):
    data = open(source, "rb").read()
    at, cgbi, idat = 8, False, b""
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        at += 12 + length
        if kind == b"CgBI":
            cgbi = True
        elif kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
    if depth != 8 or interlace or colour not in (0, 2, 4, 6):
        sys.exit(f"{source}: not an 8-bit, non-interlaced gray or RGB PNG")
    bpp = {0: 1, 2: 3, 4: 2, 6: 4}[colour]
    rows = unfilter(zlib.decompress(idat, -15 if cgbi else 15), width, height, bpp)
    out = bytearray()
    for row in rows:
        if cgbi and bpp == 4:
            out += row
            continue
        for x in range(width):
            pixel = row[x * bpp:(x + 1) * bpp]
            alpha = pixel[-1] if colour in (4, 6) else 255
            rgb = [pixel[0]] * 3 if colour in (0, 4) else list(pixel[:3])
            if cgbi:
                rgb = rgb[::-1]
            premultiplied = [(value * alpha + 127) // 255 for value in rgb]
            out += bytes([premultiplied[2], premultiplied[1], premultiplied[0], alpha])
    open(target, "wb").write(out)
    print(width, height, "cgbi" if cgbi else "png")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
