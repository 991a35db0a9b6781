#!/usr/bin/env python3
"""Writes icon masters for the tests and the benchmark of `alertpack icons`:

    scripts/make-icon-masters.py OUTDIR

master.png       1024 RGB: a blue-violet gradient, a white ring, and fine bright detail (one-pixel
                 white lines and dots on a dark ground), where resizing gamma-encoded values
                 darkens what should stay bright
detail.png       1024 RGB: one-pixel white lines every 4 px and a dot grid on a dark ground
transparent.png  1024 RGBA: the master with transparent rounded corners and a soft edge
dark.png         1024 RGBA: a dark-appearance master, transparent around a light glyph
wide.png         1024 RGB tagged with a wide-gamut RGB profile (Adobe RGB primaries, gamma 2.2),
                 low-saturation colours well inside sRGB's gamut (near its edge, clipping differs by tool)
srgb.icc         an sRGB matrix/TRC profile, for ImageMagick's -profile as the witness
wide.icc         the wide profile alone
p3.png           1024 RGB tagged "Display P3" (kept, not converted)
small.png        512 RGB (refused: under 1024)
oblong.png       1024x800 RGB (refused: not square)
icon-40.png      40 RGB, a hand-made small size (--size 40=)
vector.svg       an SVG master: a #3366CC ground and a white disc of radius 256 in the middle
broken.svg       an SVG cut off in the middle of its first element (refused with librsvg's reason)
"""
import math
import os
import struct
import sys
import zlib


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def write_png(path, width, height, channels, pixel, extra=b""):
    color_type = {3: 2, 4: 6}[channels]
    rows = []
    for y in range(height):
        row = bytearray(b"\x00")
        for x in range(width):
            row += bytes(pixel(x, y))
        rows.append(bytes(row))
    header = struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(b"".join(rows), 6)) + chunk(b"IEND", b""))


def s15(value):
    return struct.pack(">i", int(round(value * 65536)))


def icc_profile(description, primaries, curve):
    """A v2 display profile: D50 white, three colorants (XYZ, D50-adapted), one curve for all."""
    tags = []
    desc = description.encode("ascii") + b"\x00"
    tags.append((b"desc", b"desc" + b"\x00" * 4 + struct.pack(">I", len(desc)) + desc + b"\x00" * 12 + b"\x00" * 67))
    tags.append((b"cprt", b"text" + b"\x00" * 4 + b"No copyright, test data\x00"))
    tags.append((b"wtpt", b"XYZ " + b"\x00" * 4 + s15(0.9642) + s15(1.0) + s15(0.8249)))
    for name, xyz in zip((b"rXYZ", b"gXYZ", b"bXYZ"), primaries):
        tags.append((name, b"XYZ " + b"\x00" * 4 + b"".join(s15(v) for v in xyz)))
    for name in (b"rTRC", b"gTRC", b"bTRC"):
        tags.append((name, curve))
    offset = 128 + 4 + 12 * len(tags)
    table = b""
    data = b""
    for name, body in tags:
        while (offset + len(data)) % 4:
            data += b"\x00"
        table += name + struct.pack(">II", offset + len(data), len(body))
        data += body
    body = struct.pack(">I", len(tags)) + table + data
    size = 128 + len(body)
    header = struct.pack(">I", size) + b"lcms" + bytes((2, 0x10, 0, 0)) + b"mntr" + b"RGB " + b"XYZ " + b"\x00" * 12 + b"acsp"
    header += b"\x00" * 24 + struct.pack(">I", 0) + s15(0.9642) + s15(1.0) + s15(0.8249) + b"\x00" * 4 + b"\x00" * 16 + b"\x00" * 28
    assert len(header) == 128, len(header)
    return header + body


def gamma_curve(gamma):
    return b"curv" + b"\x00" * 4 + struct.pack(">I", 1) + struct.pack(">H", int(round(gamma * 256))) + b"\x00\x00"


def srgb_curve():
    values = []
    for i in range(1024):
        v = i / 1023
        lin = v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
        values.append(int(round(lin * 65535)))
    return b"curv" + b"\x00" * 4 + struct.pack(">I", len(values)) + b"".join(struct.pack(">H", v) for v in values)


SRGB_D50 = ((0.4361, 0.2225, 0.0139), (0.3851, 0.7169, 0.0971), (0.1431, 0.0606, 0.7141))
ADOBE_D50 = ((0.6097, 0.3111, 0.0195), (0.2053, 0.6257, 0.0609), (0.1492, 0.0632, 0.7446))


def iccp(name, profile):
    return chunk(b"iCCP", name.encode("latin-1") + b"\x00\x00" + zlib.compress(profile))


def master(x, y):
    # Fine detail in the lower left quarter: one-pixel white lines on a dark ground.
    if x < 512 and y >= 512:
        return (255, 255, 255) if x % 4 == 0 or (y % 6 == 0 and x % 2 == 0) else (18, 22, 30)
    ring = abs(math.hypot(x - 640, y - 380) - 220)
    if ring < 14:
        return (255, 255, 255)
    return (40 + x * 120 // 1024, 60, 150 + y * 100 // 1024)


def detail(x, y):
    return (255, 255, 255) if x % 4 == 0 or (x % 3 == 0 and y % 3 == 0) else (16, 20, 24)


def transparent(x, y):
    r, g, b = master(x, y)
    corner = 180
    dx = max(corner - x, x - (1023 - corner), 0)
    dy = max(corner - y, y - (1023 - corner), 0)
    distance = math.hypot(dx, dy)
    alpha = 255 if distance <= corner - 2 else 0 if distance >= corner + 2 else int(255 * (corner + 2 - distance) / 4)
    return (r, g, b, alpha)


def dark(x, y):
    inside = math.hypot(x - 512, y - 512) < 300
    return (235, 235, 245, 255) if inside else (0, 0, 0, 0)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    write_png(os.path.join(out, "master.png"), 1024, 1024, 3, master)
    write_png(os.path.join(out, "detail.png"), 1024, 1024, 3, detail)
    write_png(os.path.join(out, "transparent.png"), 1024, 1024, 4, transparent)
    write_png(os.path.join(out, "dark.png"), 1024, 1024, 4, dark)
    wide = icc_profile("Wide RGB (alertpack test, Adobe RGB primaries)", ADOBE_D50, gamma_curve(2.2))
    srgb = icc_profile("sRGB (alertpack test)", SRGB_D50, srgb_curve())
    with open(os.path.join(out, "wide.icc"), "wb") as f:
        f.write(wide)
    with open(os.path.join(out, "srgb.icc"), "wb") as f:
        f.write(srgb)
    moderate = lambda x, y: (110 + x // 24, 120 + y // 24, 115 + (x ^ y) % 40)
    write_png(os.path.join(out, "wide.png"), 1024, 1024, 3, moderate, iccp("Wide RGB", wide))
    write_png(os.path.join(out, "p3.png"), 1024, 1024, 3, moderate, iccp("Display P3", icc_profile("Display P3", SRGB_D50, srgb_curve())))
    write_png(os.path.join(out, "small.png"), 512, 512, 3, master)
    write_png(os.path.join(out, "oblong.png"), 1024, 800, 3, master)
    with open(os.path.join(out, "vector.svg"), "w") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">'
                '<rect width="1024" height="1024" fill="#3366CC"/><circle cx="512" cy="512" r="256" fill="#FFFFFF"/></svg>\n')
    with open(os.path.join(out, "broken.svg"), "w") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024"><rect width="10')
    write_png(os.path.join(out, "icon-40.png"), 40, 40, 3, lambda x, y: (250, 80, 30) if (x // 5 + y // 5) % 2 else (20, 20, 20))


if __name__ == "__main__":
    main()
