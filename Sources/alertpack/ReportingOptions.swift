import AlertPackCore
import ArgumentParser
import Foundation

extension ReportFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}

/// How a command that produces findings reports them: the options `check`, `package` and
/// `verify` share, and the one place their output and exit code are decided.
struct ReportingOptions: ParsableArguments {
    @Option(help: "Output format.")
    var format: ReportFormat = .text

    @Option(name: [.short, .long], help: "Write the report in --format to this file; the terminal keeps the text summary.")
    var output: String?

    @Option(help: "Also write a visual HTML report to this file.")
    var html: String?

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

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

    @Option(help: "Colour: auto (on a terminal), always, never.")
    var color: ColorChoice = .auto

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

    /// A progress line on standard error, for large batches on a terminal only.
    func progressMeter() -> ProgressMeter? {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
        return ProgressMeter()
    }

    /// The least severity the text format shows: info findings only with --verbose, unless
    /// --min-severity says.
    var textMinimum: Severity { minSeverity ?? (verbose ? .info : .warning) }

    /// The least severity `format` shows.
    func minimum(for format: ReportFormat) -> Severity { format == .text ? textMinimum : minSeverity ?? .info }

    /// Whether a report this run writes shows the files themselves: the checker then gathers
    /// their media beside each check.
    var showsMedia: Bool { html != nil || format.showsMedia }

    /// Checks `plan` and writes its reports as files finish: memory stays flat however many
    /// files there are, `--html` included (its parts wait in a temporary file for the counts).
    /// `summaryOnly`: the terminal gets one line naming the file written and the counts, instead
    /// of the text report (`report`).
    func deliver(
        _ plan: Checker.Plan, checker: Checker, command: String = "check", baseline: BaselineOptions? = nil, summaryOnly: Bool = false,
        notifications: PreviewBatch? = nil
    ) throws -> Int32 {
        var checker = checker
        checker.collectsMedia = showsMedia
        let meter = progressMeter()
        var progress: Checker.Progress?
        if let meter {
            progress = { @Sendable done, total, path in meter.update(done: done, total: total, path: path) }
        }
        var run = ReportRun(command: command, preset: checker.configuration.preset.name, skipped: plan.skipped, problems: plan.problems)
        run.notifications = notifications
        guard let baseline, baseline.isUsed else {
            return try deliver(run, progressMeter: meter, summaryOnly: summaryOnly) { each in
                try checker.run(plan, progress: progress, deliver: each)
            }
        }
        var filter = try baseline.filter()
        let code = try deliver(run, progressMeter: meter) { each in
            var summary = CheckReport.Summary()
            if baseline.baseline != nil { summary.baselined = 0 }
            try checker.run(plan, progress: progress) { report in
                let kept = filter.filter(report)
                summary.add(kept)
                try each(kept)
            }
            if baseline.baseline != nil { summary.baselined = filter.baselined }
            return summary
        }
        return try baseline.finish(filter, exitCode: code)
    }

    /// Prints or writes a report already in memory (its files carry their media when the
    /// checker that made it was asked for them). `summaryOnly`: nothing on standard output but
    /// the line naming the file written (`package --quiet`).
    func deliver(_ report: CheckReport, summaryOnly: Bool = false) throws -> Int32 {
        try deliver(ReportRun(report), progressMeter: nil, summaryOnly: summaryOnly) { each in
            var summary = CheckReport.Summary()
            for file in report.files {
                summary.add(file)
                try each(file)
            }
            return summary
        }
    }

    /// The one place output is decided: the format to standard output or to `--output` (then
    /// the terminal gets the text summary too), `--html`, problems on standard error, and the
    /// exit code (the format never changes it).
    private func deliver(
        _ run: ReportRun, progressMeter: ProgressMeter?, summaryOnly: Bool = false,
        files: (_ each: (FileReport) throws -> Void) throws -> CheckReport.Summary
    ) throws -> Int32 {
        // Paths in machine formats are relative to the repository: what code scanning, GitLab
        // and annotations resolve, and the same bytes wherever the checkout is.
        let base = Self.baseDirectory
        let style = TerminalStyle(enabled: color.enabled(default: Output.colorOnStandardOutput))
        var finished = run
        do {
            var writers: [ReportWriter] = []
            if let output {
                writers.append(
                    try ReportWriter(
                        reporter: format.reporter(options: ReporterOptions(verbose: verbose, baseDirectory: base)), destination: .file(output),
                        minimumSeverity: minimum(for: format)))
                if !summaryOnly {
                    writers.append(
                        try ReportWriter(
                            reporter: TextReporter(style: style, verbose: verbose), destination: .standardOutput, minimumSeverity: textMinimum))
                }
            } else if !summaryOnly {
                writers.append(
                    try ReportWriter(
                        reporter: format.reporter(options: ReporterOptions(style: style, verbose: verbose, baseDirectory: base)),
                        destination: .standardOutput, minimumSeverity: minimum(for: format)))
            }
            if let html { writers.append(try ReportWriter(reporter: HTMLReporter(), destination: .file(html), minimumSeverity: minimum(for: .html))) }
            for writer in writers {
                if let progressMeter { writer.beforeStandardOutput = { progressMeter.clear() } }
                try writer.begin(run)
            }
            finished.summary = try files { file in
                for writer in writers { try writer.add(file) }
            }
            for writer in writers { try writer.finish(finished) }
        } catch let error as AlertPackError {
            try fail(error)
        }
        if summaryOnly, let output {
            let summary = finished.summary ?? CheckReport.Summary()
            Output.write("Wrote \(output): \(summary.files) files, \(summary.pass) passed, \(summary.warn) with warnings, \(summary.fail) failed\n")
        }
        for problem in run.problems { Output.error("alertpack: \(problem)") }
        return finished.exitCode(strict: strict)
    }
}

/// Redraws one progress line on standard error, at most ten times a second.
final class ProgressMeter: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private var lastDraw = Date.distantPast
    /// Batches smaller than this finish before a progress line would help.
    static let minimumFiles = 50

    /// Clears the line (before other output on the terminal); the next update redraws it.
    func clear() {
        lock.lock()
        defer { lock.unlock() }
        guard lastDraw != .distantPast else { return }
        lastDraw = .distantPast
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    func update(done: Int, total: Int, path: String) {
        guard total >= Self.minimumFiles else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        let rate = Double(done) / max(now.timeIntervalSince(start), 0.001)
        let name = path.count > 50 ? "…" + path.suffix(49) : path
        var line = "\r\u{1B}[K[\(done)/\(total)] \(String(format: "%.0f", rate)) files/s  \(name)"
        if done == total { line += "\r\u{1B}[K" }
        FileHandle.standardError.write(Data(line.utf8))
    }
}
