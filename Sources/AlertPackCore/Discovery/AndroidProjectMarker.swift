/// The file that marks a folder as an Android app module's: `MODULE/src/main/AndroidManifest.xml`
/// (a Gradle module; `android/app` in a React Native, Flutter or Capacitor project). Discovery
/// notes the module folder by the path alone; `AndroidProjectReader` reads it and says by its
/// build.gradle whether it is an app (`com.android.application`) or a library.
package enum AndroidProjectMarker {
    package static let manifestPath = "src/main/AndroidManifest.xml"

    /// Folders no app module of the project's own is inside: other people's code
    /// (`node_modules` holds the Android libraries of every React Native package), build products
    /// and tool caches (`build/intermediates` holds merged manifests).
    static let skippedFolders: Set<String> = FileDiscovery.dependencyFolders.union([
        ".gradle", ".cxx", ".idea", ".git", ".dart_tool", ".symlinks", ".pub-cache", "intermediates", "generated", "Pods",
    ])

    /// The module folder `path` marks, when `path` (met by a walk from `root`) is a module's
    /// `src/main/AndroidManifest.xml` outside the skipped folders; "" when the module is `root`
    /// itself; nil otherwise. Only the folders below `root` are looked at, so a checkout kept in
    /// `~/build/app` is judged as any other; a manifest named itself (`root` nil) is taken.
    package static func module(of path: String, below root: String? = nil) -> String? {
        let suffix = "/" + manifestPath
        guard path.hasSuffix(suffix) || path == manifestPath else { return nil }
        let folder = path == manifestPath ? "" : String(path.dropLast(suffix.count))
        guard let root else { return folder }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let inside: String
        if folder == root || folder + "/" == prefix {
            inside = ""
        } else if folder.hasPrefix(prefix) {
            inside = String(folder.dropFirst(prefix.count))
        } else {
            inside = folder
        }
        let parts = inside.split(separator: "/")
        guard !parts.contains(where: { skippedFolders.contains(String($0)) || ($0.hasPrefix(".") && $0 != ".") }) else { return nil }
        return folder
    }
}
