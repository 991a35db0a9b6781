import Foundation

/// What a changed Java, Kotlin or Dart source governs under `check --changed-since`: its Android
/// module, named by the module's main manifest, so that the module is judged with its code as it is
/// now (its channels compared with the revision's, `android.channel-sound-changed`). A source is a
/// module's when it lies in `MODULE/src/SET/java` or `MODULE/src/SET/kotlin`; a Dart file in a
/// Flutter app's `APP/lib/` is the module `APP/android/app`'s, since the app's channels are created
/// there (whether APP is a Flutter app is the module's reading's to decide).
enum AndroidChannelHistoryScope {
    /// Java and Kotlin, as `AndroidProjectReader` reads a module's code.
    static let sourceExtensions: Set<String> = ["java", "kt"]

    /// The main manifest of the module `relative` (a path relative to the repository's top,
    /// `root` when known) is a source of, relative to the same top; nil for any other file, or
    /// one in a folder discovery never takes a module from (dependencies, build output).
    static func manifest(governing relative: String, in root: String? = nil) -> String? {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let module: ArraySlice<String>
        if FileName.extension(of: relative) == "dart" {
            let libs = parts.indices.dropLast().filter { parts[$0] == "lib" }
            // The last `lib/` whose folder is a Flutter app's (an app kept in a folder named lib:
            // `lib/apps/shop/lib/x.dart`); else the first: a package's `lib/src/lib/` is its own.
            guard let first = libs.first else { return nil }
            let lib = root.flatMap { root in libs.last { isFlutterApp(parts[..<$0], in: root) } } ?? first
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

    /// Whether the folder `parts` (below the repository's top `root`) is a Flutter app's: it
    /// holds a pubspec.yaml or the app's Android module (`android/app`), each a file of its own
    /// (a link is not followed: it may lead out of the repository).
    static func isFlutterApp(_ parts: ArraySlice<String>, in root: String) -> Bool {
        let folder = ([root] + parts).joined(separator: "/")
        return ["pubspec.yaml", "android/app/" + AndroidProjectMarker.manifestPath].contains { name in
            var status = stat()
            return lstat(folder + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        }
    }
}
