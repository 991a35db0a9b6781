import Foundation
import PackagePlugin

/// Generates `RuleRegistry.all` from the rule files (`Rules/<Family>/<Family><Name>Rule.swift`),
/// in the order of the platforms' presets' entries, so adding a rule is its file and its preset
/// entry: no list to keep by hand.
@main
struct GenerateRuleRegistry: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let rules = module.sourceFiles(withSuffix: "Rule.swift").map(\.url)
            .filter { $0.pathComponents.dropLast(2).last == "Rules" }
            .sorted { $0.path < $1.path }
        // The platforms' presets, in catalogue order: each rule's entry is in one of them.
        let presets = ["ios", "android", "web"].map { context.package.directoryURL.appendingPathComponent("Presets/\($0).yml") }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedRuleRegistry.swift")
        return [
            .buildCommand(
                displayName: "Generating the registry of \(rules.count) rules",
                executable: try context.tool(named: "rule-registry-generator").url,
                arguments: [output.path] + presets.map(\.path) + rules.map(\.path),
                inputFiles: presets + rules,
                outputFiles: [output])
        ]
    }
}
