import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `android.small-icon-unset` and `config.notification-icon-unset` through the Checker on the
/// apps scripts/make-android-fcm-icon.py writes: an app that receives FCM (a messaging service,
/// a firebase-messaging dependency, a React Native, Capacitor or Flutter messaging plugin) and
/// sets no default notification icon gets the warning naming what showed it; the meta-data set
/// (FCM's or Expo's name, resolving or not), no FCM in release, or a library stays silent
/// (OneSignal's cases are AndroidSmallIconUnsetReviewTests'); hostile app roots are said as not
/// read. Expo configs with push and no icon get the config rule's warning, unless the icon is
/// set, Android not built, the android/ folder committed, or what stands where the plugins or
/// icon would be is computed.
@Suite(TestSupport.needs("python3"))
struct AndroidSmallIconUnsetTests {
    static let corpus = TestSupport.generatedCorpus("make-android-fcm-icon.py", name: "android-fcm-icon")

    /// The report of everything below the app `name` (the corpus folder the checker is given).
    static func reports(_ name: String) throws -> [FileReport] {
        let folder = corpus + "/" + name
        return Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [folder]).files
    }

    /// The findings of `rule` in the reports of `name`, each "SEVERITY: MESSAGE".
    static func findings(_ name: String, _ rule: RuleID) throws -> [String] {
        try reports(name).flatMap(\.findings).filter { $0.rule == rule.rawValue }.map { "\($0.severity.rawValue): \($0.message)" }
    }

    static func facts(_ name: String) -> AndroidProjectFacts {
        AndroidProjectReader.read(root: corpus + "/" + name + "/android", module: "app")
    }

    @Test("a messaging service and no meta-data: a warning naming the service, the launcher icon and the fix")
    func serviceWithoutIcon() throws {
        let findings = try Self.findings("service-no-icon", .androidSmallIconUnset)
        #expect(
            findings == [
                "warning: receives FCM (src/main/AndroidManifest.xml:4: service .PushService com.google.firebase.MESSAGING_EVENT) but sets no com.google.firebase.messaging.default_notification_icon: FCM notification messages that name no icon show the launcher icon @mipmap/ic_launcher, which Android draws from its alpha alone as a solid white shape"
            ])
        let finding = try #require(try Self.reports("service-no-icon").flatMap(\.findings).first { $0.rule == "android.small-icon-unset" })
        #expect(
            finding.fix?.advice.contains(
                "in the module's folder, `alertpack icons MASTER --android-notification src/main/res --name ic_stat_notification`") == true)
    }

    @Test("a dependency alone fires: firebase-messaging by BoM, -ktx in Kotlin script, and each cross-platform plugin")
    func dependenciesFire() throws {
        let expected = [
            "gradle-bom": "build.gradle:11: com.google.firebase:firebase-messaging)",
            "gradle-kts-ktx": "build.gradle.kts:6: com.google.firebase:firebase-messaging-ktx:23.4.1)",
            "react-native": "../../package.json: @react-native-firebase/messaging)",
            "capacitor": "../../package.json: @capacitor/push-notifications)",
            "flutter": "../../pubspec.yaml: firebase_messaging)",
            "onesignal-no-icon": "build.gradle:10: com.google.firebase:firebase-messaging:23.4.1)",
            "icon-debug-only": "src/main/AndroidManifest.xml:4: service .PushService",
        ]
        for (name, evidence) in expected.sorted(by: { $0.key < $1.key }) {
            let findings = try Self.findings(name, .androidSmallIconUnset)
            #expect(findings.count == 1 && findings[0].hasPrefix("warning: receives FCM ("), "\(name): \(findings)")
            #expect(findings.first?.contains("receives FCM (\(evidence)") == true, "\(name): \(findings)")
        }
    }

    @Test("silent: the meta-data set (FCM's, Expo's, naming a missing resource), no FCM in release, a library")
    func silent() throws {
        for name in [
            "service-icon", "service-icon-missing", "service-expo-icon", "service-debug-only", "service-removed", "gradle-test-only",
            "library", "no-fcm", "react-native-icon", "react-native-dev-only",
        ] {
            #expect(try Self.findings(name, .androidSmallIconUnset).isEmpty, "\(name)")
        }
        // The icon that does not resolve is android.manifest-resource's, never both.
        #expect(try Self.findings("service-icon-missing", .androidManifestResource).count == 1)
    }

    @Test("the facts say each piece of evidence and where, OneSignal apart")
    func evidenceFacts() {
        let onesignal = Self.facts("onesignal-icon")
        #expect(onesignal.firebaseMessaging.map(\.seen) == ["com.google.firebase:firebase-messaging:23.4.1"])
        #expect(onesignal.oneSignal.map(\.seen) == ["com.onesignal:OneSignal:5.1.6"])
        let native = Self.facts("service-no-icon")
        #expect(
            native.firebaseMessaging == [
                AndroidFirebaseEvidence(
                    kind: .service, file: "src/main/AndroidManifest.xml", line: 4, seen: "service .PushService com.google.firebase.MESSAGING_EVENT")
            ])
        #expect(Self.facts("service-debug-only").firebaseMessaging.isEmpty)
        #expect(Self.facts("react-native").firebaseMessaging.map(\.kind) == [.appDependency])
    }

    @Test("hostile app roots: a package.json nested deep or over 1 MiB, a YAML alias bomb: said as not read, nothing guessed")
    func hostileRoots() throws {
        for name in ["hostile-nested", "hostile-large", "hostile-yaml"] {
            let started = Date()
            let facts = Self.facts(name)
            #expect(Date().timeIntervalSince(started) < 5, "\(name)")
            #expect(facts.firebaseMessaging.isEmpty, "\(name)")
            #expect(facts.notRead.contains { $0.hasPrefix("../../") && $0.contains("not read") }, "\(name): \(facts.notRead)")
            #expect(try Self.findings(name, .androidSmallIconUnset).isEmpty, "\(name)")
        }
    }

    @Test("Expo: push (the plugin or the dependency) and no icon is a warning; an icon, iOS only, android/, or computed is silent")
    func expoConfigs() throws {
        for name in ["plugin-no-icon", "dependency-no-icon"] {
            let findings = try Self.findings("expo/" + name, .configNotificationIconUnset)
            #expect(findings.count == 1 && findings[0].hasPrefix("warning: "), "\(name): \(findings)")
            #expect(findings.first?.contains("but the config sets no notification icon") == true, "\(name)")
        }
        #expect(
            try Self.findings("expo/plugin-no-icon", .configNotificationIconUnset).first?.hasPrefix(
                "warning: app.json expo.plugins lists expo-notifications")
                == true)
        #expect(
            try Self.findings("expo/dependency-no-icon", .configNotificationIconUnset).first?.hasPrefix(
                "warning: package.json dependencies name expo-notifications") == true)
        for name in ["plugin-icon", "legacy-icon", "ios-only", "no-push", "native-android", "computed-plugins", "computed-icon"] {
            #expect(try Self.findings("expo/" + name, .configNotificationIconUnset).isEmpty, "\(name)")
        }
        let computed = try #require(ExpoConfigReader.read(folder: Self.corpus + "/expo/computed-icon")?.notificationIcon)
        #expect(computed.icon != nil || computed.notRead != nil)
    }

    @Test("deterministic: the same facts twice")
    func deterministic() {
        for name in ["react-native", "service-no-icon", "onesignal-icon"] {
            #expect(Self.facts(name) == Self.facts(name), "\(name)")
        }
    }
}
