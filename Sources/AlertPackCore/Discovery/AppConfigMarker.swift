/// The file names that mark a folder as a cross-platform project's (Expo, Capacitor, Cordova,
/// Flutter): discovery notes the folder by name alone and the project readers of `Inspection/`
/// decide, by content, whether it is one (an `app.config.ts` is Nuxt's too).
package enum AppConfigMarker {
    package static let names: Set<String> = [
        "app.json", "app.config.json", "app.config.js", "app.config.ts", "app.config.mjs", "app.config.cjs",
        "capacitor.config.json", "capacitor.config.js", "capacitor.config.ts", "config.xml", "pubspec.yaml",
    ]

    /// Whether `path`, met by a walk from `root`, names a marker file in a folder that can be a
    /// project's: never one inside other people's code or build products (`node_modules` holds
    /// Expo templates by the dozen), nor in a native folder a framework generates
    /// (`ios/App/App/capacitor.config.json`, `android/app/src/main/assets/capacitor.config.json`
    /// are copies `cap sync` writes). Only the folders below `root` are looked at, so a checkout
    /// kept in `~/Build/ios` is judged as any other; a file named itself (`root` nil) is taken.
    package static func marks(_ path: String, below root: String? = nil) -> Bool {
        guard names.contains(FileName.last(of: path)) else { return false }
        guard let root else { return true }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let inside = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        let parts = inside.split(separator: "/").dropLast()
        return !parts.contains { FileDiscovery.dependencyFolders.contains(String($0)) || $0 == "ios" || $0 == "android" }
    }
}
