import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `fix --dry-run` against `fix` itself: on a copy of every fix corpus, the dry run must write
/// nothing and say, file for file and step for step, what the real run then does.
extension FixTests {
    /// The fix corpus (`scripts/make-fix-fixtures.py`) with clipped sounds in IMA4 CAF beside it,
    /// written by `convert` (the case a plan alone got wrong: IMA4 keeps no run restorable).
    static func fixturesWithIMA4Clipping() throws -> String {
        let root = try fixtures()
        for (source, name) in [
            (TestSupport.repositoryPath("Samples/sounds/clipped.wav"), "clipped-square"), (root + "/sounds/clipped-sine.wav", "clipped-sine"),
        ] {
            let converted = try TestSupport.alertpack(["convert", source, "-o", root + "/sounds/\(name)-ima4.caf"])
            try #require(converted.status == 0, "\(converted.stdout)\(converted.stderr)")
        }
        return root
    }

    /// The dry run on `root` (checked to change nothing), then the real run: both reports.
    static func rehearsed(_ options: [String], in root: String) throws -> (dry: FixOutput, real: FixOutput, dryText: String) {
        let before = try tree(root)
        let (_, dry) = try fix(["--dry-run"] + options + ["."], in: root)
        let dryText = try TestSupport.alertpack(["fix", "--dry-run", "--color", "never"] + options + ["."], in: root).stdout
        #expect(try tree(root) == before, "the dry run changed a file")
        let (_, real) = try fix(options + ["."], in: root)
        return (dry, real, dryText)
    }

    /// Each file the same in both reports: its status (planned for repaired), steps, what was
    /// addressed and left (and why), its new name, what names it, and its error.
    static func expectSameSteps(_ dry: FixOutput, _ real: FixOutput, _ label: String) {
        #expect(dry.dryRun && !real.dryRun)
        #expect(dry.files.map(\.path) == real.files.map(\.path), "\(label): not the same files")
        for (planned, done) in zip(dry.files, real.files) {
            var said = planned
            said.status = planned.status == "planned" ? "repaired" : planned.status
            #expect(planned.status != "repaired", "\(label): a dry run repaired \(planned.path)")
            #expect(said == done, "\(label): the dry run said\n\(said)\nfix did\n\(done)")
        }
        #expect(dry.before == real.before)
    }

    @Test(
        "fix --dry-run says what fix does, step for step, on every fixture (Samples and the fix corpus with clipped IMA4 CAFs), with and without --rename and --background",
        arguments: [[String](), ["--rename", "--background", "white"]])
    func dryRunSaysWhatFixDoes(options: [String]) throws {
        for label in ["Samples", "fix corpus"] {
            let root = try label == "Samples" ? Self.copy(TestSupport.repositoryPath("Samples")) : Self.fixturesWithIMA4Clipping()
            defer { TestSupport.remove(FileName.parent(of: root)) }
            let (dry, real, text) = try Self.rehearsed(options, in: root)
            Self.expectSameSteps(dry, real, "\(label) \(options)")
            #expect(
                dry.files.contains { $0.status == "planned" } && dry.files.contains { $0.status == "left" }, "\(label): \(dry.files.map(\.status))")
            if label == "Samples" && options.contains("--rename") {
                // Two sounds that need the same new name: the first in path order gets it, in both runs.
                let second = dry.file(endingWith: "attachments/tone.mp3")
                #expect(
                    second?.status == "left" && second?.left.contains { $0.reason.contains("is also the new name of") } == true,
                    "\(String(describing: second))")
            }
            for file in dry.files where file.status == "planned" {
                for step in file.steps { #expect(text.contains("  · \(step)\n"), "\(label): the text does not say \(step)") }
            }
        }
    }

    @Test(
        "a clipped sound in IMA4 CAF: the dry run says it cannot be restored, as fix then leaves it; a clipped PCM sine is planned with its declipping and level steps, as fix repairs it"
    )
    func dryRunOfClippedSounds() throws {
        let root = try Self.fixturesWithIMA4Clipping()
        defer { TestSupport.remove(FileName.parent(of: root)) }
        let (dry, real, text) = try Self.rehearsed([], in: root)
        Self.expectSameSteps(dry, real, "clipped")
        for name in ["clipped-square-ima4.caf", "clipped-sine-ima4.caf"] {
            let file = try #require(dry.file(endingWith: name))
            #expect(file.status == "left" && file.steps.isEmpty, "\(file)")
            #expect(file.left.contains { $0.rule == "sound.clipping" && $0.reason.contains("cannot be restored") }, "\(file.left)")
            #expect(!text.contains(name + "  WOULD REPAIR"), "\(text)")
        }
        let sine = try #require(dry.file(endingWith: "clipped-sine.wav"))
        #expect(sine.status == "planned" && sine.addressed.contains("sound.clipping"), "\(sine)")
        #expect(
            sine.steps.contains { $0.hasPrefix("restored 880 clipped runs") } && sine.steps.contains { $0.hasPrefix("changed the loudness") },
            "\(sine.steps)")
        #expect(real.file(endingWith: "clipped-sine.wav")?.status == "repaired")
    }
}
