import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `AIFFReader` on real AIFF and AIFF-C files (Samples/sounds, sox and ffmpeg's output), its facts
/// held against ffprobe's; cut headers and hostile sample rates are errors, never traps.
@Suite(TestSupport.needs("ffprobe", "sox", "ffmpeg"))
struct AIFFReaderTests {
    @Test("the Samples' AIFF (and one named .wav) agree with ffprobe", arguments: ["chime.aiff", "aiff-named.wav"])
    func samplesAgreeWithFFprobe(_ name: String) throws {
        let path = TestSupport.repositoryPath("Samples/sounds/" + name)
        try ReaderWitness.expectAgrees(try AIFFReader.read(ReaderWitness.open(path)), with: path)
    }

    @Test(
        "AIFF and AIFF-C in the sample formats sox and ffmpeg write",
        arguments: [
            ("sox", "a.aiff", ["-r", "22050", "-c", "2", "-b", "16"]), ("sox", "b.aiff", ["-r", "44100", "-c", "1", "-b", "24"]),
            ("sox", "c.aifc", ["-r", "8000", "-c", "1", "-b", "16"]), ("ffmpeg", "d.aiff", ["-c:a", "pcm_s32be"]),
            ("ffmpeg", "e.aifc", ["-f", "aiff", "-c:a", "adpcm_ima_qt"]), ("ffmpeg", "f.aifc", ["-f", "aiff", "-c:a", "pcm_f32be"]),
        ])
    func writtenByPeers(_ tool: String, _ name: String, _ options: [String]) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path =
            tool == "sox" ? try ReaderWitness.sox(name, in: folder, options) : try ReaderWitness.ffmpeg(name, in: folder, options)
        let info = try AIFFReader.read(ReaderWitness.open(path))
        #expect(info.container == "aiff" || info.container == "aifc", "\(info.container)")
        try ReaderWitness.expectAgrees(info, with: path, exactFrames: !options.contains("adpcm_ima_qt"), tolerance: 64 / 44100 + 0.001)
    }

    @Test("a FORM that is not AIFF, and headers cut short, are errors", arguments: [3, 12, 30, 50])
    func cutHeaders(_ length: Int) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let cut = try ReaderWitness.cut(TestSupport.repositoryPath("Samples/sounds/chime.aiff"), to: length, in: folder)
        #expect(throws: AlertPackError.self) { try AIFFReader.read(ReaderWitness.open(cut)) }
        let other = try ReaderWitness.write(Array("FORM".utf8) + [0, 0, 0, 4] + Array("8SVX".utf8), "8svx.aiff", in: folder)
        #expect(throws: AlertPackError.self) { try AIFFReader.read(ReaderWitness.open(other)) }
    }

    @Test(
        "sample rates no player takes (80-bit extended: 1e+19, 1e+300, 0.4 Hz) are refused naming the rate",
        arguments: [("rate-1e+19.aiff", "1e+19 Hz"), ("rate-1e+300.aiff", "1e+300 Hz"), ("rate-0.4.aiff", "0.4 Hz"), ("rate-1e+20.aiff", "Hz")])
    func hostileRates(_ name: String, _ expected: String) throws {
        let path = HostileCorpus.folder + "/sounds/" + name
        #expect(
            performing: { try AIFFReader.read(ReaderWitness.open(path)) },
            throws: { error in
                (error as? AlertPackError)?.message.contains(expected) == true
            })
    }
}
