import AlertPackCore
import ArgumentParser
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check sounds, icons and launch images against the preset's rules.",
        discussion: """
            Files are identified by their content. Folders are searched recursively for sounds, PNGs \
            and asset catalog sets (.appiconset, .launchimage), Icon Composer documents (.icon) and \
            Xcode projects (.xcodeproj, whose app icon names are checked against the icons beside \
            them); hidden files and the config's ignore patterns are skipped. Every file is \
            reported, and a bad file never stops the run.
            """)

    @Argument(help: "Files and folders to check.")
    var paths: [String]

    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var inputs: InputOptions
    @OptionGroup var reporting: ReportingOptions

    @Option(help: "Files inspected in parallel (default: the number of cores).")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let configuration = inputs.applied(to: try configOptions.resolve())
        var checker = inputs.applied(to: Checker(configuration: configuration, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount))
        checker.supervision = Supervisor.supervision()
        throw ExitCode(try reporting.deliver(checker.plan(paths: inputs.adding(to: paths)), checker: checker))
    }
}

extension CheckCommand: SupervisedCommand {
    var supervisedInputs: [String] { inputs.adding(to: paths) }
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
