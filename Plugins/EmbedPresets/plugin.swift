import Foundation
import PackagePlugin

/// Embeds every `Presets/*.yml` of the package into the target as Swift string constants, so the
/// built-in presets travel inside the binary and work wherever `make install` puts it.
@main
struct EmbedPresets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let presetsFolder = context.package.directoryURL.appendingPathComponent("Presets")
        let names = try FileManager.default.contentsOfDirectory(atPath: presetsFolder.path)
            .filter { $0.hasSuffix(".yml") }
            .sorted()
        let inputs = names.map { presetsFolder.appendingPathComponent($0) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedPresets.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) presets",
                executable: try context.tool(named: "preset-embedder").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
