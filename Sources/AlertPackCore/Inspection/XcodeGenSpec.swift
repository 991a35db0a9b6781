import Foundation

/// An XcodeGen project spec (`project.yml`) read as the `XcodeProject` XcodeGen would generate
/// from it, for a project that commits the spec and not the `.xcodeproj`: the same targets,
/// configurations, icon names, resources and notification setup the pbxproj reader gives, so the
/// project rules judge it unchanged. Read statically: YAML anchors, aliases and merge keys
/// (within SafeYAML's budget), `include:` files, target templates, setting groups and XcodeGen's
/// app icon preset, excludes and includes of sources, multi-platform targets; a value that holds
/// an environment variable (`${NAME}`) is listed in `notRead`, never read from alertpack's own
/// environment, and build scripts are not run.
package enum XcodeGenSpec {
    /// Larger than any real spec file (a big one is a few dozen KB).
    static let maxBytes = 1 << 20
    /// The most spec files one project reads, and how deep includes nest.
    static let maxFiles = 64
    static let maxDepth = 8
    /// The most app and extension targets, and configurations, read: far more than any real
    /// project has, and a bound on the setups a small spec can ask for (targets × configurations).
    static let maxTargets = 256
    static let maxConfigurations = 32

    /// The project the spec at `path` describes. A spec that cannot be read (not YAML, an include
    /// that is missing or outside the spec's folder, no `name:`) gives a project with `problem`
    /// set, naming the file, and nothing else, as XcodeGen itself would stop.
    package static func read(path: String) -> XcodeProject {
        let specFolder = FileName.parent(of: path)
        let folder = specFolder.isEmpty ? "." : specFolder
        let file = FileName.last(of: path)
        var project = XcodeProject(folder: FileName.replacingExtension(of: path, with: "xcodeproj"))
        project.specPath = path
        var files = SpecFiles(folder: folder)
        let spec: [String: JSONNode]
        do throws(Failure) {
            spec = try files.load(spec: file)
        } catch {
            project.problem = error.words
            return project
        }
        guard let name = spec["name"].flatMap(text(of:)), !name.isEmpty, !name.contains("/"), !name.contains("\0"), name != ".", name != ".."
        else {
            project.problem = "\(file) names no project (its name: key), which XcodeGen needs"
            return project
        }
        // Where XcodeGen writes the project: beside the spec, named after it.
        project.folder = (specFolder.isEmpty ? "" : specFolder + "/") + name + ".xcodeproj"
        let context = Context(spec: spec, name: name, folder: folder)
        // Generated entitlements and Info.plists, and files read once though several configurations name them.
        var plists: [String: Result<[String: JSONNode], AlertPackError>] = [:]
        // What the spec leaves to the environment XcodeGen runs in, and to files alertpack does not read.
        var targetNotes: [String] = []
        var projectNotes: Set<String> = []
        var walks = ProjectSpecWalks()
        let targets = resolvedTargets(spec).lazy.compactMap { Target(key: $0.key, $0.node, productName: $0.productName) }
        for target in targets.prefix(maxTargets) {
            (project.resources[target.name], project.folderReferences[target.name]) = target.resources(
                in: folder, walks: &walks, notRead: &targetNotes)
            targetNotes += environmentNotes(of: target, context, project: &projectNotes)
            project.configurations[target.name] = context.configurations
            for configuration in context.configurations {
                let settings = context.buildSettings(of: target, configuration)
                let entry = XcodeProject.icons(of: target.name, configuration, product: target.productType, settings: settings)
                if entry.primary != nil || !entry.alternates.isEmpty || !entry.unresolved.isEmpty { project.icons.append(entry) }
                project.setups.append(setup(of: target, configuration, settings: settings, folder: folder, read: &plists))
            }
        }
        project.icons.sort { ($0.target, $0.configuration) < ($1.target, $1.configuration) }
        if let summary = walks.summary { targetNotes.append(summary) }
        project.notRead = files.notRead + environmentNotes(of: context) + projectNotes.sorted() + targetNotes
        return project
    }

    /// What every target's settings are read against: the merged spec and its project level.
    struct Context {
        var spec: [String: JSONNode]
        var name: String
        var folder: String
        var configurations: [String]
        var groups: [String: JSONNode]
        /// `options.settingPresets`: XcodeGen applies its target presets unless it is `none` or `project`.
        var targetPresets: Bool

        init(spec: [String: JSONNode], name: String, folder: String) {
            self.spec = spec
            self.name = name
            self.folder = folder
            configurations = XcodeGenSpec.configurations(spec["configs"])
            groups = spec["settingGroups"]?.object ?? [:]
            targetPresets = ["all", "targets"].contains(spec["options"]?["settingPresets"]?.string ?? "all")
        }

        /// One target's settings in one configuration, as Xcode merges the levels XcodeGen writes:
        /// what Xcode provides, the project's .xcconfig and settings, the target's .xcconfig, then
        /// the target's presets (less what either .xcconfig sets, as XcodeGen leaves them out) and
        /// settings; a generated entitlements file is the target's CODE_SIGN_ENTITLEMENTS, and a
        /// generated Info.plist its INFOPLIST_FILE unless the settings name one.
        func buildSettings(of target: Target, _ configuration: String) -> [String: String] {
            let provided = [
                "TARGET_NAME": target.name, "CONFIGURATION": configuration, "PRODUCT_NAME": "$(TARGET_NAME)",
                "PROJECT_NAME": name,
            ]
            let projectFile = xcconfig(spec["configFiles"]?[configuration]?.string)
            let targetFile = xcconfig(target.table["configFiles"]?[configuration]?.string)
            let projectLevel = settings(spec["settings"], configuration)
            var targetLevel = targetPresets ? XcodeGenSpec.presets(type: target.type, platform: target.platform) : [:]
            for key in Array(projectFile.keys) + Array(targetFile.keys) { targetLevel[key] = nil }
            // XcodeGen writes a multi-platform target's product name into its settings, under what they set.
            if let productName = target.productName { targetLevel["PRODUCT_NAME"] = productName }
            targetLevel.merge(settings(target.table["settings"], configuration)) { $1 }
            if let entitlements = target.generated("entitlements") { targetLevel["CODE_SIGN_ENTITLEMENTS"] = entitlements.path }
            var merged = BuildSettings.merge([provided, projectFile, projectLevel, targetFile, targetLevel])
            if merged["INFOPLIST_FILE"] == nil, let info = target.generated("info") { merged["INFOPLIST_FILE"] = info.path }
            return merged
        }

        private func settings(_ node: JSONNode?, _ configuration: String) -> [String: String] {
            XcodeGenSpec.settings(node, configuration: configuration, configurations: configurations, groups: groups)
        }

        /// An .xcconfig's settings, when the file is inside the spec's folder.
        private func xcconfig(_ path: String?) -> [String: String] {
            guard let path, !XcodeGenSpec.escapes(path, folder: folder) else { return [:] }
            return XCConfig.settings(path: ProjectFileWalk.join(folder, path))
        }
    }

    /// A target's setup, read by the pbxproj reader's own `setup`: the generated entitlements and
    /// Info.plist are what XcodeGen writes from `properties:`, and a file the settings name outside
    /// the spec's folder is not read (its values unknown, and said so).
    static func setup(
        of target: Target, _ configuration: String, settings: [String: String], folder: String,
        read plists: inout [String: Result<[String: JSONNode], AlertPackError>]
    ) -> TargetSetup {
        var settings = settings
        for key in ["entitlements", "info"] {
            guard let generated = target.generated(key), isInside(generated.path) else { continue }
            let setting = key == "info" ? "INFOPLIST_FILE" : "CODE_SIGN_ENTITLEMENTS"
            if settings[setting] == generated.path { plists[folder + "/" + generated.path] = .success(generated.values) }
        }
        var outside: [String: String] = [:]
        for setting in ["CODE_SIGN_ENTITLEMENTS", "INFOPLIST_FILE"] {
            guard let raw = settings[setting]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { continue }
            var known = settings
            for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] where known[variable] == nil { known[variable] = "." }
            let (value, missing) = XcodeProject.expand(raw, known)
            guard missing.isEmpty, escapes(value, folder: folder) else { continue }
            outside[setting] = value
            settings[setting] = nil
        }
        var setup = XcodeProject.setup(
            of: target.name, configuration, product: target.productType, settings: settings, folder: folder, read: &plists)
        for (setting, value) in outside.sorted(by: { $0.key < $1.key }) {
            setup.problems.append("\(setting) names \(value), which is outside the project's folder; alertpack does not read it")
            if setting == "INFOPLIST_FILE" {
                (setup.infoFile, setup.infoKnown) = (value, false)
            } else {
                (setup.entitlementsFile, setup.entitlementsKnown) = (value, false)
            }
        }
        return setup
    }

    /// Whether `path` (relative to the spec's folder) leads out of it: absolute, climbing above
    /// it, or through a link that does.
    static func escapes(_ path: String, folder: String) -> Bool {
        let relative = joined("", path)
        guard isInside(relative) else { return true }
        let full = ProjectFileWalk.join(folder, relative)
        return AbsolutePath.real(full) != nil && !ProjectFileWalk.isInside(full, folder: folder)
    }
}
