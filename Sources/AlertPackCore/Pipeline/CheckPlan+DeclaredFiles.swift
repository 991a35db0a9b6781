import Foundation

/// A cross-platform config named alone (`check app.json`, `check pubspec.yaml`, the usual CI
/// call) stands for its project's assets: the files its configs declare, resolved inside the
/// project, are checked too, each found as a walk of the project's folder finds it, so naming
/// the config, the folder or the file gives each file one verdict. A declared Android resource
/// brings each of its files (every density), and the project's Android modules come too: the
/// small icon and sound findings about what the config declares are the module's.
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
            let projects = configs.projects(in: spelled.isEmpty ? "." : spelled)
            for project in projects {
                var resources: AndroidResourceIndex?
                for asset in project.facts.assets {
                    let files = asset.path.map { Self.resourceFiles(of: $0, project: project.folder, index: &resources) } ?? []
                    paths += files.compactMap { Self.walkedPath($0, in: spelled, ignore: discovery.ignore) }
                }
            }
            // A config that makes no project (a bare React Native app.json) stands for nothing.
            if !projects.isEmpty { paths += Self.androidModuleManifests(in: spelled, ignore: discovery.ignore) }
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
        for module in discovered.androidModules { known.insert(module) }
        merged.androidModules += found.androidModules.filter { known.insert($0) }
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
    /// the declared file `relative` under: the set or Icon Composer document it is in, taken
    /// whole; nil when the walk would not meet it (a hidden or ignored name on the way, inside a
    /// project or a built app, which are judged as they are).
    static func walkedPath(_ relative: String, in folder: String, ignore: IgnorePatterns) -> String? {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else {
            return nil
        }
        var taken = relative
        if let container = AssetContainer.enclosing(relative) {
            guard container.kind == .set || container.kind == .iconBundle else { return nil }
            taken = container.folder
        }
        return Self.walked(taken, in: folder, ignore: ignore)
    }

    /// `relative`, spelled from `folder`, when a walk of `folder` meets it: no hidden name on
    /// the way and none of its folders, nor it, ignored.
    static func walked(_ relative: String, in folder: String, ignore: IgnorePatterns) -> String? {
        let parts = relative.split(separator: "/").map(String.init)
        guard !parts.isEmpty, !parts.contains(where: { $0.hasPrefix(".") }) else { return nil }
        let join = { (count: Int) in (folder.isEmpty ? "" : folder + "/") + parts[..<count].joined(separator: "/") }
        guard !(1...parts.count).contains(where: { ignore.matches(join($0)) }) else { return nil }
        return join(parts.count)
    }

    /// Every file of the Android resource `relative` is one of (`…/res/drawable-xxxhdpi/ic_stat.png`
    /// is the resource `drawable/ic_stat`, drawn from each density's file), as the project's
    /// resource index lists them and through no link out of the project, as a walk judges
    /// each; `relative` alone for any other file. Paths are relative to the project's `folder`.
    static func resourceFiles(of relative: String, project folder: String, index: inout AndroidResourceIndex?) -> [String] {
        let prefix = AndroidResourceIndex.resourceFolder + "/"
        let parts = relative.dropFirst(prefix.count).split(separator: "/").map(String.init)
        guard relative.hasPrefix(prefix), parts.count == 2, let kind = AndroidResourceIndex.kind(ofFolder: parts[0]),
            let name = AndroidResourceIndex.resourceName(of: parts[1], kind: kind)
        else { return [relative] }
        let resources = index ?? AndroidResourceIndex(folder: folder)
        index = resources
        let resolver = DeclaredAssetResolver(folder: folder)
        let files = resources.files(of: kind).filter { file in
            AndroidResourceIndex.resourceName(of: FileName.last(of: file), kind: kind) == name && resolver.resolve(file).path != nil
        }
        return files.contains(relative) ? files : [relative] + files
    }

    /// The main manifests of the project's Android modules (the project's folder spelled
    /// `folder`, "" for the current one) that a walk of the folder finds in its Gradle root:
    /// `android/NAME/src/main/AndroidManifest.xml` where the marker takes NAME as a module
    /// (no dependency, build or hidden folder), reached through no folder link (a walk follows
    /// none) and not ignored. Bounded: one listing of `android/`.
    static func androidModuleManifests(in folder: String, ignore: IgnorePatterns) -> [String] {
        let base = folder.isEmpty ? "" : folder + "/"
        guard ProjectFileWalk.kind(of: base + "android") == S_IFDIR,
            let names = try? FileManager.default.contentsOfDirectory(atPath: base + "android")
        else { return [] }
        return names.sorted().prefix(maxModules).compactMap { name in
            let relative = "android/" + name + "/" + AndroidProjectMarker.manifestPath
            let folders = ["android/" + name, "android/" + name + "/src", "android/" + name + "/src/main"]
            guard folders.allSatisfy({ ProjectFileWalk.kind(of: base + $0) == S_IFDIR }), AssetContainer.enclosing(relative) == nil,
                let manifest = walked(relative, in: folder, ignore: ignore), AndroidProjectMarker.module(of: manifest, below: folder) != nil
            else { return nil }
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: manifest, isDirectory: &isFolder) && !isFolder.boolValue ? manifest : nil
        }
    }

    /// The most entries of `android/` looked at: a Gradle root holds a few modules.
    static let maxModules = 256
}
