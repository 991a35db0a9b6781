/// One reading of a Tuist project: its settings, then each target's, into the `XcodeProject`.
struct TuistReading {
    let manifest: TuistManifest
    /// The manifest's folder ("." when it is the current one).
    let folder: String
    let projectName: String
    var notRead: [String] = []
    var projectSettings = TuistSettings()

    init(manifest: TuistManifest, folder: String, projectName: String) {
        self.manifest = manifest
        self.folder = folder
        self.projectName = String(projectName.dropLast(".xcodeproj".count))
    }

    /// The project's configurations (Debug and Release unless its settings name others), then
    /// each app and extension target in each of them.
    mutating func readProject(_ value: TuistManifestValue, into project: inout XcodeProject) {
        projectSettings = TuistSettings(value.argument("settings"), manifest: manifest, owner: "the project", notRead: &notRead)
        var configurations = projectSettings.configurations.map(\.name).uniqued()
        if configurations.isEmpty { configurations = ["Debug", "Release"] }
        let items: [TuistManifestValue]
        switch value.argument("targets") {
        case .array(let list)?: items = list
        case nil: items = []
        case let other?:
            notRead.append("the targets: \(TuistProject.describe(other))")
            items = []
        }
        // Generated entitlements and Info.plists, and files read once though several configurations name them.
        var plists: [String: Result<[String: JSONNode], AlertPackError>] = [:]
        // Each target's folders, by literal path: another target's root glob leaves them to it.
        let owners = TuistFolderOwners(items.prefix(TuistProject.maxTargets).map(TuistTarget.ownedFolders))
        var walks = ProjectSpecWalks()
        var count = 0
        for (index, item) in items.enumerated() where count < TuistProject.maxTargets {
            guard let target = TuistTarget(item, manifest: manifest, notRead: &notRead) else { continue }
            count += 1
            let iconsUnknown = target.iconsUnknown(projectSettings)
            if iconsUnknown { notRead.append("\(target.name): the app icon settings: not known, as settings are computed") }
            (project.resources[target.name], project.folderReferences[target.name]) = target.resources(
                in: folder, owners: (owners, index), walks: &walks, notRead: &notRead)
            project.configurations[target.name] = configurations
            for configuration in configurations {
                let settings = buildSettings(of: target, configuration)
                if !iconsUnknown {
                    let entry = XcodeProject.icons(of: target.name, configuration, product: target.productType, settings: settings)
                    if entry.primary != nil || !entry.alternates.isEmpty || !entry.unresolved.isEmpty { project.icons.append(entry) }
                }
                project.setups.append(target.setup(configuration, settings: settings, folder: folder, read: &plists))
            }
        }
        if let summary = walks.summary { notRead.append(summary) }
        project.icons.sort { ($0.target, $0.configuration) < ($1.target, $1.configuration) }
    }

    /// One target's settings in one configuration, as Xcode merges the levels Tuist writes: what
    /// Xcode provides, the project's .xcconfig and settings, the target's .xcconfig, then Tuist's
    /// defaults for the product (less what either .xcconfig sets), what the target's arguments
    /// set (bundle id, product name) and its settings; a generated or named Info.plist and
    /// entitlements file over all of them.
    func buildSettings(of target: TuistTarget, _ configuration: String) -> [String: String] {
        let provided = ["TARGET_NAME": target.name, "CONFIGURATION": configuration, "PRODUCT_NAME": "$(TARGET_NAME)", "PROJECT_NAME": projectName]
        let projectOwn = projectSettings.configurations.first { $0.name == configuration }
        let targetOwn = target.settings.configurations.first { $0.name == configuration }
        let projectFile = xcconfig(projectOwn?.xcconfig)
        let targetFile = xcconfig(targetOwn?.xcconfig)
        var targetLevel = projectSettings.defaults && target.settings.defaults ? XcodeGenSpec.presets(type: target.type, platform: "iOS") : [:]
        for key in Array(projectFile.keys) + Array(targetFile.keys) { targetLevel[key] = nil }
        targetLevel.merge(target.arguments) { $1 }
        targetLevel.merge(target.settings.base) { $1 }
        targetLevel.merge(targetOwn?.settings ?? [:]) { $1 }
        targetLevel.merge(target.files) { $1 }
        return BuildSettings.merge([provided, projectFile, projectSettings.base, projectOwn?.settings ?? [:], targetFile, targetLevel])
    }

    /// An .xcconfig's settings, when the file is inside the manifest's folder.
    private func xcconfig(_ path: String?) -> [String: String] {
        guard let path, !XcodeGenSpec.escapes(path, folder: folder) else { return [:] }
        return XCConfig.settings(path: ProjectFileWalk.join(folder, path))
    }

    /// A path as a manifest writes one: a string, `.relativeToManifest("…")` or `.path("…")`.
    static func path(_ value: TuistManifestValue?) -> String? {
        switch value {
        case .string(let text)?: return text
        case .call(_, let arguments)? where ["relativeToManifest", "path", "init"].contains(value?.callName ?? ""):
            return arguments.first?.value.string
        default: return nil
        }
    }
}
