/// What a check's report is written as, and where: the format on standard output or into a file
/// (the terminal then gets the text report), the visual HTML report beside it, and the least
/// severity each shows. The command line fills it from its output options; a program that runs
/// a check fills it itself and gets the same writers.
public struct ReportDelivery: Sendable {
    /// The format of the main report.
    public var format: ReportFormat = .text
    /// The file the main report goes into; standard output when nil.
    public var output: String?
    /// A visual HTML report written as well.
    public var html: String?
    /// List passing files and info findings in the text report too.
    public var verbose = false
    /// Findings below it are left out of every report (their verdicts and counts still hold
    /// them); by default text shows warnings and up (info too when verbose), the other formats all.
    public var minimumSeverity: Severity?
    /// Colour for what reaches the terminal as text.
    public var style: TerminalStyle = .plain
    /// The folder machine formats make paths relative to.
    public var baseDirectory: String
    /// Nothing on standard output: only the files asked for are written.
    public var summaryOnly = false

    public init(format: ReportFormat = .text, output: String? = nil, baseDirectory: String) {
        self.format = format
        self.output = output
        self.baseDirectory = baseDirectory
    }

    /// The least severity the text format shows.
    public var textMinimum: Severity { minimumSeverity ?? (verbose ? .info : .warning) }

    /// The least severity `format` shows.
    public func minimum(for format: ReportFormat) -> Severity { format == .text ? textMinimum : minimumSeverity ?? .info }

    /// Whether a report written shows the files themselves: the checker then gathers their
    /// media beside each check.
    public var showsMedia: Bool { html != nil || format.showsMedia }

    /// The writers of this delivery, in the order they write: the format into `output` (the
    /// terminal then gets the text report, unless `summaryOnly`) or to standard output, then
    /// the HTML report.
    public func writers() throws(AlertPackError) -> [ReportWriter] {
        var writers: [ReportWriter] = []
        if let output {
            writers.append(
                try ReportWriter(
                    reporter: format.reporter(options: ReporterOptions(verbose: verbose, baseDirectory: baseDirectory)),
                    destination: .file(output), minimumSeverity: minimum(for: format)))
            if !summaryOnly {
                writers.append(
                    try ReportWriter(
                        reporter: TextReporter(style: style, verbose: verbose), destination: .standardOutput, minimumSeverity: textMinimum))
            }
        } else if !summaryOnly {
            writers.append(
                try ReportWriter(
                    reporter: format.reporter(options: ReporterOptions(style: style, verbose: verbose, baseDirectory: baseDirectory)),
                    destination: .standardOutput, minimumSeverity: minimum(for: format)))
        }
        if let html { writers.append(try ReportWriter(reporter: HTMLReporter(), destination: .file(html), minimumSeverity: minimum(for: .html))) }
        return writers
    }
}
