#!/usr/bin/env python3
"""Writes a corpus of hostile inputs (docs/reliability.md): numbers that trap, values C
libraries cannot take, parser bombs, files that are not regular files, work that grows with what
a file claims, odd names, and valid-but-unusual files that were misjudged. Nothing here is a
committed binary: every file is made from a few bytes of description.

    scripts/make-hostile-corpus.py OUTDIR

Writes OUTDIR/sounds, OUTDIR/images, OUTDIR/actions, OUTDIR/payloads, OUTDIR/catalogs,
OUTDIR/names (odd and hostile names: terminal escapes, bidi overrides, normalisation twins),
OUTDIR/configs (configs that attack the YAML parser, the glob matcher and preset lookup) and
OUTDIR/special (FIFOs and links to devices: give that folder to a command only
when testing that it does not hang).
"""
import json
import os
import struct
import sys
import zlib


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def wav(rate=8000, channels=1, bits=16, frames=800, tag=1, extra_chunks=b"", fmt_extra=b"", fact=None, data=None, block_align=None):
    align = block_align or channels * bits // 8
    fmt = struct.pack("<HHIIHH", tag, channels, rate, rate * align, align, bits) + fmt_extra
    body = b"WAVE" + extra_chunks + b"fmt " + struct.pack("<I", len(fmt)) + fmt
    if fact is not None:
        body += b"fact" + struct.pack("<II", 4, fact)
    samples = data if data is not None else bytes(frames * align)
    body += b"data" + struct.pack("<I", len(samples)) + samples
    return b"RIFF" + struct.pack("<I", len(body)) + body


def extended80(value):
    """An IEEE 754 80-bit extended float, as AIFF stores its sample rate."""
    if value == 0:
        return bytes(10)
    import math
    mantissa, exponent = math.frexp(value)
    exponent += 16382
    return struct.pack(">HQ", exponent, int(mantissa * (1 << 64)))


def aiff(rate_bytes, channels=1, frames=800, bits=16):
    comm = struct.pack(">hIh", channels, frames, bits) + rate_bytes
    ssnd = struct.pack(">II", 0, 0) + bytes(frames * channels * bits // 8)
    body = b"AIFF" + b"COMM" + struct.pack(">I", len(comm)) + comm + b"SSND" + struct.pack(">I", len(ssnd)) + ssnd
    return b"FORM" + struct.pack(">I", len(body)) + body


def caf(rate=8000.0, fmt=b"lpcm", bytes_per_packet=2, frames_per_packet=1, channels=1, bits=16, pakt=None, data=b"\0" * 1600,
        data_size=None):
    desc = struct.pack(">d4sIIIII", rate, fmt, 0, bytes_per_packet, frames_per_packet, channels, bits)
    chunks = b"desc" + struct.pack(">q", len(desc)) + desc
    if pakt is not None:
        chunks += b"pakt" + struct.pack(">q", len(pakt)) + pakt
    body = b"\0\0\0\0" + data
    chunks += b"data" + struct.pack(">q", len(body) if data_size is None else data_size) + body
    return b"caff" + struct.pack(">HH", 1, 0) + chunks


def png(width, height, raw_rows=None, extra_idat=b""):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    rows = raw_rows if raw_rows is not None else b"".join(b"\0" + bytes(width * 3) for _ in range(height))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(rows) + extra_idat) + chunk(b"IEND", b"")


def inflating_png(width, height, inflated_bytes):
    """A small image whose one IDAT stream inflates far past the rows the image needs."""
    compressor = zlib.compressobj(9)
    parts = [compressor.compress(b"".join(b"\0" + bytes(width * 3) for _ in range(height)))]
    block = bytes(1 << 20)
    for _ in range(inflated_bytes >> 20):
        parts.append(compressor.compress(block))
    parts.append(compressor.flush())
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", b"".join(parts)) + chunk(b"IEND", b"")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    s = lambda name: os.path.join(out, "sounds", name)

    # Numbers that trap: sample rates far out of range, packet tables that overflow.
    for rate in (1e19, 1e20, 1e300):
        write(s(f"rate-{rate:g}.aiff"), aiff(extended80(rate)))
        write(s(f"rate-{rate:g}.caf"), caf(rate=rate))
    write(s("rate-nan.caf"), caf(rate=float("nan")))
    write(s("rate-inf.caf"), caf(rate=float("inf")))
    write(s("rate-0.4.aiff"), aiff(extended80(0.4)))
    for frames in (1 << 55, 1 << 62, (1 << 63) - 1):
        ima = dict(fmt=b"ima4", bytes_per_packet=34, frames_per_packet=64, bits=0, data=bytes(34 * 4))
        write(s(f"pakt-frames-{frames}.caf"), caf(**ima, pakt=struct.pack(">qqii", 4, frames, 0, 0)))
        write(s(f"pakt-packets-{frames}.caf"), caf(**ima, pakt=struct.pack(">qqii", frames, 256, 0, 0)))
        write(s(f"pakt-priming-{frames}.caf"), caf(**ima, pakt=struct.pack(">qqii", 0, frames, 2147483647, 0)))
    # Values C libraries cannot take: decodable WAVs at rates and channel counts no player has.
    for rate in (1, 16, 17, 2_800_000, 10_000_000):
        write(s(f"wav-rate-{rate}.wav"), wav(rate=rate))
    for channels in (65, 1024):
        write(s(f"wav-channels-{channels}.wav"), wav(channels=channels, frames=16))
    write(s("float-nan.wav"), wav(tag=3, bits=32, data=struct.pack("<f", float("nan")) * 800))
    # Valid files that were misjudged.
    write(s("ms-adpcm.wav"), wav(tag=2, bits=4, block_align=256, frames=0, fact=1000,
                                  fmt_extra=struct.pack("<HH", 32, 500) + struct.pack("<H", 7) + bytes(28), data=bytes(256 * 3)))
    write(s("junk-before-fmt.wav"), wav(extra_chunks=b"".join(b"junk" + struct.pack("<I", 2) + b"\0\0" for _ in range(10000))))
    write(s("riff-size-disagrees.wav"), wav()[:4] + struct.pack("<I", 12) + wav()[8:])
    # Work that grows with what a file claims: a 4 GiB WAV, sparse on disk, silent throughout.
    big = s("sparse-4gib.wav")
    size = 0xFFFF_0000
    header = wav(frames=0)[:-8] + b"data" + struct.pack("<I", size)
    header = header[:4] + struct.pack("<I", size + len(header) - 8) + header[8:]
    write(big, header)
    with open(big, "r+b") as f:
        f.truncate(len(header) + size)

    i = lambda name: os.path.join(out, "images", name)
    write(i("inflates-512mib.png"), inflating_png(16, 16, 512 << 20))
    write(i("bad-ancillary-crc.png"), png(4, 4)[:-12] + b"\0\0\0\x04tEXtabcd\xde\xad\xbe\xef" + png(4, 4)[-12:])
    write(i("idat-past-image.png"), png(4, 4, extra_idat=b""))

    a = lambda name: os.path.join(out, "actions", name)
    write(a("deep.json"), b"[" * 100_000 + b"]" * 100_000)
    write(a("deep.yml"), b"a:\n" + b"".join(b" " * n + b"- \n" for n in range(1, 1200)))
    write(a("flow-deep.yml"), b"[" * 100_000 + b"]" * 100_000)
    bomb = ["a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]"]
    for level in range(1, 10):
        prev = chr(ord("a") + level - 1)
        name = chr(ord("a") + level)
        bomb.append(f"{name}: &{name} [*{prev},*{prev},*{prev},*{prev},*{prev},*{prev},*{prev},*{prev},*{prev}]")
    write(a("billion-laughs.yml"), ("\n".join(bomb) + "\n").encode())
    write(a("huge-number.json"), b'{"categories": [{"identifier": "A", "actions": [{"identifier": "X", "title": 1e999}]}]}')
    write(a("long-integer.json"), b'{"categories": [{"identifier": "A", "actions": [{"identifier": "X", "title": ' + b"9" * 1000 + b"}]}]}")

    p = lambda name: os.path.join(out, "payloads", name)
    write(p("deep.json"), b'{"aps": ' + b"[" * 100_000 + b"]" * 100_000 + b"}")
    write(p("huge-number.json"), b'{"aps": {"badge": 1e999}}')
    write(p("long-integer.json"), b'{"aps": {"badge": ' + b"9" * 1000 + b"}}")

    n = lambda name: os.path.join(out, "names", name)
    good = wav()
    write(n("-starts-with-dash.wav"), good)
    write(n("new\nline.wav"), good)
    write(n("a" * 251 + ".wav"), good)
    os.makedirs(os.path.join(out, "names"), exist_ok=True)
    with open(os.path.join(out, "names").encode() + b"/latin1-\xe9.wav", "wb") as f:
        f.write(good)

    # Names that attack whoever reads the output: terminal escapes (erase the line, print a fake
    # verdict), CR, BEL, backspace, C1 controls, bidi overrides, a character XML cannot hold, and
    # two spellings of one name (NFC and NFD).
    hostile_names = [
        b"erase-\x1b[2K\x1b[1A-line.wav", b"cr-\r-all files passed.wav", b"bel-\x07-bs-\x08.wav", b"c1-\xc2\x9b31m.wav",
        b"bidi-\xe2\x80\xaevaw.wav", b"xml-\xef\xbf\xbe.wav", b"caf\xc3\xa9.wav", b"cafe\xcc\x81.wav",
    ]
    for name in hostile_names:
        with open(os.path.join(out, "names").encode() + b"/" + name, "wb") as f:
            f.write(wav(frames=8000 * 31))  # too long: each fails, so each name is printed

    # Config scripts (app.config.js, capacitor.config.ts) that attack the static reader: nesting,
    # unclosed templates and comments, a 10 MB string, `${` bombs, constants that double.
    j = lambda name: os.path.join(out, "config-scripts", name)
    write(j("deep-objects.js"), b"export default " + b"{a:" * 100_000 + b"1" + b"}" * 100_000)
    write(j("deep-code.js"), b"export default { a: f(" + b"(" * 100_000 + b")" * 100_000 + b") }")
    write(j("unclosed-template.js"), b"export default { icon: `./${dir}/" + b"x" * 1000)
    write(j("unclosed-comment.ts"), b"const a = 1\n/* " + b"x" * 1000)
    write(j("string-10mb.js"), b"export default '" + b"x" * (10 << 20) + b"'")
    write(j("template-bomb.js"), b"export default `" + b"${`" * 100_000 + b"`}" * 100_000 + b"`")
    write(j("unclosed-bomb.js"), b"export default `" + b"${`" * 100_000)
    doubling = "const a0 = [1, 2]\n" + "".join(f"const a{n} = [a{n - 1}, a{n - 1}, a{n - 1}, a{n - 1}]\n" for n in range(1, 21))
    write(j("doubling-constants.js"), (doubling + "export default a20\n").encode())
    # Every shape the reader might recurse on, tens of thousands deep (each must be read or
    # refused, never a stack overflow): wrappers of the export, groups, unary words and
    # operators, arrows, ternaries, `as`/`satisfies`, members, keys, calls, constant chains.
    deep = 10_000
    shapes = {
        "export-parens.js": "export default " + "(" * deep + "{}" + ")" * deep,
        "export-define-config.js": "export default " + "defineConfig(" * deep + "{}" + ")" * deep,
        "export-parens-as.ts": "export default " + "(" * deep + "{}" + " as A)" * deep,
        "value-parens.js": "export default { a: " + "(" * deep + "1" + ")" * deep + " }",
        "not-chain.js": "export default { a: " + "!" * deep + "x }",
        "minus-chain.js": "export default { a: " + "-" * deep + "1 }",
        "minus-spaced.js": "export default { a: " + "- " * deep + "1 }",
        "typeof-chain.js": "export default { a: " + "typeof " * deep + "x }",
        "await-chain.js": "export default { a: " + "await " * deep + "x }",
        "arrow-chain.js": "export default " + "a => " * deep + "({})",
        "arrow-parens-chain.ts": "export default " + "(a: A) => " * deep + "({})",
        "arrow-value.js": "export default { a: " + "a => " * deep + "1 }",
        "ternary-else.js": "export default " + "c ? {} : " * deep + "{}",
        "ternary-then.js": "export default " + "c ? " * deep + "{}" + " : {}" * deep,
        "or-chain.js": "export default " + "{} || " * deep + "{}",
        "nullish-chain.js": "export default " + "x ?? " * deep + "{}",
        "as-chain.ts": "export default {} " + "as A " * deep,
        "satisfies-chain.ts": "export default { a: 1 " + "satisfies A " * deep + "}",
        "member-chain.js": "const x = { a: 1 }\nexport default { a: x" + ".a" * deep + " }",
        "index-chain.js": "const x = [1]\nexport default { a: x" + "[0]" * deep + " }",
        "index-nested.js": "const x = [0]\nexport default { a: " + "x[" * deep + "0" + "]" * deep + " }",
        "key-nested.js": "export default { " + "[" * deep + "'k'" + "]" * deep + ": 1 }",
        "template-in-key.js": "export default { [" + "`${" * deep + "'k'" + "}`" * deep + "]: 1 }",
        "require-nested.js": "export default { a: " + "require(" * deep + "'./a.json'" + ")" * deep + " }",
        "define-config-value.js": "export default { a: " + "defineConfig(" * deep + "1" + ")" * deep + " }",
        "path-resolve-nested.js": "export default { a: " + "path.resolve(__dirname, " * deep + "'a'" + ")" * deep + " }",
        "spread-nested.js": "export default " + "{...{" * deep + "a: 1" + "}}" * deep,
        "array-nested.js": "export default { a: " + "[" * deep + "]" * deep + " }",
        "constant-chain.js": "const c0 = {}\deep" + "".join(f"const c{i} = c{i - 1}\deep" for i in range(1, deep)) + f"export default c{deep - 1}\deep",
        "constant-object-chain.js": "const c0 = {}\deep"
        + "".join(f"const c{i} = {{ a: c{i - 1} }}\deep" for i in range(1, deep))
        + f"export default c{deep - 1}\deep",
        "constant-backward.js": "".join(f"const c{i} = c{i + 1}\deep" for i in range(deep)) + f"const c{deep} = {{}}\nexport default c0\deep",
        "function-return-chain.js": "export default function () { return " + "(" * deep + "{}" + ")" * deep + " }",
        "new-chain.js": "export default { a: " + "new " * deep + "X }",
        "void-delete-chain.js": "export default { a: " + "void delete " * deep + "x }",
    }
    for name, text in shapes.items():
        write(j(name), text.encode())

    # Configs that attack the parser and the matcher: a billion laughs within the alias limit,
    # many aliases of one large list, patterns with many `**`, a preset outside the repository,
    # a preset that extends itself, tags nobody can act on.
    g = lambda name: os.path.join(out, "configs", name)
    laughs = "a0: &a0 [" + ", ".join(["lol"] * 10) + "]\n"
    for level in range(1, 9):
        laughs += "a%d: &a%d [" % (level, level) + ", ".join(["*a%d" % (level - 1)] * 10) + "]\n"
    write(g("laughs.alertpack.yml"), ("version: 1\n" + laughs + "ignore: *a8\n").encode())
    big = "big: &big [" + ", ".join('"x%d"' % i for i in range(5000)) + "]\n"
    write(g("aliases.alertpack.yml"), ("version: 1\n" + big + "ignore: [" + ", ".join(["*big"] * 200) + "]\n").encode())
    write(g("stars.alertpack.yml"), b'version: 1\nignore: ["' + b"**/a" * 40 + b'/**/b", "*a*a*a*a*a*a*a*a*a*a*a*a*b"]\n')
    write(g("outside-preset.alertpack.yml"), b"version: 1\npreset: /etc/passwd\n")
    write(g("binary-tag.alertpack.yml"), b"version: 1\nxcode: !!binary aGVsbG8=\nignore: !!set {a, b}\n")
    write(g("self.yml"), b"schema: 1\nname: self\nextends: ./self.yml\n")
    write(g("self-extends.alertpack.yml"), b"version: 1\npreset: ./self.yml\n")

    c = lambda name: os.path.join(out, "catalogs", name)
    os.makedirs(c("ContentsIsFolder.appiconset/Contents.json"), exist_ok=True)
    os.makedirs(c("ContentsIsDevice.appiconset"), exist_ok=True)
    if not os.path.lexists(c("ContentsIsDevice.appiconset/Contents.json")):
        os.symlink("/dev/zero", c("ContentsIsDevice.appiconset/Contents.json"))

    special = os.path.join(out, "special")
    os.makedirs(special, exist_ok=True)
    for name in ("fifo.wav", "fifo.png"):
        if not os.path.exists(os.path.join(special, name)):
            os.mkfifo(os.path.join(special, name))
    if not os.path.lexists(os.path.join(special, "zero.wav")):
        os.symlink("/dev/zero", os.path.join(special, "zero.wav"))
    if not os.path.lexists(os.path.join(special, "link-to-fifo.caf")):
        os.symlink("fifo.wav", os.path.join(special, "link-to-fifo.caf"))
    os.makedirs(os.path.join(special, "Fifo.appiconset"), exist_ok=True)
    if not os.path.exists(os.path.join(special, "Fifo.appiconset/Contents.json")):
        os.mkfifo(os.path.join(special, "Fifo.appiconset/Contents.json"))


if __name__ == "__main__":
    main()
