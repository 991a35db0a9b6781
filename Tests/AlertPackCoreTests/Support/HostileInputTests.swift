import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The hostile corpus (`scripts/make-hostile-corpus.py`) through every command, each run under a
/// time limit (20 s) and a memory limit (1.5 GB of address space): exit 0, 1 or 2 only, never a
/// crash or a hang; machine-readable output stays valid; every input is named in the report;
/// inputs are byte-identical afterwards and nothing is left beside them.
@Suite(TestSupport.needs("python3"))
struct HostileInputTests {
    @Test(
        "values that trap or crash C libraries become sound.unreadable findings that name the value",
        arguments: [
            ("rate-1e+19.aiff", "1e+19 Hz"), ("rate-1e+300.caf", "1e+300 Hz"), ("rate-0.4.aiff", "0.4 Hz"), ("rate-nan.caf", "nan Hz"),
            ("wav-rate-16.wav", "16 Hz"), ("wav-rate-10000000.wav", "10000000 Hz"), ("wav-channels-65.wav", "65 channels"),
            ("pakt-frames-9223372036854775807.caf", "9223372036854775807 valid frames"),
            ("pakt-packets-4611686018427387904.caf", "4611686018427387904 packets"),
        ])
    func trapsBecomeFindings(_ name: String, _ expected: String) throws {
        let report = try TestSupport.check(HostileCorpus.folder + "/sounds/" + name)
        let finding = try #require(report.findings.first { $0.rule == "sound.unreadable" }, "\(report.findings)")
        #expect(finding.message.contains(expected), "\(finding.message)")
    }

    @Test("work follows what matters: a 4 GiB sound is judged from its header, a PNG bomb is not inflated")
    func budgets() throws {
        let start = Date()
        let sound = try TestSupport.check(HostileCorpus.folder + "/sounds/sparse-4gib.wav")
        #expect(sound.ruleIDs.isSuperset(of: ["sound.duration", "sound.not-measured"]))
        let image = try TestSupport.check(HostileCorpus.folder + "/images/inflates-512mib.png")
        #expect(image.findings.isEmpty, "\(image.findings)")
        guard case .image(let facts) = image.facts else { Issue.record("not an image"); return }
        #expect(facts.transparentPixels == 0)
        // Far from a timing test: the two together took 35 s before the budgets.
        #expect(Date().timeIntervalSince(start) < 15)
    }

    @Test(
        "valid but unusual sounds read as their peers read them",
        arguments: [
            ("junk-before-fmt.wav", Int64(800)), ("ms-adpcm.wav", Int64(1000)), ("riff-size-disagrees.wav", Int64(800)),
        ])
    func unusualButValid(_ name: String, _ frames: Int64) throws {
        let report = try TestSupport.check(HostileCorpus.folder + "/sounds/" + name)
        #expect(!report.ruleIDs.contains("sound.unreadable"), "\(report.findings)")
        guard case .sound(let facts) = report.facts else { Issue.record("not a sound"); return }
        #expect(facts.frames == frames)
    }
}
