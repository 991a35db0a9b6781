import Foundation

/// The app icon names an Xcode project gives its targets, per build configuration: the primary
/// (`ASSETCATALOG_COMPILER_APPICON_NAME`) and the alternates
/// (`ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`), read from `project.pbxproj` with target
/// settings over project settings and each over its `.xcconfig` file, `$(VAR)` resolved from the
/// same settings.
public struct XcodeProject: Sendable {
    /// One target's icon names in one build configuration (`TargetIcons`).
    public typealias TargetIcons = AlertPackCore.TargetIcons

    /// The `.xcodeproj` folder. For an XcodeGen spec, the one XcodeGen would generate beside it
    /// (`<spec's folder>/<name>.xcodeproj`), so paths resolve from the same folder.
    public var folder: String
    /// The file read: project.pbxproj, or the XcodeGen spec or Tuist manifest (`specPath`).
    public var documentPath: String { specPath ?? folder + "/project.pbxproj" }
    /// The XcodeGen spec (`project.yml`) or Tuist manifest (`Project.swift`) the project was read
    /// from, when no `.xcodeproj` was.
    public var specPath: String? = nil
    /// Why project.pbxproj (or the spec) could not be read.
    public var problem: String?
    /// What a Tuist manifest computes and alertpack did not read (`TuistProject`), each saying
    /// what stands there: "App: the app icon settings: computed: env.baseSetting (line 9)".
    public var notRead: [String] = []
    public var icons: [TargetIcons] = []
    /// Each target's resources, as paths relative to the folder that holds the `.xcodeproj`:
    /// the files of its Copy Bundle Resources phase (asset catalogs, `.icon` documents) and its
    /// synchronized folders (Xcode 16 and later), whose whole content belongs to it. A target
    /// whose resources cannot be resolved (paths outside the project) has none listed.
    public var resources: [String: [String]] = [:]
    /// Each target's resources that are copied as folders (folder references, Xcode's blue
    /// folders, and bundles), as in `resources`: their files land below the folder's name in the
    /// bundle (`App.app/Sounds/ping.caf`), not at its top level as a synchronized folder's do.
    public var folderReferences: [String: [String]] = [:]
    /// Each app and extension target's build configurations, in the project's order.
    public var configurations: [String: [String]] = [:]
    /// The configuration a shared scheme archives each target with (`ArchiveAction`), when one does.
    public var archiveConfigurations: [String: String] = [:]
    /// What each app and extension target declares for notifications, per build configuration
    /// (entitlements and Info.plist), in the project's order.
    public var setups: [TargetSetup] = []

    /// Larger than any real project file (big ones are a few MB).
    static let maxBytes = 64 << 20

    public static func isProject(folder: String) -> Bool { ContainerFolder.isProject(folder) }

    public static func read(folder: String) -> XcodeProject {
        var project = XcodeProject(folder: folder)
        let root: JSONNode
        do throws(AlertPackError) {
            let bytes = try RandomAccessFile.contents(path: project.documentPath, maxBytes: maxBytes, what: "project.pbxproj")
            root = try OldStylePlist.parse(bytes)
        } catch {
            project.problem =
                "project.pbxproj: "
                + (conflictMarker(in: project.documentPath).map {
                    "line \($0): a merge conflict marker; the file was committed in the middle of a merge"
                } ?? error.message)
            return project
        }
        guard let objects = root["objects"]?.object, let rootID = root["rootObject"]?.string, let main = objects[rootID] else {
            project.problem = "project.pbxproj has no objects or rootObject"
            return project
        }
        let paths = ReferencePaths(objects: objects, mainGroup: main["mainGroup"]?.string, projectDir: main["projectDirPath"]?.string ?? "")
        let parent = FileName.parent(of: folder)
        let searchFolder = parent.isEmpty ? "." : parent
        // Each configuration's levels: its .xcconfig's settings, then its own.
        let levels = { (configuration: Configuration) -> [[String: String]] in
            let base = configuration.baseFile(paths).map { XCConfig.settings(path: searchFolder + "/" + $0) } ?? [:]
            return [base, configuration.settings]
        }
        let projectConfigurations = configurations(main["buildConfigurationList"]?.string, objects)
        // Entitlements and Info.plists, each read once though several configurations name it.
        var plists: [String: Result<[String: JSONNode], AlertPackError>] = [:]
        for targetID in main["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[targetID], let name = target["name"]?.string else { continue }
            // Only targets that build an app or an extension have icons; aggregates have no product type.
            let product = target["productType"]?.string ?? ""
            guard product.hasPrefix("com.apple.product-type.application") || product == "com.apple.product-type.app-extension" else { continue }
            (project.resources[name], project.folderReferences[name]) = resources(of: target, objects, paths)
            let targetConfigurations = configurations(target["buildConfigurationList"]?.string, objects)
            project.configurations[name] = targetConfigurations.map(\.name)
            for configuration in targetConfigurations {
                let projectLevels = projectConfigurations.first { $0.name == configuration.name }.map(levels) ?? []
                // The settings Xcode itself provides, under what the files set.
                let provided = [
                    "TARGET_NAME": name, "CONFIGURATION": configuration.name, "PRODUCT_NAME": "$(TARGET_NAME)",
                    "PROJECT_NAME": String(FileName.last(of: folder).dropLast(".xcodeproj".count)),
                ]
                let settings = BuildSettings.merge([provided] + projectLevels + levels(configuration))
                let entry = icons(of: name, configuration.name, product: product, settings: settings)
                if entry.primary != nil || !entry.alternates.isEmpty || !entry.unresolved.isEmpty { project.icons.append(entry) }
                project.setups.append(setup(of: name, configuration.name, product: product, settings: settings, folder: searchFolder, read: &plists))
            }
        }
        project.icons.sort { ($0.target, $0.configuration) < ($1.target, $1.configuration) }
        project.archiveConfigurations = XcodeScheme.archiveConfigurations(projectFolder: folder, targets: Set(project.configurations.keys))
        return project
    }

    /// The icons one target's configuration names in its merged build settings: the app icon,
    /// the alternates, and any name a setting left unresolved.
    static func icons(of target: String, _ configuration: String, product: String, settings: [String: String]) -> TargetIcons {
        var entry = TargetIcons(target: target, configuration: configuration, isExtension: product == "com.apple.product-type.app-extension")
        entry.productType = product
        if let primary = settings["ASSETCATALOG_COMPILER_APPICON_NAME"].map(BuildSettings.words)?.joined(separator: " "), !primary.isEmpty {
            let (value, missing) = expand(primary, settings)
            if missing.isEmpty { entry.primary = value } else { entry.unresolved.append(primary) }
        }
        for word in settings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"].map(BuildSettings.words) ?? [] {
            let (value, missing) = expand(word, settings)
            if !missing.isEmpty {
                entry.unresolved.append(word)
            } else if !value.isEmpty {
                entry.alternates.append(value)
            }
        }
        entry.includesAll = settings["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"] == "YES"
        return entry
    }

    /// A target's resource files and synchronized folders, resolved to paths; and those of its
    /// resource files that are copied as folders.
    private static func resources(of target: JSONNode, _ objects: [String: JSONNode], _ paths: ReferencePaths) -> ([String], [String]) {
        var found: [String] = []
        var folders: [String] = []
        for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
            guard let phase = objects[phaseID], phase["isa"]?.string == "PBXResourcesBuildPhase" else { continue }
            for fileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                guard let reference = objects[fileID]?["fileRef"]?.string, let path = paths.path(of: reference) else { continue }
                found.append(path)
                if paths.isCopiedAsFolder(reference) { folders.append(path) }
            }
        }
        for groupID in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
            if let path = paths.path(of: groupID) { found.append(path) }
        }
        return (found.uniqued().sorted(), folders.uniqued().sorted())
    }

    /// The first line that begins with a merge conflict marker (`<<<<<<< `, `=======`, `>>>>>>> `).
    private static func conflictMarker(in path: String) -> Int? {
        guard let bytes = try? RandomAccessFile.contents(path: path, maxBytes: maxBytes, what: "project.pbxproj") else { return nil }
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let text = String(decoding: line.prefix(8), as: UTF8.self)
            if text.hasPrefix("<<<<<<< ") || text.hasPrefix(">>>>>>> ") || text.hasPrefix("=======") { return index + 1 }
        }
        return nil
    }

    /// One build configuration: its name, its settings as text, and where its .xcconfig is.
    private struct Configuration {
        var name: String
        var settings: [String: String]
        var object: JSONNode

        /// The base .xcconfig, relative to the folder that holds the project: a file reference,
        /// or (Xcode 16 and later) a synchronized folder and a path inside it.
        func baseFile(_ paths: ReferencePaths) -> String? {
            if let reference = object["baseConfigurationReference"]?.string { return paths.path(of: reference) }
            guard let anchor = object["baseConfigurationReferenceAnchor"]?.string, let folder = paths.path(of: anchor),
                let inside = object["baseConfigurationReferenceRelativePath"]?.string
            else { return nil }
            return folder.isEmpty ? inside : folder + "/" + inside
        }
    }

    /// A configuration list's configurations, in the list's order.
    private static func configurations(_ listID: String?, _ objects: [String: JSONNode]) -> [Configuration] {
        guard let listID, let list = objects[listID] else { return [] }
        return (list["buildConfigurations"]?.array ?? []).compactMap { id in
            guard let id = id.string, let configuration = objects[id], let name = configuration["name"]?.string else { return nil }
            var settings: [String: String] = [:]
            for (key, value) in configuration["buildSettings"]?.object ?? [:] {
                if let text = value.string {
                    settings[key] = text
                } else if let list = value.array {
                    // A list's items as words, quoted where they hold a space.
                    settings[key] = list.compactMap(\.string).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
                }
            }
            return Configuration(name: name, settings: settings, object: configuration)
        }
    }

    /// `$(NAME)` and `${NAME}` replaced from `settings`; the names it could not resolve.
    static func expand(_ text: String, _ settings: [String: String], depth: Int = 0) -> (String, [String]) {
        var result = ""
        var missing: [String] = []
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "$") {
            result += rest[..<start]
            let after = rest.index(after: start)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{",
                let close = rest[after...].firstIndex(of: rest[after] == "(" ? ")" : "}")
            else {
                result += "$"
                rest = rest[after...]
                continue
            }
            let name = String(rest[rest.index(after: after)..<close])
            if depth < 8, let value = settings[name] {
                let (inner, innerMissing) = expand(value, settings, depth: depth + 1)
                result += inner
                missing += innerMissing
            } else {
                missing.append(name)
            }
            rest = rest[rest.index(after: close)...]
        }
        return (result + rest, missing)
    }
}
