import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `MP4Reader` on real MPEG-4 files (AAC and ALAC in .m4a, .m4r, .3gp, a movie), its facts held
/// against ffprobe's; cut and hostile boxes are errors, never traps.
@Suite(TestSupport.needs("ffprobe", "ffmpeg", "python3"))
struct MP4ReaderTests {
    @Test(
        "audio tracks agree with ffprobe: rate, channels, codec, and the length that plays",
        arguments: [
            "Samples/sounds/ten-minutes.m4a", "Samples/attachments/tone.m4a", "real:sounds/aac.m4a", "real:sounds/alac.m4a",
            "real:sounds/ringtone.m4r", "real:sounds/voice.3gp",
        ])
    func agreesWithFFprobe(_ name: String) throws {
        let path = name.hasPrefix("real:") ? RealWorldFixtures.path(String(name.dropFirst(5))) : TestSupport.repositoryPath(name)
        let info = try MP4Reader.read(ReaderWitness.open(path))
        #expect(info.container == "mp4" || info.container == "3gp", "\(info.container)")
        // The priming frames ffprobe counts are left out of ours (the edit list's length).
        try ReaderWitness.expectAgrees(info, with: path, exactFrames: false, tolerance: 0.1)
    }

    @Test("a movie's summary: its brand, a 'vide' and a 'soun' track, and the length ffprobe gives")
    func movieSummary() throws {
        for name in ["clip.mp4", "clip.mov"] {
            let path = TestSupport.repositoryPath("Samples/attachments/" + name)
            let file = try ReaderWitness.open(path)
            let summary = try MP4Reader.summary(file)
            #expect(summary.handlers.contains("vide"), "\(name): \(summary.handlers)")
            #expect(MP4Reader.hasVideoTrack(file))
            let probe = try ReaderWitness.ffprobe(path)
            let seconds = try #require(summary.seconds)
            #expect(abs(seconds - (Double(probe["duration"] ?? "") ?? 0)) < 0.1, "\(name): \(seconds) vs \(probe)")
        }
        #expect(!MP4Reader.hasVideoTrack(try ReaderWitness.open(TestSupport.repositoryPath("Samples/attachments/tone.m4a"))))
    }

    @Test("a file cut anywhere before its 'moov' box ends, or that holds no track, is an error", arguments: [0.1, 0.5, 0.9])
    func cut(_ fraction: Double) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // ffmpeg writes 'moov' last unless asked: cut before the end, the tracks are gone.
        let path = try ReaderWitness.ffmpeg("tone.m4a", in: folder, ["-c:a", "aac"])
        let size = try Data(contentsOf: URL(fileURLWithPath: path)).count
        let cut = try ReaderWitness.cut(path, to: Int(Double(size) * fraction), in: folder)
        #expect(throws: AlertPackError.self) { try MP4Reader.read(ReaderWitness.open(cut)) }
        let ftypOnly = try ReaderWitness.write([0, 0, 0, 16] + Array("ftypM4A ".utf8) + [0, 0, 0, 0], "empty.m4a", in: folder)
        #expect(throws: AlertPackError.self) { try MP4Reader.summary(ReaderWitness.open(ftypOnly)) }
    }

    @Test("a box that declares more bytes than the file holds, or nests without end, is an error, not a trap")
    func hostileBoxes() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let huge = try ReaderWitness.write(
            [0, 0, 0, 16] + Array("ftypM4A ".utf8) + [0, 0, 0, 0] + [0, 0, 0, 1] + Array("moov".utf8) + [
                0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
            ],
            "huge.m4a", in: folder)
        #expect(throws: AlertPackError.self) { try MP4Reader.read(ReaderWitness.open(huge)) }
        // moov > trak > mdia > ... nested 2000 deep, each box declaring the rest.
        var nested: [UInt8] = []
        for _ in 0..<2000 {
            let size = UInt32(nested.count + 8)
            nested = [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + Array("trak".utf8) + nested
        }
        let deep = try ReaderWitness.write([0, 0, 0, 16] + Array("ftypM4A ".utf8) + [0, 0, 0, 0] + nested, "deep.m4a", in: folder)
        #expect(throws: AlertPackError.self) { try MP4Reader.read(ReaderWitness.open(deep)) }
    }
}
