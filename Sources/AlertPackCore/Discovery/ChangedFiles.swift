import Foundation

/// The files of a git repository changed since a revision (`check --changed-since REV`): what
/// `git diff REV` lists against the working tree (staged or not), plus untracked files git does
/// not ignore. A rename is a deletion and an addition; deleted files are left out. Paths are
/// given as this process names them (relative to the current folder when inside it).
///
/// What a change governs is checked too: a changed Contents.json or icon.json names its set or
/// document (`CheckScope` takes it whole); a changed project, or an .xcconfig beside projects,
/// names the projects and the app icons below their folders; a change to the config in use
/// means the whole repository.
public struct ChangedFiles: Sendable {
    /// The paths to check.
    public var paths: [String]
    /// Every changed path, relative to `root`, deleted ones included (hidden and ignored ones
    /// left out): what a before-and-after comparison pairs.
    public var changedRelative: [String] = []
    /// The repository's top folder.
    public var root: String
    /// Why the whole repository is checked, when it is (the config changed).
    public var wholeRepositoryReason: String?
    /// Changed files that cannot be checked: names that are not UTF-8 (escaped). A usage
    /// problem (exit 2), never a silent pass.
    public var problems: [String] = []

    /// Asks git. Errors (not a repository, an unknown revision, no git) are usage errors with
    /// git's own words. Names that are not UTF-8 get aliases of a table of their own.
    public static func since(
        _ revision: String, in folder: String = ".", configPath: String? = nil, ignore: IgnorePatterns = IgnorePatterns()
    ) throws(AlertPackError) -> ChangedFiles {
        try since(revision, in: folder, configPath: configPath, ignore: ignore, aliases: NameAliases())
    }

    /// Asks git; names that are not UTF-8 get aliases in the run's table (`aliases`).
    package static func since(
        _ revision: String, in folder: String = ".", configPath: String? = nil, ignore: IgnorePatterns = IgnorePatterns(), aliases: NameAliases
    ) throws(AlertPackError) -> ChangedFiles {
        guard !revision.hasPrefix("-") else { throw AlertPackError.config(.notARevision(revision)) }
        let top = try git(["rev-parse", "--show-toplevel"], in: folder)
        let root = String(decoding: top, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard !root.isEmpty else { throw AlertPackError.config(.notInWorkTree(folder)) }
        // `^{commit}` makes git say so when the revision names nothing.
        _ = try git(
            ["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: folder, what: "unknown revision \(revision)")
        let changed = try git(["diff", "--name-only", "-z", "--no-renames", "--end-of-options", revision, "--"], in: root)
        let untracked = try git(["ls-files", "-z", "--others", "--exclude-standard"], in: root)
        var relative = Set<String>()
        var undecodable: [[UInt8]] = []
        for list in [changed, untracked] {
            for name in list.split(separator: 0) {
                guard let path = String(bytes: name, encoding: .utf8) else {
                    undecodable.append(Array(name))
                    continue
                }
                relative.insert(path)
            }
        }
        var files = ChangedFiles(relativePaths: relative.sorted(), root: root, configPath: configPath, ignore: ignore, aliases: aliases)
        // A name that is not UTF-8 is checked through an alias, as a walk checks it; only when
        // no alias can be made is it a problem.
        let here = AbsolutePath.of(".")
        let prefix = root == here ? "" : AbsolutePath.isBelow(root, here) ? String(root.dropFirst(here.count + 1)) + "/" : root + "/"
        for name in Set(undecodable).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let shown = prefix + SystemName.escaped(name)
            if name.split(separator: UInt8(ascii: "/")).contains(where: { $0.first == UInt8(ascii: ".") }) { continue }
            if let link = aliases.alias(raw: Array((root + "/").utf8) + name, display: shown) {
                files.paths.append(link)
            } else {
                files.problems.append("\(shown): changed, but its name is not UTF-8 and cannot be reached another way (rename it)")
            }
        }
        return files
    }

    init(relativePaths: [String], root: String, configPath: String?, ignore: IgnorePatterns, aliases: NameAliases) {
        self.root = root
        let here = AbsolutePath.of(".")
        func shown(_ relative: String) -> String {
            let absolute = root + "/" + relative
            return AbsolutePath.isBelow(absolute, here) ? String(absolute.dropFirst(here == "/" ? 1 : here.count + 1)) : absolute
        }
        if let configPath, relativePaths.contains(where: { AbsolutePath.of(root + "/" + $0) == AbsolutePath.of(configPath) }) {
            wholeRepositoryReason = "\(configPath) changed"
            changedRelative = relativePaths.filter { !$0.split(separator: "/").contains(where: { $0.hasPrefix(".") }) }
            paths = [root == here ? "." : AbsolutePath.isBelow(root, here) ? String(root.dropFirst(here == "/" ? 1 : here.count + 1)) : root]
            return
        }
        var named: [String] = []
        var seen = Set<String>()
        func add(_ path: String) { if seen.insert(path).inserted { named.append(path) } }
        for relative in relativePaths {
            // Hidden files and folders, and what the config ignores, are not checked by a walk
            // of the repository, so not here either.
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let path = shown(relative)
            if CheckScope.isIgnored(path, by: ignore) { continue }
            changedRelative.append(relative)
            guard FileManager.default.fileExists(atPath: path) else { continue }  // deleted
            if let container = AssetContainer.enclosing(path), container.kind == .project {
                add(container.folder)
                for governed in Self.appIcons(governedBy: container.folder, ignore: ignore, aliases: aliases) { add(governed) }
            } else if FileName.extension(of: path) == "xcconfig" {
                var locator = ProjectLocator(ignore: ignore)
                for project in locator.projects(governing: path) {
                    let spelled = AbsolutePath.isBelow(project, here) ? String(project.dropFirst(here == "/" ? 1 : here.count + 1)) : project
                    add(spelled)
                    for governed in Self.appIcons(governedBy: spelled, ignore: ignore, aliases: aliases) { add(governed) }
                }
            } else if let governed = Self.governedBySpec(changed: relative, shown: path, ignore: ignore, aliases: aliases) {
                governed.forEach(add)
            } else {
                add(path)
                // A module's Java or Kotlin names the module: its channels are judged with it.
                if let manifest = AndroidChannelHistoryScope.manifest(governing: relative, in: root).map(shown),
                    FileManager.default.fileExists(atPath: manifest), !CheckScope.isIgnored(manifest, by: ignore)
                {
                    add(manifest)
                }
            }
        }
        paths = named
    }

    /// The app icon sets and documents a project can decide the role of: those below the
    /// folder that holds it.
    private static func appIcons(governedBy project: String, ignore: IgnorePatterns, aliases: NameAliases) -> [String] {
        let parent = FileName.parent(of: project)
        let icons = FileDiscovery(ignore: ignore, aliases: aliases).appIcons(below: parent.isEmpty ? "." : parent)
        return (icons.sets.values.flatMap { $0 } + icons.documents.values.flatMap { $0 }).sorted()
    }

    /// What a changed XcodeGen spec or Tuist manifest governs: itself and the app icons below its
    /// folder (as for a changed .xcodeproj). A changed Tuist helper file: itself and every
    /// manifest below the folder holding `Tuist/` (each compiles the helpers, so reads anew), with
    /// their icons. Nil for any other file.
    private static func governedBySpec(changed relative: String, shown path: String, ignore: IgnorePatterns, aliases: NameAliases) -> [String]? {
        if ContainerFolder.isProjectSpec(path), ContainerFolder.specStandsAlone(path) {
            return [path] + appIcons(governedBy: path, ignore: ignore, aliases: aliases)
        }
        guard relative.hasSuffix(".swift"), let helpers = relative.range(of: "Tuist/ProjectDescriptionHelpers/"),
            helpers.lowerBound == relative.startIndex || relative[relative.index(before: helpers.lowerBound)] == "/"
        else { return nil }
        var folder = String(path.dropLast(relative[helpers.lowerBound...].count))
        if folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        let manifests = tuistManifests(below: folder.isEmpty ? "." : folder, ignore: ignore, aliases: aliases)
        return [path] + manifests.flatMap { [$0] + appIcons(governedBy: $0, ignore: ignore, aliases: aliases) }
    }

    /// The Tuist manifests (`Project.swift` that stand for a project) below `folder`, sorted.
    private static func tuistManifests(below folder: String, ignore: IgnorePatterns, aliases: NameAliases) -> [String] {
        var manifests: [String] = []
        var problems: [Problem] = []
        var undecodable: [String] = []
        FileDiscovery(ignore: ignore, aliases: aliases).walk(
            folder: folder, problems: &problems, undecodable: &undecodable, wantsUndecodable: { _, _, _ in false },
            enterFolder: { !FileDiscovery.dependencyFolders.contains(FileName.last(of: $0)) && !ContainerFolder.isProject($0) },
            file: { path, regular in
                if regular, ContainerFolder.isTuistManifest(path), ContainerFolder.specStandsAlone(path) { manifests.append(path) }
            })
        return manifests.sorted()
    }

    static func git(_ arguments: [String], in folder: String, what: String? = nil) throws(AlertPackError) -> Data {
        guard let executable = ProgramSearch.path(of: "git") else { throw AlertPackError.config(.gitMissing) }
        let process = try ChildProcess(
            executable, arguments: ["-C", folder, "-c", "core.quotePath=false"] + arguments, standardOutput: .piped, standardError: .piped)
        let output = process.output?.readDataToEndOfFile() ?? Data()
        let errors = process.errorOutput?.readDataToEndOfFile() ?? Data()
        guard process.wait() == .exited(0) else {
            let said = String(decoding: errors.prefix(2000), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw AlertPackError.config(.gitFailed(what ?? (said.isEmpty ? "git \(arguments.first ?? "") failed" : said)))
        }
        return output
    }
}
