import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Rule boundaries on real generated files, and the level facts checked against sox and ffmpeg.
@Suite(TestSupport.needs("sox", "ffmpeg"))
struct LevelAndBoundaryTests {
    /// Makes a file with sox: `sox -n -r RATE -c CH -b 16 OUT synth ... EFFECTS`.
    static func make(_ folder: String, _ name: String, rate: Int = 8000, channels: Int = 1, _ effects: [String]) throws -> String {
        let path = folder + "/" + name
        try TestSupport.peer("sox", ["-D", "-r", "\(rate)", "-n", "-c", "\(channels)", "-b", "16", path] + effects)
        return path
    }

    @Test("exactly 30.000 s fails; 29.99 s does not")
    func durationBoundary() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let thirty = try Self.make(folder, "thirty.wav", ["synth", "30", "sine", "440", "gain", "-n", "-12"])
        let report = try TestSupport.check(thirty)
        #expect(report.facts.sound?.frames == 240_000)
        #expect(report.findings.first { $0.rule == "sound.duration" }?.message == "30.00 s; must be under 30 s")
        let under = try Self.make(folder, "under.wav", ["synth", "29.99", "sine", "440", "gain", "-n", "-12"])
        #expect(!(try TestSupport.check(under).ruleIDs.contains("sound.duration")))
        let justOver = try Self.make(folder, "over.wav", ["synth", "30.001", "sine", "440", "gain", "-n", "-12"])
        #expect(try TestSupport.check(justOver).findings.first { $0.rule == "sound.duration" }?.message == "30.001 s; must be under 30 s")
    }

    @Test("peak level agrees with sox; integrated loudness agrees with ffmpeg's EBU R128 meter")
    func levelsAgreeWithPeers() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = try Self.make(folder, "tone.wav", rate: 44100, channels: 2, ["synth", "3", "sine", "1000", "sine", "250", "gain", "-n", "-9"])
        let facts = try #require(try TestSupport.check(path).facts.sound)
        let stats = try TestSupport.peer("sox", [path, "-n", "stats"]).stderr
        let peakLine = stats.split(separator: "\n").first { $0.hasPrefix("Pk lev dB") }!
        let soxPeak = Double(peakLine.split(separator: " ").last!)!
        #expect(abs(facts.peakDBFS! - soxPeak) < 0.05, "ours \(facts.peakDBFS!), sox \(soxPeak)")

        let meter = try TestSupport.peer("ffmpeg", ["-nostdin", "-hide_banner", "-i", path, "-af", "ebur128", "-f", "null", "-"]).stderr
        let summary = meter.components(separatedBy: "Summary:").last!
        let integrated = summary.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("I:") }!
        let ffmpegLUFS = Double(integrated.split(separator: " ").dropFirst().first!)!
        #expect(abs(facts.loudnessLUFS! - ffmpegLUFS) < 0.2, "ours \(facts.loudnessLUFS!), ffmpeg \(ffmpegLUFS)")
    }

    @Test("a single full-scale peak is not clipping; a flat top on one channel of two is")
    func clippingRuns() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // A sine normalised to exactly 0 dBFS touches full scale at single samples only.
        let touching = try Self.make(folder, "touch.wav", rate: 44100, ["synth", "1", "sine", "441", "gain", "-n", "0"])
        let touchReport = try TestSupport.check(touching)
        #expect(!touchReport.ruleIDs.contains("sound.clipping"), "\(touchReport.findings)")
        // Left: clean at -6 dB; right: driven 6 dB into the ceiling.
        let clean = try Self.make(folder, "l.wav", rate: 44100, ["synth", "1", "sine", "441", "gain", "-n", "-6"])
        let hot = try Self.make(folder, "r.wav", rate: 44100, ["synth", "1", "sine", "441", "gain", "-n", "0", "gain", "6"])
        let stereo = folder + "/stereo.wav"
        try TestSupport.peer("sox", ["-M", clean, hot, stereo])
        let report = try TestSupport.check(stereo)
        let finding = try #require(report.findings.first { $0.rule == "sound.clipping" })
        #expect(finding.message.hasPrefix("882 clipped runs"), "\(finding.message)")
    }

    @Test("trailing silence, and a file that is silent throughout")
    func silence() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let tail = try Self.make(folder, "tail.wav", ["synth", "0.5", "sine", "440", "gain", "-n", "-6", "pad", "0", "1.5"])
        let tailFinding = try #require(try TestSupport.check(tail).findings.first { $0.rule == "sound.silence" })
        #expect(tailFinding.message == "1.50 s of silence after the sound ends; must be at most 1.00 s")
        let silent = try Self.make(folder, "silent.wav", ["trim", "0", "1"])
        let silentFinding = try #require(try TestSupport.check(silent).findings.first { $0.rule == "sound.silence" })
        #expect(silentFinding.message.hasPrefix("the sound is silent throughout"))
    }

    @Test("a sound too short for a loudness block is judged by its peak")
    func shortSoundUsesPeak() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let blip = try Self.make(folder, "blip.wav", rate: 44100, ["synth", "0.2", "sine", "2000", "gain", "-n", "-3"])
        let facts = try #require(try TestSupport.check(blip).facts.sound)
        #expect(facts.loudnessLUFS == nil)
        #expect(!(try TestSupport.check(blip).ruleIDs.contains("sound.loudness")))
        let faint = try Self.make(folder, "faint.wav", rate: 44100, ["synth", "0.2", "sine", "2000", "gain", "-n", "-30"])
        #expect(
            try TestSupport.check(faint).findings.first { $0.rule == "sound.loudness" }?.message
                == "peak level is -30.0 dBFS; must reach at least -20.0 dBFS")
    }

    @Test("facts of the 8-bit, µLaw and IMA4 variants of the clean chime all pass")
    func codecsOfTheChimePass() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let chime = TestSupport.repositoryPath("Samples/sounds/chime.wav")
        let variants: [(String, [String])] = [
            ("c8.wav", ["sox", chime, "-b", "8", folder + "/c8.wav"]),
            ("ca.caf", ["ffmpeg", "-nostdin", "-loglevel", "error", "-i", chime, "-c:a", "pcm_alaw", folder + "/ca.caf"]),
            ("ci.aifc", ["ffmpeg", "-nostdin", "-loglevel", "error", "-i", chime, "-c:a", "adpcm_ima_qt", "-f", "aiff", folder + "/ci.aifc"]),
        ]
        for (name, command) in variants {
            try TestSupport.peer(command[0], Array(command.dropFirst()))
            let report = try TestSupport.check(folder + "/" + name)
            #expect(report.findings.isEmpty, "\(name): \(report.findings)")
        }
    }
}
