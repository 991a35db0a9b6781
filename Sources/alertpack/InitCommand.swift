import AlertPackCore
import ArgumentParser
import Foundation

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .alertpack.yml that fits this folder.",
        discussion: """
            Looks at the folder first: the preset its icon sets need, the dependency and build \
            folders to ignore (Pods, Carthage, DerivedData, build, ...), and, commented out, the \
            settings its .icon documents and notification attachments call for. An existing \
            config is never overwritten.
            """)

    @Argument(help: "The folder to write it in (default: the current folder).")
    var folder: String = "."

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(folder): not a folder")
        }
    }

    func run() throws {
        do {
            var configuration = try CheckConfiguration.resolve(presetReference: nil, configPath: nil, useConfigFile: false)
            configuration.aliases = RunContext.aliases
            let (path, survey) = try ConfigScaffold.write(folder: folder, configuration: configuration)
            var said = ["preset \(survey.legacyIconSets.isEmpty ? "ios" : "ios-legacy")"]
            if !survey.ignored.isEmpty { said.append("ignoring " + survey.ignored.joined(separator: ", ")) }
            Output.write("Wrote \(path): \(said.joined(separator: "; ")). Edit it, then run alertpack check.\n")
        } catch {
            try fail(error)
        }
    }
}
