import Foundation

/// GitLab Code Quality (the `codequality` report artifact): a JSON array with one issue per
/// finding: description, check name (the rule id), a fingerprint, severity, and the file's path
/// relative to the repository with line 1 (assets have no lines). The fingerprint is the
/// SHA-256 of rule, path and message, so the same finding keeps its identity between pipelines
/// and GitLab can tell new findings from fixed ones.
public struct GitLabReporter: Reporter {
    public static let identifier = "gitlab"
    private let baseDirectory: String
    private var first = true

    public init(options: ReporterOptions) {
        baseDirectory = options.baseDirectory
    }

    public mutating func header(_ run: ReportRun) -> String { "[" }

    public mutating func file(_ file: FileReport) -> String {
        let path = AbsolutePath.relative(file.path, to: baseDirectory)
        var out = ""
        for finding in file.findings {
            let description = "\(finding.rule): \(finding.message)" + (finding.fix.map { " Fix: " + $0.text } ?? "")
            let issue = JSONValue.object([
                ("type", .string("issue")),
                ("check_name", .string(finding.rule)),
                ("description", .string(description)),
                ("categories", .array([.string("Bug Risk")])),
                ("severity", .string(finding.severity.gitLabSeverity)),
                ("fingerprint", .string(FileDigest.sha256(Data((finding.rule + "\u{0}" + path + "\u{0}" + finding.message).utf8)))),
                ("location", .object([("path", .string(path)), ("lines", .object([("begin", .int(1))]))])),
            ])
            out += (first ? "\n  " : ",\n  ") + issue.serialized(indent: 1)
            first = false
        }
        return out
    }

    public mutating func footer(_ run: ReportRun) -> String { first ? "]\n" : "\n]\n" }
}
