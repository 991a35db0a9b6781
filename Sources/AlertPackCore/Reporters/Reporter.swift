/// Renders a check report in one output format. Adding a format means adding one type and one
/// line in `Reporters.all`.
public protocol Reporter: Sendable {
    /// The `--format` value that selects it.
    static var identifier: String { get }
    init(options: ReporterOptions)
    func render(_ report: CheckReport) -> String
}

/// What a reporter may need besides the report.
public struct ReporterOptions: Sendable {
    /// ANSI colour (text only).
    public var style: TerminalStyle = .plain
    /// List passing files with no findings too (text only).
    public var verbose = true
    /// The folder paths are made relative to (GitHub annotations, SARIF).
    public var baseDirectory: String

    public init(style: TerminalStyle = .plain, verbose: Bool = true, baseDirectory: String) {
        self.style = style
        self.verbose = verbose
        self.baseDirectory = baseDirectory
    }
}

/// Every output format, by `--format` name.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, JUnitReporter.self, SARIFReporter.self, GitHubReporter.self, XcodeReporter.self,
    ]

    public static var identifiers: [String] { all.map { $0.identifier } }

    public static func make(_ identifier: String, options: ReporterOptions) -> (any Reporter)? {
        all.first { $0.identifier == identifier }.map { $0.init(options: options) }
    }
}
