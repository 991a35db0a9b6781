import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `MPEGAudioFrames` on real MP3s (Samples, LAME's through ffmpeg at several rates and bitrates),
/// the frame count and length held against ffprobe's; a file cut inside its last frame, or with
/// no frame at all, is an error.
@Suite(TestSupport.needs("ffprobe", "ffmpeg"))
struct MPEGAudioFramesTests {
    @Test("the Samples' MP3s: rate and playable length agree with ffprobe", arguments: ["Samples/sounds/alert.mp3", "Samples/attachments/tone.mp3"])
    func samples(_ name: String) throws {
        let path = TestSupport.repositoryPath(name)
        let info = try MPEGAudioFrames.read(ReaderWitness.open(path))
        let probe = try ReaderWitness.ffprobe(path)
        #expect(info.sampleRate == Int(probe["sample_rate"] ?? ""))
        #expect(abs(info.seconds - (Double(probe["duration"] ?? "") ?? 0)) < 0.06, "\(info) vs \(probe)")
    }

    @Test(
        "MP3s LAME writes: MPEG-1, -2 and -2.5 rates, CBR and VBR; frames as ffprobe counts them, samples as ffmpeg decodes them",
        arguments: [
            ["-ar", "44100", "-b:a", "128k"], ["-ar", "22050", "-b:a", "32k"], ["-ar", "8000", "-b:a", "16k"], ["-ar", "48000", "-q:a", "4"],
        ])
    func writtenByLAME(_ options: [String]) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = try ReaderWitness.ffmpeg("tone.mp3", in: folder, options + ["-c:a", "libmp3lame"], seconds: 1)
        let info = try MPEGAudioFrames.read(ReaderWitness.open(path))
        let probe = try ReaderWitness.ffprobe(path)
        #expect(info.sampleRate == Int(probe["sample_rate"] ?? ""))
        #expect(info.hasInfoFrame, "LAME writes a Xing/Info frame first")
        #expect(info.frames == (try ReaderWitness.packets(path)))
        // The gapless length: ffmpeg's decoder drops what the LAME tag says, as ours does.
        #expect(info.playableSamples == (try ReaderWitness.decodedFrames(path, in: folder)))
    }

    @Test("frame headers: bytes that are no header are nil; a header gives its length, samples and rate")
    func headers() {
        #expect(MPEGAudioFrames.header([0x00, 0x00, 0x00, 0x00]) == nil)
        #expect(MPEGAudioFrames.header([0xFF, 0xFB, 0xF0, 0x00]) == nil, "bitrate index 15 is forbidden")
        let frame = MPEGAudioFrames.header([0xFF, 0xFB, 0x90, 0x64])
        #expect(frame?.samples == 1152 && frame?.rate == 44100 && frame?.length == 417)
    }

    @Test("a file cut inside its last frame, an ID3 tag with nothing after it, and no frames at all are errors")
    func hostile() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        #expect(throws: AlertPackError.self) {
            try MPEGAudioFrames.read(ReaderWitness.open(TestSupport.repositoryPath("Samples/attachments/cut.mp3")))
        }
        let tag = try ReaderWitness.write(Array("ID3".utf8) + [4, 0, 0, 0, 0, 0x7F, 0x7F] + [UInt8](repeating: 0, count: 30), "tag.mp3", in: folder)
        #expect(throws: AlertPackError.self) { try MPEGAudioFrames.read(ReaderWitness.open(tag)) }
        let none = try ReaderWitness.write([UInt8](repeating: 0x41, count: 2000), "none.mp3", in: folder)
        #expect(throws: AlertPackError.self) { try MPEGAudioFrames.read(ReaderWitness.open(none)) }
    }
}
