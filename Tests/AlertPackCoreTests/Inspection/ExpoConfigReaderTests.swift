import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `ExpoConfigReader` on the Expo projects scripts/make-expo-projects.py writes in the shapes of
/// issue 45's research: each file a config names, with the file and key that name it, its role,
/// its platforms and where it resolves; what is not read, the old keys, dropped plugins and
/// sounds no config names; folders that are not Expo, values that lead out, broken JSON.
@Suite(TestSupport.needs("python3"))
struct ExpoConfigReaderTests {
    static let corpus = TestSupport.generatedCorpus("make-expo-projects.py", name: "expo-projects")

    static func project(_ name: String) throws -> AppConfigProject {
        try #require(ExpoConfigReader.read(folder: corpus + "/" + name), "\(name) is not read as an Expo project")
    }

    /// The asset named by `key` in `file`, when there is exactly one.
    static func asset(_ project: AppConfigProject, _ file: String, _ key: String) throws -> DeclaredAsset {
        let found = project.facts.assets.filter { $0.file == file && $0.key == key }
        try #require(found.count == 1, "\(file) \(key): \(project.facts.assets.map { "\($0.file) \($0.key)" })")
        return found[0]
    }

    @Test("a correct app: app.json under a function-form app.config.ts, every file resolved, nothing else")
    func goodApp() throws {
        let project = try Self.project("good")
        #expect(project.reportPath == Self.corpus + "/good/app.config.ts")
        #expect(project.facts.framework == .expo)
        #expect(project.facts.files == ["app.json", "app.config.ts"])
        #expect(project.facts.version == "~55.0.0")
        #expect(project.majorVersion == 55)
        let keys = project.facts.assets.map { "\($0.file) \($0.key) \($0.role.rawValue) \($0.platforms.map(\.rawValue))" }
        #expect(
            keys == [
                #"app.json expo.icon app-icon ["ios", "android"]"#, #"app.json expo.ios.icon app-icon ["ios"]"#,
                #"app.json expo.android.adaptiveIcon.foregroundImage adaptive-icon ["android"]"#,
                #"app.json expo.android.adaptiveIcon.backgroundImage adaptive-icon ["android"]"#,
                #"app.json expo.android.adaptiveIcon.monochromeImage adaptive-icon ["android"]"#,
                #"app.json expo.plugins[0][1].image splash ["ios", "android"]"#,
                #"app.json expo.plugins[1][1].icon notification-icon ["android"]"#,
                #"app.json expo.plugins[1][1].sounds[0] notification-sound ["ios", "android"]"#,
                #"app.config.ts plugins[1][1].smallIcons[0] notification-icon ["android"]"#,
                #"app.config.ts plugins[1][1].sounds[0] notification-sound ["ios", "android"]"#,
            ])
        #expect(project.facts.assets.allSatisfy { $0.path != nil && $0.unresolved == nil })
        #expect(try Self.asset(project, "app.config.ts", "plugins[1][1].sounds[0]").path == "assets/sounds/bell.wav")
        #expect(project.facts.notRead.isEmpty)
        #expect(project.unreadable.isEmpty && project.legacyKeys.isEmpty && project.droppedPlugins == nil)
        // Sounds in node_modules, .expo, dist and the generated ios/ and android/ are not the app's own.
        #expect(project.unnamedSounds.isEmpty)
    }

    @Test("case 1: an MP3 notification sound is declared for iOS and Android")
    func mp3Sound() throws {
        let sound = try Self.asset(try Self.project("mp3-sound"), "app.json", "expo.plugins[1][1].sounds[0]")
        #expect(sound.role == .notificationSound && sound.platforms == [.ios, .android])
        #expect(sound.value == "./assets/sounds/message.mp3" && sound.path == "assets/sounds/message.mp3")
    }

    @Test("case 2: a long ADTS AAC sound is found under its key")
    func aacSound() throws {
        let sound = try Self.asset(try Self.project("aac-long"), "app.json", "expo.plugins[1][1].sounds[0]")
        #expect(sound.role == .notificationSound && sound.path == "assets/reminder.aac")
    }

    @Test("case 4: named files that are not there are missing, stray spaces and all")
    func missingFiles() throws {
        let project = try Self.project("missing")
        let layer = try Self.asset(project, "app.json", "expo.android.adaptiveIcon.foregroundImage")
        #expect(layer.value == "./ assets / adaptive - icon.png" && layer.path == nil && layer.unresolved == .missing)
        let sound = try Self.asset(project, "app.json", "expo.plugins[1][1].sounds[0]")
        #expect(sound.path == nil && sound.unresolved == .missing)
    }

    @Test("case 5: the app icon named as the notification icon is declared in both roles")
    func appIconAsNotificationIcon() throws {
        let project = try Self.project("opaque-notification-icon")
        let icon = try Self.asset(project, "app.json", "expo.plugins[1][1].icon")
        #expect(icon.role == .notificationIcon && icon.platforms == [.android] && icon.path == "assets/images/icon.png")
        #expect(try Self.asset(project, "app.json", "expo.icon").path == icon.path)
    }

    @Test("case 7: the old top-level notification keys with SDK 55, and a bare expo-notifications")
    func legacyNotification() throws {
        let project = try Self.project("legacy-notification")
        #expect(project.majorVersion == 55)
        #expect(project.legacyKeys == ["app.json: expo.notification.icon", "app.json: expo.notification.color"])
        let icon = try Self.asset(project, "app.json", "expo.notification.icon")
        #expect(icon.role == .notificationIcon && icon.path == "assets/images/notification-icon.png")
        #expect(project.facts.assets.count == 2)
    }

    @Test("7b: the old keys beside the plugin's own icon: which of icon and color the plugin sets is recorded")
    func pluginNotificationKeys() throws {
        let project = try Self.project("legacy-redundant")
        #expect(project.legacyKeys == ["app.json: expo.notification.icon", "app.json: expo.notification.color"])
        #expect(project.pluginNotificationKeys == ["icon"])
        #expect(try Self.project("legacy-notification").pluginNotificationKeys.isEmpty)
        #expect(try Self.project("opaque-notification-icon").pluginNotificationKeys == ["icon", "color"])
    }

    @Test("case 11: OneSignal's small icons, large icons and sounds")
    func oneSignal() throws {
        let project = try Self.project("onesignal")
        let small = try Self.asset(project, "app.json", "expo.plugins[1][1].smallIcons[0]")
        #expect(small.role == .notificationIcon && small.platforms == [.android] && small.path == "assets/images/notifications_default.png")
        let large = try Self.asset(project, "app.json", "expo.plugins[1][1].largeIcons[0]")
        #expect(large.role == .largeIcon && large.path == "assets/images/notifications_large.png")
        let sound = try Self.asset(project, "app.json", "expo.plugins[1][1].sounds[0]")
        #expect(sound.role == .notificationSound && sound.platforms == [.ios, .android] && sound.path == "assets/sounds/onesignal.wav")
    }

    @Test("case 12: a function form's own plugins drop app.json's, and the sound they named is unnamed")
    func droppedPlugins() throws {
        let project = try Self.project("dropped-plugins")
        #expect(project.facts.files == ["app.json", "app.config.js"])
        #expect(project.droppedPlugins?.where == "app.config.js line 9")
        #expect(project.droppedPlugins?.names == ["expo-notifications"])
        #expect(!project.facts.assets.contains { $0.role == .notificationSound })
        #expect(project.unnamedSounds == ["assets/sounds/chime.wav"])
        #expect(try Self.asset(project, "app.json", "expo.icon").path == "assets/images/icon.png")
    }

    @Test("bluesky: a sound per platform through a ternary gives each candidate under one key")
    func platformTernary() throws {
        let project = try Self.project("bluesky")
        let sounds = project.facts.assets.filter { $0.key == "expo.plugins[0][1].sounds[0]" }
        #expect(sounds.map(\.value) == ["assets/dm.aiff", "assets/dm.mp3"])
        #expect(sounds.map(\.path) == ["assets/dm.aiff", "assets/dm.mp3"])
        #expect(sounds.allSatisfy { $0.file == "app.config.js" && $0.role == .notificationSound })
        #expect(project.facts.files == ["app.config.js"])
    }

    @Test("notify-genie: paths built from a constant, and the old notification keys in a script")
    func templateConstant() throws {
        let project = try Self.project("notify-genie")
        let icon = try Self.asset(project, "app.config.ts", "notification.icon")
        #expect(icon.value == "./assets/images/notification-icon.png" && icon.path == "assets/images/notification-icon.png")
        #expect(try Self.asset(project, "app.config.ts", "icon").path == "assets/images/icon.png")
        #expect(project.legacyKeys == ["app.config.ts: notification.icon", "app.config.ts: notification.color"])
    }

    @Test("exa: an export with `satisfies`, paths without ./")
    func satisfiesExport() throws {
        let project = try Self.project("exa")
        let small = try Self.asset(project, "app.config.ts", "expo.plugins[0][1].smallIcons[0]")
        #expect(small.path == "src/assets/notification_icon.png")
        let sound = try Self.asset(project, "app.config.ts", "expo.plugins[1][1].sounds[0]")
        #expect(sound.path == "src/assets/audio/ping.wav")
        #expect(project.unnamedSounds.isEmpty)
    }

    @Test("require('./app.json').expo spread under a flat export: each value keeps the file that wrote it")
    func requiredJSON() throws {
        let project = try Self.project("require-json")
        #expect(project.facts.files == ["app.json", "app.config.js"])
        #expect(try Self.asset(project, "app.json", "expo.icon").path == "assets/images/icon.png")
        #expect(try Self.asset(project, "app.config.js", "expo.plugins[1][1].sounds[0]").path == "assets/sounds/cash.wav")
    }

    @Test("unnamed sounds are looked for only beside declared notification sounds: sound effects elsewhere are not listed")
    func unnamedBesideDeclared() throws {
        #expect(try Self.project("sound-effects").unnamedSounds == ["assets/notifications/old-ping.wav"])
        #expect(try Self.project("sfx-only").unnamedSounds.isEmpty, "no notification sound declared: nothing is unnamed")
        // A missing sound's folder is looked in: what is there is likely its old name.
        #expect(try Self.project("renamed-sound").unnamedSounds == ["assets/sounds/dong.wav"])
        #expect(try Self.project("missing").unnamedSounds.isEmpty)
    }

    @Test("a sound in the project's folder: all of it is walked but dependencies, build output, hidden folders, top-level ios/ and android/, links")
    func unnamedWholeTree() throws {
        #expect(try Self.project("root-sound").unnamedSounds == ["assets/ios/tone.wav", "stray.wav"])
    }

    @Test("the major version: only a version or range whose first number is 1 or more")
    func majorVersion() {
        let cases: [(String?, Int?)] = [
            ("~55.0.2", 55), ("^54.0.0", 54), (">=53.0.0 <56", 53), (">= 52", 52), ("v51.0.0", 51), ("55.x", 55), ("=50", 50),
            ("0.0.0-canary-20250101", nil), ("0.76.0", nil), ("latest", nil), ("*", nil), ("next", nil), (nil, nil),
            ("github:expo/expo#sdk-55", nil), ("git+https://github.com/expo/expo.git#55.0.0", nil), ("file:../expo", nil),
            ("workspace:^55.0.0", nil), ("flutter_local_notifications ^19.5.0", nil), ("", nil),
        ]
        for (version, major) in cases {
            let facts = AppConfigFacts(framework: .expo, files: [], version: version, assets: [], notRead: [])
            #expect(AppConfigProject(folder: "", reportPath: "app.json", facts: facts).majorVersion == major, "\(version ?? "nil")")
        }
    }

    @Test("computed values are not read, and say so with file and line")
    func computedValues() throws {
        let project = try Self.project("computed")
        #expect(project.facts.assets.isEmpty)
        #expect(
            project.facts.notRead == [
                "app.config.ts line 4: not read: computed: process.env.APP_ICON",
                "app.config.ts line 5: not read: computed: pickIcon(process.env.APP_VARIANT)",
                "app.config.ts line 6: not read: computed: loadSounds()",
            ])
    }

    @Test("Nuxt's app.config.ts beside a package.json without expo is not an Expo project")
    func notExpo() {
        #expect(ExpoConfigReader.read(folder: Self.corpus + "/not-expo") == nil)
        #expect(ExpoConfigReader.read(folder: Self.corpus) == nil)
    }

    @Test("`..`, an absolute path and a link out of the project are outside, never followed")
    func outside() throws {
        let project = try Self.project("outside/app")
        for key in ["expo.icon", "expo.splash.image", "expo.android.icon"] {
            let asset = try Self.asset(project, "app.json", key)
            #expect(asset.path == nil && asset.unresolved == .outside, "\(key)")
        }
        #expect(try Self.asset(project, "app.json", "expo.ios.icon").path == "assets/inside.png")
    }

    @Test("a static config that is not JSON is unreadable, named, and the project is still given")
    func brokenJSON() throws {
        let project = try Self.project("broken-json")
        #expect(project.unreadable.map(\.file) == ["app.json"])
        let message = try #require(project.unreadable.first?.message)
        // The finding names the file; its message does not again.
        #expect(message.hasPrefix("not valid JSON"), "\(message)")
        #expect(project.facts.files.isEmpty && project.facts.assets.isEmpty)
        #expect(project.reportPath == Self.corpus + "/broken-json/app.json")
    }

    /// A temporary Expo project holding `files` (name to text) beside a package.json naming expo.
    static func writeProject(_ files: [String: String]) throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        let package = #"{"dependencies": {"expo": "~55.0.0"}}"#
        for (name, text) in files.merging(["package.json": package], uniquingKeysWith: { first, _ in first }) {
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// A JSON object of `count` filler keys, then `tail` (its last members, without braces).
    static func wideJSON(count: Int, tail: String) -> String {
        "{" + (0..<count).map { "\"k\($0)\": \($0)," }.joined() + tail + "}"
    }

    @Test("500 spreads of one 40,000-key JSON file: each name looked up in it once, the value found")
    func repeatedSpreads() throws {
        let spreads = String(repeating: "  ...require('./a.json'),\n", count: 500)
        let folder = try Self.writeProject([
            "a.json": Self.wideJSON(count: 40_000, tail: #""icon": "./icon.png""#),
            "app.config.js": "module.exports = {\n\(spreads)};\n",
        ])
        defer { TestSupport.remove(folder) }
        let project = try #require(ExpoConfigReader.read(folder: folder))
        #expect(project.facts.assets.map { "\($0.file) \($0.key) \($0.role.rawValue)" } == ["a.json icon app-icon"])
        #expect(project.facts.notRead.isEmpty && project.unreadable.isEmpty)
    }

    @Test("spreads of 2,000 different members of a 40,000-key JSON file stop at the work budget, noted")
    func spreadBudget() throws {
        let spreads = (0..<2_000).map { "  ...require('./a.json').m\($0),\n" }.joined()
        let folder = try Self.writeProject([
            "a.json": Self.wideJSON(count: 40_000, tail: #""last": 0"#),
            "app.config.js": "module.exports = {\n  icon: './icon.png',\n\(spreads)};\n",
        ])
        defer { TestSupport.remove(folder) }
        let project = try #require(ExpoConfigReader.read(folder: folder))
        #expect(project.facts.notRead.contains("a.json: not read: too many spreads or members"), "\(project.facts.notRead)")
    }

    @Test("20,000 notification sounds: the first 10,000 are named, each once, the rest noted as not read")
    func manySounds() throws {
        let sounds = (0..<20_000).map { "\"./s/\($0 % 15_000).wav\"" }.joined(separator: ",")
        let plugin = #"["expo-notifications", {"sounds": ["# + sounds + "]}]"
        let folder = try Self.writeProject(["app.json": #"{"expo": {"plugins": ["# + plugin + "]}}"])
        defer { TestSupport.remove(folder) }
        let project = try #require(ExpoConfigReader.read(folder: folder))
        let assets = project.facts.assets
        #expect(assets.count == ExpoConfigReader.maxAssets)
        #expect(assets.first?.key == "expo.plugins[0][1].sounds[0]" && assets.last?.key == "expo.plugins[0][1].sounds[9999]")
        #expect(Set(assets.map(\.key)).count == assets.count)
        #expect(project.facts.notRead == ["app.json: not read: more than 10000 files named"])
    }
}
