import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Each platform's rules judge only the files that platform ships: the rule book runs a rule on a
/// sound or an image when the rule's platforms meet the file's, and a one-platform finding on a
/// file several platforms ship says which it is for. And every run has every platform's rules:
/// the preset it is given for its platform, the built-in presets for the others.
@Suite("platform scoping")
struct PlatformScopingTests {
    static let mp3 = TestSupport.repositoryPath("Samples/sounds/alert.mp3")

    static func findings(_ path: String, platforms: [AssetPlatform]) throws -> [Finding] {
        let configuration = try TestSupport.defaultConfiguration()
        let inspection = SoundInspector(settings: configuration.measurementSettings).inspect(path: path)
        var subject = SoundSubject(path: path, inspection: inspection, fixPolicy: configuration.fixPolicy)
        subject.platforms = platforms
        return configuration.rules.evaluate(subject)
    }

    @Test("an MP3 is an iOS error, no Android finding; for both platforms the iOS finding says it is iOS's")
    func scoped() throws {
        let ios = try Self.findings(Self.mp3, platforms: [.ios])
        #expect(ios.map(\.rule).contains("sound.container"))
        #expect(!ios.contains { $0.rule.hasPrefix("android.") })
        let android = try Self.findings(Self.mp3, platforms: [.android])
        #expect(!android.contains { $0.rule == "sound.container" }, "\(android.map(\.rule))")
        let both = try Self.findings(Self.mp3, platforms: [.ios, .android])
        let container = try #require(both.first { $0.rule == "sound.container" })
        #expect(container.message.hasSuffix("(for iOS)"), "\(container.message)")
    }

    @Test("the generated registry gives each rule its platforms: its family's, or what its comment names")
    func rulePlatforms() {
        for rule in RuleRegistry.all {
            let description = rule.description
            if description.id.hasPrefix("android.") { #expect(description.platforms == [.android], "\(description.id)") }
        }
        let byID = Dictionary(uniqueKeysWithValues: RuleRegistry.all.map { ($0.description.id, $0.description.platforms) })
        #expect(byID["sound.container"] == [.ios])
        #expect(byID["sound.clipping"] == [.ios, .android, .web])
        #expect(byID["image.unreadable"] == [.ios, .android, .web])
        #expect(byID["image.format"] == [.ios])
    }

    @Test("every preset has every platform's rules; a config sets an Android rule under the iOS preset")
    func accompanied() throws {
        let ios = try PresetLibrary.load("ios").preset
        #expect(ios.platform == .ios)
        #expect(ios.rules["android.sound-format"] != nil && ios.rules["sound.container"] != nil)
        let android = try PresetLibrary.load("android").preset
        #expect(android.platform == .android)
        #expect(android.rules["sound.container"] == ios.rules["sound.container"], "iOS's rules come from the ios preset")
        let legacy = try PresetLibrary.load("ios-legacy").preset
        #expect(legacy.rules["android.small-icon-solid"] != nil)

        let folder = NSTemporaryDirectory() + "platform-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "rules:\n  android.sound-format: off\n".write(toFile: folder + "/.alertpack.yml", atomically: true, encoding: .utf8)
        let configured = try CheckConfiguration.resolve(presetReference: nil, configPath: folder + "/.alertpack.yml")
        #expect(!configured.rules.isEnabled(AndroidSoundFormatRule.self))
        #expect(configured.rules.isEnabled(AndroidSoundNameRule.self))
    }

    @Test("a preset names a platform that has a preset, or the load fails naming the key")
    func badPlatform() throws {
        let folder = NSTemporaryDirectory() + "platform-preset-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "schema: 1\nname: mine\nextends: ios\nplatform: windows\n".write(toFile: folder + "/mine.yml", atomically: true, encoding: .utf8)
        #expect {
            _ = try PresetLibrary.load(folder + "/mine.yml")
        } throws: { error in
            "\(error)".contains("mine.yml:4") && "\(error)".contains("platform must be one of ios, android")
        }
    }

    @Test("a path in an Android resource folder names its resource, type and density")
    func resourcePaths() {
        let icon = AndroidResourcePath("app/src/main/res/drawable-xxhdpi-v24/ic_stat_bell.png")
        #expect(icon?.kind == .drawable && icon?.density == .xxhdpi && icon?.name == "ic_stat_bell" && icon?.qualifiers == "xxhdpi-v24")
        #expect(AndroidResourcePath("res/raw/Ping-Alert.mp3")?.name == "Ping-Alert")
        #expect(AndroidResourcePath("res/drawable/frame.9.png")?.fileExtension == "9.png")
        #expect(AndroidResourcePath("res/mipmap-anydpi-v26/ic_launcher.xml")?.density == .anydpi)
        #expect(AndroidResourcePath("Sounds/raw/ping.caf") == nil)
        #expect(AndroidResourcePath("res/values/colors.xml") == nil)
        #expect(AndroidResourcePath("ping.caf") == nil)
    }
}

extension PlatformScopingTests {
    @Test("a preset that extends ios sets an Android rule, and the package identity of ios leaves Android's rules out")
    func extendsAndIdentity() throws {
        let folder = NSTemporaryDirectory() + "platform-extends-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "schema: 1\nname: team\nextends: ios\nrules:\n  android.small-icon-size: off\n".write(
            toFile: folder + "/team.yml", atomically: true, encoding: .utf8)
        let loaded = try PresetLibrary.load(folder + "/team.yml")
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.preset.rules["android.small-icon-size"]?.level == .off)
        // The ios preset's identity is its own rules': what a package made before Android had
        // rules recorded, so such a package still verifies.
        let ios = try PresetLibrary.load("ios").preset
        #expect(!ios.canonicalText.contains("android."))
        #expect(!ios.documentText.contains("android."))
        let back = try PresetLibrary.standalone(ios.documentText, origin: "record")
        #expect(back.sha256 == ios.sha256)
    }
}
