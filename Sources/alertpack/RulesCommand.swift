import AlertPackCore
import ArgumentParser

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule, or explain one.",
        discussion: "The same text is published as docs/rules.md (`alertpack rules --markdown`).")

    @Argument(help: "A rule id, e.g. sound.duration.")
    var id: String?

    @Flag(help: "Print the full catalogue as Markdown.")
    var markdown = false

    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        if markdown {
            Output.write(RuleDocumentation.markdown())
            return
        }
        guard let id else {
            Output.write(RuleDocumentation.table())
            return
        }
        guard let description = RuleRegistry.description(of: id) else {
            try fail("no rule '\(id)'; `alertpack rules` lists them")
        }
        let preset = try configOptions.resolve().preset
        Output.write(RuleDocumentation.explain(description, settings: preset.settings(for: id), presetName: preset.name))
    }
}
