/// What a changed Java, Kotlin or Dart source governs under `check --changed-since`: its Android
/// module, named by the module's main manifest, so that the module is judged with its code as it is
/// now (its channels compared with the revision's, `android.channel-sound-changed`). A source is a
/// module's when it lies in `MODULE/src/SET/java` or `MODULE/src/SET/kotlin`; a Dart file in a
/// Flutter app's `APP/lib/` is the module `APP/android/app`'s, since the app's channels are created
/// there (whether APP is a Flutter app is the module's reading's to decide).
enum AndroidChannelHistoryScope {
    /// Java and Kotlin, as `AndroidProjectReader` reads a module's code.
    static let sourceExtensions: Set<String> = ["java", "kt"]

    /// The main manifest of the module `relative` (a path relative to the repository's top) is a
    /// source of, relative to the same top; nil for any other file, or one in a folder discovery
    /// never takes a module from (dependencies, build output).
    static func manifest(governing relative: String) -> String? {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let module: ArraySlice<String>
        if FileName.extension(of: relative) == "dart" {
            // The first `lib/` in the path: a package's `lib/src/lib/` is still its own.
            guard let lib = parts.indices.dropLast().first(where: { parts[$0] == "lib" }) else { return nil }
            module = parts[..<lib] + ["android", "app"]
            guard !parts[..<(parts.count - 1)].contains(where: { AndroidProjectMarker.skippedFolders.contains($0) || $0.hasPrefix(".") })
            else { return nil }
        } else {
            guard sourceExtensions.contains(FileName.extension(of: relative)) else { return nil }
            // The last `src/SET/(java|kotlin)` in the path: a module nested in another's folder is its own.
            guard let source = parts.indices.dropLast(3).last(where: { parts[$0] == "src" && ["java", "kotlin"].contains(parts[$0 + 2]) })
            else { return nil }
            module = parts[..<source]
        }
        guard !module.contains(where: { AndroidProjectMarker.skippedFolders.contains($0) || $0.hasPrefix(".") }) else { return nil }
        return (module + [AndroidProjectMarker.manifestPath]).joined(separator: "/")
    }
}
