import AlertPackCore
import ArgumentParser

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
        subcommands: [CheckCommand.self, ConvertCommand.self, PackageCommand.self, VerifyCommand.self, LintPayloadCommand.self, LintActionsCommand.self, ReportCommand.self, RulesCommand.self, PresetsCommand.self],
        defaultSubcommand: nil)

    /// ArgumentParser exits 64 on usage errors; our contract is 2 for every usage or I/O error.
    static func main() {
        do {
            var command = try parseAsRoot()
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
