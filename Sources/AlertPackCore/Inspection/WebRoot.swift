import Foundation

/// The folder a web file's root-absolute paths (`/icons/badge.png`) resolve against, and each
/// value it names resolved there. A site serves one folder as `/`: the nearest `public/`,
/// `static/`, `www/`, `wwwroot/` or `dist/` folder above the file (Vite, Next.js and Create React
/// App serve `public/`, SvelteKit `static/`, Cordova and Ionic `www/`); a manifest outside one is
/// served from its own folder (Angular's `src/manifest.webmanifest`). A script outside one (a
/// service worker's source in `src/`) is bundled to the site's top, so the nearest such folder
/// beside one of its folders' ancestors is its root. Folders are looked at up to the repository's
/// top (`FolderChain`), so the root is the same whichever path was named.
package struct WebRoot: Sendable {
    package static let folderNames = ["public", "static", "www", "wwwroot", "dist"]

    /// The root as discovery spells paths (relative to the current folder when the file's path
    /// is, else absolute).
    package let folder: String
    /// The file's folder relative to the root ("" when the file is in the root, or outside it).
    package let base: String
    private let resolver: DeclaredAssetResolver

    package init(folder: String, base: String) {
        self.folder = folder
        self.base = base
        resolver = DeclaredAssetResolver(folder: folder)
    }

    /// The root of the web file at `path` (a script looks beside its ancestors too).
    package static func of(file path: String, isScript: Bool, chain: inout FolderChain) -> WebRoot {
        let ancestors = chain.folders(above: path)
        let own = ancestors.first ?? "/"
        let spell = { (absolute: String) in spelled(absolute, like: path) }
        if let root = ancestors.first(where: { folderNames.contains(FileName.last(of: $0)) }) {
            return WebRoot(folder: spell(root), base: own == root ? "" : String(own.dropFirst(root.count + 1)))
        }
        if isScript {
            for ancestor in ancestors {
                for name in folderNames where isFolder((ancestor == "/" ? "" : ancestor) + "/" + name) {
                    return WebRoot(folder: spell((ancestor == "/" ? "" : ancestor) + "/" + name), base: "")
                }
            }
        }
        return WebRoot(folder: spell(own), base: "")
    }

    /// `absolute` spelled as `like` is: absolute for an absolute path, else from the current folder.
    static func spelled(_ absolute: String, like path: String) -> String {
        guard !path.hasPrefix("/") else { return absolute }
        let here = AbsolutePath.of(FileManager.default.currentDirectoryPath)
        guard AbsolutePath.isWithin(absolute, here) else { return absolute }
        return absolute == here ? "." : String(absolute.dropFirst(here == "/" ? 1 : here.count + 1))
    }

    private static func isFolder(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    /// The file `value` names: a root-absolute path from the root, any other from the file's
    /// folder; its query and fragment dropped and its escapes decoded, as a browser asks the
    /// server. A URL with a scheme or a host is not fetched; `..` out of the root, and a link
    /// that leads out of it, are never followed.
    package func resolve(_ value: String) -> (path: String?, unresolved: WebImageDeclaration.Unresolved?) {
        var text = value.trimmingCharacters(in: .whitespaces)
        if let cut = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = String(text[..<cut]) }
        guard !text.isEmpty else { return (nil, .missing) }
        if text.hasPrefix("//") || text.range(of: #"^[A-Za-z][A-Za-z0-9+.-]*:"#, options: .regularExpression) != nil {
            return (nil, .remote)
        }
        let decoded = text.removingPercentEncoding ?? text
        let rooted = decoded.hasPrefix("/")
        guard let relative = DeclaredAssetResolver.lexicalPath(rooted ? String(decoded.dropFirst()) : decoded, base: rooted ? "" : base)
        else { return (nil, .outside) }
        let found = resolver.resolve(relative)
        guard let path = found.path else { return (nil, found.unresolved == .outside ? .outside : .missing) }
        return ((folder == "." ? "" : folder + "/") + path, nil)
    }
}
