import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Files made by sox and ffmpeg must read the same in our header readers as ffprobe says:
/// container, codec, sample rate, channels, and duration within 1 ms.
@Suite(TestSupport.needs("sox", "ffmpeg", "ffprobe"))
struct PeerWitnessTests {
    /// One file to make: which tool, and its arguments between the input and output paths.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var tool: String
        var after: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // sox, from the stereo 44.1 kHz source
        Case(name: "sox-pcm8.wav", tool: "sox", after: ["-b", "8", "-e", "unsigned-integer"]),
        Case(name: "sox-pcm16.wav", tool: "sox", after: ["-b", "16"]),
        Case(name: "sox-pcm24.wav", tool: "sox", after: ["-b", "24"]),
        Case(name: "sox-pcm32.wav", tool: "sox", after: ["-b", "32"]),
        Case(name: "sox-float.wav", tool: "sox", after: ["-e", "floating-point", "-b", "32"]),
        Case(name: "sox-ulaw.wav", tool: "sox", after: ["-e", "u-law"]),
        Case(name: "sox-alaw.wav", tool: "sox", after: ["-e", "a-law"]),
        Case(name: "sox-ima.wav", tool: "sox", after: ["-e", "ima-adpcm"]),
        Case(name: "sox-6ch.wav", tool: "sox", after: ["-c", "6"]),
        Case(name: "sox-mono-11k.wav", tool: "sox", after: ["-r", "11025", "-c", "1"]),
        Case(name: "sox-pcm8.aiff", tool: "sox", after: ["-b", "8"]),
        Case(name: "sox-pcm16.aiff", tool: "sox", after: ["-b", "16"]),
        Case(name: "sox-pcm24.aiff", tool: "sox", after: ["-b", "24"]),
        Case(name: "sox-pcm32.aiff", tool: "sox", after: ["-b", "32"]),
        Case(name: "sox-ulaw.aifc", tool: "sox", after: ["-t", "aifc", "-e", "u-law"]),
        Case(name: "sox-alaw.aifc", tool: "sox", after: ["-t", "aifc", "-e", "a-law"]),
        Case(name: "sox-float.aifc", tool: "sox", after: ["-t", "aifc", "-e", "floating-point", "-b", "32"]),
        // ffmpeg
        Case(name: "ff-ima4.caf", tool: "ffmpeg", after: ["-c:a", "adpcm_ima_qt"]),
        Case(name: "ff-ima4-mono-8k.caf", tool: "ffmpeg", after: ["-c:a", "adpcm_ima_qt", "-ac", "1", "-ar", "8000"]),
        Case(name: "ff-ima4.aifc", tool: "ffmpeg", after: ["-c:a", "adpcm_ima_qt", "-f", "aiff"]),
        Case(name: "ff-pcm16.caf", tool: "ffmpeg", after: ["-c:a", "pcm_s16le"]),
        Case(name: "ff-pcm24be.caf", tool: "ffmpeg", after: ["-c:a", "pcm_s24be"]),
        Case(name: "ff-pcm8.caf", tool: "ffmpeg", after: ["-c:a", "pcm_s8"]),
        Case(name: "ff-float.caf", tool: "ffmpeg", after: ["-c:a", "pcm_f32le"]),
        Case(name: "ff-double.caf", tool: "ffmpeg", after: ["-c:a", "pcm_f64be"]),
        Case(name: "ff-ulaw.caf", tool: "ffmpeg", after: ["-c:a", "pcm_mulaw"]),
        Case(name: "ff-alaw.caf", tool: "ffmpeg", after: ["-c:a", "pcm_alaw"]),
        Case(name: "ff-alac.caf", tool: "ffmpeg", after: ["-c:a", "alac"]),
        Case(name: "ff-sowt.aifc", tool: "ffmpeg", after: ["-c:a", "pcm_s16le", "-f", "aiff"]),
        Case(name: "ff-ulaw.aifc", tool: "ffmpeg", after: ["-c:a", "pcm_mulaw", "-f", "aiff"]),
        Case(name: "ff-s32.aiff", tool: "ffmpeg", after: ["-c:a", "pcm_s32be"]),
        Case(name: "ff-rf64.wav", tool: "ffmpeg", after: ["-rf64", "always"]),
        Case(name: "ff-6ch.wav", tool: "ffmpeg", after: ["-ac", "6"]),
        Case(name: "ff-8ch-24.wav", tool: "ffmpeg", after: ["-ac", "8", "-c:a", "pcm_s24le"]),
        Case(name: "ff-48k-24-stereo.wav", tool: "ffmpeg", after: ["-ar", "48000", "-c:a", "pcm_s24le"]),
        Case(name: "ff-ulaw.wav", tool: "ffmpeg", after: ["-c:a", "pcm_mulaw"]),
        Case(name: "ff-float64.wav", tool: "ffmpeg", after: ["-c:a", "pcm_f64le"]),
    ]

    /// A 0.75 s stereo 44.1 kHz 16-bit source every case starts from, made once.
    static let madeSource: Result<String, any Error> = Result {
        let folder = try TestSupport.temporaryDirectory()
        let path = folder + "/source.wav"
        try TestSupport.peer(
            "sox",
            [
                "-n", "-r", "44100", "-c", "2", "-b", "16", path, "synth", "0.75", "sine", "440", "sine", "660", "gain", "-n", "-6",
            ])
        return path
    }

    /// The source's path; throws (failing the test, not the run) when sox could not make it.
    static var source: String { get throws { try madeSource.get() } }

    /// ffprobe's codec names mapped to ours.
    static func ourCodec(forFFprobe name: String) -> String {
        switch name {
        case "pcm_mulaw": return "ulaw"
        case "pcm_alaw": return "alaw"
        case "adpcm_ima_qt": return "ima4"
        case "adpcm_ima_wav": return "ima-adpcm"
        case _ where name.hasPrefix("pcm_"): return "lpcm"
        default: return name
        }
    }

    /// ffprobe's demuxer names mapped to our container names (ffprobe calls AIFF-C "aiff" and RF64 "wav").
    static func ffprobeContainer(forOurs name: String) -> String {
        switch name {
        case "aifc": return "aiff"
        case "rf64": return "wav"
        default: return name
        }
    }

    @Test("header facts agree with ffprobe", arguments: cases)
    func agreesWithFFprobe(_ testCase: Case) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let output = folder + "/" + testCase.name
        if testCase.tool == "sox" {
            try TestSupport.peer("sox", [Self.source] + testCase.after + [output])
        } else {
            try TestSupport.peer("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", Self.source] + testCase.after + [output])
        }
        let witness = try Witness.probe(output)
        let report = try TestSupport.check(output)
        let facts = try #require(report.facts.sound)
        #expect(!report.ruleIDs.contains("sound.unreadable"), "\(report.findings)")
        #expect(Self.ffprobeContainer(forOurs: facts.container ?? "") == witness.format)
        #expect(facts.codec == Self.ourCodec(forFFprobe: witness.codec))
        #expect(facts.sampleRate == witness.rate)
        #expect(facts.channels == witness.channels)
        let duration = try #require(facts.duration)
        if facts.codec == "alac" {
            // ffmpeg's ALAC CAF declares whole 4096-frame packets as valid, and ffprobe believes
            // it; we report what decodes, which is the 0.75 s source.
            #expect(abs(duration - 0.75) <= 0.001, "ours \(duration) s")
        } else {
            #expect(abs(duration - witness.duration) <= 0.001, "ours \(duration) s, ffprobe \(witness.duration) s")
        }
        if witness.codec.hasPrefix("pcm_f") {
            #expect(facts.floatingPoint == true)
            #expect(report.ruleIDs.contains("sound.float-pcm"))
        }
        if ["lpcm", "ima4", "ulaw", "alaw"].contains(facts.codec ?? "") {
            // Decoded for the level facts: the source peaks at -6 dBFS (codecs may add a little).
            let peak = try #require(facts.peakDBFS)
            #expect(abs(peak - -6) < 1.0, "peak \(peak) dBFS")
        }
    }

    @Test("ffmpeg's IMA4 CAF has no pakt chunk; duration is packets × 64 frames")
    func ffmpegIMA4WithoutPakt() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let output = folder + "/x.caf"
        try TestSupport.peer("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", Self.source, "-c:a", "adpcm_ima_qt", output])
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(data.range(of: Data("pakt".utf8)) == nil)
        let facts = try #require(try TestSupport.check(output).facts.sound)
        // 0.75 s at 44.1 kHz = 33075 frames → 517 packets (rounded up) → 33088 frames.
        #expect(facts.frames == 33088)
    }
}
