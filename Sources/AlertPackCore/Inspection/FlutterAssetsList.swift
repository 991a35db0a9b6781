/// The assets a Flutter app bundles (issue 45): pubspec.yaml's `flutter: assets:`, a list of
/// files and folders (a folder, written with a trailing `/`, brings the files directly in it),
/// each a string or, since Flutter 3.19, a map with `path:` (and `flavors:`, `transformers:`).
/// Flutter copies them into flutter_assets inside the app's App.framework, which is no place iOS
/// plays a notification sound from: `UNNotificationSound` looks in the app bundle's top level and
/// in Library/Sounds only, so flutter_local_notifications' README has iOS sounds added to the
/// Runner project in Xcode (docs/sources.md CONFIG-FLUTTER). A sound the Dart code names for iOS
/// that is found only among the assets is said so (`DeclaredAsset.foundElsewhere`).
extension FlutterProjectReader {
    /// Entries read at most: an app lists a few dozen; each is looked up once per iOS sound.
    static let maxAssetEntries = 2_000

    /// The entries of `flutter: assets:`, as written, into `bundledAssets`; an entry that is no
    /// path, or a list cut at the limit, into `notRead`.
    static func addBundledAssets(_ pubspec: JSONNode, to project: inout AppConfigProject) {
        let place = "\(configNames[0]) flutter.assets"
        guard let list = pubspec["flutter"]?["assets"], list != .null else { return }
        guard let entries = list.array else {
            project.facts.notRead.append("\(place): not read: \(list.shown), not a list")
            return
        }
        for (index, entry) in entries.enumerated() {
            guard index < maxAssetEntries else {
                project.facts.notRead.append("\(place): not read: more than \(maxAssetEntries) entries; the rest is not read")
                return
            }
            guard let path = entry.string ?? entry["path"]?.string, !path.isEmpty else {
                project.facts.notRead.append("\(place)[\(index)]: not read: \(entry.shown), not a path")
                continue
            }
            project.facts.bundledAssets.append(path)
        }
    }

    /// The bundled assets looked up by file name: each name once, and at most
    /// `maxResolutions` paths resolved in all (each a `realpath`), since a Dart file may name
    /// thousands of sounds and pubspec list thousands of folders. Past that, a name is not looked
    /// for, and `exhausted` says so.
    struct BundledAssetLookup {
        static let maxResolutions = 20_000
        let entries: [String]
        let resolver: DeclaredAssetResolver
        private var known: [String: String?] = [:]
        private var remaining = maxResolutions
        private(set) var exhausted = false

        init(entries: [String], resolver: DeclaredAssetResolver) {
            self.entries = entries
            self.resolver = resolver
        }

        /// The first bundled asset whose file name is `name`'s, relative to the project's folder:
        /// a listed file of that name, or that name in a listed folder; nil when none is in the
        /// project (one outside it is not followed) or the lookups are spent.
        mutating func path(named name: String) -> String? {
            let file = FileName.last(of: name)
            guard !file.isEmpty else { return nil }
            if let answer = known[file] { return answer }
            var answer: String?
            for entry in entries {
                guard let candidate = entry.hasSuffix("/") ? entry + file : FileName.last(of: entry) == file ? entry : nil else { continue }
                guard remaining > 0 else {
                    exhausted = true
                    return nil
                }
                remaining -= 1
                if let path = resolver.resolve(candidate).path {
                    answer = path
                    break
                }
            }
            known[file] = answer
            return answer
        }
    }
}
