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

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @Option(help: "Files inspected in parallel (default: the number of cores).")
    var jobs: Int?

    func run() throws {
        let configuration = try configOptions.resolve()
        var checker = Checker(configuration: configuration, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        checker.supervision = Supervisor.supervision()
        let report = checker.check(paths: paths)
        do throws(FormatError) {
            try AtomicFile.write(HTMLReport.render(report, checker: checker), to: output)
        } catch {
            Output.error("alertpack: \(error.message)")
            throw ExitCode(2)
        }
        let summary = report.summary
        Output.write("Wrote \(output): \(summary.files) files, \(summary.pass) passed, \(summary.warn) with warnings, \(summary.fail) failed\n")
        for problem in report.problems { Output.error("alertpack: \(problem)") }
        throw ExitCode(report.exitCode(strict: strict))
    }
}

extension ReportCommand: SupervisedCommand {
    func plannedFileCount() throws -> Int { try plannedCheckCount(paths, configOptions) }
}
