import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `Fixer` in process: a dry run is the real run done in a private folder, and two files never
/// race for one new name.
struct FixerTests {
    @Test("two plans that would take the same new name: the first in path order keeps its plan, the second is left saying why")
    func newNamesAreClaimedInOrder() {
        var conversion = ConversionOptions()
        conversion.target = .cafIMA4
        let plans = ["a/tone.m4a", "a/tone.mp3", "a/other.mp3"].map { path in
            RepairPlan(
                path: path, work: .sound(conversion, output: FileName.replacingExtension(of: path, with: "caf")), intent: [],
                addressed: ["sound.container"], left: [])
        }
        let claimed = Fixer.claimingNewNames(plans)
        #expect(claimed.map { $0.work == nil } == [false, true, false])
        #expect(claimed[1].addressed.isEmpty)
        #expect(
            claimed[1].left == [
                LeftFinding(
                    rule: "sound.container",
                    reason: "a/tone.caf is also the new name of a/tone.m4a, which is renamed first; nothing is renamed over it")
            ])
    }

    @Test("a dry run writes nothing and says what the real run then does: a quiet sound levelled, a clipped square left as unrestorable")
    func dryRunIsTheRealRunRehearsed() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        for name in ["quiet.wav", "clipped.wav"] {
            try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/" + name), toPath: folder + "/" + name)
        }
        let before = try ["quiet.wav", "clipped.wav"].map { try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)) }
        var fixer = Fixer(checker: Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 2), options: RepairOptions())
        fixer.dryRun = true
        let dry = fixer.run(paths: [folder])
        #expect(try ["quiet.wav", "clipped.wav"].map { try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)) } == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["clipped.wav", "quiet.wav"])
        fixer.dryRun = false
        let real = fixer.run(paths: [folder])
        #expect(dry.files.map(\.status) == [.left, .planned] && real.files.map(\.status) == [.left, .repaired])
        for (planned, done) in zip(dry.files, real.files) {
            #expect(planned.path == done.path && planned.steps == done.steps && planned.left == done.left && planned.addressed == done.addressed)
        }
        #expect(dry.files[0].left.contains { $0.rule == "sound.clipping" && $0.reason.contains("cannot be restored") })
        #expect(dry.files[1].steps.contains { $0.hasPrefix("changed the loudness") })
    }
}
