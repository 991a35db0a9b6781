/// A Flutter app as its files describe it: pubspec.yaml (the Flutter SDK dependency that makes
/// it an app, the notification plugin's version, flutter_launcher_icons' and
/// flutter_native_splash's settings or those of their own YAML files beside it, the assets it
/// bundles under `flutter: assets:`) and the icon and sound names its Dart code under `lib/`
/// gives flutter_local_notifications and awesome_notifications (`DartNotificationCalls`),
/// resolved as the plugins resolve them: Android resources in the app module, iOS sounds in the
/// Runner bundle.
package enum FlutterProjectReader {
    package static let configNames = ["pubspec.yaml"]
    static let launcherIconsFile = "flutter_launcher_icons.yaml"
    /// The keys flutter_launcher_icons reads its settings from (`flutter_icons` before 0.10).
    static let launcherIconsKeys = ["flutter_launcher_icons", "flutter_icons"]
    /// Where a Flutter app's iOS target keeps its bundled files.
    static let runnerFolder = "ios/Runner"

    /// The app in `folder`; nil when pubspec.yaml does not depend on the Flutter SDK.
    package static func read(folder: String) -> AppConfigProject? {
        let name = configNames[0]
        guard ProjectFileWalk.isFile(name, in: folder) else { return nil }
        let facts = AppConfigFacts(framework: .flutter, files: [name], version: nil, assets: [], notRead: [])
        var project = AppConfigProject(folder: folder, reportPath: ProjectFileWalk.join(folder, name), facts: facts)
        let pubspec: JSONNode
        do {
            pubspec = try yaml(name, in: folder)
        } catch {
            // Unreadable: Flutter's only when the text says so.
            let bytes = (try? ProjectFileWalk.contents(name, in: folder, maxBytes: 1 << 20, what: name)) ?? nil
            guard let bytes, String(decoding: bytes, as: UTF8.self).contains("sdk: flutter") else { return nil }
            project.unreadable.append(.init(file: name, error: error))
            return project
        }
        guard isApp(pubspec) else { return nil }
        // The Flutter SDK's version is not pinned here; the notification plugin's is, under its name.
        project.facts.version =
            ["flutter_local_notifications", "awesome_notifications"].lazy
            .compactMap { name in pubspec["dependencies"]?[name]?.scalarText.map { "\(name) \($0)" } }.first
        addLauncherIcons(pubspec, to: &project)
        addNativeSplash(pubspec, to: &project)
        addBundledAssets(pubspec, to: &project)
        let resources = AndroidResourceIndex(folder: folder)
        addDartNames(to: &project, resources: resources)
        let rawFolders = resources.files(of: .raw).map(FileName.parent).uniqued()
        project.unnamedSounds = ProjectFileWalk.unnamedSounds(in: folder, roots: rawFolders + [runnerFolder], assets: project.facts.assets)
        return project
    }

    /// Whether a pubspec is a Flutter app's: it depends on the Flutter SDK and is no plugin
    /// package (`flutter: plugin:`), which is other people's code that apps depend on.
    static func isApp(_ pubspec: JSONNode) -> Bool {
        pubspec["dependencies"]?["flutter"]?["sdk"]?.string == "flutter" && pubspec["flutter"]?["plugin"] == nil
    }

    /// A YAML file of the project as JSON values; an error names the file.
    static func yaml(_ name: String, in folder: String) throws(AlertPackError) -> JSONNode {
        do throws(AlertPackError) {
            let bytes = try ProjectFileWalk.contents(name, in: folder, maxBytes: 1 << 20, what: name) ?? []
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .reading(.notValidText("UTF-8", file: true)) }
            return JSONNode(foundation: try SafeYAML.load(text))
        } catch {
            throw .inFile(ProjectFileWalk.join(folder, name), error)
        }
    }

    /// flutter_launcher_icons' source images, from flutter_launcher_icons.yaml when there is one
    /// (the tool reads it first) or else from pubspec.yaml.
    static func addLauncherIcons(_ pubspec: JSONNode, to project: inout AppConfigProject) {
        guard let (file, key, table) = toolSettings(pubspec, file: launcherIconsFile, keys: launcherIconsKeys, in: &project) else { return }
        project.facts.assets += launcherIcons(table, key: key, file: file, resolver: DeclaredAssetResolver(folder: project.folder))
    }

    /// A generator's settings (flutter_launcher_icons', flutter_native_splash's): its own YAML
    /// file beside pubspec.yaml when there is one, which the tool reads instead, else pubspec.yaml;
    /// the file, the key found and its table, or nil (an unreadable own file is said as such).
    static func toolSettings(
        _ pubspec: JSONNode, file own: String, keys: [String], in project: inout AppConfigProject
    ) -> (file: String, key: String, table: [String: JSONNode])? {
        var file = configNames[0]
        var document = pubspec
        if ProjectFileWalk.isFile(own, in: project.folder) {
            file = own
            project.facts.files.append(file)
            do {
                document = try yaml(file, in: project.folder)
            } catch {
                project.unreadable.append(.init(file: file, error: error))
                return nil
            }
        }
        return keys.lazy.compactMap { key in document[key]?.object.map { (file, key, $0) } }.first
    }

    /// The images of a flutter_launcher_icons table, for the platforms it generates icons for
    /// (`android: false` or `ios: false` turns one off).
    static func launcherIcons(_ table: [String: JSONNode], key: String, file: String, resolver: DeclaredAssetResolver) -> [DeclaredAsset] {
        let both = [DeclaredAsset.Platform.ios, .android].filter { table[$0.rawValue] != .bool(false) }
        let images: [(String, DeclaredAsset.Role, [DeclaredAsset.Platform])] = [
            ("image_path", .appIcon, both),
            ("image_path_ios", .appIcon, [.ios]),
            ("image_path_android", .appIcon, [.android]),
            ("adaptive_icon_foreground", .adaptiveIcon, [.android]),
            ("adaptive_icon_background", .adaptiveIcon, [.android]),
            ("adaptive_icon_monochrome", .adaptiveIcon, [.android]),
        ]
        return images.compactMap { name, role, platforms in
            // A background may be a colour (`#FFFFFF`), no file.
            guard let value = table[name]?.string, !value.hasPrefix("#"), !platforms.isEmpty else { return nil }
            return resolver.asset(file: file, key: "\(key).\(name)", value: value, role: role, platforms: platforms)
        }
    }
}
