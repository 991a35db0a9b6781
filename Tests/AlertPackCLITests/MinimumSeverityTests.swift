import AlertPackTestSupport
import Foundation
import Testing

/// Signal above noise: the text format leaves info findings out unless --verbose or
/// --min-severity info; --min-severity leaves findings below it out of every format; the
/// summary and the exit code still count them.
@Suite(TestSupport.needs("python3"))
struct MinimumSeverityTests {
    /// too-long.caf: an error (sound.duration) and an info finding (sound.long); late-start.wav
    /// has warnings.
    static let files = ["Samples/sounds/too-long.caf", "Samples/sounds/late-start.wav"]

    static func text(_ extra: [String]) throws -> TestSupport.ProcessResult {
        try TestSupport.alertpack(["check", "--color", "never"] + files + extra)
    }

    @Test("text: info findings only with --verbose or --min-severity info; the summary line says how many were left out")
    func text() throws {
        let plain = try Self.text([])
        #expect(plain.status == 1)
        #expect(plain.stdout.contains("error    sound.duration"))
        #expect(!plain.stdout.contains("sound.long"), "\(plain.stdout)")
        #expect(
            plain.stdout.contains("2 files checked with preset ios: 0 passed, 1 with warnings, 1 failed; 1 info finding not shown"), "\(plain.stdout)"
        )
        for shown in [["--verbose"], ["--min-severity", "info"]] {
            let all = try Self.text(shown)
            #expect(all.stdout.contains("info     sound.long"), "\(shown)")
            #expect(!all.stdout.contains("not shown"), "\(shown)")
        }
        // Errors only: the warned file is still counted as one with warnings, and --strict still fails on it.
        let errors = try Self.text(["--min-severity", "error"])
        #expect(!errors.stdout.contains("warning  "))
        #expect(errors.stdout.contains("0 passed, 1 with warnings, 1 failed; "))
        let strict = try TestSupport.alertpack(["check", "Samples/sounds/late-start.wav", "--min-severity", "error", "--strict"])
        #expect(strict.status == 1)
        #expect(try TestSupport.alertpack(["check", "Samples/sounds/late-start.wav", "--min-severity", "error"]).status == 0)
        // With --output the terminal summary follows the same rule.
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let written = try TestSupport.alertpack(["check", "--format", "json", "-o", folder + "/r.json", "--color", "never"] + Self.files)
        #expect(!written.stdout.contains("sound.long"))
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/r.json"))) as? [String: Any]
        let files = document?["files"] as? [[String: Any]] ?? []
        #expect(files.flatMap { $0["findings"] as? [[String: Any]] ?? [] }.contains { $0["rule"] as? String == "sound.long" })
    }

    @Test("--min-severity leaves findings below it out of every format; verdicts, counts and exit codes stay", arguments: ReportFormatName.all)
    func everyFormat(_ format: ReportFormatName) throws {
        let all = try TestSupport.alertpack(["check", "--format", format.rawValue] + Self.files)
        let errors = try TestSupport.alertpack(["check", "--format", format.rawValue, "--min-severity", "error"] + Self.files)
        #expect(errors.status == all.status)
        // SARIF lists every rule in its catalogue: only its results count here.
        func reported(_ result: TestSupport.ProcessResult) throws -> String {
            guard format == .sarif else { return result.stdout }
            let results = try SARIFCodeScanningTests.results(result.stdoutData)
            return results.compactMap { $0["ruleId"] as? String }.joined(separator: " ")
        }
        let before = try reported(all), after = try reported(errors)
        #expect(before.contains("sound.long") && before.contains("sound.silence"), "\(format)")
        #expect(!after.contains("sound.long") && !after.contains("sound.silence"), "\(format): \(after)")
        #expect(after.contains("sound.duration"), "\(format)")
        if format == .json {
            let output = try CheckOutput.of(errors)
            #expect(output.file(endingWith: "late-start.wav")?.verdict == "warn")
            #expect(output.file(endingWith: "late-start.wav")?.rules == [])
            #expect((output.summary.pass, output.summary.warn, output.summary.fail) == (0, 1, 1))
            let summary = (try JSONSerialization.jsonObject(with: errors.stdoutData) as? [String: Any])?["summary"] as? [String: Any]
            #expect((summary?["belowMinSeverity"] as? Int ?? 0) >= 2)
        }
        if format == .junit { #expect(errors.stdout.contains("tests=\"2\" failures=\"1\"")) }
    }

    enum ReportFormatName: String, CaseIterable, Sendable {
        case json, junit, sarif, github, xcode, gitlab, checkstyle
        static var all: [ReportFormatName] { allCases }
    }
}
