import Foundation

/// Xcode's issue format (`path: error: message [rule]`), for a Run Script build phase: Xcode
/// shows each line in its issue navigator.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public init(options: ReporterOptions) {}

    public mutating func header(_ run: ReportRun) -> String { "" }
    public mutating func footer(_ run: ReportRun) -> String { "" }

    /// Control characters (newline, carriage return, tab, ...) written as escapes.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        return text.unicodeScalars.map { scalar -> String in
            guard scalar.properties.generalCategory == .control else { return String(scalar) }
            switch scalar {
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            default: return String(format: "\\x%02X", scalar.value)
            }
        }.joined()
    }

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
