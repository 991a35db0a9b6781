import AlertPackCore
import ArgumentParser
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check sound files against the preset's rules.",
        discussion: """
            Files are identified by their content. Folders are searched recursively for sounds; \
            hidden files and the config's ignore patterns are skipped. Every file is reported, \
            and a bad file never stops the run.
            """)

    @Argument(help: "Files and folders to check.")
    var paths: [String]

    @OptionGroup var configOptions: ConfigOptions

    @Option(help: "Output format: \(Reporters.identifiers.joined(separator: ", ")).")
    var format = "text"

    @Option(name: [.short, .long], help: "Also write the report to this file (written whole, then renamed into place).")
    var output: String?

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @Option(help: "Files inspected in parallel (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Colour: auto (on a terminal), always, never.")
    var color: ColorChoice = .auto

    @Flag(name: .shortAndLong, help: "In text output, list only files with findings.")
    var quiet = false

    func validate() throws {
        guard Reporters.identifiers.contains(format) else {
            throw ValidationError("unknown format '\(format)'; choose one of \(Reporters.identifiers.joined(separator: ", "))")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let configuration = try configOptions.resolve()
        let checker = Checker(configuration: configuration, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let report = checker.check(paths: paths)

        let style = TerminalStyle(enabled: color.enabled(default: Output.colorOnStandardOutput))
        let rendered = Reporters.make(format, style: style, verbose: !quiet)!.render(report)
        if let output {
            let plain = Reporters.make(format, style: .plain, verbose: !quiet)!.render(report)
            do {
                try AtomicFile.write(plain, to: output)
            } catch {
                Output.error("alertpack: cannot write \(output): \(error.localizedDescription)")
                throw ExitCode(2)
            }
        }
        Output.write(rendered)
        for problem in report.problems { Output.error("alertpack: \(problem)") }
        throw ExitCode(report.exitCode(strict: strict))
    }
}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    func enabled(default automatic: Bool) -> Bool {
        switch self {
        case .auto: return automatic
        case .always: return true
        case .never: return false
        }
    }
}
