import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `MatroskaReader` on real Matroska and WebM files (Opus in WebM, Vorbis in .mka; ffmpeg's
/// FLAC), its facts held against ffprobe's; a cut header and an element that declares more than
/// the file are errors.
@Suite(TestSupport.needs("ffprobe", "ffmpeg", "python3"))
struct MatroskaReaderTests {
    @Test("the real-world files agree with ffprobe", arguments: ["sounds/opus.webm", "sounds/vorbis.mka"])
    func realWorld(_ name: String) throws {
        let path = RealWorldFixtures.path(name)
        let info = try MatroskaReader.read(ReaderWitness.open(path))
        try ReaderWitness.expectAgrees(info, with: path, exactFrames: false, tolerance: 0.03)
    }

    @Test("FLAC and 16-bit PCM in Matroska, as ffmpeg writes them", arguments: [["-c:a", "flac"], ["-ac", "2", "-c:a", "pcm_s16le"]])
    func writtenByFFmpeg(_ options: [String]) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = try ReaderWitness.ffmpeg("tone.mka", in: folder, options, seconds: 1)
        try ReaderWitness.expectAgrees(try MatroskaReader.read(ReaderWitness.open(path)), with: path, exactFrames: false, tolerance: 0.03)
    }

    @Test("an EBML header cut short, or a segment that declares more than the file, is an error", arguments: [4, 20, 60])
    func cut(_ length: Int) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let cut = try ReaderWitness.cut(RealWorldFixtures.path("sounds/opus.webm"), to: length, in: folder)
        #expect(throws: AlertPackError.self) { try MatroskaReader.read(ReaderWitness.open(cut)) }
        // EBML header, then a Segment of declared size 2^56 - 2 holding nothing.
        let header: [UInt8] = [0x1A, 0x45, 0xDF, 0xA3, 0x84, 0x42, 0x82, 0x81, 0x77]
        let segment: [UInt8] = [0x18, 0x53, 0x80, 0x67, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE]
        let liar = try ReaderWitness.write(header + segment, "liar.mka", in: folder)
        #expect(throws: AlertPackError.self) { try MatroskaReader.read(ReaderWitness.open(liar)) }
    }
}
