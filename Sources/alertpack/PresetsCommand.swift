import AlertPackCore
import ArgumentParser

struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the built-in presets, or print the effective rule settings.",
        discussion: "With --effective, prints what --preset, --config and .alertpack.yml add up to.")

    @Flag(help: "Print the effective preset (after extends and project config) as YAML.")
    var effective = false

    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        guard effective else {
            for name in PresetLibrary.builtinNames { Output.write(name + "\n") }
            return
        }
        let configuration = try configOptions.resolve()
        Output.write(RuleDocumentation.effectivePresetYAML(configuration))
    }
}
