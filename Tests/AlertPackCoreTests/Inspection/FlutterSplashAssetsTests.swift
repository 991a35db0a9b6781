import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `FlutterProjectReader` on flutter_native_splash's settings and `flutter: assets:` (issue 45),
/// in the Flutter apps scripts/make-native-config-projects.py writes: splash images in
/// pubspec.yaml and in flutter_native_splash.yaml (which wins), a missing Android 12 image, a
/// Darwin sound found only among the Flutter assets and its fixed form, and hostile YAML.
@Suite(TestSupport.needs("python3"))
struct FlutterSplashAssetsTests {
    static let root = TestSupport.generatedCorpus("make-native-config-projects.py", name: "flutter-splash-assets")

    static func read(_ project: String) throws -> AppConfigProject {
        try #require(FlutterProjectReader.read(folder: root + "/" + project), "\(project) is no Flutter app")
    }

    /// Each asset as "KEY ROLE PLATFORMS PATH-OR-WHY".
    static func shown(_ project: AppConfigProject) -> [String] {
        project.facts.assets.map {
            "\($0.key) \($0.role.rawValue) \($0.platforms.map(\.rawValue).joined(separator: "+")) \($0.path ?? $0.unresolved!.rawValue)"
        }
    }

    /// project.missing-asset's findings with the default presets, each "SEVERITY SUBJECT: MESSAGE | FIX".
    static func missing(_ project: AppConfigProject) throws -> [String] {
        let book = try TestSupport.defaultConfiguration().rules
        return book.evaluate(AppConfigSubject(project: project, platforms: [.ios, .android])).filter {
            $0.rule == RuleID.projectMissingAsset.rawValue
        }.map { "\($0.severity.rawValue) \($0.subject ?? "-"): \($0.message) | \($0.fix?.advice ?? "-")" }
    }

    /// The facts as the JSON report writes them.
    static func json(_ facts: AppConfigFacts) throws -> [String: Any]? {
        try JSONSerialization.jsonObject(with: Data(FactsJSON.appConfig(facts).serialized().utf8)) as? [String: Any]
    }

    @Test("flutter_native_splash in pubspec.yaml: each image with its platforms; a colour and a web image are no file")
    func splashInPubspec() throws {
        let project = try Self.read("flutter-splash-pubspec")
        #expect(project.facts.files == ["pubspec.yaml"])
        #expect(
            Self.shown(project) == [
                "flutter_native_splash.image splash ios+android assets/splash.png",
                "flutter_native_splash.image_dark splash ios+android assets/splash-dark.png",
                "flutter_native_splash.branding_ios splash ios assets/brand-ios.png",
                "flutter_native_splash.background_image_android splash android assets/bg-android.png",
                "flutter_native_splash.android_12.image splash android missing",
                "flutter_native_splash.android_12.branding splash android assets/brand.png",
            ])
        #expect(project.facts.assets.allSatisfy { $0.file == "pubspec.yaml" && $0.foundElsewhere == nil })
        #expect(project.facts.bundledAssets.isEmpty && project.facts.notRead.isEmpty && project.unreadable.isEmpty)
    }

    @Test("the missing Android 12 splash image fires project.missing-asset, naming its key")
    func android12Missing() throws {
        let findings = try Self.missing(try Self.read("flutter-splash-pubspec"))
        let expected =
            "error flutter_native_splash.android_12.image: pubspec.yaml flutter_native_splash.android_12.image names the splash "
            + "image \"assets/android12splash.png\", which is not in the project | add the file at that path, or correct the name in pubspec.yaml"
        #expect(findings == [expected])
    }

    @Test("flutter_native_splash.yaml wins over pubspec.yaml's section; `ios: false` drops the iOS image")
    func splashYamlWins() throws {
        let project = try Self.read("flutter-splash-yaml")
        #expect(project.facts.files == ["pubspec.yaml", "flutter_native_splash.yaml"])
        #expect(
            Self.shown(project) == [
                "flutter_native_splash.image splash android assets/from-yaml.png",
                "flutter_native_splash.android_12.image_dark splash android assets/a12-dark.png",
            ])
        #expect(project.facts.assets.allSatisfy { $0.file == "flutter_native_splash.yaml" })
        #expect(try Self.missing(project).isEmpty)
    }

    @Test("flutter: assets: folders, a map entry's path and a file are read; an entry that is no path is said")
    func bundledAssets() throws {
        let project = try Self.read("flutter-assets-sound")
        #expect(project.facts.bundledAssets == ["assets/images/", "assets/sounds/", "assets/config.json"])
        #expect(project.facts.notRead == ["pubspec.yaml flutter.assets[3]: not read: 42, not a path"])
        let json = try #require(try Self.json(project.facts))
        #expect(json["bundledAssets"] as? [String] == ["assets/images/", "assets/sounds/", "assets/config.json"])
        let assets = json["assets"] as? [[String: Any]] ?? []
        #expect(assets.map { $0["foundElsewhere"] as? String } == ["assets/sounds/alarm.caf", "assets/sounds/alarm.caf"])
        // Without bundled assets, and for an asset found where it is played, neither key is written.
        let plain = try #require(try Self.json(try Self.read("flutter-splash-pubspec").facts))
        #expect(plain["bundledAssets"] == nil)
        #expect((plain["assets"] as? [[String: Any]] ?? []).allSatisfy { $0["foundElsewhere"] == nil })
    }

    @Test("a Darwin sound only among the Flutter assets: the finding says where it is and why iOS does not play it")
    func darwinSoundOnlyInAssets() throws {
        let project = try Self.read("flutter-assets-sound")
        #expect(
            Self.shown(project) == [
                "lib/main.dart:1 DarwinNotificationDetails sound: notification-sound ios missing",
                "lib/main.dart:2 DarwinNotificationDetails sound: notification-sound ios missing",
            ])
        #expect(project.facts.assets.map(\.foundElsewhere) == ["assets/sounds/alarm.caf", "assets/sounds/alarm.caf"])
        let findings = try Self.missing(project)
        #expect(findings.count == 2)
        let expected = [
            "error lib/main.dart:1 DarwinNotificationDetails sound:: lib/main.dart:1 DarwinNotificationDetails sound: names the ",
            "notification sound \"alarm.caf\", which is not in the iOS app bundle: assets/sounds/alarm.caf is a Flutter asset, and ",
            "iOS plays a notification sound only from the app bundle's top level or Library/Sounds, not from flutter_assets | add ",
            "assets/sounds/alarm.caf to the Runner target in Xcode (Copy Bundle Resources), as flutter_local_notifications' README ",
            "says for iOS custom sounds",
        ].joined()
        #expect(findings.first == expected, "\(findings)")
    }

    @Test("the fixed form, the sound also in ios/Runner: resolved there, nothing found elsewhere, no finding")
    func darwinSoundFixed() throws {
        let project = try Self.read("flutter-assets-sound-fixed")
        #expect(Self.shown(project) == ["lib/main.dart:1 DarwinNotificationDetails sound: notification-sound ios ios/Runner/alarm.caf"])
        #expect(project.facts.assets.first?.foundElsewhere == nil)
        #expect(try Self.missing(project).isEmpty)
        #expect(project.unnamedSounds.isEmpty)
    }

    @Test("hostile: an alias bomb in flutter_native_splash.yaml is not read (named), nor pubspec's section; asset folders out are not followed")
    func hostile() throws {
        let project = try Self.read("flutter-splash-hostile")
        #expect(project.unreadable.map(\.file) == ["flutter_native_splash.yaml"], "\(project.unreadable)")
        #expect(project.facts.files.prefix(2) == ["pubspec.yaml", "flutter_native_splash.yaml"])
        #expect(!project.facts.assets.contains { $0.role == .splash })
        #expect(project.facts.bundledAssets == ["../secret-sounds/", "assets/linked/", "/etc/"])
        #expect(Self.shown(project) == ["lib/main.dart:1 DarwinNotificationDetails sound: notification-sound ios missing"])
        #expect(project.facts.assets.first?.foundElsewhere == nil)
        #expect(try Self.missing(project).first?.contains("which is not in the project |") == true)
    }

    @Test("hostile: a splash YAML nested 5,000 deep is not read, with the file named; `assets:` that is no list is said")
    func deeplyNested() throws {
        let project = try Self.read("flutter-splash-deep")
        #expect(project.unreadable.map(\.file) == ["flutter_native_splash.yaml"], "\(project.unreadable)")
        #expect(project.facts.assets.isEmpty)
        #expect(project.facts.notRead == [#"pubspec.yaml flutter.assets: not read: "assets/", not a list"#])
        #expect(project.facts.bundledAssets.isEmpty)
    }

    @Test("hostile: 2,000 asset folders and 20,000 sounds named: each name looked up once, the lookups bounded and said")
    func manyLookups() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let entries = (0..<2_000).map { "    - assets/f\($0)/" }.joined(separator: "\n")
        let pubspec = "name: app\ndependencies:\n  flutter:\n    sdk: flutter\nflutter:\n  assets:\n" + entries + "\n"
        try pubspec.write(toFile: folder + "/pubspec.yaml", atomically: true, encoding: .utf8)
        // An iOS project, so that a sound not in it is missing, then looked for among the assets.
        for made in ["/lib", "/ios/Runner"] { try FileManager.default.createDirectory(atPath: folder + made, withIntermediateDirectories: true) }
        // Each name twice: the second is answered from what the first found.
        let calls = (0..<20_000).map { "DarwinNotificationDetails(sound: 's\($0 % 10_000).caf');" }.joined(separator: "\n")
        try ("void f() {\n" + calls + "\n}\n").write(toFile: folder + "/lib/main.dart", atomically: true, encoding: .utf8)
        let project = try #require(FlutterProjectReader.read(folder: folder))
        #expect(project.facts.assets.count == 20_000, "\(project.facts.notRead)")
        #expect(project.facts.assets.allSatisfy { $0.foundElsewhere == nil })
        let said = "pubspec.yaml flutter.assets: not read: over 20000 lookups"
        #expect(project.facts.notRead.contains { $0.hasPrefix(said) }, "\(project.facts.notRead)")
    }
}
