import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `OggReader` on real Ogg streams (Vorbis and Opus from the real-world corpus, FLAC and Opus
/// from ffmpeg), its facts held against ffprobe's; cut and foreign pages are errors.
@Suite(TestSupport.needs("ffprobe", "ffmpeg", "python3"))
struct OggReaderTests {
    @Test("the real-world Ogg files agree with ffprobe", arguments: ["sounds/vorbis.ogg", "sounds/opus.ogg"])
    func realWorld(_ name: String) throws {
        let path = RealWorldFixtures.path(name)
        let info = try OggReader.read(ReaderWitness.open(path))
        #expect(info.container == "ogg")
        try ReaderWitness.expectAgrees(info, with: path, exactFrames: false, tolerance: 0.03)
    }

    @Test(
        "Ogg streams ffmpeg writes: Vorbis, Opus (48 kHz whatever the input), FLAC, stereo",
        arguments: [["-c:a", "libvorbis"], ["-c:a", "libopus"], ["-c:a", "flac", "-f", "ogg"], ["-ac", "2", "-c:a", "libvorbis"]])
    func writtenByFFmpeg(_ options: [String]) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = try ReaderWitness.ffmpeg("tone.ogg", in: folder, options, seconds: 1)
        let info = try OggReader.read(ReaderWitness.open(path))
        try ReaderWitness.expectAgrees(info, with: path, exactFrames: false, tolerance: 0.03)
        if options.contains("libopus") { #expect(info.sampleRate == 48000) }
    }

    @Test("no capture pattern, a first page cut short, or an unknown codec is an error", arguments: [0, 10, 27, 40])
    func cut(_ length: Int) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let cut = try ReaderWitness.cut(RealWorldFixtures.path("sounds/vorbis.ogg"), to: length, in: folder)
        #expect(throws: AlertPackError.self) { try OggReader.read(ReaderWitness.open(cut)) }
        let text = try ReaderWitness.write(Array("OggS is what this text starts with, and nothing else".utf8), "text.ogg", in: folder)
        #expect(throws: AlertPackError.self) { try OggReader.read(ReaderWitness.open(text)) }
    }
}
