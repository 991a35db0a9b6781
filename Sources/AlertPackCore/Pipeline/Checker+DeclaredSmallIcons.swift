/// The small notification icons a cross-platform config names as a master (Expo's
/// `expo-notifications` icon): the framework writes the density set from it at build time, so
/// the master is what decides whether Android draws a silhouette or a solid shape.
extension Checker {
    /// One subject per master a config names as Android's notification icon (a file outside any
    /// `res/` folder; a resource the native module holds is judged with that module).
    static func declaredSmallIcons(_ project: AppConfigProject, settings: AndroidSmallIconInspector.Settings) -> [AndroidSmallIconSubject] {
        let base = project.folder.isEmpty ? "" : project.folder + "/"
        let assets = project.facts.assets
        let launchers = assets.filter { ($0.role == .appIcon || $0.role == .adaptiveIcon) && $0.platforms.contains(.android) }
        var seen: Set<String> = []
        return assets.compactMap { asset in
            guard asset.role == .notificationIcon, asset.platforms.contains(.android), let path = asset.path,
                AndroidResourcePath(path) == nil, seen.insert(path).inserted
            else { return nil }
            let facts = AndroidSmallIconInspector.inspect(path: base + path, settings: settings)
            let name = String(FileName.last(of: path).split(separator: ".").first ?? "")
            var subject = AndroidSmallIconSubject(
                name: name, files: [facts], usedBy: assets.filter { $0.path == path && $0.role == .notificationIcon }.map(place))
            subject.isMaster = true
            subject.launcher = launcherReuse(of: path, base: base, among: launchers)
            return subject
        }
    }

    /// Whether the master is the file a config names as the app's (Android) icon, or its bytes.
    static func launcherReuse(of path: String, base: String, among launchers: [DeclaredAsset]) -> AndroidSmallIconSubject.LauncherReuse? {
        if let same = launchers.first(where: { $0.path == path }) {
            return AndroidSmallIconSubject.LauncherReuse(launcher: place(of: same), sameResource: true)
        }
        let digest = { (file: String) in try? FileDigest.sha256(path: base + file).hex }
        guard let own = digest(path) else { return nil }
        for launcher in launchers {
            guard let file = launcher.path, digest(file) == own else { continue }
            return AndroidSmallIconSubject.LauncherReuse(launcher: place(of: launcher), sameResource: false, sameBytes: [(base + path, base + file)])
        }
        return nil
    }
}

/// The small icons the JavaScript app around an Android module names in its own code
/// (`AndroidSmallIconCodeNames`): Capacitor's, notifee's and react-native-push-notification's
/// per-notification `smallIcon`, which no config or manifest says.
extension Checker {
    /// Each named icon as the module's resource (a drawable, else a mipmap of that name), with where it is named.
    static func codeNamedSmallIcons(of project: AndroidProject) -> [(resource: AndroidResourceReference, by: String)] {
        guard let root = AndroidSmallIconCodeNames.project(ofModule: project.folder) else { return [] }
        let resources = project.facts.resources
        return AndroidSmallIconCodeNames.scan(project: root).map { named in
            let held = ["drawable", "mipmap"].first { type in resources.contains { $0.type == type && $0.name == named.name } }
            return (AndroidResourceReference(type: held ?? named.type, name: named.name), "\(ProjectFileWalk.join(root, named.place)) smallIcon")
        }
    }
}
