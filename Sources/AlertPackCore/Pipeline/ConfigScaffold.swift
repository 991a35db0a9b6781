import Foundation

/// Writes a starting `.alertpack.yml` for a folder (`alertpack init`): it looks at what the
/// folder holds, and writes a commented config that fits it: the preset (`ios-legacy` only when
/// iOS 6 icon sets are judged better by it), ignore entries for the dependency, vendored and
/// build folders present,
/// and, commented out, the settings the folder's content calls for (the Xcode that builds a
/// `.icon`, the attachment folders of a notification service extension).
public enum ConfigScaffold {
    /// Folders of other people's code or of build products, ignored when present at the top.
    static let ignorable = ["Pods", "Carthage", "DerivedData", "build", ".build", "node_modules", "vendor", "fastlane/screenshots"]
    /// Folders of vendored code, suggested as `ignore:` patterns wherever they are in the tree
    /// (by name, so the pattern matches them at any depth).
    static let vendoredNames = ["Pods", "Carthage", "node_modules", "vendor", "Vendor", "ThirdParty", "Third-Party", "third_party"]
    /// Vendored bundles, by extension: `*.framework`, `*.xcframework`.
    static let vendoredExtensions = ["framework", "xcframework"]
    /// How many folders the search for vendored ones lists at most.
    static let maxFoldersSurveyed = 100_000

    /// What the folder holds that the config speaks to.
    public struct Survey: Sendable, Equatable {
        public var ignored: [String] = []
        public var legacyIconSets: [String] = []
        public var iconDocuments: [String] = []
        public var projects: [String] = []
        public var attachmentFolders: [String] = []
        public var sounds = 0
        public var images = 0
    }

    public static func survey(folder: String, configuration: CheckConfiguration) -> Survey {
        var survey = Survey()
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let relative = { (path: String) in AbsolutePath.relative(path, to: base) }
        survey.ignored = ignorable.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: base + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        for pattern in vendoredPatterns(below: base) where !survey.ignored.contains(pattern) { survey.ignored.append(pattern) }
        // The walk skips what the config will ignore, as checks will.
        var checking = configuration
        checking.ignore = IgnorePatterns(survey.ignored.map { $0.contains("/") ? $0 + "/**" : $0 }, root: base)
        let found = FileDiscovery(ignore: checking.ignore, aliases: checking.aliases).discover([base])
        survey.sounds = found.sounds.count
        survey.images = found.images.count
        survey.iconDocuments = found.iconBundles.map(relative)
        survey.projects = found.projects.map(relative)
        // ios-legacy only on evidence: sets with the iOS 6 app icon's slot (iPhone 57 pt; old
        // iPad slots alone are not, the default preset knows them as legacy) that the legacy
        // preset judges with fewer errors (no separate App Store icon then). Anything else keeps
        // the default, so `init` never makes a check report more errors than no config does.
        let sets = found.sets.filter { AssetCatalogSet.Kind(folder: $0) == .appIcon }
        let iOS6 = sets.filter { folder in
            AssetCatalogSet.read(folder: folder)?.entries.contains { $0["idiom"] == "iphone" && $0["size"] == "57x57" } == true
        }
        if !iOS6.isEmpty, var legacy = try? CheckConfiguration.resolve(presetReference: "ios-legacy", configPath: nil, useConfigFile: false) {
            legacy.ignore = checking.ignore
            legacy.aliases = checking.aliases
            let errors = { (configuration: CheckConfiguration) in
                Checker(configuration: configuration, jobs: 1).check(paths: sets).files.flatMap(\.findings).filter { $0.severity == .error }.count
            }
            if errors(legacy) < errors(checking) { survey.legacyIconSets = iOS6.map(relative) }
        }
        // A notification service extension's media folders: where attachments usually live.
        survey.attachmentFolders = (found.sounds + found.images).map { FileName.parent(of: $0) }.uniqued().sorted().filter { path in
            path.split(separator: "/").contains { $0.localizedCaseInsensitiveContains("NotificationService") }
        }.map(relative)
        return survey
    }

    /// Name patterns for the vendored folders below `base` (hidden folders and what is found
    /// not entered), sorted.
    static func vendoredPatterns(below base: String) -> [String] {
        var found = Set<String>()
        var pending = [base]
        var listed = 0
        while let folder = pending.popLast(), listed < maxFoldersSurveyed {
            listed += 1
            for name in (SystemName.list(folder)?.names ?? []).sorted() where !name.hasPrefix(".") {
                let path = folder + "/" + name
                var isDirectory: ObjCBool = false
                var info = stat()
                guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
                    FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                else { continue }
                let ext = FileName.extension(of: name)
                if vendoredNames.contains(name) {
                    found.insert(name)
                } else if vendoredExtensions.contains(ext) {
                    found.insert("*." + ext)
                } else if !XcodeProject.isProject(folder: path) && AssetCatalogSet.Kind(folder: path) == nil {
                    pending.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// The config text for a survey: deterministic, commented.
    public static func text(for survey: Survey) -> String {
        var out = """
            # alertpack's configuration for this folder: read by every command run here or below.
            # Written by `alertpack init`; see `alertpack rules` and `alertpack presets --effective`.
            version: 1

            """ + "\n"
        if survey.legacyIconSets.isEmpty {
            out += "preset: ios              # or ios-legacy for icon sets that keep the 2012-2013 slots\n"
        } else {
            out += "# These icon sets keep 2012-2013 slots (57 pt, 72 pt, iPad 50 pt, ...), which ios-legacy checks:\n"
            for set in survey.legacyIconSets { out += "#   \(set)\n" }
            out += "preset: ios-legacy\n"
        }
        out += """

            # Rules to change: a level (error, warning, info, off) or values, e.g.
            # rules:
            #   sound.long: off
            #   sound.loudness: { minLUFS: -24 }

            """ + "\n"
        let standard = ["Pods", "Carthage", "DerivedData", "build"]
        let active = survey.ignored
        out += "# Other people's code and build products are not yours to fix.\n"
        if active.isEmpty {
            out += "# ignore:\n"
            for name in standard { out += "#   - \(quoted(name))\n" }
        } else {
            out += "ignore:\n"
            for name in active { out += "  - \(quoted(name.contains("/") ? name + "/**" : name))\n" }
            if active.contains(where: { $0.hasPrefix("*.") || !ignorable.contains($0) }) {
                out += "  # (vendored code found in the tree: remove an entry if that code is yours to fix)\n"
            }
            for name in standard where !active.contains(name) { out += "  # - \(quoted(name))\n" }
        }
        out += "\n"
        if !survey.iconDocuments.isEmpty {
            out += "# Icon Composer documents found (\(survey.iconDocuments.joined(separator: ", "))): name the Xcode\n"
            out += "# that builds the app, and a document that uses something newer is an error.\n"
            out += "# xcode: \"26.4\"\n\n"
        }
        if survey.attachmentFolders.isEmpty {
            out += "# Notification attachments (checked against UNNotificationAttachment's table):\n"
            out += "# attachments:\n#   - \"NotificationService/Media/**\"\n"
        } else {
            out += "# These folders of a notification service extension look like attachments; if they are:\n"
            out += "# attachments:\n"
            for folder in survey.attachmentFolders { out += "#   - \(quoted(folder + "/**"))\n" }
        }
        if !survey.projects.isEmpty {
            out += "\n# Xcode projects found, whose app icon names are checked with the assets:\n"
            for project in survey.projects { out += "#   \(project)\n" }
        }
        return out
    }

    /// Writes `.alertpack.yml` in `folder`; refuses when a config is already there.
    @discardableResult
    public static func write(folder: String, configuration: CheckConfiguration) throws(AlertPackError) -> (path: String, survey: Survey) {
        for name in ProjectConfig.fileNames where FileManager.default.fileExists(atPath: folder + "/" + name) {
            let shown = folder == "." ? name : folder + "/" + name
            throw AlertPackError.config(.configExists(shown))
        }
        let survey = survey(folder: folder, configuration: configuration)
        let path = folder == "." ? ProjectConfig.fileNames[0] : folder + "/" + ProjectConfig.fileNames[0]
        try AtomicFile.write(text(for: survey), to: path)
        return (path, survey)
    }

    private static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
