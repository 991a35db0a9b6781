import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The hostile corpus (`scripts/make-hostile-corpus.py`) in process: values that trap C
/// libraries, budgets, files that are no regular file, parser bombs, numbers no reader holds,
/// zips that are none. Every command under time and memory limits is HostileInputCommandTests'.
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

    @Test(
        "not regular files are reported as what they are, never read",
        arguments: [
            ("special/fifo.wav", "a FIFO"), ("special/zero.wav", "a character device"), ("special/link-to-fifo.caf", "a FIFO"),
            ("special/fifo.png", "a FIFO"),
        ])
    func notRegularFiles(_ name: String, _ what: String) throws {
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [HostileCorpus.folder + "/" + name])
        #expect(report.exitCode(strict: false) == 1)
        let messages = report.files.flatMap(\.findings).map(\.message)
        #expect(messages.contains { $0.contains("not a regular file: it is \(what)") }, "\(messages)")
    }

    @Test(
        "Contents.json that is a folder, a device or a FIFO is reported as such, not as missing",
        arguments: [
            ("catalogs/ContentsIsFolder.appiconset", "a folder"), ("catalogs/ContentsIsDevice.appiconset", "a character device"),
            ("special/Fifo.appiconset", "a FIFO"),
        ])
    func contentsNotAFile(_ set: String, _ what: String) throws {
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [HostileCorpus.folder + "/" + set])
        let messages = report.files.flatMap(\.findings).map(\.message)
        #expect(messages.contains { $0.contains("Contents.json cannot be read: not a regular file: it is \(what)") }, "\(messages)")
    }

    @Test(
        "parser bombs are refused in the user's terms",
        arguments: [
            ("actions/deep.json", "nested more than 64 levels deep"), ("actions/flow-deep.yml", "nested more than 64 levels deep"),
            ("actions/deep.yml", "indented more than 256 columns"), ("actions/billion-laughs.yml", "more than 64 YAML aliases"),
        ])
    func parserBombs(_ name: String, _ expected: String) throws {
        #expect(
            performing: { try ActionsReader.read(path: HostileCorpus.folder + "/" + name) },
            throws: { error in
                (error as? AlertPackError)?.message.contains(expected) == true
            })
    }

    @Test("a number no JSON reader holds is named without talking about Swift")
    func hugeNumbers() throws {
        let report = PayloadLinter(configuration: try TestSupport.defaultConfiguration()).lintPayloads(paths: [
            HostileCorpus.folder + "/payloads/long-integer.json", HostileCorpus.folder + "/payloads/huge-number.json",
        ])
        let messages = report.files.flatMap(\.findings).map(\.message)
        #expect(messages.count >= 2 && messages.allSatisfy { $0.contains("is too large for any JSON reader to hold") }, "\(messages)")
        #expect(!messages.contains { $0.contains("Swift") })
    }

    @Test(
        "a zip that is not one is named in a zip's terms",
        arguments: [
            ("empty", [UInt8](), "the file is empty"), ("text", Array("not a zip".utf8), "does not start as a zip does"),
            ("cut", [0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 100), "the central directory) is missing"),
        ])
    func zipMessages(_ name: String, _ bytes: [UInt8], _ expected: String) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try TestSupport.write(bytes, to: folder + "/\(name).zip")
        // The reader refuses it; the words verify says come from the diagnosis.
        #expect(throws: AlertPackError.self) { try ZipReader(path: folder + "/\(name).zip") }
        let diagnosis = PackageArchive.diagnose(folder + "/\(name).zip")
        #expect(diagnosis.contains(expected) && !diagnosis.contains("ZIPFoundation"), "\(diagnosis)")
    }
}
