import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The `alertpack` binary as a pipeline and a designer use it: exit codes, formats, determinism.
struct CommandLineTests {
    static let good = "Samples/sounds/chime.caf"

    static let warns = "Samples/sounds/late-start.wav"

    static let fails = "Samples/sounds/too-long.caf"

    @Test("exit codes: 0 pass, 1 errors, 1 warnings with --strict, 2 usage and I/O problems")
    func exitCodes() throws {
        #expect(try TestSupport.alertpack(["check", Self.good]).status == 0)
        #expect(try TestSupport.alertpack(["check", Self.warns]).status == 0)
        #expect(try TestSupport.alertpack(["check", Self.warns, "--strict"]).status == 1)
        #expect(try TestSupport.alertpack(["check", Self.fails]).status == 1)
        let missing = try TestSupport.alertpack(["check", Self.good, "no/such/file.wav"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no/such/file.wav: no such file or folder"))
        #expect(missing.stdout.contains("1 file checked"), "the other files are still checked")
        #expect(try TestSupport.alertpack(["check", Self.good, "--format", "yaml"]).status == 2)
        #expect(try TestSupport.alertpack(["check"]).status == 2)
        #expect(try TestSupport.alertpack(["check", Self.good, "--bogus"]).status == 2)
        #expect(try TestSupport.alertpack(["check", Self.good, "--preset", "symbian"]).status == 2)
        #expect(try TestSupport.alertpack(["check", Self.good, "--jobs", "0"]).status == 2)
        #expect(try TestSupport.alertpack(["--help"]).status == 0)
    }

    @Test("the output format never changes the exit code", arguments: [Self.good, Self.warns, Self.fails])
    func formatKeepsExitCode(_ path: String) throws {
        for strict in [false, true] {
            let extra = strict ? ["--strict"] : []
            let text = try TestSupport.alertpack(["check", path] + extra)
            let json = try TestSupport.alertpack(["check", path, "--format", "json"] + extra)
            #expect(text.status == json.status)
        }
    }

    @Test("JSON output follows the contract")
    func jsonContract() throws {
        let result = try TestSupport.alertpack(["check", "Samples", "--format", "json"])
        let json = try CheckOutput.of(result)
        #expect(json.schemaVersion == 1)
        #expect(json.tool.name == "alertpack")
        #expect(json.preset == "ios")
        let paths = json.files.map(\.path)
        #expect(paths == paths.sorted())
        #expect(json.summary.files == json.files.count)
        #expect(json.summary.pass + json.summary.warn + json.summary.fail == json.files.count)
        let facts = try #require(json.file(endingWith: "chime.caf")?.facts)
        #expect(facts.container == "caf")
        #expect(facts.codec == "ima4")
        #expect(facts.sampleRate == 22050)
        #expect(facts.channels == 1)
        #expect(facts.bitsPerChannel == 16)
        #expect(facts.frames == 22080)
        #expect(facts.duration == 1.001361)
        let tooLong = try #require(json.file(endingWith: "too-long.caf"))
        #expect(tooLong.verdict == "fail")
        let finding = try #require(tooLong.findings.first)
        #expect(finding.rule == "sound.duration")
        #expect(finding.severity == "error")
        #expect(finding.message == "31.00 s; must be under 30 s")
        #expect(finding.fix?.isEmpty == false)
    }

    @Test("the same input gives byte-identical output, whatever --jobs is")
    func deterministic() throws {
        for format in ["text", "json"] {
            let one = try TestSupport.alertpack(["check", "Samples", "--format", format, "--jobs", "1"])
            let many = try TestSupport.alertpack(["check", "Samples", "--format", format, "--jobs", "4"])
            let again = try TestSupport.alertpack(["check", "Samples", "--format", format])
            #expect(one.stdoutData == many.stdoutData)
            #expect(one.stdoutData == again.stdoutData)
        }
    }

    @Test("no colour when piped; colour on request")
    func colour() throws {
        #expect(try !TestSupport.alertpack(["check", Self.fails]).stdout.contains("\u{1B}["))
        #expect(try TestSupport.alertpack(["check", Self.fails, "--color", "always"]).stdout.contains("\u{1B}[31m"))
    }

    @Test("--output writes the same report as standard output would, atomically")
    func outputFile() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try TestSupport.alertpack(["check", "Samples", "--format", "json", "--output", folder + "/report.json"])
        let written = try Data(contentsOf: URL(fileURLWithPath: folder + "/report.json"))
        #expect(written == (try TestSupport.alertpack(["check", "Samples", "--format", "json"])).stdoutData)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.json"], "no temporary file is left")
        #expect(try TestSupport.alertpack(["check", "Samples", "--output", "/no/such/folder/r.txt"]).status == 2)
    }

    @Test("an installed copy of the binary carries its presets")
    func installedBinaryCarriesPresets() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.binary, toPath: folder + "/bin/alertpack")
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath(Self.fails), toPath: folder + "/x.caf")
        let result = try TestSupport.run(folder + "/bin/alertpack", ["check", "x.caf", "--preset", "ios"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("sound.duration"))
        let presets = try TestSupport.run(folder + "/bin/alertpack", ["presets"], in: folder)
        #expect(presets.stdout.contains("ios"))
    }

    @Test("rules lists every rule and explains one; presets --effective shows the merged values")
    func rulesAndPresets() throws {
        let list = try TestSupport.alertpack(["rules"])
        #expect(list.status == 0)
        for rule in RuleRegistry.descriptions { #expect(list.stdout.contains(rule.id)) }
        let one = try TestSupport.alertpack(["rules", "sound.silence"])
        #expect(one.stdout.contains("maxLeadingSeconds: 0.25"))
        #expect(try TestSupport.alertpack(["rules", "sound.nope"]).status == 2)
        let effective = try TestSupport.alertpack(["presets", "--effective"])
        #expect(effective.stdout.contains("sound.duration:\n    severity: error\n    cutMarginSeconds: 0.5\n    maxSeconds: 30"))
    }

    @Test("text names the file, the rule, the measured value, the limit and the fix")
    func textReport() throws {
        let result = try TestSupport.alertpack(["check", Self.fails])
        #expect(result.stdout.contains("Samples/sounds/too-long.caf  FAIL"))
        #expect(result.stdout.contains("sound.duration  31.00 s; must be under 30 s"))
        #expect(result.stdout.contains("fix: cut it to 29.50 s with a fade-out: `alertpack fix Samples/sounds/too-long.caf`"))
        #expect(result.stdout.contains("1 file checked with preset ios: 0 passed, 0 with warnings, 1 failed"))
    }
}
