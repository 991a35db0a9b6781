import AlertPackCore
import ArgumentParser
import Foundation

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a visual HTML report: icons, launch images and sound waveforms beside their verdicts.",
        discussion: "One self-contained file that opens offline. Exit codes are those of `check`.")

    @Argument(help: "Files and folders to check.")
    var paths: [String]

    @Option(name: [.short, .long], help: "The HTML file to write.")
    var output: String

    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var inputs: InputOptions

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @Option(help: "Files inspected in parallel (default: the number of cores).")
    var jobs: Int?

    @Flag(
        help: ArgumentHelp(
            "Keep watching: re-check what changes and rewrite the report, which reloads itself in the browser.",
            discussion: "One line per change on the terminal; stop with Ctrl-C."))
    var watch = false

    @Option(help: "With --watch: seconds between looks at the files.")
    var interval: Double = 1

    func validate() throws {
        if interval <= 0 || interval > 3600 { throw ValidationError("--interval must be between 0 and 3600 seconds") }
    }

    func run() throws {
        let configuration = inputs.applied(to: try configOptions.resolve())
        if watch { try live(configuration) }
        var checker = inputs.applied(to: Checker(configuration: configuration, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount))
        checker.supervision = Supervisor.supervision()
        checker.collectsMedia = true
        let plan = checker.plan(paths: inputs.adding(to: paths))
        var run = ReportRun(command: "check", preset: configuration.preset.name, skipped: plan.skipped, problems: plan.problems)
        do {
            // Written as files finish: the parts wait in a temporary file for the counts at the top.
            let writer = try ReportWriter(reporter: HTMLReporter(), destination: .file(output))
            try writer.begin(run)
            run.summary = try checker.run(plan) { try writer.add($0) }
            try writer.finish(run)
        } catch let error as AlertPackError {
            Output.error("alertpack: \(error.message)")
            throw ExitCode(2)
        }
        let summary = run.summary ?? CheckReport.Summary()
        Output.write("Wrote \(output): \(summary.files) files, \(summary.pass) passed, \(summary.warn) with warnings, \(summary.fail) failed\n")
        for problem in run.problems { Output.error("alertpack: \(problem)") }
        throw ExitCode(run.exitCode(strict: strict))
    }
}

extension ReportCommand {
    /// `--watch`: the first report, then one line per change until interrupted.
    func live(_ configuration: CheckConfiguration) throws -> Never {
        // It runs until stopped: Ctrl-C and kill must stop it even when whoever started it
        // ignored or blocked those signals (both are inherited across exec).
        var stopping = sigset_t()
        sigemptyset(&stopping)
        for stop in [SIGINT, SIGTERM, SIGHUP] {
            signal(stop, SIG_DFL)
            sigaddset(&stopping, stop)
        }
        sigprocmask(SIG_UNBLOCK, &stopping, nil)
        let checker = inputs.applied(to: Checker(configuration: configuration, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount))
        let watcher = ReportWatcher(checker: checker, paths: inputs.adding(to: paths), output: output, reloadSeconds: max(1, interval))
        do {
            try watcher.start()
            let summary = watcher.run.summary ?? CheckReport.Summary()
            Output.write(
                "Wrote \(output): \(summary.files) files, \(summary.pass) passed, \(summary.warn) with warnings, \(summary.fail) failed; watching (Ctrl-C stops)\n"
            )
            try watcher.watch(interval: interval) { changes in
                for change in changes {
                    let verdict = change.verdict.map { "  " + $0.rawValue.uppercased() } ?? ""
                    Output.write("\(change.kind.rawValue) \(change.path)\(verdict)\n")
                }
            }
        } catch {
            Output.error("alertpack: \(error.message)")
            throw ExitCode(2)
        }
        throw ExitCode(0)
    }
}

extension ReportCommand: SupervisedCommand {
    // A live report runs until interrupted: not under a supervisor, which holds output until the end.
    var supervisedInputs: [String] { watch ? [] : inputs.adding(to: paths) }
}
