import AlertPackCore
import ArgumentParser
import Foundation

extension ReportFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}

/// How a command that produces findings reports them: the options `check`, `package`, `verify`
/// and the linters share (`--format`, `--strict` and `--color` are the groups `OutputOptions`
/// is made of, in the order the help has always listed them). They fill a `CheckDelivery`, the
/// one place a check's output and exit code are decided.
struct ReportingOptions: ParsableArguments {
    @OptionGroup var formatOption: FormatOption<FindingsOutput>

    @Option(name: [.short, .long], help: "Write the report in --format to this file; the terminal keeps the text summary.")
    var output: String?

    @Option(help: "Also write a visual HTML report to this file.")
    var html: String?

    @OptionGroup var strictness: StrictOption<FindingsOutput>

    @Flag(name: .shortAndLong, help: "List passing files with no findings, and info findings, too (text).")
    var verbose = false

    @Option(
        help: ArgumentHelp(
            "Leave findings below this severity out of the report, in every format (text's default: warning; info with --verbose).",
            discussion: "The summary still counts them (their files' verdicts are unchanged), and so does the exit code.",
            valueName: "severity"))
    var minSeverity: Severity?

    @Flag(name: .shortAndLong, help: "No progress line on standard error.")
    var quiet = false

    @OptionGroup var colorOption: ColorOption

    var format: ReportFormat { formatOption.format }
    var strict: Bool { strictness.strict }

    /// The folder machine formats make paths relative to: the git work tree's top (what code
    /// scanning, GitLab and annotations resolve; the same wherever the checkout is), else here.
    static var baseDirectory: String {
        let here = FileManager.default.currentDirectoryPath
        return RepositoryRoot.of(here) ?? here
    }

    /// Configuration warnings: on standard error, and as annotations for `--format github`
    /// printed to standard output (where the runner reads workflow commands).
    func announce(_ warnings: [String], configPath: String?) {
        for warning in warnings {
            Output.error("alertpack: warning: \(warning)")
            if format == .github && output == nil {
                Output.write(GitHubReporter.configurationWarning(warning, configPath: configPath, baseDirectory: Self.baseDirectory))
            }
        }
    }

    /// Whether a report this run writes shows the files themselves: the checker then gathers
    /// their media beside each check.
    var showsMedia: Bool { html != nil || format.showsMedia }

    /// What these options ask for.
    var delivery: CheckDelivery {
        var report = ReportDelivery(format: format, output: output, baseDirectory: Self.baseDirectory)
        report.html = html
        report.verbose = verbose
        report.minimumSeverity = minSeverity
        report.style = colorOption.style
        return CheckDelivery(report: report, strict: strict, quiet: quiet)
    }

    /// Checks `plan` and writes its reports as files finish (`CheckDelivery.deliver`).
    func deliver(
        _ plan: Checker.Plan, checker: Checker, command: String = "check", baseline: BaselineOptions? = nil, summaryOnly: Bool = false,
        notifications: PreviewBatch? = nil
    ) throws -> Int32 {
        try delivery.deliver(plan, checker: checker, command: command, baseline: baseline, summaryOnly: summaryOnly, notifications: notifications)
    }

    /// Prints or writes a report already in memory (`CheckDelivery.deliver`).
    func deliver(_ report: CheckReport, summaryOnly: Bool = false) throws -> Int32 {
        try delivery.deliver(report, summaryOnly: summaryOnly)
    }
}
