/// The files that may be a web app's notification assets' declarations: Web App Manifests by
/// name (`manifest.json`, `site.webmanifest`, any `*.webmanifest`) and scripts by extension
/// (`.js`, `.mjs`, `.cjs`, `.ts`), which may call `showNotification`. Discovery notes them by the
/// path alone; `Inspection/WebAppManifestReader` decides by content whether a manifest.json is a
/// web app's (not a browser extension's), and `WebNotificationScriptReader` whether a script
/// shows notifications.
package enum WebAppMarker {
    package enum Kind: Sendable, Equatable { case manifest, script }

    /// Folders no web app's own source is in: other people's code, build products (`dist/` is a
    /// copy of `public/` a bundler writes) and the copies a native shell holds
    /// (`android/app/src/main/assets/public`, `ios/App/App/public`, Cordova's `platforms/`).
    static let skippedFolders: Set<String> = FileDiscovery.dependencyFolders.union([
        "dist", "out", "coverage", "bower_components", "jspm_packages", "android", "ios", "platforms", "intermediates", "generated",
    ])

    package static let scriptExtensions: Set<String> = ["js", "mjs", "cjs", "ts"]

    /// What `path` may be by its name; nil for anything else. A TypeScript declaration file
    /// (`.d.ts`) declares types, never calls.
    package static func kind(ofName name: String) -> Kind? {
        let lowered = name.lowercased()
        if lowered == "manifest.json" || lowered.hasSuffix(".webmanifest") { return .manifest }
        guard !lowered.hasSuffix(".d.ts"), !lowered.hasSuffix(".min.js") else { return nil }
        return scriptExtensions.contains(FileName.extension(of: lowered)) ? .script : nil
    }

    /// What `path`, met by a walk from `root`, may be: nil for a name that is no web file's, or
    /// a file inside a skipped folder below `root`. A file named itself (`root` nil) is taken.
    package static func kind(of path: String, below root: String? = nil) -> Kind? {
        guard let kind = kind(ofName: FileName.last(of: path)) else { return nil }
        guard let root else { return kind }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let inside = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        let folders = inside.split(separator: "/").dropLast()
        return folders.contains { skippedFolders.contains(String($0)) } ? nil : kind
    }
}
