/// The icon and sound names the app's Dart code gives its notification plugins, each resolved
/// where the plugin looks: `getIdentifier` in the Android app module's drawables, mipmaps or raw
/// resources; `[UNNotificationSound soundNamed:]` in the iOS bundle (a file of that name in
/// ios/Runner, else anywhere below ios/ outside Pods). An iOS sound in none of them that the app
/// bundles as a Flutter asset is said to be there (`FlutterAssetsList.swift`).
extension FlutterProjectReader {
    static let dartFolder = "lib"
    static let maxDartFiles = 5_000
    static let maxDartBytes = 1 << 20

    /// Where a name found in Dart is looked for.
    enum Target {
        case android([AndroidResourceIndex.Kind])
        case iosBundle
    }

    /// Reads every Dart file below lib/ and adds what it names.
    static func addDartNames(to project: inout AppConfigProject, resources: AndroidResourceIndex) {
        let folder = project.folder
        let listing = ProjectFileWalk.files(in: folder, below: dartFolder, maxFiles: maxDartFiles) { FileName.extension(of: $0) == "dart" }
        if listing.truncated {
            project.facts.notRead.append("\(dartFolder): not read: more than \(maxDartFiles) Dart files; the rest is not read")
        }
        var bundle = BundleFiles(folder: folder)
        var assets = BundledAssetLookup(entries: project.facts.bundledAssets, resolver: bundle.resolver)
        for file in listing.files {
            let bytes: [UInt8]
            do {
                bytes = try ProjectFileWalk.contents(file, in: folder, maxBytes: maxDartBytes, what: "the Dart file") ?? []
            } catch {
                project.facts.notRead.append("\(file): not read: \(error.message)")
                continue
            }
            let found = DartNotificationCalls.scan(bytes)
            guard !found.isEmpty else { continue }
            project.facts.files.append(file)
            for item in found {
                let key = self.key(of: item, file: file)
                switch item.value {
                case .computed(let written):
                    project.facts.notRead.append("\(file) line \(item.line): not read: computed: \(written)")
                case .literal(let value):
                    guard !value.isEmpty, let (role, platform, target) = meaning(of: item, value: value) else { continue }
                    let found: (path: String?, unresolved: DeclaredAsset.Unresolved?)
                    switch target {
                    case .android(let kinds): found = resources.find(value, kinds: kinds)
                    case .iosBundle: found = bundle.find(value)
                    }
                    var asset = DeclaredAsset(
                        file: file, key: key, value: value, role: role, platforms: [platform], path: found.path, unresolved: found.unresolved)
                    if case .iosBundle = target, found.unresolved == .missing {
                        asset.foundElsewhere = assets.path(named: value)
                    }
                    project.facts.assets.append(asset)
                }
            }
        }
        if assets.exhausted {
            let lookups = BundledAssetLookup.maxResolutions
            project.facts.notRead.append("\(configNames[0]) flutter.assets: not read: over \(lookups) lookups; later iOS sounds not looked for there")
        }
    }

    /// Where a name is written: `lib/main.dart:41 RawResourceAndroidNotificationSound`,
    /// `lib/main.dart:52 DarwinNotificationDetails sound:`, `lib/a.dart:9 soundSource:`,
    /// `lib/a.dart:2 NotificationService.defaultSoundPath`.
    static func key(of item: DartNotificationCalls.Found, file: String) -> String {
        if let constant = item.constant { return "\(file):\(item.line) \(constant)" }
        let label = item.label.map { $0 + ":" }
        let what =
            item.call == DartNotificationCalls.resourcePrefix ? label ?? "string" : [item.call, label].compactMap { $0 }.joined(separator: " ")
        return "\(file):\(item.line) \(what)"
    }

    /// The role, platform and place of a name found in Dart.
    static func meaning(of item: DartNotificationCalls.Found, value: String) -> (DeclaredAsset.Role, DeclaredAsset.Platform, Target)? {
        switch item.call {
        case "AndroidInitializationSettings", "AndroidNotificationDetails", "AudioServiceConfig", "JustAudioBackground.init":
            return (.notificationIcon, .android, .android([.drawable]))
        case "RawResourceAndroidNotificationSound": return (.notificationSound, .android, .android([.raw]))
        case "DrawableResourceAndroidBitmap": return (.largeIcon, .android, .android([.drawable]))
        case "DarwinNotificationDetails", "IOSNotificationDetails": return (.notificationSound, .ios, .iosBundle)
        default:
            // awesome_notifications: `resource://raw/x` is a sound; a drawable is the small icon
            // unless it is given as the large icon or big picture.
            let kinds = AndroidResourceIndex.reference(value, kinds: []).kinds
            guard let kind = kinds.first else { return nil }
            if kind == .raw { return (.notificationSound, .android, .android([.raw])) }
            let large = ["largeIcon", "bigPicture"].contains(item.label ?? "")
            return (large ? .largeIcon : .notificationIcon, .android, .android([kind]))
        }
    }

    /// The files of the iOS app a sound name may be, listed once when first asked.
    struct BundleFiles {
        let folder: String
        let resolver: DeclaredAssetResolver
        private var byName: [String: [String]]?

        init(folder: String) {
            self.folder = folder
            resolver = DeclaredAssetResolver(folder: folder)
        }

        /// The bundle file `name` plays: ios/Runner/NAME, else the first file of that exact
        /// name below ios/ (Pods left out); a name with a folder is taken from ios/Runner.
        mutating func find(_ name: String) -> (path: String?, unresolved: DeclaredAsset.Unresolved?) {
            guard ProjectFileWalk.isFolder("ios", in: folder) else { return (nil, .noNativeProject) }
            let direct = resolver.resolve(name, base: FlutterProjectReader.runnerFolder)
            if direct.path != nil || direct.unresolved == .outside || name.contains("/") { return direct }
            if byName == nil {
                let files = ProjectFileWalk.files(in: folder, below: "ios", maxFiles: 20_000) { _ in true }.files
                byName = Dictionary(grouping: files, by: { FileName.last(of: $0) })
            }
            guard let first = byName?[name]?.first else { return (nil, .missing) }
            return resolver.resolve(first)
        }
    }
}
