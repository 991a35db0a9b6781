import AlertPackCore
import ArgumentParser

/// The options every command that applies rules shares.
struct ConfigOptions: ParsableArguments {
    @Option(help: "Preset: a built-in name (\(PresetLibrary.builtinNames.joined(separator: ", "))) or a path to a .yml preset.")
    var preset: String?

    @Option(help: "Project config file (default: the nearest .alertpack.yml from the current folder up).")
    var config: String?

    @Flag(help: "Ignore project config files.")
    var noConfig = false

    @Option(help: "The Xcode that builds the app (e.g. 26.4): .icon documents must use nothing newer (overrides xcode: in the config).")
    var xcode: String?

    /// Resolves the effective configuration; prints warnings (as `reporting` announces them,
    /// when given); exits 2 on errors.
    func resolve(announcingWith reporting: ReportingOptions? = nil) throws -> CheckConfiguration {
        do {
            var configuration = try CheckConfiguration.resolve(
                presetReference: preset, configPath: config, useConfigFile: !noConfig, xcode: xcode)
            configuration.aliases = RunContext.aliases
            if let reporting {
                reporting.announce(configuration.warnings, configPath: configuration.configPath)
            } else {
                for warning in configuration.warnings { Output.error("alertpack: warning: \(warning)") }
            }
            return configuration
        } catch {
            try fail(error)
        }
    }
}
