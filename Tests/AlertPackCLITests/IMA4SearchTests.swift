import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The IMA4 code search (`--quality best`) on files decoded the way Core Audio decodes them
/// (every packet from its own header: our IMA4FileSource, which libsndfile's AIFF-C decoder
/// agrees with): never worse than `fast` on any packet, and at least as good as ffmpeg's encoder
/// by default and with `-trellis 8` on speech, music, effects and tones.
@Suite(TestSupport.needs("sox", "ffmpeg"))
struct IMA4SearchTests {
    static func decode(_ path: String) throws -> [Float] {
        let file = try RandomAccessFile(path: path)
        return try Witness.decodeAll(IMA4FileSource(file: file, info: try CAFReader.read(file)))
    }

    @Test("best beats ffmpeg's adpcm_ima_qt by default and with -trellis 8 on speech, music, effects and tones")
    func beatsFFmpegTrellis() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        var inputs: [(String, String)] = []
        func sox(_ name: String, rate: Int, _ effects: [String]) throws {
            let path = "\(folder)/\(name).wav"
            try TestSupport.peer("sox", ["-D", "-n", "-r", "\(rate)", "-c", "1", "-b", "16", path] + effects)
            inputs.append((name, path))
        }
        if TestSupport.installed("espeak-ng") {
            let spoken = folder + "/speech-22k.wav"
            try TestSupport.peer("espeak-ng", ["-w", spoken, "Your order has shipped and will arrive tomorrow."])
            inputs.append(("speech 22 kHz", spoken))
            let telephone = folder + "/speech-8k.wav"
            try TestSupport.peer("sox", [spoken, "-r", "8000", telephone])
            inputs.append(("speech 8 kHz", telephone))
        }
        try sox("pluck chord", rate: 44_100, ["synth", "0.6", "pluck", "C4", "synth", "0.6", "pluck", "E4", "gain", "-n", "-3"])
        try sox("white noise burst", rate: 44_100, ["synth", "0.6", "whitenoise", "fade", "q", "0.01", "0.6", "0.5", "gain", "-n", "-6"])
        try sox("chime", rate: 44_100, ["synth", "0.8", "sine", "880", "sine", "1320", "remix", "1,2", "gain", "-n", "-6"])
        for (name, source) in inputs {
            let ours = "\(source).best.caf"
            let result = try TestSupport.alertpack(["convert", source, "--to", "caf-ima4", "--output", ours, "--quality", "best"])
            #expect(result.status == 0, "\(result.stderr)")
            let reference = try Witness.decodeAll(SndFileSource(path: source))
            let oursSNR = SignalToNoise.decibels(source: reference, decoded: try Self.decode(ours))
            for trellis in [0, 8] {
                let theirs = "\(source).ffmpeg-\(trellis).caf"
                try TestSupport.peer(
                    "ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", source, "-c:a", "adpcm_ima_qt", "-trellis", "\(trellis)", theirs])
                let theirSNR = SignalToNoise.decibels(source: reference, decoded: try Self.decode(theirs))
                #expect(oursSNR >= theirSNR, "\(name): ours \(oursSNR) dB, ffmpeg -trellis \(trellis) \(theirSNR) dB")
            }
        }
    }
}
