import Foundation

/// Xcode's issue format (`path: error: message [rule]`), for a Run Script build phase: Xcode
/// shows each line in its issue navigator.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public init(options: ReporterOptions) {}

    public mutating func header(_ run: ReportRun) -> String { "" }
    public mutating func footer(_ run: ReportRun) -> String { "" }

    /// Control characters (newline, carriage return, tab, escape, ...) and bidirectional
    /// overrides written as escapes (`VisibleText`).
    static func oneLine(_ text: String) -> String { VisibleText.of(text) }

    public mutating func file(_ file: FileReport) -> String {
        var out = ""
        for finding in file.findings {
            let kind = finding.severity.annotationLevel(info: "note")
            // One issue a line: a newline in a file's name or a message must not start another.
            out += "\(Self.oneLine(file.path)): \(kind): \(Self.oneLine(finding.message)) [\(finding.rule)]\n"
        }
        return out
    }
}
