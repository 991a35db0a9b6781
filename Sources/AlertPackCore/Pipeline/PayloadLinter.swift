import Foundation

/// `lint-payload` and `lint-actions`: read each file (a bad one is reported, the batch goes on),
/// apply the payload, text and localisation rules or the action rules, and report like `check`.
public struct PayloadLinter: Sendable {
    public var configuration: CheckConfiguration
    public var context: PayloadContext

    public init(configuration: CheckConfiguration, context: PayloadContext = PayloadContext()) {
        self.configuration = configuration
        self.context = context
    }

    /// Reads a package's manifest for the sounds and images a payload may name.
    public static func packageContents(_ folder: String) throws(FormatError) -> (sounds: [String: Bool], images: Set<String>) {
        guard let data = RandomAccessFile.data(path: folder + "/" + PackageManifest.fileName, maxBytes: PackageZip.maxManifestBytes) else {
            throw FormatError("\(folder) has no readable manifest.json: make it with alertpack package")
        }
        let manifest: PackageManifest.Contents
        do throws(FormatError) {
            manifest = try PackageManifest.read(data)
        } catch {
            throw FormatError("\(folder)/\(error.message)")
        }
        var sounds: [String: Bool] = [:]
        var images = Set<String>()
        for entry in manifest.entries {
            if entry.role == .sound { sounds[FileName.last(of: entry.path)] = true }
            if entry.role.isImage { images.insert(FileName.last(of: entry.path)) }
        }
        for rejected in manifest.rejected where rejected.kind == "sound" && sounds[FileName.last(of: rejected.source)] == nil {
            sounds[FileName.last(of: rejected.source)] = false
        }
        return (sounds, images)
    }

    public func lintPayloads(paths: [String]) -> CheckReport {
        let settings = configuration.preset.settings(for: "payload.json")
        let limits = PayloadReader.Limits(maxFileBytes: Int(settings.number("maxFileBytes")), maxNesting: Int(settings.number("maxNesting")))
        var problems: [String] = []
        var files: [FileReport] = []
        for path in expand(paths, extensions: ["json", "jsonl", "apns"], problems: &problems) {
            for document in PayloadReader.read(path: path, limits: limits) {
                let subject = PayloadSubject(document: document, context: context)
                files.append(
                    FileReport(
                        path: document.path, kind: .payload, facts: .none,
                        findings: RuleRegistry.evaluate(subject, preset: configuration.preset)))
            }
        }
        return CheckReport(preset: configuration.preset.name, files: files, problems: problems, command: "lint-payload")
    }

    public func lintActions(paths: [String]) -> CheckReport {
        var problems: [String] = []
        var files: [FileReport] = []
        for path in expand(paths, extensions: ["json", "yml", "yaml"], problems: &problems) {
            do throws(FormatError) {
                for category in try ActionsReader.read(path: path) {
                    files.append(
                        FileReport(
                            path: category.path, kind: .actions, facts: .none,
                            findings: RuleRegistry.evaluate(category, preset: configuration.preset)))
                }
            } catch {
                // An actions file that cannot be read is an input error (exit 2); the others still run.
                problems.append("\(path): \(error.message)")
            }
        }
        return CheckReport(preset: configuration.preset.name, files: files, problems: problems, command: "lint-actions")
    }

    /// Files as named, folders searched (sorted) for the given extensions.
    private func expand(_ paths: [String], extensions: Set<String>, problems: inout [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append("\(path): no such file or folder")
                continue
            }
            guard isDirectory.boolValue else { files.append(path); continue }
            let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { extensions.contains(FileName.extension(of: $0)) && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            files += found.sorted().map { path + "/" + $0 }
        }
        return files
    }
}
