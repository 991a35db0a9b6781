import Foundation
import PackagePlugin

/// Embeds files of the package into the target as Swift string constants, so an installed
/// binary carries them wherever `make install` puts it: every `Presets/*.yml` (as text and as
/// JSON), and the visual report's style sheet and script (`ReportAssets/*.css`, `*.js`).
@main
struct EmbedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "file-embedder").url
        return try [
            ("presets", "Presets", [".yml"], "EmbeddedPresets.swift"),
            ("text", "ReportAssets", [".css", ".js"], "EmbeddedReportAssets.swift"),
        ].map { mode, folderName, suffixes, outputName in
            let folder = context.package.directoryURL.appendingPathComponent(folderName)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { name in suffixes.contains { name.hasSuffix($0) } }
                .sorted()
            let inputs = names.map { folder.appendingPathComponent($0) }
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(outputName)
            return .buildCommand(
                displayName: "Embedding \(names.count) files of \(folderName)",
                executable: tool,
                arguments: [mode, output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        }
    }
}
