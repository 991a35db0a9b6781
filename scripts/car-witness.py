#!/usr/bin/env python3
"""A witness for the app icons of compiled asset catalogs (issue 44): lists every app icon
rendition of an `Assets.car` (facet, idiom, size, scale, appearance, pixel format, encoding, the
CSI header's opaque flag) and counts its transparent pixels where it can decode them, for the
tests that compare `alertpack check App.ipa --format json` with it.

    car-witness.py CATALOG.car [ICON-NAME...]     JSON: {"renditions": [...]}
    car-witness.py APP.app                         the app's catalog, the icon names its Info.plist
                                                   gives, and its loose icon PNGs ("loose")

Written in Python from the structure real catalogs show (a big-endian BOM store holding
little-endian CoreUI records), sharing no code with alertpack's Swift reader: a second reading.
Pixels are decoded for uncompressed, zip (zlib, or gzip as Xcode 9 wrote it), LZFSE and LZVN
payloads (through pyliblzfse, the reference implementation's binding), CoreUI's RLE, deepmap2 in
its stored (1) and LZFSE (3) modes, and links into a packed asset (the linked rectangle, whose
origin is the sheet's bottom left, cut from the decoded sheet); palette loose PNGs, which
png-witness.py refuses, are counted by ImageMagick. Anything else is reported as not decoded,
with why. A pixel is transparent when its alpha is below 255.

App icon renditions are CoreUI's icon parts (220, bitmaps; 245, an `.icon` document's layers per
appearance, listed as not decoded) of the facets named (CFBundleIconName, CFBundleIcons' primary
and alternate names), or of every facet when no name is given.
"""
import json
import os
import plistlib
import struct
import sys
import zlib

try:
    import liblzfse
except ImportError:  # the LZFSE and LZVN encodings are then reported as not decoded
    liblzfse = None

IDIOMS = {0: "universal", 1: "phone", 2: "pad", 3: "tv", 4: "car", 5: "watch", 6: "marketing", 7: "mac", 8: "vision"}
ATTR = {"element": 1, "part": 2, "dim1": 8, "dim2": 9, "appearance": 7, "scale": 12, "idiom": 15, "identifier": 17}
ENCODINGS = {0: "uncompressed", 1: "rle", 2: "zip", 3: "lzvn", 4: "lzfse", 5: "jpeg-lzfse", 6: "blurred", 7: "astc",
             8: "palette-img", 9: "hevc", 10: "deepmap-lzfse", 11: "deepmap2"}
ICON_PART = 220  # CoreUI's part of an app icon's bitmaps
ICON_STACK_PART = 245  # of an .icon document's compiled layers ("iconstack"), one per appearance


class Catalog:
    def __init__(self, path):
        self.data = open(path, "rb").read()
        d = self.data
        if d[:8] != b"BOMStore":
            raise ValueError("%s: not a BOM store" % path)
        _, _, index_offset, _, vars_offset, _ = struct.unpack(">IIIIII", d[8:32])
        count = struct.unpack(">I", d[index_offset:index_offset + 4])[0]
        self.blocks = [struct.unpack(">II", d[index_offset + 4 + 8 * i:index_offset + 12 + 8 * i]) for i in range(count)]
        self.vars, at = {}, vars_offset + 4
        for _ in range(struct.unpack(">I", d[vars_offset:vars_offset + 4])[0]):
            index, length = struct.unpack(">IB", d[at:at + 5])
            self.vars[d[at + 5:at + 5 + length].decode()] = index
            at += 5 + length
        self.keyformat = self._keyformat()
        self.facets = {}  # identifier -> facet name
        for name, value in self.tree("FACETKEYS"):
            pairs = struct.unpack("<H", value[4:6])[0]
            attrs = dict(struct.unpack("<HH", value[6 + 4 * i:10 + 4 * i]) for i in range(pairs))
            if ATTR["identifier"] in attrs:
                self.facets[attrs[ATTR["identifier"]]] = name.decode("utf-8", "replace")
        self.appearances = {}
        for name, value in self.tree("APPEARANCEKEYS"):
            self.appearances[struct.unpack("<H", value[:2])[0]] = name.decode()
        self.renditions = [(self.key(k), v) for k, v in self.tree("RENDITIONS")]

    def block(self, index):
        offset, length = self.blocks[index]
        return self.data[offset:offset + length]

    def _keyformat(self):
        b = self.block(self.vars["KEYFORMAT"])
        assert b[:4] == b"tmfk", b[:4]
        n = struct.unpack("<I", b[8:12])[0]
        return list(struct.unpack("<%dI" % n, b[12:12 + 4 * n]))

    def key(self, raw):
        values = struct.unpack("<%dH" % (len(raw) // 2), raw[:len(raw) // 2 * 2])
        return dict(zip(self.keyformat, values))

    def tree(self, name):
        """(key bytes, value bytes) of a BOM tree, leaves in order along their forward links."""
        if name not in self.vars:
            return []
        header = self.block(self.vars[name])
        assert header[:4] == b"tree", header[:4]
        node = struct.unpack(">I", header[8:12])[0]
        while True:  # down the first children to the first leaf
            b = self.block(node)
            is_leaf, count = struct.unpack(">HH", b[:4])
            if is_leaf:
                break
            node = struct.unpack(">I", b[12:16])[0]
        out, seen = [], set()
        while node and node not in seen:
            seen.add(node)
            b = self.block(node)
            _, count, forward, _ = struct.unpack(">HHII", b[:12])
            for i in range(count):
                value, key = struct.unpack(">II", b[12 + 8 * i:20 + 8 * i])
                out.append((self.block(key), self.block(value)))
            node = forward
        return out


def csi(value):
    """The CSI header's facts, its properties, and its payload's bytes."""
    assert value[:4] == b"ISTC", value[:4]
    _, flags, width, height, scale100 = struct.unpack("<IIIII", value[4:24])
    pixel_format = value[24:28][::-1].decode("latin-1")
    name = value[40:168].split(b"\0")[0].decode("utf-8", "replace")
    tlv_length, _, _, payload_length = struct.unpack("<IIII", value[168:184])
    props, at = {}, 184
    while at + 8 <= 184 + tlv_length:
        tag, length = struct.unpack("<II", value[at:at + 8])
        props[tag] = value[at + 8:at + 8 + length]
        at += 8 + length
    payload = value[184 + tlv_length:184 + tlv_length + payload_length]
    return dict(flags=flags, width=width, height=height, scale=scale100 // 100, pixel_format=pixel_format, name=name,
                props=props, payload=payload)


def bytes_per_pixel(pixel_format):
    return {"ARGB": 4, "GA8 ": 2, "GA16": None, "RGBW": None}.get(pixel_format)


class Undecodable(Exception):
    pass


def lzfse(data, size):
    if liblzfse is None:
        raise Undecodable("pyliblzfse is not installed")
    try:
        return liblzfse.decompress(bytes(data))
    except Exception as error:  # noqa: BLE001 - the binding's own error type
        raise Undecodable("lzfse: %s" % error)


def lzvn(data, size):
    if data[:3] == b"bvx":
        return lzfse(data, size)
    return lzfse(b"bvxn" + struct.pack("<II", size, len(data)) + bytes(data) + b"bvx$", size)


def rle(data, width, rows, bpp):
    _, w, h = struct.unpack("<III", data[:12])
    offsets = struct.unpack("<%dI" % h, data[12:12 + 4 * h])
    out = bytearray()
    for y in range(rows):
        at, x = offsets[y], 0
        while x < width:
            n = struct.unpack("<I", data[at:at + 4])[0]
            at += 4
            if n & 0x80000000:
                n &= 0x7FFFFFFF
                out += data[at:at + bpp] * n
                at += bpp
            else:
                out += data[at:at + n * bpp]
                at += n * bpp
            x += n
    return bytes(out)


def deepmap(data, width, rows, bpp):
    """deepmap (`dmap`) and deepmap2 (`dmp2`): a 16-byte preamble (kind, bytes per pixel, length,
    0), the magic, a mode, two bytes, bytes per pixel, and for dmp2 the width and height (u16);
    mode 1 stores the pixels, dmp2's mode 3 holds a u32 length and an LZFSE stream of them."""
    length = struct.unpack("<I", data[8:12])[0]
    body = data[16:16 + length]
    magic, mode = body[:4], body[4]
    if magic not in (b"dmp2", b"dmap"):
        raise Undecodable("deepmap magic %r" % magic)
    if mode == 1:
        start = 12 if magic == b"dmp2" else 8
        return body[start:start + width * rows * bpp]
    if mode == 3 and magic == b"dmp2":
        n = struct.unpack("<I", body[12:16])[0]
        return lzfse(body[16:16 + n], width * rows * bpp)
    raise Undecodable("%s mode %d" % (magic.decode(), mode))


def bitmap(c):
    """Tightly packed rows of the rendition's pixels, or Undecodable."""
    bpp = bytes_per_pixel(c["pixel_format"])
    if bpp is None:
        raise Undecodable("pixel format %r" % c["pixel_format"])
    p = c["payload"]
    if p[:4] != b"MLEC":
        raise Undecodable("payload %r" % p[:4])
    width, height = c["width"], c["height"]
    stride = struct.unpack("<I", c["props"][1007][:4])[0] if 1007 in c["props"] else width * bpp
    version, compression, n = struct.unpack("<III", p[4:16])
    chunks = []
    if version == 0 or not p[16:20] == b"KCBC":
        chunks = [(height, p[16:16 + n])]
    else:
        at = 16
        for _ in range(n):
            assert p[at:at + 4] == b"KCBC"
            _, _, rows, length = struct.unpack("<IIII", p[at + 4:at + 20])
            chunks.append((rows, p[at + 20:at + 20 + length]))
            at += 20 + length
    out = bytearray()
    for rows, data in chunks:
        if compression == 0:
            raw = data
        elif compression == 1:
            raw = rle(data, width, rows, bpp)
        elif compression == 2:
            try:
                # a zlib stream, a gzip member (Xcode 9 writes those) or bare deflate
                gzip = data[:2] == b"\x1f\x8b"
                wrapped = data[0] & 0x0F == 8 and (data[0] << 8 | data[1]) % 31 == 0
                raw = zlib.decompress(data, 31 if gzip else 15 if wrapped else -15)
            except zlib.error as error:
                raise Undecodable("zip: %s" % error)
        elif compression == 3:
            raw = lzvn(data, stride * rows)
        elif compression == 4:
            raw = lzfse(data, stride * rows)
        elif compression in (10, 11):
            raw = deepmap(data, width, rows, bpp)
        else:
            raise Undecodable(ENCODINGS.get(compression, "compression %d" % compression))
        if len(raw) == stride * rows and stride != width * bpp:
            raw = b"".join(raw[y * stride:y * stride + width * bpp] for y in range(rows))
        if len(raw) != width * bpp * rows:
            raise Undecodable("%s decoded to %d bytes for %d rows of %d" % (ENCODINGS.get(compression), len(raw), rows, width))
        out += raw
    return bytes(out), bpp, ENCODINGS.get(compression, str(compression))


def transparent(pixels, bpp):
    return sum(1 for i in range(bpp - 1, len(pixels), bpp) if pixels[i] != 255)


def link_target(catalog, value):
    """The linked rectangle (x, y from the bottom left, width, height) and the packed rendition
    it is cut from: the one whose key has every attribute the link names."""
    at = value.find(b"KLNI")
    _, x, y, w, h = struct.unpack("<IIIII", value[at + 4:at + 24])
    _, length = struct.unpack("<HI", value[at + 24:at + 30])
    pairs = value[at + 30:at + 30 + length]
    target = {}
    for i in range(0, len(pairs) - 3, 4):
        a, v = struct.unpack("<HH", pairs[i:i + 4])
        if a == 0:
            break
        target[a] = v
    for key, candidate in catalog.renditions:
        if all(key.get(a, 0) == v for a, v in target.items()):
            return (x, y, w, h), candidate
    return (x, y, w, h), None


def rendition_facts(catalog, key, value):
    c = csi(value)
    fact = dict(facet=catalog.facets.get(key.get(ATTR["identifier"]), "?"), idiom=IDIOMS.get(key.get(ATTR["idiom"], 0), str(key.get(ATTR["idiom"]))),
                width=c["width"], height=c["height"], scale=c["scale"] or key.get(ATTR["scale"], 0),
                appearance=appearance(catalog.appearances.get(key.get(ATTR["appearance"], 0), "")),
                pixelFormat=c["pixel_format"], opaque=bool(c["flags"] & 0x08), source=c["name"], part=key.get(ATTR["part"]))
    try:
        if c["payload"][:4] == b"MLEC":
            pixels, bpp, fact["encoding"] = bitmap(c)
        elif b"KLNI" in value[184:]:
            fact["encoding"] = "link"
            (x, y, w, h), target = link_target(catalog, value)
            if target is None:
                raise Undecodable("link to no rendition")
            t = csi(target)
            sheet, bpp, inner = bitmap(t)
            fact["encoding"] = "link to " + inner
            fact["width"], fact["height"] = w, h
            top = t["height"] - y - h  # the link's origin is the sheet's bottom left, as in Core Graphics
            if x + w > t["width"] or top < 0:
                raise Undecodable("link rectangle outside its sheet")
            pixels = b"".join(sheet[(row * t["width"] + x) * bpp:(row * t["width"] + x + w) * bpp] for row in range(top, top + h))
        else:
            raise Undecodable("payload %r" % c["payload"][:4].decode("latin-1"))
        fact["transparentPixels"] = transparent(pixels, bpp)
    except Undecodable as why:
        fact.setdefault("encoding", "?")
        fact["notDecoded"] = str(why)
    return fact


def appearance(name):
    if "Dark" in name:
        return "dark"
    if "Tint" in name:
        return "tinted"
    return None


def icons(car, names=None):
    catalog = Catalog(car)
    facets = set(names or [])
    out = []
    for key, value in catalog.renditions:
        facet = catalog.facets.get(key.get(ATTR["identifier"]))
        part = key.get(ATTR["part"])
        if part not in (ICON_PART, ICON_STACK_PART) or (facets and facet not in facets) or value[:4] != b"ISTC":
            continue
        if part == ICON_STACK_PART:  # an .icon document's layers, per appearance: data, no bitmap
            c = csi(value)
            out.append(dict(facet=facet, idiom=IDIOMS.get(key.get(ATTR["idiom"], 0)), width=c["width"], height=c["height"],
                            scale=c["scale"] or key.get(ATTR["scale"], 0), source=c["name"], part=part, pixelFormat=c["pixel_format"],
                            appearance=appearance(catalog.appearances.get(key.get(ATTR["appearance"], 0), "")),
                            opaque=bool(c["flags"] & 0x08), encoding="iconstack", notDecoded="an icon stack (layers), not a bitmap"))
            continue
        out.append(rendition_facts(catalog, key, value))
    return out


def icon_names(info):
    names = {info.get("CFBundleIconName")}
    for table in ("CFBundleIcons", "CFBundleIcons~ipad"):
        icons_table = info.get(table) or {}
        primary = icons_table.get("CFBundlePrimaryIcon")
        if isinstance(primary, dict):
            names.add(primary.get("CFBundleIconName"))
        names.update((icons_table.get("CFBundleAlternateIcons") or {}).keys())
    return sorted(n for n in names if n)


def loose(app):
    """The loose icon PNGs of an app bundle, through png-witness.py (CgBI or plain)."""
    import importlib.util
    import tempfile
    spec = importlib.util.spec_from_file_location("png_witness", os.path.join(os.path.dirname(__file__), "png-witness.py"))
    witness = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(witness)
    out = []
    for name in sorted(os.listdir(app)):
        if not (name.endswith(".png") and (name.startswith("AppIcon") or name.startswith("Icon"))):
            continue
        with tempfile.NamedTemporaryFile() as raw:
            try:
                width, height, cgbi = witness_decode(witness, os.path.join(app, name), raw.name)
                pixels = open(raw.name, "rb").read()
                out.append(dict(path=name, width=width, height=height, cgbi=cgbi, transparentPixels=transparent(pixels, 4)))
            except (Exception, SystemExit) as error:  # noqa: BLE001 - png-witness.py refuses palette PNGs
                out.append(imagemagick(os.path.join(app, name)) or dict(path=name, notDecoded=str(error)))
    return out


def imagemagick(path):
    """A plain PNG png-witness.py refuses (palette, 16-bit), counted by ImageMagick; None if it cannot."""
    import subprocess
    run = subprocess.run(["convert", path, "-alpha", "extract", "-fx", "u<1?1:0", "-format", "%[fx:round(mean*w*h)] %w %h", "info:"],
                         capture_output=True, text=True)
    words = run.stdout.split()
    if run.returncode != 0 or len(words) != 3:
        return None
    return dict(path=os.path.basename(path), width=int(words[1]), height=int(words[2]), cgbi=False, transparentPixels=int(words[0]),
                decodedBy="imagemagick")


def witness_decode(module, path, raw):
    import io
    saved, sys.stdout = sys.stdout, io.StringIO()
    try:
        module.main(path, raw)
        words = sys.stdout.getvalue().split()
    finally:
        sys.stdout = saved
    return int(words[0]), int(words[1]), words[-1] == "cgbi"


def main():
    target = sys.argv[1]
    if os.path.isdir(target):
        info = plistlib.load(open(os.path.join(target, "Info.plist"), "rb"))
        names = icon_names(info)
        car = os.path.join(target, "Assets.car")
        result = dict(names=names, renditions=icons(car, names) if os.path.isfile(car) else [], loose=loose(target))
    else:
        result = dict(names=sys.argv[2:], renditions=icons(target, sys.argv[2:] or None))
    json.dump(result, sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    main()
