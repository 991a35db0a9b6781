#!/usr/bin/env python3
"""Writes zips that common unzip tools may read differently, for verify's differential tests
and the zip fuzz target's seeds.

    scripts/make-hostile-zips.py OUTDIR

Each zip is written byte by byte (struct.pack), so every field is under our control. Names say
the case; `accept-*` zips are sound and must be read, the others are for the tests to see that
verify either refuses them or lists exactly what unzip -Z1, Python's zipfile and jar list.
"""
import os
import struct
import sys
import unicodedata
import zlib

LOCAL, CENTRAL, END, END64, LOCATOR64, DESCRIPTOR = 0x04034B50, 0x02014B50, 0x06054B50, 0x06064B50, 0x07064B50, 0x08074B50
DOS_DATE = (0 << 9) | (1 << 5) | 1


class Entry:
    def __init__(self, name, data, method=8, flags=None, **tweaks):
        self.name = name.encode() if isinstance(name, str) else name
        self.data = data
        self.method = method
        self.flags = flags if flags is not None else (0x800 if any(b >= 0x80 for b in self.name) else 0)
        self.tweaks = tweaks
        if method == 8:
            c = zlib.compressobj(6, zlib.DEFLATED, -15)
            self.packed = c.compress(data) + c.flush()
        elif method == 0:
            self.packed = data
        else:
            self.packed = data  # never unpacked by anyone who refuses the method
        self.crc = zlib.crc32(data) & 0xFFFFFFFF


def build(entries, comment=b"", prefix=b"", trailing=b"", gap=b"", count_delta=0, zip64_offsets=False, descriptor=False,
          central_extra=None, mode_of=None):
    out = bytearray(prefix)
    central = bytearray()
    for i, e in enumerate(entries):
        t = e.tweaks
        offset = len(out)
        local_name = t.get("local_name", e.name)
        flags = e.flags | (0x08 if descriptor else 0)
        crc, csize, usize = e.crc, len(e.packed), len(e.data)
        lcrc, lcsize, lusize = (0, 0, 0) if descriptor else (t.get("local_crc", crc), t.get("local_csize", csize), usize)
        local_extra = t.get("local_extra", b"")
        # A size the entry does not have, declared through zip64 fields (sizes saturated).
        if "zip64_size" in t:
            lcsize = lusize = 0xFFFFFFFF
            local_extra += struct.pack("<HHQQ", 1, 16, t["zip64_size"], csize)
        out += struct.pack("<IHHHHHIIIHH", LOCAL, 20, t.get("local_flags", flags), t.get("local_method", e.method), 0, DOS_DATE,
                           lcrc, lcsize, lusize, len(local_name), len(local_extra)) + local_name + local_extra
        out += e.packed
        if descriptor:
            out += struct.pack("<IIII", DESCRIPTOR, crc, csize, usize)
        if i == 0:
            out += gap
        extra = (central_extra or {}).get(i, b"")
        if "zip64_size" in t:
            extra += struct.pack("<HHQ", 1, 8, t["zip64_size"])
            usize = 0xFFFFFFFF
        # A stored (compressed) size the entry does not have, through the central zip64 field.
        if "zip64_stored" in t:
            extra += struct.pack("<HHQ", 1, 8, t["zip64_stored"])
            csize = 0xFFFFFFFF
        stored_offset = offset
        if zip64_offsets:
            extra += struct.pack("<HHQ", 1, 8, offset)
            stored_offset = 0xFFFFFFFF
        mode = (mode_of or {}).get(i, 0o100644)
        central += struct.pack("<IHHHHHHIIIHHHHHII", CENTRAL, (3 << 8) | 45, 45 if zip64_offsets else 20, flags, e.method, 0, DOS_DATE,
                               t.get("central_crc", crc), csize, usize, len(e.name), len(extra), 0, 0, 0, mode << 16,
                               stored_offset) + e.name + extra
    cd_offset = len(out)
    out += central
    n = len(entries) + count_delta
    out += struct.pack("<IHHHHIIH", END, 0, 0, n, n, len(central), cd_offset, len(comment)) + comment + trailing
    return bytes(out)


def zip64_end(entries):
    """A zip whose end record defers every value to a zip64 end record."""
    body = build(entries)
    end = body.rfind(struct.pack("<I", END))
    (n,) = struct.unpack("<H", body[end + 10:end + 12])
    cd_size, cd_offset = struct.unpack("<II", body[end + 12:end + 20])
    record_offset = end
    record = struct.pack("<IQHHIIQQQQ", END64, 44, (3 << 8) | 45, 45, 0, 0, n, n, cd_size, cd_offset)
    locator = struct.pack("<IIQI", LOCATOR64, 0, record_offset, 1)
    tail = struct.pack("<IHHHHIIH", END, 0, 0, 0xFFFF, 0xFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0)
    return body[:end] + record + locator + tail


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    manifest = Entry("manifest.json", b'{"schemaVersion": 1}\n')
    sound = Entry("Sounds/a.caf", b"caff" + bytes(range(256)) * 8)
    image = Entry("Images/b.png", b"\x89PNG" + bytes(1000))
    base = [manifest, sound, image]
    cases = {
        "accept-plain": build(base),
        "accept-stored": build([Entry("manifest.json", b"{}", method=0), Entry("x.txt", b"hello", method=0)]),
        "accept-descriptor": build(base, descriptor=True),
        "accept-zip64-offsets": build(base, zip64_offsets=True),
        "accept-zip64-end": zip64_end(base),
        "accept-utf8": build(base + [Entry("Sounds/caf\u00e9.caf", b"x")]),
        "accept-folders": build([Entry("Sounds/", b"", method=0), manifest, sound]),
        "accept-comment": build(base, comment=b"made by a test"),
        "accept-empty-file": build(base + [Entry("Images/empty.png", b"")]),
        "undercount": build(base, count_delta=-1),
        "overcount": build(base, count_delta=+1),
        "encrypted": build([manifest, Entry("Sounds/a.caf", sound.data, flags=1)]),
        "bzip2": build([manifest, Entry("Sounds/a.caf", sound.data, method=12)]),
        "lzma-first": build([Entry("Sounds/a.caf", sound.data, method=14), manifest, image]),
        "deflate64": build([manifest, Entry("Sounds/a.caf", sound.data, method=9)]),
        "bad-crc": build([manifest, Entry("Sounds/a.caf", sound.data, central_crc=1, local_crc=1)]),
        "local-name-differs": build([manifest, Entry("Sounds/a.caf", sound.data, local_name=b"Sounds/z.caf")]),
        "local-size-differs": build([manifest, Entry("Sounds/a.caf", sound.data, local_csize=3)]),
        "local-method-differs": build([manifest, Entry("Sounds/a.caf", sound.data, local_method=0)]),
        "local-flags-differ": build([manifest, Entry("Sounds/a.caf", sound.data, local_flags=0x800)]),
        "prefix": build(base, prefix=b"#!/bin/sh\nexit 0\n"),
        "trailing": build(base, trailing=b"extra bytes"),
        "gap": build(base, gap=b"hidden data between entries"),
        "duplicate": build(base + [Entry("Sounds/a.caf", b"second copy")]),
        "nfc-nfd-twins": build([manifest, Entry(unicodedata.normalize("NFC", "Sounds/caf\u00e9.caf"), b"1"),
                                Entry(unicodedata.normalize("NFD", "Sounds/caf\u00e9.caf"), b"2")]),
        "case-twins": build([manifest, Entry("Sounds/Ding.caf", b"1"), Entry("Sounds/ding.caf", b"2")]),
        "cp437-name": build([manifest, Entry(b"Sounds/caf\x82.caf", b"1", flags=0)]),
        "bad-utf8-name": build([manifest, Entry(b"Sounds/caf\xff.caf", b"1", flags=0x800)]),
        "unicode-path-extra": build([manifest, Entry("Sounds/a.caf", b"1")],
                                    central_extra={1: struct.pack("<HHB", 0x7075, 5 + 12, 1) + struct.pack("<I", zlib.crc32(b"Sounds/a.caf")) + b"Sounds/b.caf"}),
        "comment-with-signature": build(base, comment=b"PK\x05\x06 not the end"),
        "file-and-folder": build([manifest, Entry("Sounds", b"file"), Entry("Sounds/a.caf", b"1")]),
        "symlink": build([manifest, Entry("Sounds/a.caf", b"/etc/passwd", method=0)], mode_of={1: 0o120777}),
        "traversal": build([manifest, Entry("../evil.txt", b"x")]),
        "absolute": build([manifest, Entry("/tmp/evil.txt", b"x")]),
        "backslash": build([manifest, Entry("Sounds\\a.caf", b"x")]),
        "truncated": build(base)[:-30],
        "empty": b"",
        "not-a-zip": b"RIFF\x00\x00\x00\x00WAVE",
        "damaged-extra": build([manifest, Entry("Sounds/a.caf", b"1")], central_extra={1: b"\x01\x00\x40"}),
        # A zip64 field declaring 2^62 bytes for a small sound; one holding a size no header field
        # defers to (read in place, it is the size); a plausible size the entry does not have
        # (accepted when read, refused when unpacked: its data ends first).
        "zip64-false-size": build([manifest, Entry("Sounds/a.caf", sound.data, zip64_size=1 << 62)]),
        "zip64-unused-size": build([manifest, Entry("Sounds/a.caf", sound.data)], central_extra={1: struct.pack("<HHQ", 1, 8, 1 << 62)}),
        "zip64-longer-size": build([manifest, Entry("Sounds/a.caf", sound.data, zip64_size=3 * len(sound.data))]),
        # A stored size whose 1,032-fold is 2^64 - 256: the deflate ratio check must not overflow.
        "zip64-huge-stored-size": build([manifest, Entry("Sounds/a.caf", sound.data, zip64_stored=0x3F80FE03F80FE0)]),
    }
    # Two central entries pointing at one local header: overlapping entries.
    overlap = build([manifest, sound])
    end = overlap.rfind(struct.pack("<I", END))
    cd_offset = struct.unpack("<I", overlap[end + 16:end + 20])[0]
    second = overlap.find(struct.pack("<I", CENTRAL), cd_offset + 4)
    dup = overlap[second:end]
    cases["overlap"] = overlap[:end] + dup + struct.pack("<IHHHHIIH", END, 0, 0, 3, 3, end - cd_offset + len(dup), cd_offset, 0)
    for name, data in sorted(cases.items()):
        with open(os.path.join(out, name + ".zip"), "wb") as f:
            f.write(data)
    print(f"{len(cases)} zips in {out}")


if __name__ == "__main__":
    main()
