import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Our LZFSE and LZVN decoder (`Sources/CLZFSE`) against the witness: the Python binding of
/// Apple's reference implementation (`pyliblzfse`, which `make test-deps` installs) compresses
/// inputs of every kind, and our decode must give them back byte for byte. Hand-built blocks
/// hold each bound check to its message.
@Suite(TestSupport.needs("python3"))
struct LZFSEDecoderTests {
    /// Compresses each input with the witness in one python3 run; fails (not skips) when the
    /// binding cannot be imported.
    static func witness(_ inputs: [String: [UInt8]], transcodeToV1: Bool = false) throws -> [String: [UInt8]] {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        for (name, bytes) in inputs { try TestSupport.write(bytes, to: folder + "/" + name) }
        try TestSupport.peer("python3", ["-c", LZFSEWitnessScript.text, folder, transcodeToV1 ? "v1" : "v2"])
        var outputs: [String: [UInt8]] = [:]
        for name in inputs.keys { outputs[name] = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name + ".lzfse"))) }
        return outputs
    }

    /// Inputs of every kind the reference encodes differently: empty, one byte, raw, LZVN (under
    /// 4 KB), LZFSE, multi-block, far matches, image-like rows with alpha.
    static let inputs: [String: [UInt8]] = {
        var random = SeededBytes(seed: 44)
        let text = Array((try? Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath("docs/architecture.md")))) ?? Data())
        let noise = random.bytes(200_000)
        var inputs: [String: [UInt8]] = [
            "empty": [], "one": [0x41], "two": [0, 0xFF], "text-small": Array(text.prefix(3000)), "text-4095": Array(text.prefix(4095)),
            "text-4096": Array(text.prefix(4096)), "text-4097": Array(text.prefix(4097)), "random-small": random.bytes(1000),
            "runs-small": random.runs(3000), "text": text, "random": random.bytes(300_000), "runs": random.runs(1_500_000),
            "zeros": [UInt8](repeating: 0, count: 1_200_000), "far-repeat": noise + random.bytes(50_000) + noise,
            "image": SeededBytes.imageRows(width: 512, height: 1024, random: &random),
        ]
        inputs["large-mixed"] = text + inputs["image"]! + random.bytes(100_000) + inputs["runs"]!.prefix(600_000) + text
        return inputs
    }()

    @Test("every input the witness compresses decodes to the original byte for byte, with every block kind seen")
    func witnessRoundTrips() throws {
        let compressed = try Self.witness(Self.inputs)
        var magics: Set<String> = []
        for (name, original) in Self.inputs {
            let stream = try #require(compressed[name])
            magics.insert(String(decoding: stream.prefix(4), as: UTF8.self))
            let decoded = try LZFSE.decode(stream, maxOutput: original.count)
            #expect(decoded == original, "\(name): \(decoded.count) bytes decoded, \(original.count) expected")
            #expect(try stream.withUnsafeBytes { try LZFSE.decodedSize($0) } == original.count, "\(name)")
        }
        #expect(magics.isSuperset(of: ["bvx-", "bvxn", "bvx2"]), "block kinds seen: \(magics.sorted())")
        let large = try #require(compressed["large-mixed"])
        #expect(large.occurrences(of: Array("bvx2".utf8)) + large.occurrences(of: Array("bvx-".utf8)) > 2, "large-mixed should be many blocks")
    }

    @Test("bvx1 blocks (the witness's bvx2 with the header stored in full) decode the same")
    func storedTablesDecode() throws {
        let chosen = Self.inputs.filter { ["text", "image", "runs", "large-mixed"].contains($0.key) }
        let compressed = try Self.witness(chosen, transcodeToV1: true)
        for (name, original) in chosen {
            let stream = try #require(compressed[name])
            #expect(stream.occurrences(of: Array("bvx1".utf8)) > 0, "\(name) has no bvx1 block")
            #expect(try LZFSE.decode(stream, maxOutput: original.count) == original, "\(name)")
        }
    }

    @Test("raw blocks, and blocks of different kinds one after another, decode to their concatenation")
    func rawAndConcatenatedBlocks() throws {
        let hello = LZFSEBlocks.raw(Array("hello".utf8))
        #expect(try LZFSE.decode(hello + LZFSEBlocks.end, maxOutput: 5) == Array("hello".utf8))
        #expect(try LZFSE.decode(LZFSEBlocks.raw([]) + LZFSEBlocks.end, maxOutput: 0) == [])
        let lzvn = LZFSEBlocks.lzvn(raw: 7, [0xE3] + Array("abc".utf8) + [0x08, 0x03])  // 3 literals, then 4 bytes at distance 3
        let v1 = LZFSEBlocks.v1()  // "AAAAAAA"
        let stream = hello + lzvn + v1 + hello + LZFSEBlocks.end + Array("trailing bytes are ignored".utf8)
        #expect(try LZFSE.decode(stream, maxOutput: 100) == Array("helloabcabcaAAAAAAAhello".utf8))
        let compressed = try Self.witness(["a": Self.inputs["text"]!, "b": Self.inputs["image"]!])
        let joined = compressed["a"]!.dropLast(4) + compressed["b"]!
        #expect(try LZFSE.decode(Array(joined), maxOutput: 1 << 24) == Self.inputs["text"]! + Self.inputs["image"]!)
    }

    @Test("each hostile block is refused with its own message", arguments: LZFSEBlocks.hostile)
    func hostileBlock(_ example: LZFSEBlocks.Example) {
        do throws(AlertPackError) {
            let decoded = try LZFSE.decode(example.stream, maxOutput: example.limit)
            Issue.record("\(example.name): decoded \(decoded.count) bytes instead of failing")
        } catch {
            #expect(error.message.contains(example.expected), "\(example.name): \(error.message)")
            #expect(error.isLZFSE, "\(example.name): \(error)")
        }
    }

    @Test("a witness stream cut anywhere is refused as truncated, never read past its end")
    func truncatedStreams() throws {
        let compressed = try Self.witness(["text": Self.inputs["text"]!, "small": Self.inputs["text-small"]!])
        for stream in compressed.values {
            for cut in Set(Array(0..<min(40, stream.count)) + stride(from: 40, to: stream.count, by: max(1, stream.count / 97))) {
                // A copy of exactly `cut` bytes, so that a read past the end is a read past the allocation.
                let prefix = Array(stream.prefix(cut))
                #expect(throws: AlertPackError.self, "cut at \(cut)") { try LZFSE.decode(prefix, maxOutput: 1 << 20) }
            }
        }
    }

    @Test("the output limit is kept: before allocating, and in a caller's buffer")
    func outputLimit() throws {
        let original = Self.inputs["text"]!
        let stream = try #require(try Self.witness(["text": original])["text"])
        #expect(throws: AlertPackError.bundle(.lzfseOverExpected(size: original.count, expected: 1000))) {
            try LZFSE.decode(stream, maxOutput: 1000)
        }
        var buffer = [UInt8](repeating: 0, count: original.count - 1)
        let error = #expect(throws: AlertPackError.self) {
            try stream.withUnsafeBytes { input in try buffer.withUnsafeMutableBytes { try LZFSE.decode(input, into: $0) } }
        }
        #expect(error?.message.contains("past the output limit of \(original.count - 1) bytes") == true, "\(error?.message ?? "")")
        buffer = [UInt8](repeating: 0, count: original.count + 100)
        let written = try stream.withUnsafeBytes { input in try buffer.withUnsafeMutableBytes { try LZFSE.decode(input, into: $0) } }
        #expect(written == original.count && Array(buffer.prefix(written)) == original)
    }

    @Test("random damage to witness streams is refused or decoded, never a crash or a hang")
    func mutatedStreams() throws {
        let compressed = try Self.witness(["text": Self.inputs["text"]!, "small": Self.inputs["text-small"]!, "runs": Self.inputs["runs-small"]!])
        var random = SeededBytes(seed: 7)
        for (_, stream) in compressed.sorted(by: { $0.key < $1.key }) {
            for _ in 0..<400 {
                var damaged = stream
                for _ in 0..<1 + random.next() % 4 { damaged[random.next() % damaged.count] ^= UInt8(1 << (random.next() % 8)) }
                _ = try? LZFSE.decode(damaged, maxOutput: 1 << 20)
            }
        }
    }
}

extension Array where Element == UInt8 {
    /// How many times `needle` occurs (overlapping ones too).
    func occurrences(of needle: [UInt8]) -> Int {
        var found = 0
        var at = 0
        while at + needle.count <= count {
            if self[at] == needle[0] && self[at..<at + needle.count].elementsEqual(needle) { found += 1 }
            at += 1
        }
        return found
    }
}

extension AlertPackError {
    /// A refusal of an LZFSE stream, of whichever kind (the decoder's words, or a size).
    fileprivate var isLZFSE: Bool {
        switch self {
        case .bundle(.lzfse), .bundle(.lzfseOverExpected), .bundle(.lzfseTooLarge): true
        default: false
        }
    }
}
