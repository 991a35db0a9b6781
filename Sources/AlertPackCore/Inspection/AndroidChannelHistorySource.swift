extension AndroidChannelHistory {
    /// A file at the revision that may create a channel: a Java or Kotlin source of the module's,
    /// or a Dart file of its Flutter app's `lib/`, with the name a finding gives it (relative to the
    /// module's folder, as today's files are named).
    struct Source {
        enum Language {
            case java, kotlin, dart
        }

        /// The path from the repository's top, as `git grep` names it.
        var path: String
        /// The path from the module's folder (`src/main/java/…`, `../../lib/main.dart`).
        var name: String
        var language: Language

        /// The file at `path` (from the top); nil when it is no source of the module at `place`
        /// (whose Flutter app's folder from the top is `app`, when it is one's) the scan reads.
        init?(path: String, place: AndroidChannelHistoryPlace, app: String?) {
            let ext = FileName.extension(of: path)
            self.path = path
            if ext == "dart", let app, path.hasPrefix(app + FlutterProjectReader.dartFolder + "/") {
                let below = String(path.dropFirst(app.count))
                // Not into the folders today's walk leaves out (build/, .dart_tool/).
                let folders = below.split(separator: "/").dropLast().map(String.init)
                guard !folders.contains(where: { ProjectFileWalk.Skipped.dependencies.skips($0, in: FlutterProjectReader.dartFolder) }) else {
                    return nil
                }
                name = FlutterChannelSources.appFromModule + "/" + below
                language = .dart
            } else if path.hasPrefix(place.prefix), AndroidProjectReader.sourceExtensions.contains(ext) {
                name = String(path.dropFirst(place.prefix.count))
                language = ext == "java" ? .java : .kotlin
            } else {
                return nil
            }
        }
    }
}
