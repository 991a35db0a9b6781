import Testing

/// Hand-built LZFSE blocks for LZFSEDecoderTests: raw, LZVN and bvx1 blocks written byte by
/// byte, and the hostile ones, each with the words its refusal must contain.
enum LZFSEBlocks {
    static let end = Array("bvx$".utf8)

    static func le32(_ value: some BinaryInteger) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: UInt32(truncatingIfNeeded: value) >> ($0 * 8)) }
    }
    static func le64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

    static func raw(_ bytes: [UInt8]) -> [UInt8] { Array("bvx-".utf8) + le32(bytes.count) + bytes }

    /// An LZVN block; the end-of-stream opcode (0x06 and seven zeros) is added unless `end` is false.
    static func lzvn(raw: Int, _ payload: [UInt8], end: Bool = true) -> [UInt8] {
        let body = payload + (end ? [0x06, 0, 0, 0, 0, 0, 0, 0] : [])
        return Array("bvxn".utf8) + le32(raw) + le32(body.count) + body
    }

    /// A bvx1 block whose every table has a single symbol: no state bits are read, so its eight
    /// zero bytes of literal and of match payload decode to `literals` copies of `byte` and
    /// `matches` triples (L, M, D) given by the symbols. The default is "AAA" and a copy of 4
    /// bytes at distance 3: "AAAAAAA".
    struct V1 {
        var raw = 7
        var literals = 4
        var matches = 1
        var literalBits: Int32 = 0
        var lmdBits: Int32 = 0
        var literalStates: [UInt16] = [0, 0, 0, 0]
        var states: [UInt16] = [0, 0, 0]
        var lSymbol = 3
        var mSymbol = 4
        var dSymbol = 3
        var byte: UInt8 = 0x41
        /// A frequency added to the tables (index into all 360), to over-subscribe one.
        var extra: (index: Int, frequency: UInt16)?
    }

    static func v1(_ block: V1 = V1()) -> [UInt8] {
        var frequencies = [UInt16](repeating: 0, count: 360)
        frequencies[block.lSymbol] = 64
        frequencies[20 + block.mSymbol] = 64
        frequencies[40 + block.dSymbol] = 256
        frequencies[104 + Int(block.byte)] = 1024
        if let extra = block.extra { frequencies[extra.index] += extra.frequency }
        var header = Array("bvx1".utf8) + le32(block.raw) + le32(16) + le32(block.literals) + le32(block.matches) + le32(8) + le32(8)
        header += le32(block.literalBits) + block.literalStates.flatMap(le16) + le32(block.lmdBits) + block.states.flatMap(le16)
        header += frequencies.flatMap(le16) + [0, 0]
        return header + [UInt8](repeating: 0, count: 16)
    }

    /// A bvx2 block's fixed 32 bytes with no literals or matches, `header` bytes long in all.
    static func v2(header: UInt64, tables: [UInt8]) -> [UInt8] {
        Array("bvx2".utf8) + le32(0) + le64(0) + le64(0) + le64(header) + tables
    }

    struct Example: Sendable, CustomTestStringConvertible {
        var name: String
        var stream: [UInt8]
        var limit = 1 << 20
        var expected: String
        var testDescription: String { name }
    }

    static func lzfse(_ name: String, _ expected: String, _ change: (inout V1) -> Void) -> Example {
        var block = V1()
        change(&block)
        return Example(name: name, stream: v1(block) + end, expected: expected)
    }

    static let hostile: [Example] = container + tables + matches + lzvnExamples

    static let container: [Example] = [
        Example(name: "unknown magic", stream: Array("bvxZ\0\0\0\0".utf8), expected: "block 1 at byte 0: unknown block magic 'bvxZ'"),
        Example(name: "empty input", stream: [], expected: "ends without its end-of-stream block (bvx$)"),
        Example(name: "no end block", stream: raw(Array("hi".utf8)), expected: "block 2 at byte 10: the stream is truncated"),
        Example(
            name: "raw block longer than the stream", stream: Array("bvx-".utf8) + le32(100) + Array("short".utf8),
            expected: "block 1 (bvx-, raw) at byte 0: the stream is truncated: the block needs 108 bytes"),
        Example(name: "bvxn header cut", stream: Array("bvxn".utf8) + le32(1), expected: "the header needs 12 bytes, 8 are left"),
        Example(name: "bvx1 header cut", stream: Array("bvx1".utf8) + [UInt8](repeating: 0, count: 100), expected: "the header needs 772 bytes"),
        Example(
            name: "bvx2 header size too small", stream: v2(header: 20, tables: []) + end, expected: "header size 20 is not between 32 and 752 bytes"),
        Example(
            name: "bvx2 packed tables short of their header", stream: v2(header: 33, tables: [0]) + end,
            expected: "the packed frequency tables do not fill the 33-byte header exactly"),
        Example(
            name: "more than the caller's limit", stream: raw(Array("0123456789".utf8)) + end, limit: 5,
            expected: "decodes to 10 bytes, more than the 5 expected"),
        Example(
            name: "a block declaring 4 GiB, refused before allocating", stream: lzvn(raw: 0xFFFF_FFF0, [0xE1, 0x61]) + end,
            expected: "LZFSE stream: it decodes to 4294967280 bytes, more than the 1048576 expected"),
    ]

    static let tables: [Example] = [
        lzfse("L table over-subscribed", "the L table is over-subscribed: its frequencies add up to 65, more than its 64 states") {
            $0.extra = (0, 1)
        },
        lzfse("D table over-subscribed", "the D table is over-subscribed: its frequencies add up to 257") { $0.extra = (40, 1) },
        lzfse("literal table over-subscribed", "the literal table is over-subscribed") { $0.extra = (104 + 0x42, 3) },
        lzfse("too many matches", "declares 4 literals and 10001 matches; a block holds at most 40000 and 10000") { $0.matches = 10001 },
        lzfse("literal state out of range", "literal state 2 is 1024; the table has 1024 states") { $0.literalStates = [0, 0, 1024, 0] },
        lzfse("L state out of range", "the L, M, D states (64, 0, 0) are outside their tables") { $0.states = [64, 0, 0] },
        lzfse("literal padding bits out of range", "the literal stream's last word is not valid (3 padding bits") { $0.literalBits = 3 },
        lzfse("match padding bits out of range", "the match stream's last word is not valid (-9 padding bits") { $0.lmdBits = -9 },
    ]

    static let matches: [Example] = [
        lzfse(
            "match distance beyond the output",
            "block 1 (bvx1, LZFSE) at byte 0: match 0 has distance 2, beyond the start of the output (0 bytes before it)"
        ) {
            $0.lSymbol = 0
            $0.dSymbol = 2
            $0.raw = 4
        },
        lzfse("repeated distance with none before", "match 0 repeats the previous distance, but no match before it has one") { $0.dSymbol = 0 },
        lzfse("more literals than the block has", "match 0 takes 3 literals, but only 0 of the block's literals are left") { $0.literals = 0 },
        lzfse("matches past the declared size", "match 0 (3 literals, 4 copied bytes) goes past the block's declared 6 bytes") { $0.raw = 6 },
        lzfse("matches short of the declared size", "its matches decode to 7 bytes, but its header declares 8") { $0.raw = 8 },
    ]

    static let lzvnExamples: [Example] = [
        Example(
            name: "LZVN distance beyond the output", stream: lzvn(raw: 3, [0x00, 0x05]) + end,
            expected: "has distance 5, beyond the start of the output (0 bytes before it)"),
        Example(
            name: "LZVN distance zero", stream: lzvn(raw: 4, [0xE1, 0x61, 0x00, 0x00]) + end, expected: "the match at payload byte 2 has distance 0"),
        Example(name: "LZVN repeated distance with none before", stream: lzvn(raw: 4, [0xE1, 0x61, 0xF3]) + end, expected: "has distance 0"),
        Example(name: "LZVN undefined opcode", stream: lzvn(raw: 1, [0x70]) + end, expected: "undefined LZVN opcode 0x70 at payload byte 0"),
        Example(
            name: "LZVN without its end", stream: lzvn(raw: 1, [0xE1, 0x61], end: false) + end, expected: "ends without its end-of-stream opcode"),
        Example(
            name: "LZVN bytes after its end", stream: lzvn(raw: 1, [0xE1, 0x61, 0x06, 0, 0, 0, 0, 0, 0, 0, 0], end: false) + end,
            expected: "1 bytes of the payload follow its end-of-stream opcode"),
        Example(
            name: "LZVN literals past the declared size", stream: lzvn(raw: 1, [0xE2, 0x61, 0x62]) + end,
            expected: "goes past the block's declared size"),
        Example(
            name: "LZVN short of the declared size", stream: lzvn(raw: 2, [0xE1, 0x61]) + end,
            expected: "the payload decodes to 1 bytes, but the header declares 2"),
        Example(
            name: "LZVN literal cut", stream: lzvn(raw: 10, [0xE5, 0x61], end: false) + end,
            expected: "opcode 0xe5 at payload byte 0 needs more than the 2 bytes left"),
        Example(
            name: "LZVN end opcode cut", stream: lzvn(raw: 0, [0x06, 0, 0], end: false) + end,
            expected: "its end-of-stream opcode at payload byte 0 needs 8 bytes, 3 are left"),
    ]
}

/// Deterministic bytes for the witness's inputs (xorshift64).
struct SeededBytes {
    var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next() -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(truncatingIfNeeded: state >> 1)
    }

    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) } }

    /// Runs of one byte, 1 to 300 long.
    mutating func runs(_ count: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count + 300)
        while out.count < count { out += repeatElement(UInt8(truncatingIfNeeded: next()), count: 1 + next() % 300) }
        return Array(out.prefix(count))
    }

    /// RGBA rows as an icon's pixels are: gradients with a little noise, and a transparent corner.
    static func imageRows(width: Int, height: Int, random: inout SeededBytes) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let transparent = x * x + y * y < (width / 3) * (width / 3)
                out += [
                    UInt8(x * 255 / width), UInt8(y * 255 / height), UInt8((x ^ y) & 0xFF) & 0xF0 | UInt8(random.next() % 3), transparent ? 0 : 255,
                ]
            }
        }
        return out
    }
}

/// The witness: compresses each file of a folder (argv[1]) with the reference implementation
/// into NAME.lzfse; with argv[2] "v1", stores each bvx2 block's header in full (bvx1), and
/// checks that the reference decodes the result to the original.
enum LZFSEWitnessScript {
    static let text = """
        import os, struct, sys
        try:
            import liblzfse
        except ImportError as error:
            sys.exit("python3 cannot import liblzfse (%s): `make test-deps` installs pyliblzfse" % error)

        def field(value, offset, bits):
            return (value >> offset) & ((1 << bits) - 1)

        def frequencies(data):
            values, accum, count, at = [], 0, 0, 0
            for _ in range(360):
                while at < len(data) and count <= 24:
                    accum |= data[at] << count
                    count, at = count + 8, at + 1
                if accum & 1 == 0: n, v = 2, (accum >> 1) & 1
                elif accum & 3 == 1: n, v = 3, 2 + ((accum >> 2) & 1)
                elif accum & 7 == 3: n, v = 5, 4 + ((accum >> 3) & 3)
                elif accum & 15 == 7: n, v = 8, 8 + ((accum >> 4) & 15)
                else: n, v = 14, 24 + ((accum >> 4) & 1023)
                values.append(v)
                accum, count = accum >> n, count - n
            return values

        def stored_tables(stream):
            out, at = bytearray(), 0
            while stream[at:at + 4] != b"bvx$":
                magic = stream[at:at + 4]
                if magic == b"bvx2":
                    raw, v0, v1, v2 = struct.unpack_from("<IQQQ", stream, at + 4)
                    header, literal, lmd = field(v2, 0, 32), field(v0, 20, 20), field(v1, 40, 20)
                    freq = frequencies(stream[at + 32:at + header]) if header > 32 else [0] * 360
                    out += struct.pack("<7Ii4Hi3H360H2x", 0x31787662, raw, literal + lmd, field(v0, 0, 20), field(v0, 40, 20),
                        literal, lmd, field(v0, 60, 3) - 7, *[field(v1, 10 * i, 10) for i in range(4)], field(v1, 60, 3) - 7,
                        field(v2, 32, 10), field(v2, 42, 10), field(v2, 52, 10), *freq)
                    out += stream[at + header:at + header + literal + lmd]
                    at += header + literal + lmd
                    continue
                size = 8 + struct.unpack_from("<I", stream, at + 4)[0] if magic == b"bvx-" else 12 + struct.unpack_from("<I", stream, at + 8)[0]
                out += stream[at:at + size]
                at += size
            return bytes(out + stream[at:])

        folder, form = sys.argv[1], sys.argv[2]
        for name in os.listdir(folder):
            with open(os.path.join(folder, name), "rb") as f:
                data = f.read()
            stream = liblzfse.compress(data)
            if form == "v1":
                stream = stored_tables(stream)
                if liblzfse.decompress(stream) != data:
                    sys.exit(name + ": the reference does not decode the bvx1 form to the original")
            with open(os.path.join(folder, name + ".lzfse"), "wb") as f:
                f.write(stream)
        """
}
