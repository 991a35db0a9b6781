/// Checkstyle XML, which Jenkins (warnings-ng), Bitbucket reports and reviewdog read: one
/// `<file>` per checked file, one `<error>` per finding with its severity (error, warning, info),
/// the message with its fix, and the rule id as `source`. Assets have no lines: line 1.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    private let baseDirectory: String

    public init(options: ReporterOptions) {
        baseDirectory = options.baseDirectory
    }

    public mutating func header(_ run: ReportRun) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"8.0\">\n"
    }

    public mutating func file(_ file: FileReport) -> String {
        let path = AbsolutePath.relative(file.path, to: baseDirectory)
        var out = "  <file name=\"\(XML.escape(path))\">\n"
        for finding in file.findings {
            let message = finding.message + (finding.fix.map { " Fix: " + $0.text } ?? "")
            out += "    <error line=\"1\" severity=\"\(finding.severity.annotationLevel(info: "info"))\" "
            out += "message=\"\(XML.escape(message))\" source=\"alertpack.\(XML.escape(finding.rule))\"/>\n"
        }
        return out + "  </file>\n"
    }

    public mutating func footer(_ run: ReportRun) -> String { "</checkstyle>\n" }
}
