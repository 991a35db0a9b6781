import Foundation
import Testing

@testable import AlertPackCore

/// SARIF's partial fingerprints of twins (one rule, one file, no subject: one identity): the
/// second one's position among them is the same whatever a baseline, `suppress:`, `--strict` or
/// `--min-severity` did to the report, so code scanning never moves an alert from one to the other.
struct SARIFFingerprintTests {
    /// Fingerprint by message, from the SARIF of `report`.
    static func fingerprints(_ report: FileReport) throws -> [String: String] {
        var reporter = SARIFReporter(options: ReporterOptions(baseDirectory: "/work/app"))
        let run = ReportRun(command: "check", preset: "ios")
        let text = reporter.header(run) + reporter.file(report) + reporter.footer(run)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try #require((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        var byMessage: [String: String] = [:]
        for result in results {
            let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
            byMessage[message] = (result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey]
        }
        return byMessage
    }

    static func report(_ findings: [Finding], suppressed: [SuppressedFinding] = []) -> FileReport {
        var report = FileReport(path: "/work/app/Sounds/a.caf", kind: .sound, facts: .none, findings: findings)
        report.suppressed = suppressed
        return report
    }

    @Test("twins' fingerprints are the same with and without a baseline holding one, with --strict, and with --min-severity")
    func twinsKeepTheirFingerprints() throws {
        // One rule, no subject, fired twice: an error and a warning, their messages with measured values.
        let first = Finding(rule: "sound.duration", severity: .error, message: "plays 31.00 s; must be under 30 s")
        let second = Finding(rule: "sound.duration", severity: .warning, message: "ends 0.25 s after its last sound")
        let plain = try Self.fingerprints(Self.report([first, second]))
        #expect(plain.count == 2 && Set(plain.values).count == 2, "\(plain)")
        for held in [first, second] {
            let kept = [first, second].filter { $0 != held }
            let baselined = try Self.fingerprints(Self.report(kept, suppressed: [SuppressedFinding(held, kind: .baseline)]))
            #expect(baselined == plain, "baseline holding \(held.message)")
            let suppressed = try Self.fingerprints(Self.report(kept, suppressed: [SuppressedFinding(held, kind: .config(reason: "why"))]))
            #expect(suppressed == plain)
        }
        // --strict: both errors; other measured values: the same fingerprints.
        var strict = second
        strict.severity = .error
        var longer = first
        longer.message = "plays 45.50 s; must be under 30 s"
        let escalated = try Self.fingerprints(Self.report([longer, strict]))
        #expect(escalated[longer.message] == plain[first.message] && escalated[strict.message] == plain[second.message], "\(escalated)")
        // --min-severity error: the warning left out, the error keeps its fingerprint.
        let shown = Self.report([first, second]).showing(atLeast: .error)
        #expect(try Self.fingerprints(shown) == [first.message: try #require(plain[first.message])])
    }
}
