import Foundation

/// A cross-platform config named alone (`check app.json`, `check pubspec.yaml`, the usual CI
/// call) stands for its project's assets: the files its configs declare, resolved inside the
/// project, are checked too, each found as a walk of the project's folder finds it, so naming
/// the config, the folder or the file gives each file one verdict.
extension Checker {
    /// `discovered` with the files that the configs named in `named` declare and that it does
    /// not hold yet under any spelling (a file named or found otherwise is not doubled).
    func addingDeclaredFiles(
        to discovered: FileDiscovery.Result, named: [String], configs: inout AppConfigCache, discovery: FileDiscovery
    ) -> FileDiscovery.Result {
        var paths: [String] = []
        for config in named where Self.isNamedConfig(config, discovery: discovery) {
            // The project's files spelled from the config's folder as it was named: `app.json`
            // gives `assets/icon.png`, `./app.json` gives `./assets/icon.png`.
            let spelled = FileName.parent(of: config)
            for project in configs.projects(in: spelled.isEmpty ? "." : spelled) {
                paths += project.facts.assets.compactMap { Self.walkedPath(of: $0, in: spelled, ignore: discovery.ignore) }
            }
        }
        guard !paths.isEmpty else { return discovered }
        // Declared files are not named: one that went away is no problem and nothing is skipped.
        var quiet = discovery
        quiet.allowsEmpty = true
        let found = quiet.discover(paths)
        var merged = discovered
        var known = UniquePaths(aliases: configuration.aliases)
        for path in discovered.sounds + discovered.images + discovered.sets + discovered.iconBundles + discovered.attachments {
            known.insert(path)
        }
        merged.sounds += found.sounds.filter { known.insert($0) }
        merged.images += found.images.filter { known.insert($0) }
        merged.sets += found.sets.filter { known.insert($0) }
        merged.iconBundles += found.iconBundles.filter { known.insert($0) }
        merged.attachments += found.attachments.filter { known.insert($0) }
        return merged
    }

    /// Whether discovery took `path` as a named cross-platform config (a regular file with a
    /// marker's name that is no attachment: `FileDiscovery.discover` asks in that order).
    static func isNamedConfig(_ path: String, discovery: FileDiscovery) -> Bool {
        guard AppConfigMarker.marks(path), !discovery.attachments.contains(path) else { return false }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// The path a walk of the project's folder (spelled `folder`, "" for the current one) meets
    /// the declared file under: the set or Icon Composer document it is in, taken whole; nil when
    /// the walk would not meet it (no resolved path, a hidden or ignored name on the way, inside
    /// a project or a built app, which are judged as they are).
    static func walkedPath(of asset: DeclaredAsset, in folder: String, ignore: IgnorePatterns) -> String? {
        guard let relative = asset.path, !relative.isEmpty, !relative.hasPrefix("/") else { return nil }
        let parts = relative.split(separator: "/").map(String.init)
        guard !parts.contains(where: { $0.hasPrefix(".") }) else { return nil }
        let join = { (count: Int) in (folder.isEmpty ? "" : folder + "/") + parts[..<count].joined(separator: "/") }
        var taken = relative
        if let container = AssetContainer.enclosing(relative) {
            guard container.kind == .set || container.kind == .iconBundle else { return nil }
            taken = container.folder
        }
        let depth = taken.split(separator: "/").count
        guard !(1...depth).contains(where: { ignore.matches(join($0)) }) else { return nil }
        return join(depth)
    }
}
