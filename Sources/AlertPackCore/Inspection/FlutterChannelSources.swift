/// The notification channels a Flutter app's Dart code creates today, for its Android module
/// (`android/app` of a folder whose pubspec.yaml depends on the Flutter SDK): most Flutter apps
/// create their channels, and so set their sounds, in Dart rather than in the module's Kotlin.
/// Read as `FlutterProjectReader` reads `lib/` (bounded, links never followed, dependency and
/// build folders left out), each file scanned by `DartChannelScan`. Each channel's file is named
/// relative to the module's folder (`../../lib/main.dart`), as the module's own channels are.
package struct FlutterChannelSources: Sendable, Equatable {
    /// The module's folder below the Flutter app's.
    static let moduleFolder = ["android", "app"]
    /// The Flutter app's folder seen from the module's.
    static let appFromModule = "../.."

    /// The channels, in file order and then source order.
    package var channels: [AndroidCodeFacts.Channel] = []
    /// What was not read or not compared: `FILE:LINE: …`, files relative to the module's folder.
    package var notRead: [String] = []

    /// The channels of the Flutter app whose Android module is in `folder`; nil when the module
    /// is no Flutter app's `android/app`.
    package static func read(module folder: String, limits: AndroidProjectReader.Limits = .standard) -> FlutterChannelSources? {
        guard let app = appFolder(ofModule: folder) else { return nil }
        let dart = FlutterProjectReader.dartFolder
        var sources = FlutterChannelSources()
        let maxFiles = min(limits.maxSourceFiles, FlutterProjectReader.maxDartFiles)
        let listing = ProjectFileWalk.files(in: app, below: dart, maxFiles: maxFiles) { FileName.extension(of: $0) == "dart" }
        if listing.truncated { sources.notRead.append("\(appFromModule)/\(dart): more than \(maxFiles) Dart files; the rest is not read") }
        let maxBytes = min(limits.maxSourceBytes, FlutterProjectReader.maxDartBytes)
        for file in listing.files {
            let named = appFromModule + "/" + file
            let bytes: [UInt8]
            do {
                bytes = try ProjectFileWalk.contents(file, in: app, maxBytes: maxBytes, what: "the Dart file") ?? []
            } catch {
                sources.notRead.append("\(named): not read: \(error.message)")
                continue
            }
            let found = DartChannelScan.scan(bytes, file: named)
            sources.channels += found.channels
            sources.notRead += found.notes
        }
        return sources
    }

    /// The Flutter app's folder when the module's `folder` is its `android/app` (both real folders,
    /// neither a link) and its pubspec.yaml depends on the Flutter SDK and is no plugin's.
    static func appFolder(ofModule folder: String) -> String? {
        let absolute = AbsolutePath.of(folder)
        var parts = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard parts.count > moduleFolder.count, Array(parts.suffix(moduleFolder.count)) == moduleFolder else { return nil }
        parts.removeLast(moduleFolder.count)
        let app = "/" + parts.joined(separator: "/")
        // `android/app` reached by no link: its `..` is the folder holding `android/`.
        guard ProjectFileWalk.isFolder("android", in: app), ProjectFileWalk.isFolder("android/app", in: app),
            let pubspec = try? FlutterProjectReader.yaml(FlutterProjectReader.configNames[0], in: app),
            FlutterProjectReader.isApp(pubspec)
        else { return nil }
        return app
    }
}
