/// Renders a check report in one output format, piece by piece: a header, one part per file in
/// path order, a footer. Reports are written as files finish, so a run of any size holds only
/// a few file reports at a time. Adding a format means adding one type and one case in
/// `ReportFormat`.
public protocol Reporter: Sendable {
    /// The `--format` value that selects it.
    static var identifier: String { get }
    /// Whether `header` needs the run's summary (counts at the top). The writer then keeps the
    /// files' parts in a temporary file until the end, not in memory.
    static var summaryFirst: Bool { get }
    init(options: ReporterOptions)
    /// Before the first file. `run.summary` is set only for `summaryFirst` formats.
    mutating func header(_ run: ReportRun) -> String
    /// One file's part.
    mutating func file(_ file: FileReport) -> String
    /// After the last file; `run.summary` is set.
    mutating func footer(_ run: ReportRun) -> String
}

extension Reporter {
    public static var summaryFirst: Bool { false }

    /// The whole report at once, for a report already in memory: the same bytes as writing it
    /// piece by piece.
    public func render(_ report: CheckReport) -> String {
        var reporter = self
        let run = ReportRun(report)
        var headerRun = run
        if !Self.summaryFirst { headerRun.summary = nil }
        var out = reporter.header(headerRun)
        for file in report.files { out += reporter.file(file) }
        return out + reporter.footer(run)
    }
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

/// Every output format, by its `--format` name. The switch is exhaustive: a new format is a
/// new reporter type and a new case here, and the compiler finds every place that must know.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, junit, sarif, github, xcode, html, gitlab, checkstyle

    /// The reporter type that renders this format.
    public var reporterType: any Reporter.Type {
        switch self {
        case .text: return TextReporter.self
        case .json: return JSONReporter.self
        case .junit: return JUnitReporter.self
        case .sarif: return SARIFReporter.self
        case .github: return GitHubReporter.self
        case .xcode: return XcodeReporter.self
        case .html: return HTMLReporter.self
        case .gitlab: return GitLabReporter.self
        case .checkstyle: return CheckstyleReporter.self
        }
    }

    public func reporter(options: ReporterOptions) -> any Reporter {
        reporterType.init(options: options)
    }

    /// Whether the format shows the files themselves (images, waveforms), which the checker
    /// then gathers beside each check (`Checker.collectsMedia`).
    public var showsMedia: Bool { self == .html }
}
