#!/usr/bin/env python3
"""Writes compiled asset catalogs (BOM stores holding CoreUI's trees) for the tests of
AssetCatalogArchive (issue 44), and hostile variants of them.

    scripts/make-car-fixtures.py OUTDIR

Written from the structure as real catalogs show it (Xcode 9 to 26): a big-endian BOM store
(header, block table, named variables, trees of leaves chained by forward links) holding
little-endian CoreUI records (CARHEADER 'RATC', EXTENDED_METADATA 'META', KEYFORMAT 'tmfk',
facets, appearances, and renditions: a 184-byte CSI header 'ISTC', typed properties, and a
payload 'MLEC' (chunks 'KCBC'), 'DWAR', 'RLOC' or 'SISM').

Pixel payloads are real where they are zlib (compression 2) or LZFSE's uncompressed block
('bvx-', compression 4); in AppIcons.car the lzvn and deepmap2 payloads are placeholders with
the right magic only (a decoder must refuse them). Every hostile file is listed in hostile.txt
with a part of the message the reader must refuse it with.

Pixels.car holds real encoded pixels for the
pixel decoder: uncompressed, zip, LZFSE and LZVN (through liblzfse, the reference's binding,
when it is importable), deepmap2 in its stored and LZFSE modes, links into a packed asset, and
encodings it must report as undecodable; pixels.txt lists what each decodes to.
"""
import os
import struct
import sys
import zlib

try:
    import liblzfse  # the reference LZFSE's binding (pyliblzfse, make test-deps)
except ImportError:
    liblzfse = None

KEYFORMAT = [7, 13, 12, 15, 16, 9, 8, 17, 1, 2]  # appearance, localization, scale, idiom, subtype, dim2, dim1, identifier, element, part
APPEARANCES = [("ISAppearanceTintable", 10), ("UIAppearanceAny", 0), ("UIAppearanceDark", 1), ("UIAppearanceLight", 4)]
FACETS = [("AlternateIcon", 0x2B2B), ("AppIcon", 0x1AC1), ("Accent", 0x0C0C), ("Dot", 0x0D0D), ("Logo", 0x1010), ("Notes", 0x0E0E)]
IDS = dict(FACETS)


class Store:
    """A BOM store being written: blocks (block 0 is the null block), then variables."""

    def __init__(self):
        self.blocks = [b""]

    def add(self, data):
        self.blocks.append(bytes(data))
        return len(self.blocks) - 1

    def tree(self, entries, per_leaf=64):
        """A tree of (key, value) pairs: leaves of per_leaf entries, a branch above several."""
        pairs = [(self.add(value), self.add(key)) for key, value in entries]
        chunks = [pairs[i:i + per_leaf] for i in range(0, len(pairs), per_leaf)] or [[]]
        leaves = [self.add(b"") for _ in chunks]
        for n, (leaf, chunk) in enumerate(zip(leaves, chunks)):
            forward = leaves[n + 1] if n + 1 < len(leaves) else 0
            backward = leaves[n - 1] if n > 0 else 0
            self.blocks[leaf] = struct.pack(">HHII", 1, len(chunk), forward, backward) + b"".join(
                struct.pack(">II", v, k) for v, k in chunk)
        root = leaves[0]
        if len(leaves) > 1:
            root = self.add(struct.pack(">HHII", 0, len(leaves), 0, 0) + b"".join(
                struct.pack(">II", leaf, chunk[0][1]) for leaf, chunk in zip(leaves, chunks)))
        header = self.add(b"tree" + struct.pack(">IIII", 1, root, 4096, len(pairs)) + b"\0")
        return header, root, leaves

    def build(self, variables):
        """The file: a 512-byte header, the blocks, the variables, the block table."""
        out = bytearray(512)
        table = []
        for block in self.blocks:
            table.append((len(out) if block else 0, len(block)))
            out += block
        vars_offset = len(out)
        out += struct.pack(">I", len(variables))
        for name, index in variables:
            out += struct.pack(">IB", index, len(name)) + name.encode()
        vars_length = len(out) - vars_offset
        index_offset = len(out)
        out += struct.pack(">I", len(table)) + b"".join(struct.pack(">II", a, n) for a, n in table)
        out[0:32] = b"BOMStore" + struct.pack(">IIIIII", 1, len(table) - 1, index_offset, len(out) - index_offset,
                                              vars_offset, vars_length)
        return out, index_offset, vars_offset


def key(appearance=0, scale=1, idiom=0, identifier=0, element=85, part=181, dim1=0):
    values = {7: appearance, 13: 0, 12: scale, 15: idiom, 16: 0, 9: 0, 8: dim1, 17: identifier, 1: element, 2: part}
    return struct.pack("<%dH" % len(KEYFORMAT), *[values[i] for i in KEYFORMAT])


def csi(name, width, height, scale, pixel_format, flags, layout, payload, properties=None, colorspace=1):
    if properties is None:
        properties = [(1001, struct.pack("<IIIII", 1, 0, 0, width, height)), (1004, struct.pack("<If", 0, 1.0)),
                      (1006, struct.pack("<I", 1)), (1007, struct.pack("<I", width * 4))]
    tlv = b"".join(struct.pack("<II", t, len(b)) + b for t, b in properties)
    return (b"ISTC" + struct.pack("<IIIII", 1, flags, width, height, scale * 100) + pixel_format[::-1]
            + struct.pack("<IIHH", colorspace, 0, layout, 0) + name.encode().ljust(128, b"\0")
            + struct.pack("<IIII", len(tlv), 1, 0, len(payload)) + tlv + payload)


def mlec(compression, chunks=None, data=None):
    if chunks is None:
        return b"MLEC" + struct.pack("<III", 0, compression, len(data)) + data
    body = b"".join(b"KCBC" + struct.pack("<IIII", 0, 0, rows, len(d)) + d for rows, d in chunks)
    return b"MLEC" + struct.pack("<III", 1, compression, len(chunks)) + body


def lzfse_raw(data):
    """An LZFSE stream of one uncompressed block, as lzfse_encode writes for incompressible data."""
    return b"bvx-" + struct.pack("<I", len(data)) + data + b"bvx$"


def pixels(width, height, alpha):
    """BGRA rows of one colour; the left half of each row has `alpha` (255: opaque)."""
    half = width // 2
    return (bytes([200, 120, 40, alpha]) * half + bytes([200, 120, 40, 255]) * (width - half)) * height


OPAQUE, TINTABLE_ENCODING = 0x08, 0x10


def icon_catalog(store, renditions, tool="Xcode 16.3 (16E140) via AssetCatalogSimulatorAgent", per_leaf=64, facet_list=None):
    """The catalog's variables around `renditions`; `facet_list` (name, identifier) pairs
    replace the default facets (make-built-apps.py names its own icons)."""
    header = (b"RATC" + struct.pack("<IIII", 918, 17, 0, len(renditions))
              + b"@(#)PROGRAM:CoreUI  PROJECT:CoreUI-918\n".ljust(128, b"\0") + tool.encode().ljust(256, b"\0")
              + bytes(range(16)) + struct.pack("<IIII", 0x12345678, 2, 1, 2))
    meta = b"META" + b"".join(s.encode().ljust(256, b"\0") for s in ["", "18.0", "ios", "Xcode 16.3"])
    keyformat = b"tmfk" + struct.pack("<II", 0, len(KEYFORMAT)) + b"".join(struct.pack("<I", i) for i in KEYFORMAT)
    facets = [(n.encode(), struct.pack("<HHH", 0, 0, 3) + struct.pack("<HHHHHH", 1, 85, 2, 220, 17, i))
              for n, i in (FACETS if facet_list is None else facet_list)]
    appearances = [(n.encode(), struct.pack("<H", i)) for n, i in APPEARANCES]
    variables = [("CARHEADER", store.add(header)), ("EXTENDED_METADATA", store.add(meta)), ("KEYFORMAT", store.add(keyformat))]
    variables.append(("FACETKEYS", store.tree(facets)[0]))
    variables.append(("APPEARANCEKEYS", store.tree(appearances)[0]))
    tree = store.tree(renditions, per_leaf=per_leaf)
    variables.append(("RENDITIONS", tree[0]))
    return variables, tree


def link(x, y, width, height, target):
    pairs = b"".join(struct.pack("<HH", a, v) for a, v in target) + struct.pack("<HH", 0, 0)
    return b"KLNI" + struct.pack("<IIIII", 0, x, y, width, height) + struct.pack("<HI", 12, len(pairs)) + pairs


def app_icons():
    """The main fixture: an app icon in every form, an alternate icon and other kinds of asset."""
    icon, alternate = IDS["AppIcon"], IDS["AlternateIcon"]
    packed_target = [(1, 9), (2, 181), (12, 2), (15, 1)]
    packed_pixels = pixels(80, 40, 255)
    linked_properties = [(1001, struct.pack("<IIIII", 1, 0, 0, 40, 40)), (1010, link(0, 0, 40, 40, packed_target)),
                         (1004, struct.pack("<If", 0, 1.0)), (1006, struct.pack("<I", 1))]
    renditions = [
        (key(scale=0, idiom=1, identifier=icon, part=218), csi("AppIcon", 0, 0, 0, b"\0\0\0\0", 0, 1010,
                                                              b"SISM" + struct.pack("<II", 1, 2) + struct.pack("<6I", 20, 20, 0, 60, 60, 1), [], colorspace=15)),
        (key(scale=1, idiom=6, identifier=icon, part=220), csi("Icon-1024.png", 1024, 1024, 1, b"ARGB", OPAQUE, 12,
                                                              mlec(2, data=zlib.compress(pixels(1024, 1024, 255), 9)))),
        (key(appearance=1, scale=1, idiom=6, identifier=icon, part=220), csi("Icon-Dark-1024.png", 1024, 1024, 1, b"ARGB", 0, 12,
                                                                            mlec(2, chunks=[(512, zlib.compress(pixels(1024, 512, 0), 9))] * 2))),
        (key(appearance=10, scale=1, idiom=6, identifier=icon, part=220), csi("Icon-Tinted-1024.png", 1024, 1024, 1, b"GA8 ", TINTABLE_ENCODING, 12,
                                                                             mlec(2, data=zlib.compress(bytes([90, 255]) * 1024 * 1024, 9)))),
        (key(scale=2, idiom=1, identifier=icon, part=220), csi("Icon-20@2x.png", 40, 40, 2, b"ARGB", 0, 1003, b"", linked_properties)),
        (key(scale=3, idiom=1, identifier=icon, part=220), csi("Icon-60@3x.png", 180, 180, 3, b"ARGB", OPAQUE | TINTABLE_ENCODING, 12,
                                                              mlec(11, data=b"dmp2" + bytes(60)))),
        (key(scale=2, idiom=2, identifier=icon, part=220), csi("Icon-76@2x.png", 152, 152, 2, b"ARGB", OPAQUE, 12,
                                                              mlec(3, chunks=[(76, b"\xe0\x00" + bytes(30))] * 2))),
        (key(scale=2, idiom=1, element=9, part=181), csi("ZZZZPackedAsset-1.0.0-gamut0", 80, 40, 2, b"ARGB", 0, 1004,
                                                         mlec(4, chunks=[(20, lzfse_raw(packed_pixels[:6400])), (20, lzfse_raw(packed_pixels[6400:]))]))),
        (key(scale=1, idiom=6, identifier=alternate, part=220), csi("Alternate-1024.png", 1024, 1024, 1, b"ARGB", OPAQUE, 12,
                                                                   mlec(2, data=zlib.compress(pixels(1024, 1024, 255), 9)))),
        (key(scale=2, idiom=0, identifier=IDS["Dot"], part=181), csi("Dot@2x.png", 4, 4, 2, b"ARGB", 0, 12, mlec(0, data=pixels(4, 4, 0)))),
        (key(scale=0, idiom=0, identifier=IDS["Accent"], part=217), csi("Accent", 0, 0, 0, b"\0\0\0\0", 0, 1009,
                                                                        b"RLOC" + struct.pack("<IIIdddd", 1, 1, 4, 0.25, 0.5, 0.75, 1.0), [])),
        (key(scale=0, idiom=0, identifier=IDS["Notes"], part=181), csi("Notes.txt", 0, 0, 0, b"DATA", 0, 1000,
                                                                       b"DWAR" + struct.pack("<II", 0, 6) + b"hello\n", [])),
    ]
    store = Store()
    variables, tree = icon_catalog(store, renditions, per_leaf=4)
    return store, variables, tree


def single_icon(opaque):
    """A single-size set compiled alone: one 1024 universal icon, with or without the opaque flag."""
    store = Store()
    alpha = 255 if opaque else 0
    renditions = [(key(scale=1, idiom=0, identifier=IDS["AppIcon"], part=220),
                   csi("AppIcon-1024.png", 1024, 1024, 1, b"ARGB", OPAQUE if opaque else 0, 12,
                       mlec(2, data=zlib.compress(pixels(1024, 1024, alpha), 9))))]
    variables, _ = icon_catalog(store, renditions)
    return store, variables


def patch(data, offset, fmt, *values):
    data = bytearray(data)
    data[offset:offset + struct.calcsize(fmt)] = struct.pack(fmt, *values)
    return data


def block_offset(data, index_offset, index):
    return struct.unpack(">I", data[index_offset + 4 + 8 * index:index_offset + 8 + 8 * index])[0]


def hostile(out, base, store, variables, tree):
    data, index_offset, vars_offset = base
    header_block, root, leaves = tree
    first_value = struct.unpack(">I", store.blocks[leaves[0]][12:16])[0]
    value_at = block_offset(data, index_offset, first_value)
    cases = {}

    def case(name, content, message):
        with open(os.path.join(out, "hostile", name), "wb") as f:
            f.write(content)
        cases[name] = message

    case("truncated-header.car", data[:20], "the BOM header needs 32 bytes")
    case("not-bom.car", b"BOMStorX" + data[8:], "not a BOM store")
    case("truncated-half.car", data[:len(data) // 2], "the BOM block table")
    case("truncated-one.car", data[:-1], "the BOM block table")
    case("block-past-end.car", patch(data, index_offset + 4 + 8 * first_value, ">II", len(data) - 10, 500),
         "lies past the end of the file")
    case("block-index-out-of-range.car", patch(data, block_offset(data, index_offset, header_block) + 8, ">I", 99999),
         "names BOM block 99999, but the block table holds")
    case("tree-loop-forward.car", patch(data, block_offset(data, index_offset, leaves[1]) + 4, ">I", leaves[0]),
         "the leaves of the RENDITIONS tree loop")
    case("tree-loop-branch.car", patch(data, block_offset(data, index_offset, root) + 12, ">I", root),
         "is its own ancestor")
    case("absurd-block-count.car", patch(data, index_offset, ">I", 0xFFFFFFFF), "declares 4294967295 blocks")
    case("absurd-block-table.car", patch(data, index_offset, ">I", 3_000_000), "declares 3000000 blocks")
    case("absurd-variable-count.car", patch(data, vars_offset, ">I", 0x7FFFFFFF), "declares 2147483647 variables")
    case("absurd-tree-count.car", patch(data, block_offset(data, index_offset, leaves[0]) + 2, ">H", 0xFFFF),
         "declares 65535 entries but holds")
    case("absurd-properties.car", patch(data, value_at + 168, "<I", 0x7FFFFFF0), "the properties of rendition 0")
    case("absurd-payload.car", patch(data, value_at + 180, "<I", 0x7FFFFFF0), "is declared as 2147483632 bytes")
    case("bad-csi-magic.car", patch(data, value_at, "4s", b"XXXX"), "does not start with a CSI header")
    case("short-rendition.car", patch(data, index_offset + 4 + 8 * first_value + 4, ">I", 100), "its CSI header needs 184")
    chunked = next(i for i, b in enumerate(store.blocks) if b.startswith(b"ISTC") and b"Icon-Dark" in b[:200])
    chunked_at = block_offset(data, index_offset, chunked)
    tlv = struct.unpack("<I", data[chunked_at + 168:chunked_at + 172])[0]
    case("absurd-chunk-count.car", patch(data, chunked_at + 184 + tlv + 12, "<I", 0x7FFFFFFF), "declares 2147483647 chunks")
    case("bad-chunk-length.car", patch(data, chunked_at + 184 + tlv + 16 + 16, "<I", 0x7FFFFFFF), "chunk 0 of the payload")
    carheader = dict(variables)["CARHEADER"]
    case("no-carheader.car", data.replace(b"\x09CARHEADER", b"\x09CARHEADEX"), "has no CARHEADER")
    case("bad-carheader.car", patch(data, block_offset(data, index_offset, carheader), "4s", b"XXXX"), "not 'RATC'")
    keyformat = dict(variables)["KEYFORMAT"]
    case("absurd-keyformat.car", patch(data, block_offset(data, index_offset, keyformat) + 8, "<I", 0x40000000),
         "KEYFORMAT declares 1073741824 attributes")
    case("deep-tree.car", deep_tree(), "more than 32 levels deep")
    case("overlapping-renditions.car", overlapping(), "the renditions overlap")
    with open(os.path.join(out, "hostile.txt"), "w") as f:
        for name, message in sorted(cases.items()):
            f.write(f"{name}\t{message}\n")


def deep_tree():
    """A RENDITIONS tree of 40 branches, each the only child of the one above."""
    store = Store()
    variables, tree = icon_catalog(store, [])
    node = tree[1]
    for _ in range(40):
        node = store.add(struct.pack(">HHIIII", 0, 1, 0, 0, node, 0))
    store.blocks[tree[0]] = b"tree" + struct.pack(">IIII", 1, node, 4096, 0) + b"\0"
    return store.build(variables)[0]


def overlapping():
    """Sixty keys whose values are one block of 60 KiB of properties: small file, much reading."""
    store = Store()
    properties = [(1005, bytes(60_000))]
    value = store.add(csi("Big.png", 1, 1, 1, b"ARGB", 0, 12, b"", properties))
    keys = [store.add(key(identifier=i)) for i in range(60)]
    leaf = store.add(struct.pack(">HHII", 1, 60, 0, 0) + b"".join(struct.pack(">II", value, k) for k in keys))
    header = store.add(b"tree" + struct.pack(">IIII", 1, leaf, 4096, 60) + b"\0")
    variables, _ = icon_catalog(store, [])
    variables = [(n, header if n == "RENDITIONS" else i) for n, i in variables]
    return store.build(variables)[0]

def props(width, height, stride):
    return [(1001, struct.pack("<IIIII", 1, 0, 0, width, height)), (1004, struct.pack("<If", 0, 1.0)),
            (1006, struct.pack("<I", 1)), (1007, struct.pack("<I", stride))]


def pattern(width, height, seed, bpp=4, holes=None):
    """Premultiplied pixels (BGRA, or gray and alpha): opaque but for every pixel where the
    pattern says, or for the pixel indices in `holes`, which get an alpha below 255."""
    out = bytearray()
    for y in range(height):
        for x in range(width):
            n = y * width + x
            clear = (n in holes) if holes is not None else (x * 7 + y * 13 + seed) % 11 == 0
            alpha = (x + 3 * y + seed) % 255 if clear else 255
            colour = [(x * 5 + seed) % 256, (y * 3 + seed) % 256, (x ^ y) % 256][:bpp - 1]
            out += bytes([c * alpha // 255 for c in colour] + [alpha])
    return bytes(out)


def padded(data, width, height, bpp, stride, fill=0xEE):
    row = width * bpp
    return b"".join(data[y * row:(y + 1) * row] + bytes([fill]) * (stride - row) for y in range(height))


def bands(data, width, bpp, stride, rows, encode):
    """Chunks of rows (each padded to `stride`), each encoded alone."""
    out, start = [], 0
    for count in rows:
        out.append((count, encode(padded(data[start * width * bpp:(start + count) * width * bpp], width, count, bpp, stride))))
        start += count
    return out


def bare_lzvn(data):
    """A bare LZVN stream (as CoreUI's compression 3 stores it), from the reference's bvxn block."""
    stream = liblzfse.compress(data)
    assert stream[:4] == b"bvxn" and stream[-4:] == b"bvx$", stream[:4]
    return stream[12:-4]


def deepmap2(mode, width, height, bpp, body):
    inner = b"dmp2" + bytes([mode, 1, 10, bpp]) + struct.pack("<HH", width, height) + body
    return struct.pack("<IIII", 1, bpp, len(inner), 0) + inner


def rle(data, width, height, bpp):
    """CoreUI's run-length encoding: format, width, height, row offsets (equal rows shared), then
    each row as runs: a count with the top bit set and one pixel, or a count and its pixels."""
    bodies, offsets, at = {}, [], 12 + 4 * height
    for y in range(height):
        row = data[y * width * bpp:(y + 1) * width * bpp]
        if row not in bodies:
            pixels = [row[i:i + bpp] for i in range(0, len(row), bpp)]
            out, x = bytearray(), 0
            while x < width:
                end = x
                while end < width and pixels[end] == pixels[x]:
                    end += 1
                if end - x > 1:
                    out += struct.pack("<I", 0x80000000 | (end - x)) + pixels[x]
                else:
                    end = x + 1
                    while end < width and (end + 1 >= width or pixels[end] != pixels[end + 1]):
                        end += 1
                    out += struct.pack("<I", end - x) + b"".join(pixels[x:end])
                x = end
            bodies[row] = (at, bytes(out))
            at += len(out)
        offsets.append(bodies[row][0])
    return (struct.pack("<III", 4 if bpp == 4 else 3, width, height) + b"".join(struct.pack("<I", o) for o in offsets)
            + b"".join(body for _, body in sorted(bodies.values())))


def transparent(data, bpp):
    return sum(1 for i in range(bpp - 1, len(data), bpp) if data[i] != 255)


PACKED_KEY = dict(element=9, part=181, scale=2, idiom=1)


def pixel_renditions():
    """(name, key, csi bytes, expected pixels or None, bpp or undecodable words)."""
    items, ident = [], iter(range(0x100, 0x200))

    def bitmap(name, width, height, pixel_format, compression, payload, stride, expected, bpp=4, **keyargs):
        keyargs = keyargs or dict(scale=2, idiom=1, identifier=next(ident))
        body = csi(name, width, height, 2, pixel_format, 0, 12, mlec(compression, **payload), props(width, height, stride))
        items.append((name, key(**keyargs), body, expected, bpp))

    raw = pattern(40, 30, 1)
    bitmap("raw-padded.png", 40, 30, b"ARGB", 0, dict(data=padded(raw, 40, 30, 4, 192)), 192, raw)
    zipped = pattern(64, 48, 2)
    bitmap("zip-chunks.png", 64, 48, b"ARGB", 2, dict(chunks=bands(zipped, 64, 4, 256, [16, 16, 16], zlib.compress)), 256, zipped)
    gray = pattern(50, 20, 3, bpp=2)
    bitmap("zip-gray.png", 50, 20, b"GA8 ", 2, dict(data=zlib.compress(gray)), 100, gray, bpp=2)
    runs = bytes(4) * 30 * 6 + pattern(30, 8, 10) + bytes(4) * 30 * 6  # clear rows above and below, shared
    bitmap("rle.png", 30, 20, b"ARGB", 1, dict(data=rle(runs, 30, 20, 4)), 128, runs)
    gray_runs = pattern(9, 5, 11, bpp=2)
    bitmap("rle-gray.png", 9, 5, b"GA8 ", 1, dict(data=rle(gray_runs, 9, 5, 2)), 32, gray_runs, bpp=2)
    stored = pattern(2, 2, 4)
    bitmap("deepmap2-stored.png", 2, 2, b"ARGB", 11, dict(data=deepmap2(1, 2, 2, 4, stored)), 32, stored)
    lzfse_icon = zlib.compress
    if liblzfse is not None:
        lzfse_icon = liblzfse.compress
        big = pattern(120, 90, 5)
        bitmap("lzfse-chunks.png", 120, 90, b"ARGB", 4, dict(chunks=bands(big, 120, 4, 496, [30, 31, 29], liblzfse.compress)), 496, big)
        small = pattern(20, 1, 6) * 20  # rows alike: small enough for LZVN, compressible
        bitmap("lzvn-bare.png", 20, 20, b"ARGB", 3, dict(data=bare_lzvn(small)), 80, small)
        bitmap("lzvn-block.png", 20, 20, b"ARGB", 3, dict(data=liblzfse.compress(small)), 80, small)
        deep = pattern(72, 40, 7)
        stream = liblzfse.compress(deep)
        bitmap("deepmap2-lzfse.png", 72, 40, b"ARGB", 11, dict(data=deepmap2(3, 72, 40, 4, struct.pack("<I", len(stream)) + stream)),
               288, deep)
    holes = {(n * 7919) % (1024 * 1024) for n in range(4321)}
    icon = pattern(1024, 1024, 8, holes=holes)
    chunks = bands(icon, 1024, 4, 4096, [256, 256, 256, 256], lzfse_icon)
    bitmap("Icon-1024-holes.png", 1024, 1024, b"ARGB", 4 if liblzfse else 2, dict(chunks=chunks), 4096, icon,
           scale=1, idiom=6, identifier=IDS["AppIcon"], part=220)
    packed = pattern(100, 80, 9)
    bitmap("ZZZZPackedAsset-1.0.0-gamut0", 100, 80, b"ARGB", 2, dict(chunks=bands(packed, 100, 4, 416, [40, 40], zlib.compress)),
           416, packed, **PACKED_KEY)
    target = [(1, 9), (2, 181), (12, 2), (15, 1)]
    for name, (x, y, side) in [("Icon-20@2x.png", (2, 2, 40)), ("Icon-29@2x.png", (40, 20, 58))]:
        top = 80 - y - side
        frame = b"".join(packed[(row * 100 + x) * 4:(row * 100 + x + side) * 4] for row in range(top, top + side))
        properties = [(1001, struct.pack("<IIIII", 1, 0, 0, side, side)), (1010, link(x, y, side, side, target))]
        items.append((name, key(scale=2, idiom=1, identifier=IDS["AppIcon"], part=220, dim1=side),
                      csi(name, side, side, 2, b"ARGB", 0, 1003, b"", properties), frame, 4))
    undecodable = [("deepmap2-mode2.png", b"ARGB", 11, deepmap2(2, 4, 4, 4, struct.pack("<I", 4) + b"bvx$"),
                    "cannot decode: encoding deepmap2 (mode 2)"),
                   ("astc.png", b"ARGB", 7, bytes(16), "cannot decode: encoding astc"),
                   ("rgbw.png", b"RGBW", 0, bytes(4 * 4 * 8), "cannot decode: pixel format 'RGBW'")]
    for name, pixel_format, compression, data, words in undecodable:
        bitmap(name, 4, 4, pixel_format, compression, dict(data=data), 16, None, bpp=words)
    return items


def pixel_catalogs(out):
    """Pixels.car, its expectations (pixels.txt, pixels/NAME.raw) and hostile pixel payloads."""
    items = pixel_renditions()
    store = Store()
    variables, _ = icon_catalog(store, [(k, body) for _, k, body, _, _ in items])
    with open(os.path.join(out, "Pixels.car"), "wb") as f:
        f.write(store.build(variables)[0])
    os.makedirs(os.path.join(out, "pixels"), exist_ok=True)
    with open(os.path.join(out, "pixels.txt"), "w") as f:
        for name, _, _, expected, bpp in items:
            if expected is None:
                f.write(f"{name}\tundecodable\t{bpp}\n")
                continue
            with open(os.path.join(out, "pixels", name + ".raw"), "wb") as raw:
                raw.write(expected)
            f.write(f"{name}\t{'bgra' if bpp == 4 else 'ga'}\t{transparent(expected, bpp)}\n")
    hostile_pixels(out)


def hostile_pixels(out):
    """Catalogs whose pixel payloads lie; hostile-pixels.txt: file, rendition, words of the refusal."""
    folder = os.path.join(out, "hostile-pixels")
    os.makedirs(folder, exist_ok=True)
    cases = []
    good = pattern(16, 8, 1)
    stream = liblzfse.compress(good) if liblzfse else None

    def case(name, width, height, pixel_format, compression, payload, words, stride=None, extra=()):
        store = Store()
        stride = stride if stride is not None else width * 4
        renditions = [(key(scale=2, idiom=1, identifier=IDS["AppIcon"]),
                       csi("bad.png", width, height, 2, pixel_format, 0, 12, mlec(compression, **payload), props(width, height, stride)))]
        variables, _ = icon_catalog(store, renditions + list(extra))
        with open(os.path.join(folder, name + ".car"), "wb") as f:
            f.write(store.build(variables)[0])
        cases.append((name, "bad.png", words))

    case("rows-mismatch", 16, 8, b"ARGB", 2, dict(chunks=[(4, zlib.compress(good[:256]))] * 3), "hold 12 rows (4+4+4); the bitmap has 8")
    case("zip-short", 16, 8, b"ARGB", 2, dict(data=zlib.compress(good[:-64])), "decodes (zip) to 448 bytes")
    case("zip-long", 16, 8, b"ARGB", 2, dict(data=zlib.compress(good + bytes(64))), "decodes to more than the 512 bytes")
    case("zip-cut", 16, 8, b"ARGB", 2, dict(data=zlib.compress(good)[:-9]), "damaged or cut short")
    case("raw-short", 16, 8, b"ARGB", 0, dict(data=good[:100]), "decodes (uncompressed) to 100 bytes")
    case("huge-side", 20000, 20000, b"ARGB", 0, dict(data=bytes(16)), "sides from 1 to 16384")
    case("zero-side", 0, 8, b"ARGB", 0, dict(data=bytes(16)), "sides from 1 to 16384")
    case("over-budget", 16000, 16000, b"ARGB", 2, dict(data=zlib.compress(bytes(64))), "more than the 268435456 allowed")
    case("bad-stride", 16, 8, b"ARGB", 0, dict(data=good), "declares rows of 10 bytes", stride=10)
    case("lzvn-garbage", 16, 8, b"ARGB", 3, dict(data=bytes([0x0E, 0x16]) + bytes(range(200, 255)) * 3), "LZFSE stream")
    case("dmp2-size", 16, 8, b"ARGB", 11, dict(data=deepmap2(1, 17, 8, 4, good)), "says 17×8 pixels")
    case("dmp2-length", 16, 8, b"ARGB", 11, dict(data=deepmap2(1, 16, 8, 4, good)[:-40]), "declares 524 bytes but holds 484")
    case("dmp2-stored-short", 16, 8, b"ARGB", 11, dict(data=deepmap2(1, 16, 8, 4, good[:-4])), "are 508 bytes")
    case("dmp2-bpp", 16, 8, b"ARGB", 11, dict(data=deepmap2(1, 16, 8, 2, good)), "has 2 bytes a pixel")
    case("dmp2-stream-length", 16, 8, b"ARGB", 11, dict(data=deepmap2(3, 16, 8, 4, struct.pack("<I", 0x7FFFFFFF) + bytes(8))),
         "declares 2147483647 bytes")
    if stream:
        case("lzfse-no-end", 16, 8, b"ARGB", 4, dict(data=stream[:-4]), "LZFSE stream")
        case("lzfse-bad-magic", 16, 8, b"ARGB", 4, dict(data=b"bvxQ" + stream[4:]), "LZFSE stream")
        case("lzfse-long", 16, 4, b"ARGB", 4, dict(data=stream), "more than the 256 expected")
        case("dmp2-stream-short", 16, 8, b"ARGB", 11, dict(data=deepmap2(3, 16, 8, 4, struct.pack("<I", len(stream)) + stream)[:-30]),
             "declares")
    encoded = rle(good, 16, 8, 4)
    case("rle-size", 16, 8, b"ARGB", 1, dict(data=rle(pattern(16, 9, 1), 16, 9, 4)), "the rle header of")
    case("rle-offset", 16, 8, b"ARGB", 1, dict(data=encoded[:12] + struct.pack("<I", 99999) + encoded[16:]), "starts at 99999")
    case("rle-long-run", 16, 8, b"ARGB", 1, dict(data=encoded[:44] + struct.pack("<I", 0x80000011) + encoded[48:]),
         "a run of 17 pixels where 16 remain")
    case("rle-zero-run", 16, 8, b"ARGB", 1, dict(data=encoded[:44] + struct.pack("<I", 0) + encoded[48:]), "a run of 0 pixels")
    case("rle-cut", 16, 8, b"ARGB", 1, dict(data=encoded[:-10]), "row 7 of the rle data")
    target = [(1, 9), (2, 181), (12, 2), (15, 1)]

    def linking(name, frame, packed_body, words):
        store = Store()
        x, y, side = frame
        properties = [(1001, struct.pack("<IIIII", 1, 0, 0, side, side)), (1010, link(x, y, side, side, target))]
        renditions = [(key(scale=2, idiom=1, identifier=IDS["AppIcon"], part=220), csi("bad.png", side, side, 2, b"ARGB", 0, 1003, b"", properties))]
        if packed_body is not None:
            renditions.append((key(**PACKED_KEY), packed_body))
        variables, _ = icon_catalog(store, renditions)
        with open(os.path.join(folder, name + ".car"), "wb") as f:
            f.write(store.build(variables)[0])
        cases.append((name, "bad.png", words))

    packed = csi("ZZZZPackedAsset-1.0.0-gamut0", 16, 8, 2, b"ARGB", 0, 1004, mlec(2, data=zlib.compress(good)), props(16, 8, 64))
    linking("link-outside", (10, 4, 8), packed, "outside its packed asset's 16×8")
    linking("link-missing", (0, 0, 4), None, "links to a packed asset the catalog does not have")
    chained = csi("chain.png", 4, 4, 2, b"ARGB", 0, 1003, b"", [(1010, link(0, 0, 4, 4, target))])
    linking("link-to-link", (0, 0, 4), chained, "which is itself a link")
    with open(os.path.join(out, "hostile-pixels.txt"), "w") as f:
        for name, rendition, words in cases:
            f.write(f"{name}\t{rendition}\t{words}\n")


def main():
    out = sys.argv[1]
    os.makedirs(os.path.join(out, "hostile"), exist_ok=True)
    store, variables, tree = app_icons()
    base = store.build(variables)
    with open(os.path.join(out, "AppIcons.car"), "wb") as f:
        f.write(base[0])
    for name, opaque in [("Opaque1024.car", True), ("Alpha1024.car", False)]:
        single, single_variables = single_icon(opaque)
        with open(os.path.join(out, name), "wb") as f:
            f.write(single.build(single_variables)[0])
    hostile(out, base, store, variables, tree)
    pixel_catalogs(out)


if __name__ == "__main__":
    main()
