import Foundation
import PackagePlugin

/// Embeds the visual report's style sheet and script (`ReportAssets/*.css`, `*.js`) into the
/// target as Swift string constants: edited as the files they are, carried inside the binary.
@main
struct EmbedReportAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent("ReportAssets")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".css") || $0.hasSuffix(".js") }
            .sorted()
        let inputs = names.map { folder.appendingPathComponent($0) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedReportAssets.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) report assets",
                executable: try context.tool(named: "text-embedder").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
