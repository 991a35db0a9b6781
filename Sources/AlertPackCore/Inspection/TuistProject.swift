import Foundation

/// A Tuist project (`Project.swift`) read as the `XcodeProject` Tuist would generate from it, for
/// a project that commits its manifest and not the `.xcodeproj`: its app and extension targets,
/// configurations, icon names, resources and notification setup, so the project rules judge it
/// unchanged (as `XcodeGenSpec` does for XcodeGen). Read statically over `TuistManifest`: the
/// literal arguments of `Project(…)` and `.target(…)`, with the values its helpers
/// (`Tuist/ProjectDescriptionHelpers`) declare; what Swift computes (a helper function, an
/// environment value, an interpolated string) is listed in `notRead`, never guessed or run.
package enum TuistProject {
    /// The most app and extension targets, and configurations, read: far more than real projects have.
    static let maxTargets = 256
    static let maxConfigurations = 32

    /// The project the manifest at `path` describes. A manifest that cannot be read, or declares
    /// no `project`, gives a project with `problem` set, naming the file, and nothing else.
    package static func read(path: String) -> XcodeProject {
        let manifestFolder = FileName.parent(of: path)
        let folder = manifestFolder.isEmpty ? "." : manifestFolder
        let file = FileName.last(of: path)
        let prefix = manifestFolder.isEmpty ? "" : manifestFolder + "/"
        var project = XcodeProject(folder: prefix + FileName.last(of: AbsolutePath.of(folder)) + ".xcodeproj")
        project.specPath = path
        let bytes: [UInt8]
        do throws(AlertPackError) {
            bytes = try RandomAccessFile.contents(path: path, maxBytes: TuistManifest.maxBytes, what: file)
        } catch {
            project.problem = "\(file): \(error.message)"
            return project
        }
        let manifest = TuistManifest.read(manifest: bytes, helpers: helperFiles(above: folder))
        project.notRead = pluginNotes(bytes)
        guard let value = manifest.bindings["project"] else {
            project.problem = "\(file) declares no `let project`, the value Tuist reads"
            return project
        }
        guard value.callName == "Project" || value.callName == "init" else {
            project.notRead.append("the project: \(describe(value)), which alertpack does not run")
            return project
        }
        if let name = value.argument("name")?.string, !name.isEmpty, !name.contains("/"), !name.contains("\0"), name != ".", name != ".." {
            // Where Tuist writes the project: beside the manifest, named after it.
            project.folder = prefix + name + ".xcodeproj"
        } else {
            project.notRead.append("the project's name: \(describe(value.argument("name")))")
        }
        var reading = TuistReading(manifest: manifest, folder: folder, projectName: FileName.last(of: project.folder))
        reading.readProject(value, into: &project)
        project.notRead += reading.notRead
        return project
    }

    /// What stands where a value was not read: "computed: env.name (line 12)".
    static func describe(_ value: TuistManifestValue?) -> String {
        switch value {
        case nil: return "not given"
        case .computed(let reason, let line)?: return "\(reason) (line \(line))"
        case .call(let callee, _)?: return "computed: \(callee)(…)"
        case .member(let name)?: return "computed: .\(name)"
        default: return "not a value alertpack reads"
        }
    }

    /// The helper files Tuist compiles with every manifest: the `.swift` files below
    /// `Tuist/ProjectDescriptionHelpers` of the nearest folder at or above the manifest's that
    /// holds `Tuist/`, climbing no higher than the repository's top (outside a repository, only
    /// the manifest's own folder: never a home folder's `Tuist/`), regular files and folders only
    /// (no link is followed, `ProjectDescriptionHelpers` itself included), in name order, at most
    /// `TuistManifest.maxHelperFiles`.
    static func helperFiles(above folder: String) -> [(file: String, bytes: [UInt8])] {
        var chain = FolderChain()
        let walked = chain.folders(above: AbsolutePath.of(folder) + "/Project.swift")
        let candidates = chain.repositoryTop(of: walked) == nil ? Array(walked.prefix(1)) : walked
        guard let root = candidates.first(where: { ProjectFileWalk.kind(of: ($0 == "/" ? "" : $0) + "/Tuist") == S_IFDIR }) else { return [] }
        var files: [(file: String, bytes: [UInt8])] = []
        collectHelpers(in: root == "/" ? "" : root, "Tuist/ProjectDescriptionHelpers", depth: 0, into: &files)
        return files
    }

    /// The `.swift` files below `relative` (inside `root`), in name order, four folders deep at most.
    private static func collectHelpers(in root: String, _ relative: String, depth: Int, into files: inout [(file: String, bytes: [UInt8])]) {
        guard depth < 4, ProjectFileWalk.kind(of: root + "/" + relative) == S_IFDIR, let names = SystemName.list(root + "/" + relative)?.names else {
            return
        }
        for name in names.sorted() where files.count < TuistManifest.maxHelperFiles && !name.hasPrefix(".") {
            let path = relative + "/" + name
            switch ProjectFileWalk.kind(of: root + "/" + path) {
            case S_IFDIR?: collectHelpers(in: root, path, depth: depth + 1, into: &files)
            case S_IFREG? where name.hasSuffix(".swift"):
                if let bytes = try? RandomAccessFile.contents(path: root + "/" + path, maxBytes: TuistManifest.maxBytes, what: name) {
                    files.append((path, bytes))
                }
            default: break
            }
        }
    }
}
