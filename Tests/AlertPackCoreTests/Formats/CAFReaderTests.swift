import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `CAFReader` on real Core Audio files (Samples/sounds: LPCM, IMA4 from afconvert, AAC, ALAC;
/// ffmpeg's own), its facts held against ffprobe's; cut headers and hostile 'pakt' and 'desc'
/// values are errors naming the value, never traps.
@Suite(TestSupport.needs("ffprobe", "ffmpeg"))
struct CAFReaderTests {
    @Test(
        "the Samples' CAFs agree with ffprobe",
        arguments: [("chime.caf", true), ("long.caf", true), ("too-long.caf", true), ("aac.caf", false), ("alac.caf", false)])
    func samplesAgreeWithFFprobe(_ name: String, _ exact: Bool) throws {
        let path = TestSupport.repositoryPath("Samples/sounds/" + name)
        let info = try CAFReader.read(ReaderWitness.open(path))
        #expect(info.container == "caf")
        // AAC's priming frames are in ffprobe's count and not in the playable length (pakt).
        try ReaderWitness.expectAgrees(info, with: path, exactFrames: exact, tolerance: 0.06)
    }

    @Test("afconvert's IMA4: whole packets of 64 frames, as many as ffprobe counts (its duration is the 'pakt' table's, misread)")
    func afconvertIMA4() throws {
        let path = TestSupport.repositoryPath("Samples/sounds/afconvert-ima4.caf")
        let info = try CAFReader.read(ReaderWitness.open(path))
        let probe = try ReaderWitness.ffprobe(path)
        #expect(info.codec == "ima4" && info.framesPerPacket == 64 && info.sampleRate == Double(probe["sample_rate"] ?? ""))
        let packets = Int64(try ReaderWitness.packets(path))
        let frames = try #require(info.frames)
        #expect(frames <= packets * 64 && frames > (packets - 1) * 64, "\(frames) frames in \(packets) packets")
    }

    @Test(
        "CAFs ffmpeg writes: 16-bit, float, u-law, IMA4",
        arguments: [
            ["-c:a", "pcm_s16be"], ["-c:a", "pcm_f32le"], ["-c:a", "pcm_mulaw"], ["-c:a", "adpcm_ima_qt"], ["-ac", "2", "-c:a", "pcm_s24le"],
        ])
    func writtenByFFmpeg(_ options: [String]) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = try ReaderWitness.ffmpeg("tone.caf", in: folder, options)
        let info = try CAFReader.read(ReaderWitness.open(path))
        try ReaderWitness.expectAgrees(info, with: path, exactFrames: !options.contains("adpcm_ima_qt"), tolerance: 64 / 44100 + 0.001)
        #expect(info.floatingPoint == options.contains("pcm_f32le"))
    }

    @Test("a version that is not 1 and headers cut short are errors", arguments: [4, 8, 20, 60])
    func cutHeaders(_ length: Int) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let cut = try ReaderWitness.cut(TestSupport.repositoryPath("Samples/sounds/chime.caf"), to: length, in: folder)
        #expect(throws: AlertPackError.self) { try CAFReader.read(ReaderWitness.open(cut)) }
        let version2 = try ReaderWitness.write(Array("caff".utf8) + [0, 2, 0, 0], "v2.caf", in: folder)
        #expect(throws: AlertPackError.audio(.unsupportedVersion("CAF", version: 2, expected: 1))) {
            try CAFReader.read(ReaderWitness.open(version2))
        }
    }

    @Test(
        "hostile 'desc' and 'pakt' values are refused naming the value",
        arguments: [
            ("rate-1e+300.caf", "1e+300 Hz"), ("rate-nan.caf", "nan Hz"), ("rate-inf.caf", "Hz"),
            ("pakt-frames-9223372036854775807.caf", "9223372036854775807 valid frames"),
            ("pakt-packets-4611686018427387904.caf", "4611686018427387904 packets"),
        ])
    func hostileValues(_ name: String, _ expected: String) throws {
        let path = HostileCorpus.folder + "/sounds/" + name
        #expect(
            performing: { try CAFReader.read(ReaderWitness.open(path)) },
            throws: { error in
                (error as? AlertPackError)?.message.contains(expected) == true
            })
    }
}
