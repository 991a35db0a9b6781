import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The report model (Model/): severities order and code as their words, a verdict follows the
/// worst finding, a summary counts verdicts, and a check of the Samples keeps those laws.
struct ReportModelTests {
    @Test("severities order info < warning < error and code as their words; a level is a severity or off")
    func severityCoding() throws {
        #expect(Severity.allCases.sorted() == [.info, .warning, .error])
        let encoded = try JSONEncoder().encode(Severity.allCases)
        #expect(String(decoding: encoded, as: UTF8.self) == #"["info","warning","error"]"#)
        #expect(try JSONDecoder().decode([Severity].self, from: encoded) == Severity.allCases)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Severity.self, from: Data(#""fatal""#.utf8)) }
        #expect(RuleLevel(text: "off") == .off && RuleLevel(text: "warning") == .on(.warning) && RuleLevel(text: "Warning") == nil)
        for level in [RuleLevel.off, .on(.info), .on(.warning), .on(.error)] { #expect(RuleLevel(text: level.text) == level) }
    }

    @Test("a verdict is the worst finding's: fail on an error, warn on a warning, else pass; it codes as its word")
    func verdicts() throws {
        func finding(_ severity: Severity) -> Finding { Finding(rule: "sound.duration", severity: severity, message: "m") }
        #expect(Verdict(findings: []) == .pass)
        #expect(Verdict(findings: [finding(.info)]) == .pass)
        #expect(Verdict(findings: [finding(.info), finding(.warning)]) == .warn)
        #expect(Verdict(findings: [finding(.warning), finding(.error), finding(.info)]) == .fail)
        #expect(try JSONDecoder().decode(Verdict.self, from: JSONEncoder().encode(Verdict.warn)) == .warn)
        #expect(
            try JSONDecoder().decode([AssetKind].self, from: Data(#"["icon-set", "icon-bundle", "sound"]"#.utf8)) == [.iconSet, .iconBundle, .sound])
    }

    @Test("a file's verdict counts findings held below --min-severity; the summary counts every verdict once")
    func summaryOfTheSamples() throws {
        let report = TestSupport.samplesReport
        #expect(report.files.count > 20)
        var summary = CheckReport.Summary()
        for file in report.files { summary.add(file) }
        #expect(summary.files == report.files.count)
        #expect(summary.pass + summary.warn + summary.fail == summary.files)
        #expect(summary.fail == report.files.filter { $0.verdict == .fail }.count)
        #expect(summary == report.summary)
        for file in report.files { #expect(file.verdict == Verdict(findings: file.findings + file.belowMinimum), "\(file.path)") }
        #expect(report.exitCode(strict: false) == (summary.fail > 0 ? 1 : 0))
        #expect(report.exitCode(strict: true) == (summary.fail + summary.warn > 0 ? 1 : 0))
    }
}
