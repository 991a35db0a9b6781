#!/usr/bin/env python3
"""Writes a small app repository where the scope a file is checked in could change its verdict
(issue 27; ScopeTests checks it whole, folder by folder and file by file):

- Chirp/: an Xcode project (scripts/make-project-fixtures.py's Good) with an app icon, a "Light"
  alternate whose App Store image is transparent (an error only for a primary icon), a share
  extension with its own icon set, and an .icon document;
- Shared/: the Samples' icon sets (a broken one with an unassigned file, legacy, single-size,
  watch, appearances), launch images and sets, sounds and Icon Composer documents, with no
  project above them.

A .git folder marks the top, as a checkout's would.

    scripts/make-scope-tree.py OUTDIR
"""
import os
import shutil
import struct
import sys
import zlib

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)


def transparent_png(path, size=1024):
    """An RGBA PNG: a blue disc on a transparent square."""
    rows = []
    centre, radius = size / 2, size * 0.42
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            inside = (x - centre) ** 2 + (y - centre) ** 2 <= radius ** 2
            row += bytes([0x34, 0x78, 0xF6, 0xFF]) if inside else bytes(4)
        rows.append(bytes(row))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def main():
    out = sys.argv[1]
    os.makedirs(os.path.join(out, ".git"), exist_ok=True)
    shutil.copytree(os.path.join(root, "Tests/Fixtures/projects/Good"), os.path.join(out, "Chirp"))
    for folder in ["icons", "launch", "sounds", "icon-bundles"]:
        shutil.copytree(os.path.join(root, "Samples", folder), os.path.join(out, "Shared", folder))
    light = os.path.join(out, "Chirp/Chirp/Assets.xcassets/Light.appiconset")
    if os.path.isdir(light):
        transparent_png(os.path.join(light, "icon.png"))


if __name__ == "__main__":
    main()
