/// What a changed Java or Kotlin source governs under `check --changed-since`: its Android module,
/// named by the module's main manifest, so that the module is judged with its code as it is now
/// (its channels compared with the revision's, `android.channel-sound-changed`). A source is a
/// module's when it lies in `MODULE/src/SET/java` or `MODULE/src/SET/kotlin`.
enum AndroidChannelHistoryScope {
    /// Java and Kotlin, as `AndroidProjectReader` reads a module's code.
    static let sourceExtensions: Set<String> = ["java", "kt"]

    /// The main manifest of the module `relative` (a path relative to the repository's top) is a
    /// source of, relative to the same top; nil for any other file, or one in a folder discovery
    /// never takes a module from (dependencies, build output).
    static func manifest(governing relative: String) -> String? {
        guard sourceExtensions.contains(FileName.extension(of: relative)) else { return nil }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // The last `src/SET/(java|kotlin)` in the path: a module nested in another's folder is its own.
        guard let source = parts.indices.dropLast(3).last(where: { parts[$0] == "src" && ["java", "kotlin"].contains(parts[$0 + 2]) })
        else { return nil }
        let module = parts[..<source]
        guard !module.contains(where: { AndroidProjectMarker.skippedFolders.contains($0) || $0.hasPrefix(".") }) else { return nil }
        return (module + [AndroidProjectMarker.manifestPath]).joined(separator: "/")
    }
}
