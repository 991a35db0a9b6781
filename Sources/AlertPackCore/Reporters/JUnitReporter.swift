/// JUnit XML for Jenkins and GitLab: one test suite per run, one test case per file, a
/// `<failure>` per error finding; warnings and notes go to the test case's `<system-out>`.
/// The counts come first in JUnit, so the files' parts wait in a temporary file.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let summaryFirst = true

    public init(options: ReporterOptions) {}

    public mutating func header(_ run: ReportRun) -> String {
        let summary = run.summary ?? CheckReport.Summary()
        let suite = "alertpack \(run.command) (preset \(run.preset))"
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"alertpack\" tests=\"\(summary.files)\" failures=\"\(summary.fail)\" errors=\"0\" skipped=\"0\">\n"
        out += "  <testsuite name=\"\(XML.escape(suite))\" tests=\"\(summary.files)\" failures=\"\(summary.fail)\" errors=\"0\" skipped=\"0\">\n"
        return out
    }

    public mutating func file(_ file: FileReport) -> String {
        var out = "    <testcase classname=\"alertpack.\(file.kind.rawValue)\" name=\"\(XML.escape(file.path))\" file=\"\(XML.escape(file.path))\">\n"
        for finding in file.findings where finding.severity == .error {
            out += "      <failure type=\"\(finding.rule)\" message=\"\(XML.escape(finding.rule + ": " + finding.message))\">"
            out += XML.escape(finding.message + (finding.fix.map { "\nfix: " + $0.text } ?? ""))
            out += "</failure>\n"
        }
        let notes = file.findings.filter { $0.severity != .error }
        if !notes.isEmpty {
            let text = notes.map { "\($0.severity.rawValue) \($0.rule): \($0.message)" + ($0.fix.map { "\n  fix: " + $0.text } ?? "") }
            out += "      <system-out>\(XML.escape(text.joined(separator: "\n")))</system-out>\n"
        }
        return out + "    </testcase>\n"
    }

    public mutating func footer(_ run: ReportRun) -> String {
        "  </testsuite>\n</testsuites>\n"
    }
}
