import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `android.small-icon-unset` on session 17's review cases, written by
/// scripts/make-android-fcm-icon.py's `review`: an app root is read only in the cross-platform
/// layout (`APP/android/app`) and inside the repository; an Expo app with a committed android/
/// is judged as a module; OneSignal's own service is no FCM evidence, but direct FCM beside it
/// is; version catalog libraries and bundles count, configurations that do not ship do not; the
/// icon set in a library module counts; a Groovy block comment ends at its first `*/`.
@Suite(TestSupport.needs("python3"))
struct AndroidSmallIconUnsetReviewTests {
    static var corpus: String { AndroidSmallIconUnsetTests.corpus }

    static func findings(_ name: String) throws -> [String] {
        try AndroidSmallIconUnsetTests.findings(name, .androidSmallIconUnset)
    }

    @Test("no app root outside the cross-platform layout or the repository: a native top, a monorepo, android/ as the repository")
    func appRootBounds() throws {
        for (root, name) in [("native-top/repo", "native-top"), ("monorepo/native-android", "monorepo"), ("outside-repo/android", "outside-repo")] {
            let facts = AndroidProjectReader.read(root: Self.corpus + "/" + root, module: "app")
            #expect(facts.firebaseMessaging.isEmpty, "\(root): \(facts.firebaseMessaging)")
            #expect(!facts.notRead.contains { $0.contains("package.json") }, "\(root): \(facts.notRead)")
            #expect(try Self.findings(name).isEmpty, "\(name)")
        }
        // The same layout without the .git is read: android/'s parent is the app root.
        #expect(AndroidSmallIconUnsetTests.facts("react-native").firebaseMessaging.map(\.seen) == ["@react-native-firebase/messaging"])
    }

    @Test("Expo with a committed android/: expo-notifications is evidence; Expo's meta-data counts as set")
    func expoWithAndroid() throws {
        let findings = try Self.findings("expo-android")
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.contains("receives FCM (../../package.json: expo-notifications)") == true, "\(findings)")
        #expect(try Self.findings("expo-android-icon").isEmpty)
        // The config leaves the judgement to the module: one warning, not two.
        #expect(try AndroidSmallIconUnsetTests.findings("expo-android", .configNotificationIconUnset).isEmpty)
    }

    @Test("OneSignal: its own service alone is silent; direct FCM beside it fires and names OneSignal")
    func oneSignal() throws {
        #expect(try Self.findings("onesignal-only").isEmpty)
        #expect(AndroidSmallIconUnsetTests.facts("onesignal-only").oneSignal.map(\.seen) == ["com.onesignal:OneSignal:5.1.6"])
        let drawn = try Self.findings("onesignal-icon")
        #expect(drawn.count == 1, "\(drawn)")
        #expect(
            drawn.first?.hasSuffix(
                "(OneSignal draws the notifications it sends with ic_stat_onesignal_default; messages sent straight through FCM are drawn by FCM)")
                == true, "\(drawn)")
        #expect(
            try Self.findings("onesignal-no-icon").first?.contains("OneSignal draws the notifications it sends with its own default icon") == true)
    }

    @Test("configurations that ship: release and flavour implementations; not a flavour's debug, tests or compile-only")
    func shippingConfigurations() {
        for name in ["implementation", "api", "runtimeOnly", "releaseImplementation", "freeImplementation", "freeReleaseApi"] {
            #expect(AndroidProjectReader.ships(name), "\(name)")
        }
        for name in [
            "debugImplementation", "freeDebugImplementation", "testImplementation", "freeTestImplementation", "compileOnly", "compileOnlyApi", "kapt",
        ] {
            #expect(!AndroidProjectReader.ships(name), "\(name)")
        }
    }

    @Test("Notificare's small-icon meta-data counts as set: its SDK draws the pushes FCM brings")
    func notificare() throws {
        #expect(try Self.findings("notificare-icon").isEmpty)
    }

    @Test("version catalogs: a library by module, by group and name, by notation, a bundle; another library is none")
    func catalogs() throws {
        let expected = [
            "catalog-module": "build.gradle.kts:6: libs.firebase.messaging (gradle/libs.versions.toml: com.google.firebase:firebase-messaging)",
            "catalog-group": "build.gradle:10: libs.firebase.messaging.ktx (gradle/libs.versions.toml: com.google.firebase:firebase-messaging-ktx)",
            "catalog-camel": "build.gradle:10: libs.firebaseMessaging (gradle/libs.versions.toml: com.google.firebase:firebase-messaging)",
            "catalog-bundle": "build.gradle.kts:6: libs.bundles.firebase (gradle/libs.versions.toml: com.google.firebase:firebase-messaging)",
        ]
        for (name, evidence) in expected.sorted(by: { $0.key < $1.key }) {
            let findings = try Self.findings(name)
            #expect(findings.count == 1 && findings.first?.contains("receives FCM (\(evidence))") == true, "\(name): \(findings)")
        }
        #expect(try Self.findings("catalog-other").isEmpty)
        #expect(AndroidSmallIconUnsetTests.facts("catalog-other").notRead.isEmpty)
    }

    @Test("configurations: compileOnly, kapt, constraints, debug and resolutionStrategy.force do not ship; releaseImplementation( over lines does")
    func configurations() throws {
        #expect(AndroidSmallIconUnsetTests.facts("gradle-not-shipping").firebaseMessaging.isEmpty)
        #expect(try Self.findings("gradle-not-shipping").isEmpty)
        let release = AndroidSmallIconUnsetTests.facts("gradle-release-only").firebaseMessaging
        #expect(release.map(\.place) == ["build.gradle:11"], "\(release)")
    }

    @Test("another module: a library's meta-data counts; an app's does not; an unreadable library's manifest is said and silent")
    func otherModules() throws {
        #expect(try Self.findings("multi-module").isEmpty)
        #expect(
            AndroidSmallIconUnsetTests.facts("multi-module").notificationIconOtherModules == ["../notifications/src/main/AndroidManifest.xml:4"])
        #expect(try Self.findings("multi-app").count == 1)
        let unreadable = AndroidSmallIconUnsetTests.facts("multi-unreadable")
        #expect(unreadable.notificationIconOtherModules == ["../core/src/main/AndroidManifest.xml: not read"])
        #expect(unreadable.notRead.contains { $0.hasPrefix("../core/src/main/AndroidManifest.xml: not read: ") }, "\(unreadable.notRead)")
        #expect(try Self.findings("multi-unreadable").isEmpty)
    }

    @Test("Groovy: the React Native template's \"android/**\" inside a block comment hides nothing after it")
    func groovyBlockComment() throws {
        let facts = AndroidSmallIconUnsetTests.facts("groovy-template-comment")
        #expect(facts.build?.hasReleaseBlock == true)
        #expect(facts.build?.shrinkResources.value == true)
        #expect(facts.build?.minifyEnabled.value == true)
        #expect(facts.firebaseMessaging.map(\.seen) == ["com.google.firebase:firebase-messaging:17.3.2"])
        #expect(try Self.findings("groovy-template-comment").count == 1)
        // Kotlin's comments nest: there the same text hides the rest.
        let source = Array("/* a \"b/**\" */ hidden */ x".utf8)
        var kotlin = JVMSourceLexer(bytes: source, language: .templated)
        var groovy = JVMSourceLexer(bytes: source, language: .groovy)
        #expect(kotlin.tokens().map(\.kind) == [.identifier])
        #expect(groovy.tokens().map(\.kind).prefix(2) == [.identifier, .punctuation(UInt8(ascii: "*"))])
    }

    @Test("a read budget the config's own reading spent is not read, never a missing icon")
    func spentBudget() throws {
        let folder = Self.corpus + "/expo/plugin-no-icon"
        var sources = ExpoConfigReader.Sources(folder: folder)
        #expect(sources.packageFacts().namesExpo)
        var tree = ExpoConfigReader.Tree(sources: sources)
        let read = tree.sources.jsonValue("app.json")
        let value = try #require(read)
        let root = tree.unwrapped(ExpoConfigReader.Located(value: value, file: "app.json", key: ""))
        #expect(tree.notificationIconFacts(root, folder: folder, dropped: [])?.notRead == nil)
        tree.steps = ExpoConfigReader.Tree.maxSteps + 10
        tree.notRead.append("app.json: not read: \(ExpoConfigReader.Tree.budgetSpent)")
        let spent = try #require(tree.notificationIconFacts(root, folder: folder, dropped: []))
        #expect(spent.notRead == "app.json: not read: too many spreads or members")
        tree.notRead = []
        #expect(tree.notificationIconFacts(root, folder: folder, dropped: [])?.notRead?.contains("not read") == true)
    }
}
