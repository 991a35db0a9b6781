#!/usr/bin/env python3
"""Builds PNG variants that normal exporters do not write, for Samples/ and the tests.

  pngtool.py iccp IN OUT DESCRIPTION   embed a minimal ICC profile whose description is DESCRIPTION
  pngtool.py cgbi IN OUT               insert an Xcode-style CgBI chunk before IHDR
  pngtool.py huge OUT WIDTH HEIGHT     a tiny file whose IHDR declares WIDTH x HEIGHT pixels
  pngtool.py corrupt NAME IN OUT       apply one of PngSuite's documented x*.png corruptions
"""
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


if __name__ == "__main__":
    main(sys.argv[1:])
