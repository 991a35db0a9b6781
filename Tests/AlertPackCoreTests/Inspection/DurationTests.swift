import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Durations that agree with decoding every frame (issue 27, item 8), not with a header's
/// estimate: MP3 with and without a Xing header, from several encoders, at several rates and
/// bitrate modes; Ogg Opus whatever its input's rate; Vorbis and FLAC.
@Suite(TestSupport.needs("ffmpeg", "sndfile-convert", "sox"))
struct DurationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// ffmpeg's arguments after the input (the encoder and its settings).
        var encode: [String]
        var rate: Int
        var seconds: Double
        /// The decoders that decode every frame of it as players do.
        var witnesses: [Witness]
        var testDescription: String { name }
    }

    enum Witness: String, Sendable { case ffmpeg, libsndfile }

    static let cases: [Case] = [
        Case(name: "lame-vbr.mp3", encode: ["-c:a", "libmp3lame", "-q:a", "4"], rate: 44100, seconds: 1.3, witnesses: [.ffmpeg, .libsndfile]),
        // Without a Xing header libsndfile takes the first frame's bitrate for the whole file and
        // stops there: only ffmpeg decodes it all.
        Case(
            name: "lame-vbr-no-xing.mp3", encode: ["-c:a", "libmp3lame", "-q:a", "4", "-write_xing", "0"], rate: 44100, seconds: 1.3,
            witnesses: [.ffmpeg]),
        Case(
            name: "lame-vbr-stereo-no-xing.mp3", encode: ["-ac", "2", "-c:a", "libmp3lame", "-q:a", "2", "-write_xing", "0"], rate: 48000,
            seconds: 2.7, witnesses: [.ffmpeg]),
        Case(name: "lame-abr-32k.mp3", encode: ["-c:a", "libmp3lame", "-abr", "1", "-b:a", "96k"], rate: 32000, seconds: 2.7, witnesses: [.ffmpeg]),
        Case(name: "lame-cbr-22k.mp3", encode: ["-c:a", "libmp3lame", "-b:a", "64k"], rate: 22050, seconds: 1.3, witnesses: [.ffmpeg, .libsndfile]),
        Case(name: "shine.mp3", encode: ["-c:a", "libshine"], rate: 44100, seconds: 1.37, witnesses: [.ffmpeg, .libsndfile]),
        Case(name: "layer2.mp2", encode: ["-c:a", "mp2"], rate: 44100, seconds: 1.37, witnesses: [.ffmpeg]),
        Case(name: "opus-8k.ogg", encode: ["-c:a", "libopus"], rate: 8000, seconds: 1.3, witnesses: [.ffmpeg]),
        Case(name: "opus-12k.ogg", encode: ["-c:a", "libopus"], rate: 12000, seconds: 1.1, witnesses: [.ffmpeg]),
        Case(name: "opus-16k.ogg", encode: ["-c:a", "libopus"], rate: 16000, seconds: 1.3, witnesses: [.ffmpeg]),
        Case(name: "opus-24k.ogg", encode: ["-c:a", "libopus"], rate: 24000, seconds: 1.3, witnesses: [.ffmpeg]),
        Case(name: "opus-44k.ogg", encode: ["-c:a", "libopus"], rate: 44100, seconds: 1.3, witnesses: [.ffmpeg]),
        Case(name: "opus-48k.ogg", encode: ["-c:a", "libopus"], rate: 48000, seconds: 1.3, witnesses: [.ffmpeg]),
        Case(name: "opus-native.ogg", encode: ["-strict", "-2", "-c:a", "opus"], rate: 48000, seconds: 1.37, witnesses: [.ffmpeg]),
        Case(name: "opus-22k.webm", encode: ["-c:a", "libopus"], rate: 22050, seconds: 1.37, witnesses: [.ffmpeg]),
        Case(name: "vorbis.ogg", encode: ["-c:a", "libvorbis"], rate: 44100, seconds: 1.37, witnesses: [.ffmpeg, .libsndfile]),
        Case(name: "audio.flac", encode: [], rate: 44100, seconds: 1.37, witnesses: [.ffmpeg, .libsndfile]),
    ]

    /// Samples per channel a decoder gives for the whole file.
    static func decodedFrames(_ path: String, by witness: Witness, in folder: String) throws -> Int {
        let raw = folder + "/decoded-\(witness.rawValue)"
        switch witness {
        case .ffmpeg:
            try TestSupport.peer("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", path, "-ac", "1", "-f", "s16le", raw])
            let bytes = try #require(try FileManager.default.attributesOfItem(atPath: raw)[.size] as? Int)
            return bytes / 2
        case .libsndfile:
            try TestSupport.peer("sndfile-convert", ["-pcm16", path, raw + ".wav"])
            return Int(try TestSupport.peer("soxi", ["-s", raw + ".wav"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines))!
        }
    }

    @Test("the duration is what decoding every frame gives", arguments: cases)
    func agreesWithFullDecode(_ testCase: Case) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/" + testCase.name
        try TestSupport.peer(
            "ffmpeg",
            [
                "-nostdin", "-loglevel", "error", "-y", "-f", "lavfi", "-i",
                "sine=frequency=440:duration=\(testCase.seconds):sample_rate=\(testCase.rate)",
            ]
                + testCase.encode + [path])
        let report = try TestSupport.check(path)
        guard case .sound(let facts) = report.facts else {
            Issue.record("\(testCase.name) was not checked as a sound")
            return
        }
        let frames = try #require(facts.frames, "\(report.findings)")
        let rate = try #require(facts.sampleRate)
        for witness in testCase.witnesses {
            let decoded = try Self.decodedFrames(path, by: witness, in: folder)
            // A decoder gives Opus at 48 kHz (ffmpeg) or at any rate it likes: compare seconds
            // when the rates differ, frames when they agree.
            if witness == .ffmpeg || rate == Double(testCase.rate) {
                #expect(Int(frames) == decoded, "\(testCase.name): \(frames) frames at \(rate) Hz; \(witness) decodes \(decoded)")
            }
        }
        #expect(abs(facts.duration! - testCase.seconds) < 0.05, "\(testCase.name): \(facts.duration!) s")
    }
}
