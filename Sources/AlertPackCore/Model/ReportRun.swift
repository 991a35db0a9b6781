/// What a report says about the run besides its files.
public struct ReportRun: Sendable {
    /// The command that made it (`check`, `package`, `verify`, ...), for reports that name their run.
    public var command: String
    public var preset: String
    /// Files named on the command line that are not assets we check.
    public var skipped: [String]
    /// Paths that could not be read at all.
    public var problems: [String]
    /// The verdict counts; known at the end (and at the start for `summaryFirst` formats).
    public var summary: CheckReport.Summary?
    /// What measured notification text (`lint-payload`, `lint-actions`): a font, or columns and why.
    public var textMeasure: String?
    /// What `lint-payload --transport` read the payloads as (`fcm`, `webpush`); nil for APNs.
    public var transport: String?
    /// What `verify` proved of the package's identity (a good signature, a matching digest).
    public var proof: PackageProof?
    /// Payloads drawn on every surface (`report --payloads`), for the report's Notifications section.
    public var notifications: PreviewBatch?
    /// The least severity a format shows (`--min-severity`; the text format's default is
    /// warning), or nil when every finding is shown. Set by the writer for its own format.
    public var minimumSeverity: Severity?
    /// Findings below `minimumSeverity` left out of the report (at the end): still in every
    /// verdict and count.
    public var belowMinimum = 0

    public init(command: String, preset: String, skipped: [String] = [], problems: [String] = [], summary: CheckReport.Summary? = nil) {
        self.command = command
        self.preset = preset
        self.skipped = skipped
        self.problems = problems
        self.summary = summary
    }

    public init(_ report: CheckReport) {
        self.init(command: report.command, preset: report.preset, skipped: report.skipped, problems: report.problems, summary: report.summary)
        textMeasure = report.textMeasure
        transport = report.transport
        proof = report.proof
    }

    /// 0: no errors; 1: errors (or warnings when `strict`); 2: a path could not be read.
    public func exitCode(strict: Bool) -> Int32 {
        if !problems.isEmpty { return 2 }
        let summary = self.summary ?? CheckReport.Summary()
        if summary.fail > 0 || (strict && summary.warn > 0) { return 1 }
        return 0
    }
}
