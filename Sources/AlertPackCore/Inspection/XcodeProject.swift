import Foundation

/// The app icon names an Xcode project gives its targets, per build configuration: the primary
/// (`ASSETCATALOG_COMPILER_APPICON_NAME`) and the alternates
/// (`ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`), read from `project.pbxproj` with target
/// settings over project settings and each over its `.xcconfig` file, `$(VAR)` resolved from the
/// same settings.
public struct XcodeProject: Sendable {
    public struct TargetIcons: Sendable, Equatable {
        public var target: String
        public var configuration: String
        public var primary: String?
        public var alternates: [String]
        /// `ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES`: every icon set is an alternate.
        public var includesAll: Bool
        /// Names that use a variable this file does not set (from an .xcconfig, or the environment).
        public var unresolved: [String]
        /// The target builds an app extension (its icon is not the App Store icon).
        public var isExtension: Bool
        /// The target's product type (`com.apple.product-type.application`, `...watchapp2`, ...).
        public var productType = ""

        public init(
            target: String, configuration: String, primary: String? = nil, alternates: [String] = [], includesAll: Bool = false,
            unresolved: [String] = [], isExtension: Bool = false
        ) {
            self.isExtension = isExtension
            self.target = target
            self.configuration = configuration
            self.primary = primary
            self.alternates = alternates
            self.includesAll = includesAll
            self.unresolved = unresolved
        }

        /// Every name it uses: the primary first, then the alternates.
        public var names: [String] { (primary.map { [$0] } ?? []) + alternates }

        /// The names as Xcode reads them from the files: a variable no file sets is empty
        /// (`AppIcon${SUFFIX}` is AppIcon where SUFFIX is set only for Debug); with what each
        /// unresolved name was read as. What `package` ships, and how `check` judges the
        /// configuration that ships.
        public func readingUnsetAsEmpty() -> (TargetIcons, readings: [(text: String, value: String, unset: [String])]) {
            var read = self
            var readings: [(text: String, value: String, unset: [String])] = []
            for text in unresolved {
                let (value, missing) = XcodeProject.expand(text, [:])
                let name = value.trimmingCharacters(in: .whitespaces)
                readings.append((text, name, missing))
                if name.isEmpty { continue }
                if read.primary == nil && text == unresolved.first && !read.alternates.contains(name) {
                    read.primary = name
                } else {
                    read.alternates.append(name)
                }
            }
            read.unresolved = []
            return (read, readings)
        }

        func sameIcons(as other: TargetIcons) -> Bool {
            (primary, alternates, includesAll, unresolved) == (other.primary, other.alternates, other.includesAll, other.unresolved)
        }
    }

    /// The `.xcodeproj` folder.
    public var folder: String
    public var documentPath: String { folder + "/project.pbxproj" }
    /// Why project.pbxproj could not be read.
    public var problem: String?
    public var icons: [TargetIcons] = []
    /// Each target's resources, as paths relative to the folder that holds the `.xcodeproj`:
    /// the files of its Copy Bundle Resources phase (asset catalogs, `.icon` documents) and its
    /// synchronized folders (Xcode 16 and later), whose whole content belongs to it. A target
    /// whose resources cannot be resolved (paths outside the project) has none listed.
    public var resources: [String: [String]] = [:]
    /// Each app and extension target's build configurations, in the project's order.
    public var configurations: [String: [String]] = [:]
    /// The configuration a shared scheme archives each target with (`ArchiveAction`), when one does.
    public var archiveConfigurations: [String: String] = [:]

    /// Larger than any real project file (big ones are a few MB).
    static let maxBytes = 64 << 20

    public static func isProject(folder: String) -> Bool { folder.lowercased().hasSuffix(".xcodeproj") }

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
        for targetID in main["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[targetID], let name = target["name"]?.string else { continue }
            // Only targets that build an app or an extension have icons; aggregates have no product type.
            let product = target["productType"]?.string ?? ""
            guard product.hasPrefix("com.apple.product-type.application") || product == "com.apple.product-type.app-extension" else { continue }
            project.resources[name] = resources(of: target, objects, paths)
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
                var entry = TargetIcons(
                    target: name, configuration: configuration.name, isExtension: product == "com.apple.product-type.app-extension")
                entry.productType = product
                if let primary = settings["ASSETCATALOG_COMPILER_APPICON_NAME"].map(BuildSettings.words)?.joined(separator: " "),
                    !primary.isEmpty
                {
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
                if entry.primary != nil || !entry.alternates.isEmpty || !entry.unresolved.isEmpty { project.icons.append(entry) }
            }
        }
        project.icons.sort { ($0.target, $0.configuration) < ($1.target, $1.configuration) }
        project.archiveConfigurations = XcodeScheme.archiveConfigurations(projectFolder: folder, targets: Set(project.configurations.keys))
        return project
    }

    /// A target's resource files and synchronized folders, resolved to paths.
    private static func resources(of target: JSONNode, _ objects: [String: JSONNode], _ paths: ReferencePaths) -> [String] {
        var found: [String] = []
        for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
            guard let phase = objects[phaseID], phase["isa"]?.string == "PBXResourcesBuildPhase" else { continue }
            for fileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                guard let reference = objects[fileID]?["fileRef"]?.string, let path = paths.path(of: reference) else { continue }
                found.append(path)
            }
        }
        for groupID in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
            if let path = paths.path(of: groupID) { found.append(path) }
        }
        return found.uniqued().sorted()
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

extension XcodeProject {
    /// Whether the `.appiconset` folder `set` holds an icon that is not the app's App Store
    /// icon: an alternate icon, or an extension's icon. Looked at through the targets whose
    /// resources hold the set (all of them when no resources are known): false when one of them
    /// is an app whose primary icon it is; true when it is listed as an alternate (or every set
    /// is included), is an extension's icon, or belongs only to targets that name no app icon.
    /// Nil when the project does not say: the set is outside its folder, or the project names no
    /// icons, or names one through a variable it does not set.
    /// Whether `path` (a set or document, as discovery names it) is among `target`'s resources:
    /// a resource itself or inside a resource folder.
    func holds(_ path: String, target: String) -> Bool {
        let parent = FileName.parent(of: folder)
        let base = AbsolutePath.of(parent.isEmpty ? "." : parent)
        let full = AbsolutePath.of(path)
        guard AbsolutePath.isBelow(full, base) else { return false }
        let relative = String(full.dropFirst(base.count + 1))
        return (resources[target] ?? []).contains { relative == $0 || relative.hasPrefix($0 + "/") }
    }

    /// The configuration a target ships in, as `package` chooses it: `preferred` (the config's
    /// `buildConfiguration:`, `--build-configuration`) when the target has it, else the one a
    /// shared scheme archives it with, else Release. Nil when none of these applies.
    public func shippingConfiguration(of target: String, preferred: String? = nil) -> String? {
        let known = configurations[target] ?? []
        if let preferred, known.contains(preferred) { return preferred }
        if let archived = archiveConfigurations[target], known.contains(archived) { return archived }
        return known.contains("Release") ? "Release" : nil
    }

    /// The project as it ships: each target's icon settings in its shipping configuration only
    /// (a target whose shipping configuration is unknown keeps all of them).
    /// Names are read as Xcode reads them (`TargetIcons.readingUnsetAsEmpty`).
    public func shipped(preferred: String? = nil) -> XcodeProject {
        var shipped = self
        shipped.icons = icons.compactMap { entry in
            guard let configuration = shippingConfiguration(of: entry.target, preferred: preferred) else { return entry }
            return entry.configuration == configuration ? entry.readingUnsetAsEmpty().0 : nil
        }
        return shipped
    }

    /// What a set is to the app as it ships: its App Store icon (`.primary`), an alternate
    /// (`.alternate`), an extension's icon (`.extensionIcon`), or used only by configurations
    /// that do not ship (`.notShipped`, naming them). Nil when the project does not say.
    public func role(of set: String, preferred: String? = nil) -> IconSetRole? {
        let ships = shipped(preferred: preferred)
        if let secondary = ships.isSecondary(set: set) {
            guard secondary else { return .primary }
            // An extension's own icon (and no app's alternate): its own rules (action
            // extensions draw theirs as templates).
            let name = String(FileName.last(of: set).dropLast(".appiconset".count))
            let owners = Set(ships.resources.keys.filter { ships.holds(set, target: $0) })
            let entries = owners.isEmpty ? ships.icons : ships.icons.filter { owners.contains($0.target) }
            let asExtension = entries.contains { $0.primary == name && $0.isExtension }
            let asAlternate = entries.contains { $0.alternates.contains(name) || $0.includesAll }
            return asExtension && !asAlternate ? .extensionIcon : .alternate
        }
        // Named only by configurations that do not ship (and by none that does).
        let parent = FileName.parent(of: folder)
        guard AbsolutePath.isBelow(AbsolutePath.of(set), AbsolutePath.of(parent.isEmpty ? "." : parent)) else { return nil }
        let name = String(FileName.last(of: set).dropLast(".appiconset".count))
        let users = icons.filter { $0.names.contains(name) }
        guard !users.isEmpty, !ships.icons.contains(where: { $0.names.contains(name) || $0.includesAll }) else { return nil }
        return .notShipped(configurations: Set(users.map(\.configuration)).sorted())
    }

    public func isSecondary(set: String) -> Bool? {
        let parent = FileName.parent(of: folder)
        let base = AbsolutePath.of(parent.isEmpty ? "." : parent)
        let full = AbsolutePath.of(set)
        guard AbsolutePath.isBelow(full, base), !icons.isEmpty, icons.allSatisfy({ $0.unresolved.isEmpty }) else {
            return nil
        }
        let name = String(FileName.last(of: full).dropLast(".appiconset".count))
        let owners = Set(resources.keys.filter { holds(set, target: $0) })
        let entries = owners.isEmpty ? icons : icons.filter { owners.contains($0.target) }
        if entries.contains(where: { $0.primary == name && !$0.isExtension }) { return false }
        if !owners.isEmpty && entries.isEmpty { return true }
        if entries.contains(where: { $0.alternates.contains(name) || $0.includesAll || ($0.primary == name && $0.isExtension) }) {
            return true
        }
        return nil
    }

}

/// Where a project's file references and groups are, relative to the folder that holds the
/// `.xcodeproj`: a reference's path is relative to its group's (`<group>`) or to the project's
/// folder (`SOURCE_ROOT`); references into the SDK, build products or absolute paths are not
/// the project's own files and resolve to nothing.
struct ReferencePaths {
    let objects: [String: JSONNode]
    let mainGroup: String?
    let projectDir: String
    private let parents: [String: String]

    init(objects: [String: JSONNode], mainGroup: String?, projectDir: String) {
        self.objects = objects
        self.mainGroup = mainGroup
        self.projectDir = projectDir
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.array?.compactMap(\.string) ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    func path(of id: String) -> String? {
        var components: [String] = []
        var current = id
        // A group chain longer than this is a cycle in a damaged file.
        for _ in 0..<64 {
            guard let object = objects[current] else { return nil }
            let own = object["path"]?.string
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                if let own { components.append(own) }
                guard current != mainGroup, let parent = parents[current] else {
                    // The main group (or a reference outside every group) sits in the project's folder.
                    return Self.join(projectDir, components.reversed())
                }
                current = parent
            case "SOURCE_ROOT":
                if let own { components.append(own) }
                return Self.join(projectDir, components.reversed())
            default:
                return nil
            }
        }
        return nil
    }

    private static func join(_ base: String, _ components: [String]) -> String {
        var parts: [String] = []
        for piece in ([base] + components).flatMap({ $0.split(separator: "/") }) {
            if piece == "." { continue }
            if piece == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(String(piece)) }
        }
        return parts.joined(separator: "/")
    }
}

/// What an app icon set is to the app that ships (`XcodeProject.role(of:)`).
public enum IconSetRole: Sendable, Equatable {
    /// The app's icon: its 1024 image is the App Store icon.
    case primary
    /// An alternate icon the app can switch to.
    case alternate
    /// An app extension's own icon.
    case extensionIcon
    /// Only these configurations (none of which ships) use it.
    case notShipped(configurations: [String])

    /// The role a set has among several projects' say: the App Store icon if any makes it so,
    /// else an alternate, else an extension's; not shipped when every one says so.
    static func combined(_ roles: [IconSetRole]) -> IconSetRole? {
        if roles.contains(.primary) { return .primary }
        if roles.contains(.alternate) { return .alternate }
        if roles.contains(.extensionIcon) { return .extensionIcon }
        let unshipped = roles.flatMap { role -> [String] in
            if case .notShipped(let configurations) = role { return configurations }
            return []
        }
        return roles.isEmpty ? nil : .notShipped(configurations: Set(unshipped).sorted())
    }

    /// Not the App Store icon: an alternate's or an extension's (judged as other slots are).
    var isSecondary: Bool { self == .alternate || self == .extensionIcon }
}
