import AlertPackCore
import ArgumentParser
import Foundation

/// A command that runs libsndfile, libpng or ffmpeg on the user's files: what those print must
/// not reach its report on standard output.
protocol DecodesAssets {}

extension CheckCommand: DecodesAssets {}
extension ConvertCommand: DecodesAssets {}
extension FixCommand: DecodesAssets {}
extension IconsCommand: DecodesAssets {}
extension PackageCommand: DecodesAssets {}
extension VerifyCommand: DecodesAssets {}
extension LintPayloadCommand: DecodesAssets {}
extension LintActionsCommand: DecodesAssets {}
extension ReportCommand: DecodesAssets {}

@main
struct AlertPack: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alertpack",
        abstract: "Check, convert and package the assets iOS notifications use.",
        discussion: """
            Exit codes: 0 all passed, 1 findings at error level (or warnings with --strict), \
            2 usage or I/O error.
            """,
        version: ToolInfo.version,
        subcommands: [
            CheckCommand.self, FixCommand.self, IconsCommand.self, ConvertCommand.self, PackageCommand.self, VerifyCommand.self,
            LintPayloadCommand.self,
            LintActionsCommand.self, PreviewCommand.self,
            ReportCommand.self, RulesCommand.self, PresetsCommand.self, InitCommand.self, KeysCommand.self,
        ],
        defaultSubcommand: nil)

    /// A file named like an option cluster ("-starts-with-dash.wav" holds -h) would print the help
    /// and pass: an argument that starts with one dash, is longer than an option, and names an
    /// existing file or folder is taken as that path.
    static func protectingFileNames(_ arguments: [String]) -> [String] {
        arguments.map { argument in
            guard argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 2,
                FileManager.default.fileExists(atPath: argument)
            else { return argument }
            return "./" + argument
        }
    }

    /// The command line's arguments. Swift repairs one that is not UTF-8 (U+FFFD), so that the
    /// file it names would be "not found": such a file is given by a UTF-8 alias instead (reports
    /// show its name escaped, `caf\xE9.wav`). A supervised child adopts its supervisor's aliases.
    static let arguments: [String] = {
        if let table = ProcessInfo.processInfo.environment[WorkerEnvironment.nameAliases],
            let bytes = try? RandomAccessFile.contents(path: table, maxBytes: 1 << 26, what: "the alias table")
        {
            RunContext.aliases.adopt(bytes)
        }
        var arguments = Array(CommandLine.arguments.dropFirst())
        for argument in SystemName.undecodableArguments() where argument.index - 1 < arguments.count {
            guard SystemName.exists(argument.bytes) else {
                Output.error("alertpack: \(argument.escaped): no such file or folder")
                Glibc.exit(2)
            }
            guard let link = RunContext.aliases.alias(raw: argument.bytes, display: argument.escaped) else {
                Output.error("alertpack: \(argument.escaped): \(SystemName.undecodableReason)")
                Glibc.exit(2)
            }
            arguments[argument.index - 1] = link
        }
        return arguments
    }()

    /// ArgumentParser exits 64 on usage errors; our contract is 2 for every usage or I/O error.
    static func main() {
        // Past a file size limit (ulimit -f) the kernel kills a writer with SIGXFSZ; ignored, the
        // write fails with EFBIG instead and alertpack says it had no room to write the file.
        signal(SIGXFSZ, SIG_IGN)
        // SIGINT, SIGTERM and SIGHUP wait until their handler is in place: a supervisor's, or
        // Interruption's (whose dispatch sources start a thread, and a supervisor forks its
        // worker before any thread is started).
        SupervisorSignals.block()
        do {
            var command = try parseAsRoot(Self.protectingFileNames(arguments))
            // Commands that run C libraries on the user's files get standard output to themselves
            // (help, which parseAsRoot may return as a command, and the listings do not need to).
            if command is any DecodesAssets { StandardOutput.protect() }
            // Many files: run under a supervisor, so that one crashing file cannot lose the others' report.
            if let supervised = command as? any SupervisedCommand, !WorkerEnvironment.isWorker, supervised.mayWorkOnSeveralFiles {
                // Returns only in the worker it forks.
                Supervisor.run(verb: supervised.workVerb)
            }
            // SIGINT, SIGTERM and SIGHUP remove this run's temporaries before it exits (130, 143,
            // 129); one ignored at start stays ignored.
            Interruption.shared.install()
            SupervisorSignals.unblock()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success || code.rawValue == 1 || code.rawValue == 2 {
                exit(withError: error)
            }
            let message = fullMessage(for: error)
            if !message.isEmpty { Output.error(message) }
            exit(withError: ExitCode(2))
        }
    }
}
