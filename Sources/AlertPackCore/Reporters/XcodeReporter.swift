/// Xcode's issue format (`path: error: message [rule]`), for a Run Script build phase: Xcode
/// shows each line in its issue navigator.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public init(options: ReporterOptions) {}

    public mutating func header(_ run: ReportRun) -> String { "" }
    public mutating func footer(_ run: ReportRun) -> String { "" }

    public mutating func file(_ file: FileReport) -> String {
        var out = ""
        for finding in file.findings {
            let kind: String
            switch finding.severity {
            case .error: kind = "error"
            case .warning: kind = "warning"
            case .info: kind = "note"
            }
            let message = finding.message.replacingOccurrences(of: "\n", with: " ")
            out += "\(file.path): \(kind): \(message) [\(finding.rule)]\n"
        }
        return out
    }
}
