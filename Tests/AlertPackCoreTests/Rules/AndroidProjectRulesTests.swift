import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `android.sound-shrunk` and `android.manifest-resource` on the app modules
/// scripts/make-android-projects.py writes, read by `AndroidProjectReader` and judged with the
/// default presets (ios beside android): a sound named only by a string is stripped when the
/// release build shrinks and no keep rule covers it, in safe mode a warning, in strict mode or
/// named only outside the code an error; kept, referenced by id, unshrunk or unnamed sounds are
/// silent; manifest resources missing from release are errors (a colour a warning).
@Suite(TestSupport.needs("python3"))
struct AndroidProjectRulesTests {
    static let corpus = TestSupport.generatedCorpus("make-android-projects.py", name: "android-projects-rules")

    static func subject(_ fixture: String, namedElsewhere: [String: String] = [:]) -> AndroidProjectSubject {
        AndroidProjectSubject(facts: AndroidProjectReader.read(root: corpus + "/" + fixture, module: "app"), namedElsewhere: namedElsewhere)
    }

    /// The findings of `rule` on `subject`, each "SEVERITY SUBJECT: MESSAGE".
    static func findings(_ subject: AndroidProjectSubject, _ rule: RuleID) throws -> [String] {
        let book = try TestSupport.defaultConfiguration().rules
        return book.evaluate(subject).filter { $0.rule == rule.rawValue }.map { "\($0.severity.rawValue) \($0.subject ?? "-"): \($0.message)" }
    }

    @Test("safe mode, a name in the code: a warning naming the file, the place and the build setting")
    func shrunkSafeMode() throws {
        let findings = try Self.findings(Self.subject("shrink-safe"), .androidSoundShrunk)
        #expect(
            findings == [
                "warning src/main/res/raw/beep.wav: app/src/main/res/raw/beep.wav is named only by a string (src/main/java/com/example/groovy/NotificationHelper.java:13), never as R.raw.beep, and no keep rule covers it; the release build shrinks resources (app/build.gradle line 13): the shrinker removes it and the notification plays the default sound"
            ])
        #expect(try Self.findings(Self.subject("groovy-app"), .androidSoundShrunk).count == 1)
    }

    @Test("strict mode, or a name only a config outside the code gives: an error")
    func shrunkCertain() throws {
        let strict = try Self.findings(Self.subject("shrink-strict"), .androidSoundShrunk)
        #expect(
            strict.count == 1 && strict[0].hasPrefix("error ") && strict[0].contains("shrinks resources (app/build.gradle line 13) in strict mode"))
        let elsewhere = try Self.findings(
            Self.subject("named-elsewhere", namedElsewhere: ["rn_sound": "app.json expo.plugins[0][1].sounds[0]"]), .androidSoundShrunk)
        #expect(elsewhere.count == 1 && elsewhere[0].hasPrefix("error ") && elsewhere[0].contains("(app.json expo.plugins[0][1].sounds[0])"))
    }

    @Test("silent when kept (by name or wildcard), referenced by R.raw, not shrunk, or named by nothing")
    func shrunkSilent() throws {
        for fixture in ["shrink-keep", "shrink-wildcard", "by-id", "no-shrink", "unreferenced", "named-elsewhere"] {
            #expect(try Self.findings(Self.subject(fixture), .androidSoundShrunk).isEmpty, "\(fixture)")
        }
    }

    @Test("Kotlin: R.raw.ding is kept, chime and bell named by strings are not; a computed shrinkResources is only info")
    func shrunkKotlinAndComputed() throws {
        let kotlin = try Self.findings(Self.subject("kotlin-dsl"), .androidSoundShrunk).map { String($0.prefix { $0 != ":" }) }
        #expect(kotlin == ["warning src/main/res/raw/bell.wav", "warning src/main/res/raw/chime.wav"])
        let computed = try Self.findings(Self.subject("computed-shrink"), .androidSoundShrunk)
        #expect(computed.count == 1 && computed[0].hasPrefix("info "))
        #expect(computed.first?.contains("if the release build shrinks resources (app/build.gradle line 13: shrinkResources findProperty(") == true)
    }

    @Test("Flutter: a sound only Dart names is shrunk by the plugin's default; kept, shrinking off, or a library is silent")
    func shrunkFlutterDefault() throws {
        let dart = ["ding": "lib/main.dart:12 RawResourceAndroidNotificationSound"]
        for fixture in ["flutter-default", "flutter-legacy", "flutter-kts"] {
            let findings = try Self.findings(Self.subject(fixture, namedElsewhere: dart), .androidSoundShrunk)
            #expect(findings.count == 1 && findings[0].hasPrefix("error src/main/res/raw/ding.wav: "), "\(fixture)")
            #expect(findings.first?.contains("(lib/main.dart:12 RawResourceAndroidNotificationSound)") == true, "\(fixture)")
            #expect(
                findings.first?.contains("the release build shrinks resources (app/build.gradle") == true
                    && findings.first?.contains(": the Flutter plugin default, as the release build type does not set shrinkResources") == true,
                "\(fixture)")
        }
        for fixture in ["flutter-keep", "flutter-off", "flutter-library"] {
            #expect(try Self.findings(Self.subject(fixture, namedElsewhere: dart), .androidSoundShrunk).isEmpty, "\(fixture)")
        }
    }

    @Test("React Native / Expo: gradle.properties decides; absent falls to the expression's default; unset and no default is info")
    func shrunkGradleProperty() throws {
        let config = ["rn_sound": "app.json expo.plugins[0][1].sounds[0]"]
        let set = try Self.findings(Self.subject("expo-shrink-true", namedElsewhere: config), .androidSoundShrunk)
        #expect(set.count == 1 && set[0].hasPrefix("error "))
        #expect(
            set.first?.contains(
                "(app/build.gradle line 15 reads android.enableShrinkResourcesInReleaseBuilds: android.enableShrinkResourcesInReleaseBuilds=true in gradle.properties line 1)"
            ) == true, "\(set)")
        for fixture in ["expo-shrink-false", "expo-shrink-absent"] {
            #expect(try Self.findings(Self.subject(fixture, namedElsewhere: config), .androidSoundShrunk).isEmpty, "\(fixture)")
        }
        let unset = try Self.findings(Self.subject("expo-shrink-unset", namedElsewhere: config), .androidSoundShrunk)
        #expect(unset.count == 1 && unset[0].hasPrefix("info "))
    }

    @Test("android.unreadable: every file the reader refused is an error naming it and why; a readable module is silent")
    func unreadable() throws {
        for (fixture, why) in [
            ("huge-manifest", "1048576"), ("deep-xml", "256"), ("non-utf8", "UTF-8"), ("doctype", "DOCTYPE"), ("wrong-root", "<resources>"),
        ] {
            let findings = try Self.findings(Self.subject(fixture), .androidUnreadable)
            #expect(findings.count == 1, "\(fixture): \(findings)")
            #expect(findings.first?.hasPrefix("error src/main/AndroidManifest.xml: app/src/main/AndroidManifest.xml could not be read (") == true)
            #expect(findings.first?.contains(why) == true && findings.first?.hasSuffix("what it declares was not checked") == true, "\(fixture)")
        }
        for fixture in ["groovy-app", "kotlin-dsl", "flavours", "multi-module"] {
            #expect(try Self.findings(Self.subject(fixture), .androidUnreadable).isEmpty, "\(fixture)")
        }
    }

    @Test("android.manifest-resource: missing icons are errors naming the manifest and attribute; a colour a warning")
    func manifestResource() throws {
        let findings = try Self.findings(Self.subject("missing-resource"), .androidManifestResource)
        #expect(findings.count == 3, "\(findings)")
        #expect(
            findings.first
                == "error src/main/AndroidManifest.xml <application android:icon>: app/src/main/AndroidManifest.xml:3 <application android:icon> names @mipmap/ic_gone, which no source set of the release build defines: linking the release build fails (\"resource mipmap/ic_gone not found\")"
        )
        #expect(findings[1].hasPrefix("error src/main/AndroidManifest.xml <meta-data com.google.firebase.messaging.default_notification_icon>: "))
        #expect(findings[2].hasPrefix("warning ") && findings[2].contains("@color/gone"))
    }

    @Test("a resource only a debug source set holds is missing from release, said so; resolved entries are silent")
    func manifestResourceDebugOnly() throws {
        let findings = try Self.findings(Self.subject("flavours"), .androidManifestResource)
        #expect(findings.count == 1)
        #expect(findings.first?.contains("(only app/src/debug/res/drawable/ic_stat_flavour.xml has it, which is not built into release)") == true)
        let multi = try Self.findings(Self.subject("multi-module"), .androidManifestResource)
        #expect(multi.count == 1, "\(multi)")
        #expect(multi.first?.contains("<meta-data expo.modules.notifications.default_notification_icon> names @drawable/ic_nowhere") == true)
        for fixture in ["groovy-app", "kotlin-dsl", "shrink-keep"] {
            #expect(try Self.findings(Self.subject(fixture), .androidManifestResource).isEmpty, "\(fixture)")
        }
    }
}
