import Foundation

/// What shows a module receives FCM messages, read with the module: a release manifest's
/// `<service>` filtering `com.google.firebase.MESSAGING_EVENT`, a build dependency on
/// `com.google.firebase:firebase-messaging*`, or (for React Native, Capacitor and Flutter apps,
/// whose plugins bring FCM in through their own libraries) the app root's package.json or
/// pubspec.yaml naming such a plugin. OneSignal's SDK is noted the same way: it draws its own
/// default small icon by name. The app's root files are read by the readers the config readers
/// use (`ProjectFileWalk.json`, `FlutterProjectReader.yaml`), within their size and nesting limits.
extension AndroidProjectReader {
    static let messagingEvent = "com.google.firebase.MESSAGING_EVENT"
    static let messagingArtifact = "com.google.firebase:firebase-messaging"
    static let oneSignalArtifact = "com.onesignal:OneSignal"
    /// package.json dependencies whose native part receives FCM messages.
    /// expo-notifications brings firebase-messaging and its own MESSAGING_EVENT service in through
    /// autolinking: an Expo app with a committed `android/` is judged here, not by its config.
    static let messagingPackages = [
        "@react-native-firebase/messaging", "@capacitor/push-notifications", "@capacitor-firebase/messaging", "expo-notifications",
    ]
    static let messagingPubs = ["firebase_messaging"]
    static let oneSignalPackages = ["react-native-onesignal", "onesignal-cordova-plugin", "onesignal-expo-plugin"]
    static let oneSignalPubs = ["onesignal_flutter"]

    /// The services of a release manifest's `<application>` that receive FCM messages.
    static func addMessagingServices(_ tags: [XMLTagScanner.Tag], manifest: String, android: String, facts: inout AndroidProjectFacts) {
        let parents = enclosing(tags)
        var seen: Set<Int> = []
        for (index, tag) in tags.enumerated() where tag.name == "action" && tag.attributes[android + "name"] == messagingEvent {
            guard tag.parent == "intent-filter", let filter = parents[index], let service = parents[filter], !seen.contains(service),
                tags[service].name == "service", tags[service].parent == "application"
            else { continue }
            seen.insert(service)
            // `tools:node="remove"` takes a library's service out of the merged manifest.
            guard !tags[service].attributes.contains(where: { $0.key.hasSuffix(":node") && $0.value == "remove" }) else { continue }
            let name = tags[service].attributes[android + "name"] ?? "(no android:name)"
            facts.firebaseMessaging.append(
                AndroidFirebaseEvidence(kind: .service, file: manifest, line: tags[service].line, seen: "service \(name) \(messagingEvent)"))
        }
    }

    /// The index of the element around each tag (nil for the root), in one pass: start tags
    /// come in document order, so the element around one is the last opened one level out.
    static func enclosing(_ tags: [XMLTagScanner.Tag]) -> [Int?] {
        var open: [Int] = []
        return tags.indices.map { index in
            while let last = open.last, tags[last].depth >= tags[index].depth { open.removeLast() }
            defer { open.append(index) }
            return open.last
        }
    }

    /// The plugins the app's root (the folder around the Gradle project, `APP/android/app`'s
    /// `APP`) depends on that receive FCM, or draw OneSignal's icon; said as not read when its
    /// package.json or pubspec.yaml cannot be read. Only the cross-platform layout counts (the
    /// Gradle project in a folder named `android`), and only an app root inside the module's
    /// repository: the folder above a native project's Gradle root is another app's, or none.
    static func addAppDependencies(folder: String, facts: inout AndroidProjectFacts) {
        guard let appRoot = crossPlatformAppRoot(of: folder) else { return }
        if let names = dependencyNames("package.json", in: appRoot, facts: &facts) {
            add(names, file: "../../package.json", messaging: messagingPackages, oneSignal: oneSignalPackages, facts: &facts)
        }
        if let names = dependencyNames("pubspec.yaml", in: appRoot, facts: &facts) {
            add(names, file: "../../pubspec.yaml", messaging: messagingPubs, oneSignal: oneSignalPubs, facts: &facts)
        }
    }

    /// `APP` for the module `APP/android/MODULE` whose `android` holds settings.gradle(.kts),
    /// links resolved; nil for any other layout, or when `APP` lies above the repository's top
    /// (the folder holding `.git`) the module is in.
    static func crossPlatformAppRoot(of folder: String) -> String? {
        guard let real = AbsolutePath.real(folder) else { return nil }
        let gradleRoot = FileName.parent(of: real)
        guard FileName.last(of: gradleRoot) == "android",
            ["settings.gradle", "settings.gradle.kts"].contains(where: { ProjectFileWalk.isFile($0, in: gradleRoot) })
        else { return nil }
        let appRoot = FileName.parent(of: gradleRoot)
        guard !appRoot.isEmpty, appRoot != gradleRoot else { return nil }
        if let top = RepositoryRoot.of(real), !AbsolutePath.isWithin(appRoot, top) { return nil }
        return appRoot
    }

    static func add(_ names: Set<String>, file: String, messaging: [String], oneSignal: [String], facts: inout AndroidProjectFacts) {
        facts.firebaseMessaging += messaging.filter(names.contains).map {
            AndroidFirebaseEvidence(kind: .appDependency, file: file, line: nil, seen: $0)
        }
        facts.oneSignal += oneSignal.filter(names.contains).map { AndroidFirebaseEvidence(kind: .appDependency, file: file, line: nil, seen: $0) }
    }

    /// The names under `dependencies` of the app root's package.json or pubspec.yaml; nil when
    /// there is no such file, or (said in `notRead`) it cannot be read.
    static func dependencyNames(_ name: String, in appRoot: String, facts: inout AndroidProjectFacts) -> Set<String>? {
        guard ProjectFileWalk.isFile(name, in: appRoot) else { return nil }
        do throws(AlertPackError) {
            let document = name == "package.json" ? try ProjectFileWalk.json(name, in: appRoot) : try FlutterProjectReader.yaml(name, in: appRoot)
            return Set(document?["dependencies"]?.object?.keys.map { $0 } ?? [])
        } catch {
            let message = AppConfigProject.Unreadable(file: name, error: error).message
            facts.notRead.append("../../\(name): " + (message.hasPrefix("not read") ? message : "not read: " + message))
            return nil
        }
    }
}
