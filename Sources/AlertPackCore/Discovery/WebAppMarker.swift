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

    /// What `path` may be: nil for a name that is no web file's, or a file inside a skipped folder.
    /// In a repository (a `.git` above), the folders from the file's up to the repository's top
    /// decide: the same whichever folder, or the file itself, was named. Outside one there is no
    /// top to stop at (a folder named `build` above a checkout says nothing), so the folders below
    /// the folder a walk started from (`root`) decide, and a file named itself is taken.
    package static func kind(of path: String, below root: String? = nil) -> Kind? {
        guard let kind = kind(ofName: FileName.last(of: path)) else { return nil }
        let folders = AbsolutePath.of(path).split(separator: "/").dropLast()
        // Most paths hold no skipped name at all: no folder needs to be looked at.
        guard folders.contains(where: { skippedFolders.contains(String($0)) }) else { return kind }
        var chain = FolderChain()
        let above = chain.folders(above: path)
        if chain.repositoryTop(of: above) != nil {
            // The top's own name is the repository's, not a folder of it.
            return above.dropLast().contains { skippedFolders.contains(FileName.last(of: $0)) } ? nil : kind
        }
        guard let root else { return kind }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let inside = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        return inside.split(separator: "/").dropLast().contains { skippedFolders.contains(String($0)) } ? nil : kind
    }
}
