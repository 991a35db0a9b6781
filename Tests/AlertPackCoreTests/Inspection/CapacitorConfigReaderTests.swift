import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `CapacitorConfigReader` on the Capacitor and Cordova projects
/// scripts/make-native-config-projects.py writes from issue 45's research: the docs' sample
/// values naming files that are not there, capacitor.config.ts read before a `{}` JSON, Cordova's
/// config.xml files relative to it, names resolved as Capacitor resolves them, and hostile
/// config.xml files (an entity declaration, over 1 MiB, `..`, absolute paths, a link out).
@Suite(TestSupport.needs("python3"))
struct CapacitorConfigReaderTests {
    static let root = TestSupport.generatedCorpus("make-native-config-projects.py", name: "capacitor-configs")
    static let res = AndroidResourceIndex.resourceFolder

    static func read(_ project: String) throws -> AppConfigProject {
        try #require(CapacitorConfigReader.read(folder: root + "/" + project), "\(project) is no Capacitor or Cordova project")
    }

    @Test("the docs' sample values name a drawable and a raw sound the project does not have")
    func docsSample() throws {
        let project = try Self.read("cap-docs-sample")
        #expect(project.facts.framework == .capacitor)
        #expect(project.facts.files == ["capacitor.config.ts"])
        #expect(project.reportPath == Self.root + "/cap-docs-sample/capacitor.config.ts")
        #expect(project.facts.version == "^7.0.0")
        #expect(
            project.facts.assets == [
                DeclaredAsset(
                    file: "capacitor.config.ts", key: "plugins.LocalNotifications.smallIcon", value: "ic_stat_icon_config_sample",
                    role: .notificationIcon, platforms: [.android], path: nil, unresolved: .missing),
                DeclaredAsset(
                    file: "capacitor.config.ts", key: "plugins.LocalNotifications.sound", value: "beep.wav", role: .notificationSound,
                    platforms: [.android], path: nil, unresolved: .missing),
            ])
        #expect(project.facts.notRead.isEmpty && project.unreadable.isEmpty)
        #expect(project.unnamedSounds.isEmpty)
    }

    @Test("capacitor.config.ts wins over a {} capacitor.config.json; config.xml's files are added, relative to it")
    func typeScriptWinsAndCordovaAdded() throws {
        let project = try Self.read("cap-ggpartner")
        #expect(project.facts.framework == .capacitor)
        #expect(project.facts.files == ["capacitor.config.ts", "config.xml"])
        #expect(project.facts.version == "3.4.0")
        let shown = project.facts.assets.map { "\($0.key) \($0.role.rawValue) \($0.platforms.map(\.rawValue)) \($0.path ?? "-")" }
        #expect(
            shown == [
                "plugins.LocalNotifications.smallIcon notification-icon [\"android\"] -",
                "plugins.LocalNotifications.sound notification-sound [\"android\"] -",
                "config.xml:5 <splash src> splash [\"ios\", \"android\"] resources/splash.png",
                "config.xml:7 <icon src> app-icon [\"android\"] resources/android/icon/drawable-mdpi-icon.png",
                "config.xml:8 <icon foreground> adaptive-icon [\"android\"] resources/android/icon/foreground.png",
                "config.xml:9 <resource-file src> notification-sound [\"android\"] resources/sounds/chime.wav",
                "config.xml:13 <icon src> app-icon [\"ios\"] resources/ios/icon/icon-1024.png",
                "config.xml:14 <resource-file src> notification-sound [\"ios\"] resources/sounds/chime.caf",
            ])
        // The sample names "beep.wav"; chime.wav in res/raw is named by nothing Capacitor reads.
        #expect(project.unnamedSounds == [Self.res + "/raw/chime.wav"])
    }

    @Test("a drawable of two densities resolves to the densest; a raw sound by its base name; unnamed raw sounds are listed, iOS ones left out")
    func resolved() throws {
        let project = try Self.read("cap-resolved")
        #expect(project.facts.files == ["capacitor.config.json"])
        #expect(project.facts.version == "~6.1.2")
        #expect(project.facts.assets.map(\.path) == [Self.res + "/drawable-xxhdpi/ic_stat_bell.png", Self.res + "/raw/chime.wav"])
        #expect(project.facts.assets.allSatisfy { $0.unresolved == nil && $0.platforms == [.android] })
        // iOS sounds are named per notification in code that is not read: only raw ones are listed.
        #expect(project.unnamedSounds == [Self.res + "/raw/extra.mp3"])
    }

    @Test("a computed value is not read, with its line; a sound given as a path keeps its extension and is missing")
    func computedAndPath() throws {
        let project = try Self.read("cap-computed")
        #expect(project.facts.notRead == ["capacitor.config.ts line 5: not read: computed: process.env.SMALL_ICON"])
        #expect(project.facts.assets.count == 1)
        #expect(project.facts.assets.first?.value == "res/raw/beep.wav")
        #expect(project.facts.assets.first?.unresolved == .missing)
        #expect(project.facts.version == nil)
    }

    @Test("without android/app/src/main/res the names have no native project; a link out is outside")
    func noNativeAndLink() throws {
        let bare = try Self.read("cap-no-android")
        #expect(bare.facts.assets.map(\.unresolved) == [.noNativeProject, .noNativeProject])
        let linked = try Self.read("cap-link")
        #expect(linked.facts.assets.map(\.unresolved) == [.outside])
    }

    @Test("a config script that does not parse is unreadable, naming the file, and the project is still Capacitor's")
    func brokenScript() throws {
        let project = try Self.read("cap-broken")
        #expect(project.facts.framework == .capacitor && project.facts.assets.isEmpty)
        #expect(project.unreadable.count == 1)
        #expect(project.unreadable.first?.file == "capacitor.config.ts")
        // The finding names the file; its message does not again.
        #expect(project.unreadable.first?.message.hasPrefix("line ") == true, "\(project.unreadable)")
    }

    @Test("Cordova alone: config.xml's icons and sounds per platform, relative to config.xml")
    func cordova() throws {
        let project = try Self.read("cordova-app")
        #expect(project.facts.framework == .cordova)
        #expect(project.facts.files == ["config.xml"])
        #expect(project.reportPath == Self.root + "/cordova-app/config.xml")
        #expect(project.facts.version == "^7.1.0")
        let shown = project.facts.assets.map { "\($0.key) \($0.platforms.map(\.rawValue)) \($0.path ?? $0.unresolved!.rawValue)" }
        #expect(
            shown == [
                "config.xml:3 <icon src> [\"ios\", \"android\"] res/icon.png",
                "config.xml:4 <resource-file src> [\"ios\"] res/sounds/alert.aiff",
                "config.xml:5 <icon src> [\"android\"] res/android/icon.png",
                "config.xml:6 <icon src> [\"ios\", \"android\"] missing",
            ])
    }

    @Test("an entity declaration and a config.xml over 1 MiB are refused, naming the file; nothing is expanded")
    func hostileXML() throws {
        let entity = try Self.read("cordova-entity")
        #expect(entity.facts.framework == .cordova && entity.facts.assets.isEmpty)
        #expect(
            entity.unreadable == [
                .init(
                    file: "config.xml",
                    message: "line 2: the <!DOCTYPE> declares entities: not read, so nothing is expanded or fetched")
            ])
        let huge = try Self.read("cordova-huge")
        #expect(huge.unreadable.first?.message.contains("config.xml is 1200") == true)
        #expect(huge.unreadable.first?.message.hasSuffix("bytes; more than 1048576 is not read") == true)
    }

    @Test("`..`, absolute paths and a link out of the project are outside; `..` that stays inside resolves")
    func outside() throws {
        let project = try Self.read("cordova-outside")
        #expect(project.facts.assets.map(\.unresolved) == [.outside, .outside, nil, .outside])
        #expect(project.facts.assets[2].path == "res/icon.png")
    }

    @Test("a config.xml that is not Cordova's, or not XML, without package.json naming Cordova, is no project")
    func notCordova() {
        #expect(CapacitorConfigReader.read(folder: Self.root + "/not-cordova") == nil)
        #expect(CapacitorConfigReader.read(folder: Self.root + "/xml-junk") == nil)
        #expect(CapacitorConfigReader.read(folder: Self.root + "/flutter-sonare") == nil)
    }
}
