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

    func run() throws {
        let configuration = inputs.applied(to: try configOptions.resolve())
        var checker = Checker(configuration: configuration, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
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

extension ReportCommand: SupervisedCommand {
    func plannedFileCount() throws -> Int { try plannedCheckCount(inputs.adding(to: paths), configOptions, inputs) }
}
