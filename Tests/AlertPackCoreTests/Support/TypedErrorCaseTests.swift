import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Readers throw typed `AlertPackError` cases with the facts as payloads, and each kind of
/// message renders exactly the words users have always read (the table in
/// AlertPackError+Messages.swift).
struct TypedErrorCaseTests {
    /// A RIFF/WAVE file: a 16-byte PCM 'fmt ' chunk, then a 'data' chunk declaring `declared`
    /// bytes and holding `held`.
    static func wav(declared: UInt32, held: Int) -> [UInt8] {
        func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        let format = le16(1) + le16(1) + le32(8000) + le32(16000) + le16(2) + le16(16)
        let body =
            Array("WAVE".utf8) + Array("fmt ".utf8) + le32(16) + format + Array("data".utf8) + le32(declared)
            + [UInt8](repeating: 0, count: held)
        return Array("RIFF".utf8) + le32(UInt32(body.count)) + body
    }

    static func thrown(_ body: () throws -> Void) -> AlertPackError? {
        do { try body() } catch { return error as? AlertPackError }
        return nil
    }

    @Test("a truncated WAV gives .truncatedChunk with the chunk, its offset, the declared and the available sizes")
    func truncatedWAV() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/cut.wav"
        try TestSupport.write(Self.wav(declared: 1000, held: 10), to: path)
        let error = Self.thrown { _ = try WAVReader.read(try RandomAccessFile(path: path)) }
        #expect(error == .audio(.truncatedChunk("data", at: 36, declared: 1000, available: 10, audio: true)))
        #expect(error?.message == "the 'data' chunk at byte 36 declares 1000 bytes but only 10 follow (truncated file)")
        #expect(error?.kind == .file)
    }

    @Test("real readers throw the typed case with its facts")
    func readers() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try TestSupport.write([1, 2, 3], to: folder + "/short.bin")
        let file = try RandomAccessFile(path: folder + "/short.bin")
        #expect(Self.thrown { _ = try file.read(at: 1, count: 8, what: "header") } == .reading(.readPastEnd("header", at: 1, needs: 8, fileEnd: 3)))
        #expect(
            Self.thrown { _ = try RandomAccessFile.contents(path: folder + "/short.bin", maxBytes: 2, what: "the file") }
                == .reading(.overReadLimit("the file", bytes: 3, limit: 2)))
        #expect(Self.thrown { _ = try RandomAccessFile(path: folder) } == .reading(.notRegularFile("a folder")))
        var cursor = ByteCursor([1, 2], what: "the header")
        #expect(Self.thrown { _ = try cursor.uint32BE() } == .reading(.shortRead("the header", needs: 4, has: 2)))
        #expect(Self.thrown { _ = try JSONNode.parse(Array("{".utf8)) }.map { if case .reading(.notJSON) = $0 { true } else { false } } == true)
        #expect(Self.thrown { _ = try PresetLibrary.standalone("extends: ios", origin: "p.yml") } == .config(.extendsInStandalone("p.yml")))
        #expect(Self.thrown { _ = try PresetLibrary.parseTable("- a", origin: "p.yml") } == .config(.topLevelNotTable("p.yml")))
        try TestSupport.write(Array("#!AMR\n".utf8) + [0x48], to: folder + "/reserved.amr")
        #expect(
            Self.thrown { _ = try AMRReader.read(try RandomAccessFile(path: folder + "/reserved.amr")) }
                == .audio(.reservedAMRFrame(1, at: 6, type: 9)))
    }

    /// One pinned rendering per kind of message: the words users read must not drift.
    static let pinned: [(AlertPackError, String)] = [
        (.reading(.emptyFile), "the file is empty"),
        (.reading(.overReadLimit("manifest.json", bytes: 9, limit: 8)), "manifest.json is 9 bytes; more than 8 is not read"),
        (
            .reading(.countOverReadLimit("the BOM store", count: 9, unit: "variables", limit: 8)),
            "the BOM store declares 9 variables; more than 8 is not read"
        ),
        (
            .reading(.readPastEnd("'fmt ' chunk", at: 12, needs: 16, fileEnd: 20)),
            "the 'fmt ' chunk at byte 12 needs 16 bytes but the file ends at byte 20"
        ),
        (.reading(.shortRead("the header", needs: 4, has: 2)), "the header is too short: needs 4 bytes, has 2"),
        (.reading(.endsInside("an ID3 tag", fileEnd: 7)), "the file ends at byte 7, inside an ID3 tag"),
        (.reading(.tooShort("the 'pakt' chunk", bytes: 3)), "the 'pakt' chunk is only 3 bytes long"),
        (.reading(.wrongTag("KEYFORMAT", found: "XXXX", expected: "tmfk")), "KEYFORMAT starts with 'XXXX', not 'tmfk'"),
        (
            .reading(.holdsFewer("the 'stts' box", declared: 9, unit: "entries", holds: 2, only: true)),
            "the 'stts' box declares 9 entries but holds only 2"
        ),
        (.reading(.notYAML("not valid YAML", line: 3, column: 15, detail: "x")), "not valid YAML: line 3, column 15: x"),
        (
            .audio(.truncatedChunk("SSND", at: 12, declared: 9, available: 2, audio: false)),
            "the 'SSND' chunk at byte 12 declares 9 bytes but only 2 follow"
        ),
        (.audio(.noFormatChunk("fmt ")), "no 'fmt ' chunk: the audio format is unknown"),
        (.audio(.notFormType("FORM", expected: "AIFF", found: "XXXX")), "FORM file is of type 'XXXX', not AIFF"),
        (.audio(.notFormType("RIFF", expected: "WAVE", found: nil)), "RIFF file is not of type WAVE"),
        (
            .audio(.sampleRate("the 'COMM' chunk", rate: "1", range: 1000...768000)),
            "the 'COMM' chunk declares a sample rate of 1 Hz; audio runs at 1000 to 768000 Hz"
        ),
        (
            .audio(.packetsOverData(packets: 2, needed: nil, holds: 1)),
            "the 'pakt' chunk declares 2 packets (more than \(Int64.max) bytes) but the 'data' chunk holds only 1 bytes"
        ),
        (.audio(.noMPEGFrameAt(40, after: 0)), "no MPEG audio frame at byte 40, where the audio should begin"),
        (.audio(.noMPEGFrameAt(40, after: 3)), "byte 40 should begin an MPEG audio frame but does not (damaged after 3 frames)"),
        (.audio(.notAudio(startsWith: nil)), "the content is not audio"),
        (.content(.actionWithoutTitle(category: "c", index: 2)), "category c actions[2] needs a title"),
        (.content(.pngSignature(byte: 2, found: 0x51, expected: 0x50)), "bad PNG signature: byte 2 is 0x51, should be 0x50"),
        (.content(.ihdrPixels(width: 0, height: 4, overMaximum: false)), "the IHDR chunk declares 0x4 pixels (zero)"),
        (.content(.actionsNotParsed(.reading(.notYAML("not valid YAML", line: nil, column: nil, detail: "x")))), "not valid JSON or YAML: x"),
        (
            .work(.changedWhileMade("out", changed: ["a", "b", "c", "d", "e", "f"])),
            "out changed while the new one was being made (a, b, c, d, e, …): it was left as it is; run again"
        ),
        (.work(.alreadyExists("a.caf")), "a.caf already exists; it is left as it is"),
        (
            .work(.clippingUnrestorable(runs: 1)),
            "its clipped runs cannot be restored: 1 run has no unclipped samples around it to draw from, or would need more than 12 dB (a clipped square wave is not a clipped curve)"
        ),
        (.work(.receiverNotNamed("App", apps: [])), "App builds no app; name the one that receives with --target"),
        (
            .packaging(.outputChanged("out", replaced: true)),
            "--out out is no longer a folder: something replaced it while the package was made; it was left as it is, and no package was written there"
        ),
        (.packaging(.cannotUnpack("a.png", words: nil)), "cannot unpack a.png"),
        (.packaging(.zipEntry("a/../b", "is a symbolic link")), "entry a/../b is a symbolic link"),
        (.config(.configurationErrors(["one", "two"])), "one\ntwo"),
        (.config(.inConfiguration("alertpack.yml", .reading(.emptyFile))), "alertpack.yml: the file is empty"),
        (.config(.configSyntax("a.yml", position: "3:4", summary: "not valid YAML", detail: "x")), "a.yml:3:4: not valid YAML: x"),
        (.config(.unreadableConfigFile("p.yml", preset: true)), "cannot read preset file 'p.yml'"),
        (.config(.extendsCycle("a", chain: ["a.yml", "b.yml"])), "preset 'a' extends itself: a cycle of extends (a.yml → b.yml)"),
        (.config(.gitFailed("unknown revision x")), "--changed-since: unknown revision x"),
    ]

    @Test("each kind of message renders today's words")
    func renderings() {
        for (error, text) in Self.pinned { #expect(error.message == text) }
    }

    @Test("a case's kind follows its family; configuration failures stop a run, the rest are a file's")
    func kinds() {
        #expect(AlertPackError.config(.gitMissing).kind == .configuration)
        #expect(AlertPackError.inFile("a.yml", .config(.topLevelNotTable("a.yml"))).kind == .configuration)
        #expect(AlertPackError.config(.inConfiguration("a.yml", .reading(.emptyFile))).kind == .configuration)
        for error in [
            AlertPackError.reading(.emptyFile), .audio(.noMPEGFrame), .content(.notPreviewImage), .work(.noAudioDecoded),
            .packaging(.grewWhilePacked),
        ] {
            #expect(error.kind == .file)
        }
    }
}
