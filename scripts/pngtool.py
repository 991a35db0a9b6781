#!/usr/bin/env python3
"""Builds PNG variants that normal exporters do not write, for Samples/ and the tests.

  pngtool.py iccp IN OUT DESCRIPTION   embed a minimal ICC profile whose description is DESCRIPTION
  pngtool.py cgbi IN OUT               insert an Xcode-style CgBI chunk before IHDR
  pngtool.py huge OUT WIDTH HEIGHT     a tiny file whose IHDR declares WIDTH x HEIGHT pixels
  pngtool.py corrupt NAME IN OUT       apply one of PngSuite's documented x*.png corruptions
  pngtool.py variants DIR              every colour type, depth, tRNS, filter, interlace and IDAT split
  pngtool.py mutants DIR SEED IN...    damaged copies of each IN (names say what was done to them)
"""
import os
import random
import struct
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"


def chunks(data):
    assert data[:8] == SIGNATURE, "not a PNG"
    offset = 8
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        yield kind, data[offset + 8:offset + 8 + length]
        offset += 12 + length


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def rebuild(parts):
    return SIGNATURE + b"".join(chunk(kind, body) for kind, body in parts)


def icc_profile(description):
    """A minimal ICC v2 RGB display profile with a textDescriptionType 'desc' tag."""
    text = description.encode("ascii") + b"\0"
    desc = b"desc" + b"\0" * 4 + struct.pack(">I", len(text)) + text
    desc += b"\0" * 4 + b"\0" * 4 + b"\0" * 3 + b"\0" * 67  # Unicode and ScriptCode parts, empty
    while len(desc) % 4:
        desc += b"\0"
    # A copyright tag too, as real profiles have; libpng refuses profiles that are implausibly small.
    cprt = b"text" + b"\0" * 4 + b"No copyright, use freely. Made for alertpack's tests and samples." + b"\0"
    while len(cprt) % 4:
        cprt += b"\0"
    table_size = 4 + 2 * 12
    tag_table = struct.pack(">I", 2) + b"desc" + struct.pack(">II", 128 + table_size, len(desc))
    tag_table += b"cprt" + struct.pack(">II", 128 + table_size + len(desc), len(cprt))
    desc += cprt
    size = 128 + len(tag_table) + len(desc)
    header = struct.pack(">I", size) + b"none" + bytes([2, 0x10, 0, 0]) + b"mntr" + b"RGB " + b"XYZ "
    header += b"\0" * 12 + b"acsp" + b"\0" * 4 + b"\0" * 4 + b"\0" * 4 + b"\0" * 4 + b"\0" * 8 + struct.pack(">I", 0)
    header += struct.pack(">iii", 63190, 65536, 54061)  # D50 illuminant
    header += b"\0" * 4
    header += b"\0" * (128 - len(header))
    return header + tag_table + desc


def main(args):
    command = args[0]
    if command == "iccp":
        source, target, description = args[1], args[2], args[3]
        parts = [(k, b) for k, b in chunks(open(source, "rb").read()) if k not in (b"sRGB", b"gAMA", b"cHRM", b"iCCP")]
        profile = b"Profile\0\0" + zlib.compress(icc_profile(description))
        parts.insert(1, (b"iCCP", profile))
        open(target, "wb").write(rebuild(parts))
    elif command == "cgbi":
        source, target = args[1], args[2]
        parts = list(chunks(open(source, "rb").read()))
        parts.insert(0, (b"CgBI", b"\x50\x00\x20\x06"))
        open(target, "wb").write(rebuild(parts))
    elif command == "huge":
        target, width, height = args[1], int(args[2]), int(args[3])
        ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
        idat = zlib.compress(b"\0" * 64)
        open(target, "wb").write(rebuild([(b"IHDR", ihdr), (b"IDAT", idat), (b"IEND", b"")]))
    elif command == "corrupt":
        corrupt(args[1], args[2], args[3])
    elif command == "variants":
        variants(args[1])
    elif command == "mutants":
        mutants(args[1], int(args[2]), args[3:])
    else:
        sys.exit(__doc__)


def corrupt(name, source, target):
    """The corruptions PngSuite's x*.png files document, applied to a good PngSuite image."""
    data = bytearray(open(source, "rb").read())
    parts = list(chunks(bytes(data)))
    if name == "xs1n0g01":    # signature byte 1 MSBit reset to zero
        data[0] &= 0x7F
    elif name == "xs2n0g01":  # signature byte 2 is a 'Q'
        data[1] = ord("Q")
    elif name == "xs4n0g01":  # signature byte 4 lowercase
        data[3] = ord("g")
    elif name == "xs7n0g01":  # 7th byte a space instead of control-Z
        data[6] = 0x20
    elif name == "xcrn0g04":  # added cr bytes (a DOS conversion)
        data = bytearray(bytes(data).replace(b"\n", b"\r\n"))
    elif name == "xlfn0g04":  # added lf bytes (a Unix conversion)
        data = bytearray(bytes(data).replace(b"\r\n", b"\n"))
    elif name == "xhdn0g08":  # incorrect IHDR checksum
        data[8 + 8 + 13] ^= 0xFF
    elif name == "xc1n0g08":  # colour type 1
        data = bytearray(rebuild([(k, b[:9] + b"\x01" + b[10:] if k == b"IHDR" else b) for k, b in parts]))
    elif name == "xc9n2c08":  # colour type 9
        data = bytearray(rebuild([(k, b[:9] + b"\x09" + b[10:] if k == b"IHDR" else b) for k, b in parts]))
    elif name == "xd0n2c08":  # bit depth 0
        data = bytearray(rebuild([(k, b[:8] + b"\x00" + b[9:] if k == b"IHDR" else b) for k, b in parts]))
    elif name == "xd3n2c08":  # bit depth 3
        data = bytearray(rebuild([(k, b[:8] + b"\x03" + b[9:] if k == b"IHDR" else b) for k, b in parts]))
    elif name == "xd9n2c08":  # bit depth 99
        data = bytearray(rebuild([(k, b[:8] + b"\x63" + b[9:] if k == b"IHDR" else b) for k, b in parts]))
    elif name == "xdtn0g01":  # missing IDAT chunk
        data = bytearray(rebuild([(k, b) for k, b in parts if k != b"IDAT"]))
    elif name == "xcsn0g01":  # incorrect IDAT checksum
        offset = 8
        for kind, body in parts:
            if kind == b"IDAT":
                data[offset + 8 + len(body)] ^= 0xFF
                break
            offset += 12 + len(body)
    elif name == "xzzn0g08":  # not in PngSuite: IDAT data that does not inflate (valid CRC)
        data = bytearray(rebuild([(k, b"\x78\x9c\xff\xff\xff\xff" + b[6:] if k == b"IDAT" else b) for k, b in parts]))
    elif name == "xtrn0g08":  # not in PngSuite: cut off in the middle of IDAT
        data = data[: len(data) * 2 // 3]
    else:
        sys.exit("unknown corruption " + name)
    open(target, "wb").write(bytes(data))


CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def pack_row(samples, depth):
    """One row of samples at a bit depth: packed below 8 bits (first sample highest), big-endian at 16."""
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", v) for v in samples)
    out, bits, used = bytearray(), 0, 0
    for v in samples:
        bits = (bits << depth) | v
        used += depth
        if used == 8:
            out.append(bits)
            bits, used = 0, 0
    if used:
        out.append(bits << (8 - used))
    return bytes(out)


def filter_row(kind, row, prev, bpp):
    """Applies PNG filter `kind` (0-4) to a row, given the unfiltered row above."""
    out = bytearray()
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        if kind == 0:
            predicted = 0
        elif kind == 1:
            predicted = a
        elif kind == 2:
            predicted = b
        elif kind == 3:
            predicted = (a + b) // 2
        else:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            predicted = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
        out.append((x - predicted) & 0xFF)
    return bytes([kind]) + bytes(out)


def image_data(width, height, depth, color_type, pixels, interlaced, first_filter=0):
    """The filtered scanlines (every filter in turn), by Adam7 pass when interlaced."""
    channels = CHANNELS[color_type]
    bpp = max(1, channels * depth // 8)
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    raw, kind = bytearray(), first_filter
    for x0, y0, dx, dy in passes:
        xs, ys = list(range(x0, width, dx)), list(range(y0, height, dy))
        if not xs or not ys:
            continue
        prev = bytes(len(pack_row([0] * channels * len(xs), depth)))
        for y in ys:
            row = pack_row([v for x in xs for v in pixels[y][x]], depth)
            raw += filter_row(kind % 5, row, prev, bpp)
            kind += 1
            prev = row
    return bytes(raw)


def write_png(path, width, height, depth, color_type, pixels, interlaced=False, extra=(), idat_sizes=None, wbits=15, level=6, first_filter=0):
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlaced else 0)
    compressor = zlib.compressobj(level, zlib.DEFLATED, wbits)
    stream = compressor.compress(image_data(width, height, depth, color_type, pixels, interlaced, first_filter)) + compressor.flush()
    parts = [(b"IHDR", ihdr)] + list(extra)
    sizes = idat_sizes or [len(stream)]
    offset = 0
    for size in sizes:
        parts.append((b"IDAT", stream[offset:offset + size]))
        offset += size
    if offset < len(stream):
        parts.append((b"IDAT", stream[offset:]))
    parts.append((b"IEND", b""))
    open(path, "wb").write(rebuild(parts))


def variants(folder):
    """Images covering what the pixel reader distinguishes, each with pixels a seeded generator chose."""
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(7)
    for color_type, depths in [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]:
        for depth in depths:
            for interlaced in (False, True):
                for width, height in [(1, 1), (13, 7), (37, 21)]:
                    top = (1 << depth) - 1
                    channels = CHANNELS[color_type]
                    extra, key = [], None
                    if color_type == 3:
                        entries = min(top + 1, rng.choice([2, 5, 16, 200]))
                        palette = [(rng.randrange(256),) * 3 if i % 3 == 0 else tuple(rng.randrange(256) for _ in range(3)) for i in range(entries)]
                        extra.append((b"PLTE", b"".join(bytes(c) for c in palette)))
                        alphas = [rng.choice([0, 128, 255]) for _ in range(rng.randrange(entries + 1))]
                        if alphas:
                            extra.append((b"tRNS", bytes(alphas)))
                        top = entries - 1  # indices within the palette
                    elif color_type in (0, 2) and rng.random() < 0.7:
                        key = tuple(rng.randrange(top + 1) for _ in range(channels))
                        extra.append((b"tRNS", b"".join(struct.pack(">H", v) for v in key)))

                    def sample(channel):
                        if color_type in (4, 6) and channel == channels - 1:
                            return rng.choice([top, top, 0, top - 1, (top >> 8) << 8])  # alpha, incl. 0xff00 at 16 bits
                        if color_type in (2, 6) and depth == 16 and channel > 0 and rng.random() < 0.3:
                            return -1  # same high byte as red, other low byte
                        return rng.randrange(top + 1)

                    pixels = []
                    for _ in range(height):
                        row = []
                        for _ in range(width):
                            if key is not None and rng.random() < 0.2:
                                row.append(key)
                                continue
                            if color_type in (2, 6) and rng.random() < 0.3:
                                gray = rng.randrange(top + 1)
                                px = [gray] * 3 + ([sample(3)] if color_type == 6 else [])
                            else:
                                px = [sample(c) for c in range(channels)]
                            px = [(px[0] & 0xFF00) | rng.randrange(256) if v == -1 else v for v in px]
                            row.append(tuple(px))
                        pixels.append(row)
                    name = f"ct{color_type}-d{depth}-{'adam7' if interlaced else 'plain'}-{width}x{height}.png"
                    write_png(os.path.join(folder, name), width, height, depth, color_type, pixels, interlaced, extra,
                              first_filter=rng.randrange(5))
    # How the stream is laid out: split into many IDATs (one empty), a small declared window,
    # stored blocks only.
    pixels = [[(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(40)] for _ in range(30)]
    write_png(os.path.join(folder, "split-idat.png"), 40, 30, 8, 2, pixels, idat_sizes=[1, 0, 7, 100, 3])
    write_png(os.path.join(folder, "window-512.png"), 40, 30, 8, 2, pixels, wbits=9)
    write_png(os.path.join(folder, "stored.png"), 40, 30, 8, 2, pixels, level=0)
    flat = [[(9, 9, 9)] * 300 for _ in range(300)]
    write_png(os.path.join(folder, "flat-300.png"), 300, 300, 8, 2, flat, level=9)


def replace_stream(parts, transform):
    """Recompresses the image data through `transform` (raw scanlines in, raw scanlines out)."""
    stream = b"".join(b for k, b in parts if k == b"IDAT")
    raw = transform(zlib.decompress(stream))
    out, placed = [], False
    for kind, body in parts:
        if kind != b"IDAT":
            out.append((kind, body))
        elif not placed:
            out.append((b"IDAT", zlib.compress(raw)))
            placed = True
    return out


def mutants(folder, seed, sources):
    """Damaged copies of each source: a kind of damage per copy, named in the file name."""
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(seed)
    for source in sources:
        data = open(source, "rb").read()
        parts = list(chunks(data))
        stem = os.path.basename(source)[:-4]
        idat = [i for i, (k, _) in enumerate(parts) if k == b"IDAT"]
        first = idat[0]
        made = {}

        def with_idat(body):
            return [(k, body if i == first else b) for i, (k, b) in enumerate(parts) if k != b"IDAT" or i == first]

        stream = b"".join(b for k, b in parts if k == b"IDAT")
        for n in range(6):  # bytes of the compressed data changed, CRCs made right again
            damaged = bytearray(stream)
            for _ in range(rng.choice([1, 1, 2, 4])):
                damaged[rng.randrange(len(damaged))] ^= 1 << rng.randrange(8)
            made[f"flip{n}"] = rebuild(with_idat(bytes(damaged)))
        made["adler"] = rebuild(with_idat(stream[:-4] + bytes(b ^ 0x5A for b in stream[-4:])))
        for cut in (1, 4, 5, 9):
            if len(stream) > cut + 2:
                made[f"cut{cut}"] = rebuild(with_idat(stream[:-cut]))
        made["junk-after-stream"] = rebuild(with_idat(stream + b"\x01\x02\x03"))
        made["filter-byte"] = rebuild(replace_stream(parts, lambda raw: bytes([rng.randrange(5, 256)]) + raw[1:]))
        made["short-data"] = rebuild(replace_stream(parts, lambda raw: raw[:-1]))
        made["long-data"] = rebuild(replace_stream(parts, lambda raw: raw + bytes(50)))
        made["many-idats"] = rebuild([p for k, b in with_idat(stream) for p in ([(k, b)] if k != b"IDAT" else [(b"IDAT", b[i:i + 3]) for i in range(0, len(b), 3)] + [(b"IDAT", b"")])])
        tail = [p for p in parts if p[0] not in (b"IEND",)]
        made["idat-after-text"] = rebuild(tail + [(b"tEXt", b"a\0b"), (b"IDAT", b"\0\0"), (b"IEND", b"")])
        made["ihdr-after-idat"] = rebuild(tail + [parts[0], (b"IEND", b"")])
        raw = bytearray(rebuild(tail + [(b"tEXt", b"k\0v"), (b"IEND", b"")]))
        raw[-12 - 4 - 1] ^= 0xFF  # the tEXt chunk's CRC: ancillary, ignored
        made["bad-ancillary-crc"] = bytes(raw)
        raw = bytearray(data)
        raw[-1] ^= 0xFF  # IEND's CRC: critical
        made["bad-iend-crc"] = bytes(raw)
        # IEND declaring a megabyte the file does not have (found by the png-pixels fuzzer).
        made["iend-past-end"] = data[:-12] + struct.pack(">I", 1 << 20) + b"IEND" + data[-4:]
        for kind, body in made.items():
            open(os.path.join(folder, f"{stem}--{kind}.png"), "wb").write(body)


if __name__ == "__main__":
    main(sys.argv[1:])
