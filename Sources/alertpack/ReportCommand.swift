import AlertPackCore
import ArgumentParser
import Foundation

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a visual HTML report: icons, launch images and sound waveforms beside their verdicts.",
        discussion: """
            One self-contained file that opens offline. Exit codes are those of `check`. With \
            --changed-since REV, each asset changed since REV is shown before (at REV) and after, \
            side by side, and --markdown writes the same as a summary for a pull request.
            """)

    @Argument(help: "Files and folders to check.")
    var paths: [String] = []

    @Option(
        help: ArgumentHelp(
            "Show the assets changed since this git revision before (at it) and after (now), side by side.",
            valueName: "rev"))
    var changedSince: String?

    @Option(help: "With --changed-since: also write a Markdown summary (for a pull request comment) to this file.")
    var markdown: String?

    @Option(name: [.short, .long], help: "The HTML file to write.")
    var output: String

    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var inputs: InputOptions

    @OptionGroup var strictness: StrictOption<FindingsOutput>

    @OptionGroup var runOptions: RunOptions<Inspecting>

    @Flag(
        help: ArgumentHelp(
            "Keep watching: re-check what changes and rewrite the report, which reloads itself in the browser.",
            discussion: "One line per change on the terminal; stop with Ctrl-C."))
    var watch = false

    @Option(help: "With --watch: seconds between looks at the files.")
    var interval: Double = 1

    @OptionGroup(title: "Notifications") var notifications: NotificationSectionOptions

    func validate() throws {
        if paths.isEmpty && changedSince == nil && notifications.payloads.isEmpty {
            throw ValidationError("name the files and folders to report on, --payloads, or --changed-since REV")
        }
        if changedSince != nil && watch { throw ValidationError("--changed-since and --watch do not go together") }
        if markdown != nil && changedSince == nil { throw ValidationError("--markdown needs --changed-since") }
        if interval <= 0 || interval > 3600 { throw ValidationError("--interval must be between 0 and 3600 seconds") }
    }

    func run() throws {
        let configuration = inputs.applied(to: try configOptions.resolve())
        if watch { try live(configuration) }
        if let changedSince { try compare(since: changedSince, configuration) }
        let checker = inputs.applied(to: runOptions.checker(configuration))
        let plan = checker.plan(paths: inputs.adding(to: paths))
        let drawn = try notifications.source(configuration).map { $0.maker.render(paths: $0.paths, options: $0.options) }
        // The one delivery path: the HTML report in --output, streamed as files finish (its parts
        // wait in a temporary file for the counts at the top), and a line on the terminal.
        let report = ReportDelivery(format: .html, output: output, baseDirectory: ReportingOptions.baseDirectory)
        let delivery = CheckDelivery(report: report, strict: strictness.strict, quiet: true)
        throw ExitCode(try delivery.deliver(plan, checker: checker, summaryOnly: true, notifications: drawn))
    }
}

extension ReportCommand {
    /// `--watch`: the first report, then one line per change until interrupted.
    func live(_ configuration: CheckConfiguration) throws -> Never {
        // It runs until stopped: Ctrl-C and kill must stop it even when whoever started it
        // ignored or blocked those signals (both are inherited across exec). The first asks it to
        // stop at its next look, so that it leaves a plain report; a second ends it at once.
        StopSignals.install()
        let checker = inputs.applied(to: runOptions.checker(configuration, supervised: false))
        let watcher = ReportWatcher(checker: checker, paths: inputs.adding(to: paths), output: output, reloadSeconds: max(1, interval))
        watcher.notifications = try notifications.source(configuration)
        do {
            try watcher.start()
            let summary = watcher.run.summary ?? CheckReport.Summary()
            Output.write(
                "Wrote \(output): \(summary.files) files, \(summary.pass) passed, \(summary.warn) with warnings, \(summary.fail) failed; watching (Ctrl-C stops)\n"
            )
            try watcher.watch(
                interval: interval,
                onChange: { changes in
                    for change in changes {
                        let verdict = change.verdict.map { "  " + $0.rawValue.uppercased() } ?? ""
                        Output.write("\(change.kind.rawValue) \(change.path)\(verdict)\n")
                    }
                }, shouldStop: { StopSignals.requested })
            try watcher.finish()
            Output.write("Stopped watching; \(output) is a plain report now\n")
        } catch {
            try fail(error)
        }
        throw ExitCode(0)
    }
}

extension ReportCommand: SupervisedCommand {
    // A live report runs until interrupted: not under a supervisor, which holds output until the end.
    var supervisedInputs: [String] { watch ? [] : inputs.adding(to: paths) }
}

extension ReportCommand {
    /// `--changed-since`: the changed assets before and after, as HTML (and Markdown); the exit
    /// code is the changed files' check's.
    func compare(since revision: String, _ configuration: CheckConfiguration) throws -> Never {
        let checker = inputs.applied(to: runOptions.checker(configuration, supervised: false))
        do {
            let comparison = try ChangeComparison.make(since: revision, checker: checker)
            let result = ChangeReport.Result(comparison: comparison, preset: configuration.preset.name)
            try AtomicFile.write(result.page, to: output)
            if let markdown { try AtomicFile.write(result.text(style: .plain), to: markdown) }
            let after = comparison.pairs.compactMap(\.after)
            let failing = after.filter { $0.verdict == .fail }.count
            Output.write("Wrote \(output): \(comparison.pairs.count) changed since \(revision), \(failing) failing\n")
            var summary = CheckReport.Summary()
            for report in after { summary.add(report) }
            throw ExitCode(ReportRun(command: "report", preset: configuration.preset.name, summary: summary).exitCode(strict: strictness.strict))
        } catch let error as AlertPackError {
            try fail(error)
        }
    }
}
