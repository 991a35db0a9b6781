#!/usr/bin/env python3
"""Writes masters for `alertpack icons --android-notification` (its tests and `make bench`):

    scripts/make-android-notification-masters.py OUTDIR

glyph.png         256 RGBA: a white bell-like glyph (a dome over a wide bar, a clapper below) with
                  soft edges, on a transparent ground with a wide margin, wider than tall
coloured.png      200x300 RGBA: the same kind of glyph in orange on transparent (the colour is
                  dropped: only the alpha is drawn), taller than wide
opaque.png        256 RGB: a black glyph on a white ground (needs --threshold)
opaque-alpha.png  256 RGBA, every pixel opaque: the black glyph on white (needs --threshold too)
light-on-dark.png 256 RGB: a white glyph on a dark blue ground (--threshold with --ink light)
rounded.png       256 RGBA: an opaque rounded square, as an app icon is (a solid shape: refused)
empty.png         128 RGBA, every pixel transparent (refused: no ink)
tiny.png          64 RGBA: a glyph whose ink is under 88 px (refused: too small)
glyph.svg         an SVG master: a white disc and bar on a transparent ground
large.png         1024 RGBA: the glyph at the size of a typical exported master (the benchmark's)

Files another tool made under the icon's name, which alertpack must never replace:
other.webp        a lossless WebP header (RIFF .... WEBPVP8L) of a 48 px image
other-vector.xml  a vector drawable (24 dp, one path)
other.9.png       a nine-patch PNG (a 1 px black guide border around white)
keep-existing.xml res/raw/keep.xml as a project writes it: an XML declaration, a comment,
                  tools:keep="@raw/beep" and tools:shrinkMode="safe" over two lines
keep-doctype.xml  a keep file with a document type (alertpack does not edit such a file)

Android modules around src/main/res (each a folder with build.gradle and a manifest):
module-shrinking/    release build type with shrinkResources true and minifyEnabled true
module-plain/        no shrinking
module-referenced/   shrinking, and Notify.kt calls setSmallIcon(R.drawable.ic_stat_notification)
module-kept/         shrinking, and src/main/res/raw/keep.xml (keep-existing.xml) already there

Every file is the same bytes on every run.
"""
import os
import struct
import sys
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def write_png(path, width, height, channels, pixel):
    """pixel(x, y) gives a tuple of `channels` bytes; rows are stored unfiltered."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for x in range(width):
            raw.extend(pixel(x, y))
    colour_type = {3: 2, 4: 6}[channels]
    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def inside_glyph(u, v):
    """Whether the point (u, v), both 0..1 across the glyph's box, is ink: a dome, a bar, a clapper."""
    dome = (u - 0.5) ** 2 / 0.16 + (v - 0.55) ** 2 / 0.3 <= 1 and v <= 0.62
    bar = 0.62 <= v <= 0.78
    clapper = (u - 0.5) ** 2 + (v - 0.88) ** 2 <= 0.1 ** 2
    return dome or bar or clapper


def coverage_map(width, height, box, samples=4):
    """How much of each pixel the glyph in `box` (left, top, width, height) covers: where the
    pixel's four corners agree, 0 or 1; at an edge, supersampled."""
    left, top, box_width, box_height = box

    def ink(px, py):
        u, v = (px - left) / box_width, (py - top) / box_height
        return 0 <= u <= 1 and 0 <= v <= 1 and inside_glyph(u, v)

    corners = [[ink(x, y) for x in range(width + 1)] for y in range(height + 1)]
    cover = [[0.0] * width for _ in range(height)]
    for y in range(height):
        for x in range(width):
            four = (corners[y][x], corners[y][x + 1], corners[y + 1][x], corners[y + 1][x + 1])
            if all(four) or not any(four):
                cover[y][x] = 1.0 if four[0] else 0.0
                continue
            hits = sum(ink(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples) for sy in range(samples) for sx in range(samples))
            cover[y][x] = hits / (samples * samples)
    return cover


def alpha_master(path, width, height, box, colour=(255, 255, 255)):
    cover = coverage_map(width, height, box)
    write_png(path, width, height, 4, lambda x, y: colour + (round(255 * cover[y][x]),))


def over(colour, ground, share):
    return tuple(round(c * share + g * (1 - share)) for c, g in zip(colour, ground))


def opaque_master(path, ink, ground, channels):
    cover = coverage_map(256, 256, (40, 48, 176, 160))

    def pixel(x, y):
        rgb = over(ink, ground, cover[y][x])
        return rgb if channels == 3 else rgb + (255,)

    write_png(path, 256, 256, channels, pixel)


def rounded(x, y):
    # A 256 square with corners of radius 56: what an app icon's mask leaves.
    cx = min(max(x + 0.5, 56), 200)
    cy = min(max(y + 0.5, 56), 200)
    return 255 if (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= 56 ** 2 else 0


SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <circle cx="256" cy="220" r="150" fill="#ffffff"/>
  <rect x="96" y="330" width="320" height="60" fill="#ffffff"/>
</svg>
"""


WEBP = b"RIFF" + struct.pack("<I", 26) + b"WEBPVP8L" + struct.pack("<I", 14) + bytes([0x2F, 47, 0xC0, 0x0B, 0]) + bytes(9)

VECTOR = """<vector xmlns:android="http://schemas.android.com/apk/res/android"
    android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24">
  <path android:fillColor="#FFFFFFFF" android:pathData="M12,2 L20,20 L4,20 Z"/>
</vector>
"""

KEEP = """<?xml version="1.0" encoding="utf-8"?>
<!-- Sounds the app looks up by name. -->
<resources xmlns:tools="http://schemas.android.com/tools"
    tools:keep="@raw/beep"
    tools:shrinkMode="safe">
    <!-- nothing else -->
</resources>
"""

KEEP_DOCTYPE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE resources>
<resources xmlns:tools="http://schemas.android.com/tools" tools:keep="@raw/beep"/>
"""

MANIFEST = """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <application android:label="Demo"/>
</manifest>
"""

GRADLE = """plugins {{
    id 'com.android.application'
}}

android {{
    namespace 'com.example.demo'
    buildTypes {{
        release {{
            minifyEnabled {shrink}
            shrinkResources {shrink}
        }}
    }}
}}
"""

NOTIFY = """package com.example.demo

import androidx.core.app.NotificationCompat

fun build(context: android.content.Context) =
    NotificationCompat.Builder(context, "news").setSmallIcon(R.drawable.ic_stat_notification).build()
"""


def write_text(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as out:
        out.write(text)


def module(folder, shrink, extra=()):
    write_text(os.path.join(folder, "build.gradle"), GRADLE.format(shrink="true" if shrink else "false"))
    write_text(os.path.join(folder, "src/main/AndroidManifest.xml"), MANIFEST)
    write_text(os.path.join(folder, "src/main/res/values/strings.xml"), '<resources><string name="app">Demo</string></resources>\n')
    for relative, text in extra:
        write_text(os.path.join(folder, relative), text)


def nine_patch(x, y):
    edge = x == 0 or y == 0 or x == 31 or y == 31
    guide = edge and (12 <= x <= 19 or 12 <= y <= 19) and not (x in (0, 31) and y in (0, 31))
    return (0, 0, 0, 255) if guide else ((0, 0, 0, 0) if edge else (255, 255, 255, 255))


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    join = lambda name: os.path.join(folder, name)
    alpha_master(join("glyph.png"), 256, 256, (28, 60, 200, 140))
    alpha_master(join("coloured.png"), 200, 300, (30, 20, 130, 250), colour=(255, 120, 0))
    opaque_master(join("opaque.png"), (0, 0, 0), (255, 255, 255), 3)
    opaque_master(join("opaque-alpha.png"), (0, 0, 0), (255, 255, 255), 4)
    opaque_master(join("light-on-dark.png"), (255, 255, 255), (20, 30, 90), 3)
    write_png(join("rounded.png"), 256, 256, 4, lambda x, y: (40, 90, 200, rounded(x, y)))
    write_png(join("empty.png"), 128, 128, 4, lambda x, y: (0, 0, 0, 0))
    alpha_master(join("tiny.png"), 64, 64, (4, 4, 56, 56))
    with open(join("glyph.svg"), "w") as out:
        out.write(SVG)
    alpha_master(join("large.png"), 1024, 1024, (112, 176, 800, 640))
    with open(join("other.webp"), "wb") as out:
        out.write(WEBP)
    write_text(join("other-vector.xml"), VECTOR)
    write_png(join("other.9.png"), 32, 32, 4, nine_patch)
    write_text(join("keep-existing.xml"), KEEP)
    write_text(join("keep-doctype.xml"), KEEP_DOCTYPE)
    module(join("module-shrinking"), True)
    module(join("module-plain"), False)
    module(join("module-referenced"), True, [("src/main/java/com/example/demo/Notify.kt", NOTIFY)])
    module(join("module-kept"), True, [("src/main/res/raw/keep.xml", KEEP)])


if __name__ == "__main__":
    main()
