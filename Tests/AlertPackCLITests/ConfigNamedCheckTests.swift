import AlertPackTestSupport
import Foundation
import Testing

/// Naming a cross-platform config (`check app.json`, `check pubspec.yaml`, the usual CI call)
/// judges every file its configs declare inside the project, exactly as naming the project's
/// folder does (issue 45): the same findings, platforms and roles, each file once; and `package`
/// and `verify` agree with it. Projects are the Expo samples and those of
/// scripts/make-native-config-projects.py and scripts/make-expo-projects.py.
@Suite(TestSupport.needs("python3"))
struct ConfigNamedCheckTests {
    static let native = TestSupport.generatedCorpus("make-native-config-projects.py", name: "config-named-native")
    static let expo = TestSupport.generatedCorpus("make-expo-projects.py", name: "config-named-expo")

    /// Each report of a JSON check, in report order: its path and what it says (verdict,
    /// platforms, findings), the facts left out (a config's facts are compared by the config tests).
    static func reports(_ result: TestSupport.ProcessResult) throws -> [(path: String, said: String)] {
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "\(result.stderr)")
        let files = try #require(document["files"] as? [[String: Any]])
        return try files.map { file in
            var said = file
            said["path"] = nil
            said["facts"] = nil
            let data = try JSONSerialization.data(withJSONObject: said, options: [.sortedKeys])
            return (file["path"] as? String ?? "", String(decoding: data, as: UTF8.self))
        }
    }

    /// The reports by path with a leading `./` taken off (the spellings of one folder).
    static func byPath(_ result: TestSupport.ProcessResult) throws -> [String: String] {
        let reports = try reports(result)
        let paths = reports.map { $0.path.hasPrefix("./") ? String($0.path.dropFirst(2)) : $0.path }
        #expect(Set(paths).count == paths.count, "a file reported twice: \(paths)")
        return Dictionary(zip(paths, reports.map(\.said)), uniquingKeysWith: { first, _ in first })
    }

    @Test(
        "the config named, the project's folder and the declared icon alone give the icon one verdict",
        arguments: [
            ("Samples/expo/SmallIcon", "app.json", "assets/images/icon.png", "config.icon-source"),
            ("flutter-sonare", "pubspec.yaml", "assets/app-icon.png", "config.icon-source"),
            ("cordova-app", "config.xml", "res/icon.png", nil),
            ("cap-resolved", "capacitor.config.json", "android/app/src/main/res/drawable-xxhdpi/ic_stat_bell.png", nil),
        ] as [(String, String, String, String?)])
    func sameVerdictOnTheIcon(_ project: String, _ config: String, _ icon: String, _ rule: String?) throws {
        let folder = project.hasPrefix("Samples/") ? TestSupport.repositoryPath(project) : Self.native + "/" + project
        let byConfig = try Self.byPath(try TestSupport.alertpack(["check", "--format", "json", config], in: folder))
        let byFolder = try Self.byPath(try TestSupport.alertpack(["check", "--format", "json", "."], in: folder))
        let alone = try Self.byPath(try TestSupport.alertpack(["check", "--format", "json", icon], in: folder))
        let verdict = try #require(byConfig[icon], "\(project): \(byConfig.keys.sorted())")
        #expect(verdict == byFolder[icon] && verdict == alone[icon], "\(project): \(verdict) \(byFolder[icon] ?? "-") \(alone[icon] ?? "-")")
        if let rule { #expect(verdict.contains("\"rule\":\"\(rule)\""), "\(project): \(verdict)") }
        // Every file the config named is one `check .` gives, with the same report.
        for (path, said) in byConfig { #expect(byFolder[path] == said, "\(project): \(path)") }
        #expect(byConfig[config] != nil, "\(project): \(byConfig.keys.sorted())")
    }

    @Test("every declared file that resolves in the project is checked, and only those: not the files beside them")
    func declaredFilesOnly() throws {
        let folder = Self.native + "/flutter-sonare"
        let byConfig = try Self.byPath(try TestSupport.alertpack(["check", "--format", "json", "pubspec.yaml"], in: folder))
        #expect(
            byConfig.keys.sorted() == [
                "android/app/src/main/res/mipmap-mdpi/ic_launcher.png", "android/app/src/main/res/mipmap-xxxhdpi/ic_launcher.png",
                "android/app/src/main/res/raw/notification.mp3",
                "assets/app-icon.png", "assets/fg.png", "ios/Runner/notification.aiff", "pubspec.yaml",
            ], "\(byConfig.keys.sorted())")
        // A config that declares nothing resolvable adds nothing.
        let computed = try Self.byPath(try TestSupport.alertpack(["check", "--format", "json", "app.config.ts"], in: Self.expo + "/computed"))
        #expect(computed.keys.sorted() == ["app.config.ts"])
    }

    /// A project whose Android module (a copy of Samples/android/SmallIcons/Broken, its own
    /// code and meta-data taken out) uses only what `config` names: a Capacitor `smallIcon` in
    /// two densities, or a Flutter `@mipmap/ic_launcher` named in Dart; beside it a library
    /// module, as Capacitor commits one, and a module `.alertpack.yml` ignores.
    static func moduleProject(_ config: String, in root: String) throws -> String {
        let folder = root + "/" + (config == "pubspec.yaml" ? "flutter" : "capacitor")
        let module = folder + "/android/app"
        let files = FileManager.default
        try files.createDirectory(atPath: folder + "/android", withIntermediateDirectories: true)
        try files.copyItem(atPath: TestSupport.repositoryPath("Samples/android/SmallIcons/Broken"), toPath: module)
        try files.removeItem(atPath: module + "/src/main/java")
        let manifest = #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:label="A" /></manifest>"#
        let write = { (path: String, text: String) in
            try files.createDirectory(atPath: (folder + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + path))
        }
        try write(
            "android/app/src/main/AndroidManifest.xml",
            manifest.replacingOccurrences(of: "<application", with: #"<application android:icon="@mipmap/ic_launcher""#))
        for name in ["capacitor-cordova-android-plugins", "legacy"] {
            try write("android/\(name)/src/main/AndroidManifest.xml", manifest)
            try write("android/\(name)/build.gradle", "plugins {\n    id 'com.android.library'\n}\n")
        }
        try write(".alertpack.yml", "ignore:\n  - android/legacy\n")
        let res = module + "/src/main/res/"
        if config == "pubspec.yaml" {
            try write("pubspec.yaml", "name: a\ndependencies:\n  flutter:\n    sdk: flutter\n  flutter_local_notifications: ^18.0.1\n")
            try write("lib/main.dart", "final d = AndroidNotificationDetails('alerts', 'Alerts', icon: '@mipmap/ic_launcher');\n")
            try files.createDirectory(atPath: res + "mipmap-xxxhdpi", withIntermediateDirectories: true)
            try files.copyItem(atPath: res + "mipmap-mdpi/ic_launcher.png", toPath: res + "mipmap-xxxhdpi/ic_launcher.png")
        } else {
            try write(config, #"{"appId": "com.example.a", "plugins": {"LocalNotifications": {"smallIcon": "ic_stat_solid"}}}"#)
            try write("package.json", #"{"dependencies": {"@capacitor/core": "~6.1.2"}}"#)
            try files.copyItem(atPath: res + "drawable-mdpi/ic_stat_solid.png", toPath: res + "drawable-xhdpi/ic_stat_solid.png")
        }
        return folder
    }

    @Test(
        "naming the config brings the project's Android modules and every density of a declared resource, as check . judges them",
        arguments: [
            ("capacitor.config.json", "android.small-icon-solid", "drawable-mdpi/ic_stat_solid.png", "drawable-xhdpi/ic_stat_solid.png"),
            ("pubspec.yaml", "android.small-icon-launcher", "mipmap-mdpi/ic_launcher.png", "mipmap-xxxhdpi/ic_launcher.png"),
        ])
    func androidModuleComes(_ config: String, _ rule: String, _ first: String, _ second: String) throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let folder = try Self.moduleProject(config, in: root)
        let configRun = try TestSupport.alertpack(["check", "--format", "json", config], in: folder)
        let folderRun = try TestSupport.alertpack(["check", "--format", "json", "."], in: folder)
        #expect(configRun.status == 1 && folderRun.status == 1, "\(configRun.stdout)\(folderRun.stdout)")
        let byConfig = try Self.byPath(configRun)
        let byFolder = try Self.byPath(folderRun)
        let res = "android/app/src/main/res/"
        let module = "android/app/src/main/AndroidManifest.xml"
        let library = "android/capacitor-cordova-android-plugins/src/main/AndroidManifest.xml"
        #expect(byConfig.keys.sorted() == [module, res + first, res + second, library, config].sorted(), "\(byConfig.keys.sorted())")
        #expect(byConfig[module]?.contains("\"rule\":\"\(rule)\"") == true, "\(byConfig[module] ?? "-")")
        // The same, but for the paths a message quotes, spelled as the config or `.` was named.
        let unspelled = { (said: String?) in said?.replacingOccurrences(of: #"./"#, with: "").replacingOccurrences(of: #".\/"#, with: "") }
        for (path, said) in byConfig { #expect(unspelled(byFolder[path]) == unspelled(said), "\(config): \(path)") }
        // Spelled as the config was named: `./capacitor.config.json` gives `./android/app/…`.
        let dotted = try Self.reports(try TestSupport.alertpack(["check", "--format", "json", "./" + config], in: folder))
        #expect(dotted.map(\.path).contains("./" + module), "\(dotted.map(\.path))")
        // The module named too is reported once.
        let both = try Self.reports(try TestSupport.alertpack(["check", "--format", "json", config, "android/app"], in: folder))
        #expect(both.map(\.path).filter { $0.hasSuffix(module) }.count == 1, "\(both.map(\.path))")
    }

    @Test("a config that makes no project (a bare React Native app.json) brings no Android module")
    func bareConfigBringsNoModule() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/android", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/android/SmallIcons/Broken"), toPath: folder + "/android/app")
        try Data(#"{"name": "Bare", "displayName": "Bare"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/app.json"))
        try Data(#"{"dependencies": {"react-native": "0.74.0"}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/package.json"))
        let byConfig = try Self.byPath(try TestSupport.alertpack(["check", "--format", "json", "app.json"], in: folder))
        #expect(byConfig.isEmpty, "\(byConfig.keys.sorted())")
        let byFolder = try Self.byPath(try TestSupport.alertpack(["check", "--format", "json", "."], in: folder))
        #expect(byFolder["android/app/src/main/AndroidManifest.xml"] != nil, "\(byFolder.keys.sorted())")
    }

    @Test("a file also named or found otherwise is reported once, under the spelling met first")
    func eachFileOnce() throws {
        let folder = TestSupport.repositoryPath("Samples/expo/SmallIcon")
        let icon = "assets/images/icon.png"
        for arguments in [["app.json", icon, "./" + icon], ["./" + icon, "app.json"], ["app.json", "."], ["app.json", "assets"]] {
            let reports = try Self.reports(try TestSupport.alertpack(["check", "--format", "json"] + arguments, in: folder))
            let icons = reports.map(\.path).filter { $0.hasSuffix(icon) }
            #expect(icons.count == 1, "\(arguments): \(reports.map(\.path))")
        }
        let named = try Self.reports(try TestSupport.alertpack(["check", "--format", "json", "./" + icon, "app.json"], in: folder))
        #expect(named.map(\.path).contains("./" + icon), "\(named.map(\.path))")
    }

    @Test("naming app.json when app.config.ts applies last gives the project's whole verdict and its declared files")
    func siblingConfigs() throws {
        let folder = Self.expo + "/good"
        let byStatic = try Self.byPath(try TestSupport.alertpack(["check", "--format", "json", "app.json"], in: folder))
        let byFolder = try Self.byPath(try TestSupport.alertpack(["check", "--format", "json", "."], in: folder))
        #expect(byStatic["app.config.ts"] != nil && byStatic["app.json"] == nil, "\(byStatic.keys.sorted())")
        #expect(byStatic == byFolder.filter { byStatic[$0.key] != nil } && byStatic.count > 1, "\(byStatic.keys.sorted())")
        #expect(byStatic.keys.contains("assets/sounds/bell.wav"), "\(byStatic.keys.sorted())")
    }

    @Test("a declared file in a hidden or ignored folder is left out, as a walk of the project leaves it out")
    func hiddenAndIgnoredLeftOut() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let icon = TestSupport.repositoryPath("Samples/expo/SmallIcon/assets/images/icon.png")
        for sub in [".art", "ignored", "assets"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: icon, toPath: folder + "/" + sub + "/icon.png")
        }
        let config =
            #"{"expo": {"name": "H", "icon": "./.art/icon.png", "#
            + #""android": {"adaptiveIcon": {"foregroundImage": "./ignored/icon.png"}}, "splash": {"image": "./assets/icon.png"}}}"#
        try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/app.json"))
        try Data(#"{"dependencies": {"expo": "~55.0.0"}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/package.json"))
        try Data("ignore:\n  - ignored\n".utf8).write(to: URL(fileURLWithPath: folder + "/.alertpack.yml"))
        let byConfig = try Self.byPath(try TestSupport.alertpack(["check", "--format", "json", "app.json"], in: folder))
        let byFolder = try Self.byPath(try TestSupport.alertpack(["check", "--format", "json", "."], in: folder))
        #expect(byConfig.keys.sorted() == ["app.json", "assets/icon.png"], "\(byConfig.keys.sorted())")
        #expect(byConfig == byFolder, "\(byFolder.keys.sorted())")
    }

    @Test("package app.json places what check app.json approves, as package . does, and verify passes it")
    func packageAgrees() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let folder = root + "/app"
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/expo/SmallIcon"), toPath: folder)
        let byConfig = try TestSupport.alertpack(["package", "app.json", "--out", root + "/by-config"], in: folder)
        #expect(byConfig.status == 0, "\(byConfig.stdout)\(byConfig.stderr)")
        let byFolder = try TestSupport.alertpack(["package", ".", "--out", root + "/by-folder"], in: folder)
        #expect(byFolder.status == 0, "\(byFolder.stdout)\(byFolder.stderr)")
        let placed = { (package: String) throws -> [String] in
            let manifest = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: package + "/manifest.json"))) as? [String: Any])
            let assets = try #require(manifest["assets"] as? [[String: Any]], "\(manifest.keys.sorted())")
            return assets.map { "\($0["path"] ?? "") \($0["platforms"] ?? "ios")" }.sorted()
        }
        let configAssets = try placed(root + "/by-config")
        let folderAssets = try placed(root + "/by-folder")
        #expect(configAssets.count == 2 && configAssets == folderAssets, "\(configAssets) \(folderAssets)")
        let verified = try TestSupport.alertpack(["verify", root + "/by-config"])
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
    }

    @Test("check --changed-since: a changed app.json brings the files it declares, a changed icon its declared role")
    func changedSince() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let folder = root + "/app"
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/expo/SmallIcon"), toPath: folder)
        try GateTests.git(["init", "-q"], in: folder)
        try GateTests.git(["add", "."], in: folder)
        try GateTests.git(["commit", "-q", "-m", "start"], in: folder)
        let config = try String(contentsOfFile: folder + "/app.json", encoding: .utf8)
        try (config.replacingOccurrences(of: "\"SmallIcon\"", with: "\"Renamed\"")).write(
            toFile: folder + "/app.json", atomically: true, encoding: .utf8)
        let changed = try Self.byPath(try TestSupport.alertpack(["check", "--format", "json", "--changed-since", "HEAD"], in: folder))
        #expect(changed.keys.sorted() == ["app.json", "assets/images/icon.png", "assets/notification-icon.png"], "\(changed.keys.sorted())")
        #expect(changed["assets/images/icon.png"]?.contains("config.icon-source") == true)
    }
}
