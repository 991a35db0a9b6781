/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per finding,
/// with the file relative to the workspace (annotations need repository paths).
public struct GitHubReporter: Reporter {
    public static let identifier = "github"
    private let baseDirectory: String

    public init(options: ReporterOptions) {
        baseDirectory = options.baseDirectory
    }

    public mutating func header(_ run: ReportRun) -> String { "" }
    public mutating func footer(_ run: ReportRun) -> String { "" }

    public mutating func file(_ file: FileReport) -> String {
        var out = ""
        let path = VisibleText.of(AbsolutePath.relative(file.path, to: baseDirectory))
        for finding in file.findings {
            let command = finding.severity.annotationLevel(info: "notice")
            // The one line break is ours; everything a file or its name brings is made visible.
            let message = VisibleText.of(finding.message) + (finding.fix.map { "\nFix: " + VisibleText.of($0.text) } ?? "")
            out += "::\(command) file=\(Self.property(path)),title=\(Self.property("alertpack " + finding.rule))::\(Self.data(message))\n"
        }
        return out
    }

    /// A configuration warning (an unknown key, a suppression that matches nothing) as an
    /// annotation on the config file, or on no file when there is none.
    public static func configurationWarning(_ warning: String, configPath: String?, baseDirectory: String) -> String {
        // A warning about a place in the config starts "FILE:LINE:COLUMN: " (FILE named from the
        // working folder): the annotation points at that line, its file named from the base.
        if let place = ConfigPlace(warning) {
            let file = "file=" + property(VisibleText.of(AbsolutePath.relative(place.file, to: baseDirectory)))
            return "::warning \(file),line=\(place.line),col=\(place.column),title=\(property("alertpack configuration"))::"
                + "\(data(VisibleText.of(place.message)))\n"
        }
        let file = configPath.map { "file=" + property(VisibleText.of(AbsolutePath.relative($0, to: baseDirectory))) + "," } ?? ""
        return "::warning \(file)title=\(property("alertpack configuration"))::\(data(VisibleText.of(warning)))\n"
    }

    /// The "FILE:LINE:COLUMN: message" a configuration warning starts with, when it has one.
    struct ConfigPlace {
        let file: String
        let line: Int
        let column: Int
        let message: String

        init?(_ warning: String) {
            guard let end = warning.range(of: ": ") else { return nil }
            let head = warning[..<end.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard head.count >= 3, let line = Int(head[head.count - 2]), let column = Int(head[head.count - 1]),
                line > 0, column > 0, head.count > 3 || !head[0].isEmpty
            else { return nil }
            self.file = head.dropLast(2).joined(separator: ":")
            self.line = line
            self.column = column
            self.message = String(warning[end.upperBound...])
        }
    }

    /// Escaping for the message part of a workflow command.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escaping for a property value (also `:` and `,`).
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
