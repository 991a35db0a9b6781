import AlertPackTestSupport
import Foundation
import Testing

/// `check` on cross-platform projects (issue 45): the Expo and Flutter samples, each reported as
/// an `app-config` file whose facts list what its configs name, judged the same whether the
/// project's folder, its config file or the whole tree is named.
struct AppConfigCommandTests {
    static func samples(_ name: String) -> String { TestSupport.repositoryPath("Samples/" + name) }

    /// The JSON report's files, by path.
    static func files(_ result: TestSupport.ProcessResult) throws -> [String: [String: Any]] { try LooseReport.files(result) }

    static func rules(_ file: [String: Any]?) -> [String] { LooseReport.findings(file) }

    @Test("an Expo app without native folders: its config reported with each file it names, the key, role and platforms")
    func goodExpoApp() throws {
        let folder = Self.samples("expo/Good")
        let result = try TestSupport.alertpack(["check", "--format", "json", folder])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let config = try #require(try Self.files(result)[folder + "/app.json"])
        #expect(config["kind"] as? String == "app-config")
        let facts = try #require(config["facts"] as? [String: Any])
        #expect(facts["framework"] as? String == "expo")
        #expect(facts["version"] as? String == "~55.0.0")
        let assets = try #require(facts["assets"] as? [[String: Any]])
        let shown = assets.map {
            "\($0["key"] ?? "") \($0["role"] ?? "") \(($0["platforms"] as? [String] ?? []).joined(separator: "+")) \($0["path"] ?? "")"
        }
        #expect(
            shown == [
                "expo.icon app-icon ios+android assets/icon.png",
                "expo.plugins[0][1].icon notification-icon android assets/notification-icon.png",
                "expo.plugins[0][1].sounds[0] notification-sound ios+android assets/sounds/ping.wav",
            ], "\(shown)")
        // The sound it names is judged as a sound, beside the config, by both platforms' rules.
        let sound = try #require(try Self.files(result)[folder + "/assets/sounds/ping.wav"])
        #expect(sound["verdict"] as? String == "pass")
        #expect(sound["platforms"] as? [String] == ["ios", "android"])
    }

    @Test(
        "each sample's config fires its rule, and the run's exit code follows the most severe finding",
        arguments: [
            ("expo/MissingSound", "app.json", ["project.missing-asset error"], 1),
            ("expo/Mp3Sound", "app.json", ["config.sound-format error"], 1),
            ("expo/LegacyNotification", "app.json", ["config.legacy-key error", "config.legacy-key error"], 1),
            ("expo/IconDocumentOldSDK", "app.json", ["config.icon-document error"], 1),
            ("expo/DroppedPlugins", "app.config.js", ["config.plugins-dropped warning", "project.unused-asset info"], 0),
            ("expo/UnusedSound", "app.json", ["project.unused-asset info"], 0),
            ("expo/Unreadable", "app.json", ["config.unreadable error"], 1),
        ])
    func sampleFindings(_ sample: String, _ config: String, _ expected: [String], _ status: Int32) throws {
        let folder = Self.samples(sample)
        let result = try TestSupport.alertpack(["check", "--format", "json", folder])
        #expect(result.status == status, "\(result.stdout)\(result.stderr)")
        #expect(Self.rules(try Self.files(result)[folder + "/" + config]) == expected)
    }

    @Test("naming the config file, the project's folder or a folder above gives the config the same findings")
    func sameVerdictWhateverIsNamed() throws {
        for (sample, config) in [("expo/DroppedPlugins", "app.config.js"), ("expo/MissingSound", "app.json")] {
            let folder = Self.samples(sample)
            let path = folder + "/" + config
            let byFolder = Self.rules(try Self.files(try TestSupport.alertpack(["check", "--format", "json", folder]))[path])
            let byFile = Self.rules(try Self.files(try TestSupport.alertpack(["check", "--format", "json", path]))[path])
            let byStatic = Self.rules(try Self.files(try TestSupport.alertpack(["check", "--format", "json", folder + "/app.json"]))[path])
            let byTree = Self.rules(try Self.files(try TestSupport.alertpack(["check", "--format", "json", Self.samples("expo")]))[path])
            #expect(!byFolder.isEmpty)
            #expect(byFile == byFolder && byStatic == byFolder && byTree == byFolder, "\(sample): \(byFolder) \(byFile) \(byStatic) \(byTree)")
        }
    }

    @Test("an app.json that is no Expo config (a bare React Native app's) is a file alertpack does not check, not a project")
    func bareReactNativeAppJSON() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try Data(#"{"name": "Bare", "displayName": "Bare"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/app.json"))
        try Data(#"{"name": "bare", "dependencies": {"react-native": "0.81.0"}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/package.json"))
        let named = try TestSupport.alertpack(["check", "--format", "json", folder + "/app.json"])
        #expect(try Self.files(named).isEmpty, "\(named.stdout)")
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
    }

    @Test("a config below node_modules or in ios/ and android/ (copies cap sync writes) is never a project of its own")
    func copiesAndDependenciesLeftOut() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let expo = #"{"expo": {"name": "Dep", "icon": "./missing.png"}}"#
        for sub in ["node_modules/template", "ios/App/App", "android/app/src/main/assets"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
            try Data(expo.utf8).write(to: URL(fileURLWithPath: folder + "/" + sub + "/app.json"))
            try Data(#"{"dependencies": {"expo": "~55.0.0"}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/" + sub + "/package.json"))
        }
        let result = try TestSupport.alertpack(["check", "--format", "json", "--allow-empty", folder])
        #expect(try Self.files(result).values.allSatisfy { $0["kind"] as? String != "app-config" }, "\(result.stdout)")
    }

    @Test("an empty {\"expo\": {}} without expo in package.json, and a Flutter plugin package, are no app projects")
    func notApps() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/functions", withIntermediateDirectories: true)
        try Data(#"{"expo": {}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/functions/app.json"))
        try Data(#"{"dependencies": {"firebase-functions": "^6.0.0"}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/functions/package.json"))
        try FileManager.default.createDirectory(atPath: folder + "/plugin/lib", withIntermediateDirectories: true)
        let pubspec =
            "name: a_plugin\ndependencies:\n  flutter:\n    sdk: flutter\nflutter:\n  plugin:\n    platforms:\n      android:\n        package: x\n"
        try Data(pubspec.utf8).write(to: URL(fileURLWithPath: folder + "/plugin/pubspec.yaml"))
        try Data("final s = RawResourceAndroidNotificationSound('x');\n".utf8).write(to: URL(fileURLWithPath: folder + "/plugin/lib/a.dart"))
        let result = try TestSupport.alertpack(["check", "--format", "json", "--allow-empty", folder])
        #expect(try Self.files(result).values.allSatisfy { $0["kind"] as? String != "app-config" }, "\(result.stdout)")
    }

    @Test("a project below a folder named ios or build is found however the path is spelled; android/ and ios/ linked out are not listed")
    func pathsAndLinks() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let outside = root + "/outside/app/src/main/res/raw"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.samples("sounds/chime.caf"), toPath: outside + "/secret.caf")
        let folder = root + "/build/ios/Flutter"
        try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
        try Data("name: f\ndependencies:\n  flutter:\n    sdk: flutter\n".utf8).write(to: URL(fileURLWithPath: folder + "/pubspec.yaml"))
        try Data("final s = RawResourceAndroidNotificationSound('secret');\n".utf8).write(to: URL(fileURLWithPath: folder + "/lib/main.dart"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/android", withDestinationPath: root + "/outside")
        let result = try TestSupport.alertpack(["check", "--format", "json", "--min-severity", "info", folder])
        let config = try #require(try Self.files(result)[folder + "/pubspec.yaml"], "\(result.stdout)")
        // The sound behind the link is neither found nor called unused.
        #expect(Self.rules(config) == ["project.missing-asset info"], "\(config)")
    }

    @Test("an image a config names as the iOS app icon is judged as its master, whether the image, its folder or the app is named")
    func declaredIconJudgedInRole() throws {
        let icon = Self.samples("expo/SmallIcon/assets/images/icon.png")
        for named in [icon, Self.samples("expo/SmallIcon/assets/images"), Self.samples("expo/SmallIcon"), Self.samples("expo")] {
            let result = try TestSupport.alertpack(["check", "--format", "json", named])
            #expect(Self.rules(try Self.files(result)[icon]) == ["config.icon-source warning"], "\(named)")
        }
        // The same 1024×1024 opaque master passes; an image no config names is judged by its name only.
        let good = try TestSupport.alertpack(["check", "--format", "json", Self.samples("expo/Good/assets/icon.png")])
        #expect(Self.rules(try Self.files(good)[Self.samples("expo/Good/assets/icon.png")]) == [])
        let loose = try TestSupport.alertpack(["check", "--format", "json", Self.samples("expo/SmallIcon/assets/notification-icon.png")])
        #expect(Self.rules(try Self.files(loose)[Self.samples("expo/SmallIcon/assets/notification-icon.png")]) == [])
    }
}
