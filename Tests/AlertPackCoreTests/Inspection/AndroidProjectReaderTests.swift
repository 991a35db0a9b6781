import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `AndroidProjectReader` on the app modules scripts/make-android-projects.py writes: a Groovy
/// build with a Java helper, a Kotlin-script build with Kotlin channels, flavours and build types,
/// keep rules, a computed shrinkResources, missing resources, and hostile modules (a huge
/// manifest, deep XML, deep folders, links out, not UTF-8, a DOCTYPE entity, a wrong root).
@Suite(TestSupport.needs("python3"))
struct AndroidProjectReaderTests {
    static let root = TestSupport.generatedCorpus("make-android-projects.py", name: "android-projects-reader")

    static func read(_ fixture: String) -> AndroidProjectFacts {
        AndroidProjectReader.read(root: root + "/" + fixture, module: "app")
    }

    static func entries(_ facts: AndroidProjectFacts) -> [String] {
        facts.manifestEntries.map { "\($0.file):\($0.line) \($0.key) \($0.role.rawValue) \($0.value) \($0.definedIn)" }
    }

    @Test("a Groovy build: manifest icons and FCM meta-data resolved, release shrinking read, Java calls found (not in comments)")
    func groovyApp() throws {
        let facts = Self.read("groovy-app")
        #expect(facts.module == "app")
        #expect(facts.sourceSets == [AndroidSourceSet(name: "main", manifest: "src/main/AndroidManifest.xml", shipsInRelease: true)])
        let manifest = "src/main/AndroidManifest.xml"
        #expect(
            Self.entries(facts) == [
                "\(manifest):3 <application android:icon> app-icon @mipmap/ic_launcher [\"src/main/res/mipmap-anydpi-v26/ic_launcher.xml\"]",
                "\(manifest):3 <application android:roundIcon> round-icon @mipmap/ic_launcher_round [\"src/main/res/mipmap-anydpi-v26/ic_launcher_round.xml\"]",
                "\(manifest):4 <meta-data com.google.firebase.messaging.default_notification_icon> notification-icon @drawable/ic_stat_notify [\"src/main/res/drawable-mdpi/ic_stat_notify.png\", \"src/main/res/drawable-xhdpi/ic_stat_notify.png\"]",
                "\(manifest):5 <meta-data com.google.firebase.messaging.default_notification_color> notification-color @color/notify_accent [\"src/main/res/values/colors.xml:3\"]",
                "\(manifest):6 <meta-data com.google.firebase.messaging.default_notification_channel_id> notification-channel alerts []",
            ])
        #expect(facts.manifestEntries.allSatisfy { !$0.isMissing })
        let icon = try #require(facts.resources.first { $0.path == "src/main/res/drawable-xhdpi/ic_stat_notify.png" })
        #expect(icon.type == "drawable" && icon.name == "ic_stat_notify" && icon.density == "xhdpi" && icon.sourceSet == "main")
        let build = try #require(facts.build)
        #expect(build.file == "build.gradle" && build.plugin == "com.android.application" && build.hasReleaseBlock)
        #expect(build.shrinkResources == AndroidGradleSetting(value: true, written: "true", line: 13))
        #expect(build.minifyEnabled.value == true)
        let java = "src/main/java/com/example/groovy/NotificationHelper.java"
        #expect(facts.code.filesRead == 1)
        #expect(facts.code.smallIcons == [AndroidCodeFacts.Use(type: "drawable", name: "ic_stat_notify", file: java, line: 19)])
        // R.raw.commented, R.raw.instring and R.raw.trailing are in comments and strings only.
        #expect(facts.code.rawByID.isEmpty)
        #expect(facts.code.rawByName == [AndroidCodeFacts.Use(type: "raw", name: "beep", file: java, line: 13)])
        #expect(
            facts.code.channels == [
                AndroidCodeFacts.Channel(
                    id: "alerts", idWritten: "\"alerts\"", file: java, line: 12, sound: "beep", soundWritten: "sound", soundByID: false)
            ])
        #expect(facts.notRead.isEmpty && facts.unreadable.isEmpty)
    }

    @Test("a Kotlin-script build: isShrinkResources, Expo meta-data, <item type=color>, templates, apply blocks, getIdentifier")
    func kotlinDSL() throws {
        let facts = Self.read("kotlin-dsl")
        let build = try #require(facts.build)
        #expect(build.file == "build.gradle.kts" && build.shrinkResources.value == true && build.minifyEnabled.value == true)
        #expect(facts.manifestEntries.map(\.role) == [.appIcon, .notificationIcon, .notificationColor])
        #expect(facts.manifestEntries.last?.definedIn == ["src/main/res/values/colors.xml:2"])
        #expect(facts.values.map(\.name) == ["notification_icon_color", "night_only"])
        let kotlin = "src/main/kotlin/com/example/kts/Channels.kt"
        #expect(facts.code.rawByID.map(\.place) == ["\(kotlin):12"])
        #expect(facts.code.rawByName.map { "\($0.name) \($0.line)" } == ["chime 9", "bell 13", "gong 16", "alarm 17"])
        #expect(
            facts.code.smallIcons.map { "\($0.type)/\($0.name) \($0.line)" } == ["mipmap/ic_launcher 21"], "android.R.drawable is the framework's")
        #expect(
            facts.code.channels.map { "\($0.id ?? "-") \($0.idWritten) \($0.sound ?? "-") \($0.soundByID)" } == [
                "chimes \"chimes\" chime false", "- CHANNEL_ID ding true",
            ])
    }

    @Test("flavours and build types: merge order, test sets left out, debug-only resources missing from release manifests")
    func flavours() throws {
        let facts = Self.read("flavours")
        #expect(facts.sourceSets.map(\.name) == ["main", "free", "paid", "debug", "release", "freeDebug"])
        #expect(facts.sourceSets.filter { !$0.shipsInRelease }.map(\.name) == ["debug", "freeDebug"])
        #expect(facts.releaseSourceSets == ["main", "free", "paid", "release"])
        let missing = facts.manifestEntries.filter(\.isMissing).map { "\($0.file) \($0.value)" }
        #expect(missing == ["src/main/AndroidManifest.xml @drawable/ic_stat_flavour"], "only src/debug/res holds it")
        let debugColour = try #require(facts.manifestEntries.first { $0.file == "src/debug/AndroidManifest.xml" })
        #expect(debugColour.definedIn == ["src/debug/res/values/colors.xml:3"], "a debug manifest may name a debug resource")
        #expect(facts.resources.map(\.sourceSet).contains("freeDebug"))
        #expect(!facts.manifestEntries.contains { $0.value == "@drawable/test_only" })
    }

    @Test("keep rules: entries, wildcards and strict mode, from res/raw/keep.xml")
    func keepRules() throws {
        let keep = Self.read("shrink-keep").keepRules
        #expect(
            keep == [
                AndroidKeepRule(file: "src/main/res/raw/keep.xml", line: 2, keep: ["@raw/beep", "@drawable/ic_stat_*"], discard: [], shrinkMode: nil)
            ])
        #expect(AndroidKeepRule.covers(keep[0].keep, type: "drawable", name: "ic_stat_notify"))
        #expect(!AndroidKeepRule.covers(keep[0].keep, type: "raw", name: "beeper"))
        #expect(AndroidKeepRule.covers(Self.read("shrink-wildcard").keepRules[0].keep, type: "raw", name: "beeper"))
        #expect(Self.read("shrink-strict").keepRules.map(\.shrinkMode) == ["strict"])
    }

    @Test("a computed shrinkResources is kept as written and said as not read; false is false")
    func computedShrink() throws {
        let facts = Self.read("computed-shrink")
        let build = try #require(facts.build)
        #expect(build.shrinkResources.isComputed)
        #expect(build.shrinkResources.written == "findProperty('android.enableShrinkResourcesInReleaseBuilds')?.toBoolean() ?: false")
        #expect(build.minifyEnabled.written == "enableMinify")
        #expect(facts.notRead.count == 2 && facts.notRead[0].hasPrefix("build.gradle line 13: not read: shrinkResources is computed"))
        #expect(Self.read("no-shrink").build?.shrinkResources.value == false)
    }

    @Test("the Flutter plugin shrinks a release app unless the release block says not to; a library is not shrunk by it")
    func flutterDefault() throws {
        let flutter = AndroidGradleSetting(
            value: true, written: "Flutter plugin default", line: nil, origin: .pluginDefault("Flutter plugin default"))
        for fixture in ["flutter-default", "flutter-legacy", "flutter-kts", "flutter-keep"] {
            let build = try #require(Self.read(fixture).build, "\(fixture)")
            #expect(build.appliesFlutter && !build.isLibrary, "\(fixture)")
            #expect(build.shrinkResources == flutter && build.minifyEnabled == flutter, "\(fixture)")
        }
        let off = try #require(Self.read("flutter-off").build)
        #expect(off.appliesFlutter && off.shrinkResources == AndroidGradleSetting(value: false, written: "false", line: 13))
        let library = Self.read("flutter-library")
        #expect(library.isLibrary && library.build?.appliesFlutter == true && library.build?.shrinkResources == .notSet)
        #expect(
            Self.read("catalog-library").isLibrary && !Self.read("groovy-app").isLibrary && Self.read("groovy-app").build?.appliesFlutter == false)
    }

    @Test("a shrinkResources that reads a Gradle property takes its value from gradle.properties, or the expression's default")
    func gradleProperties() throws {
        let name = "android.enableShrinkResourcesInReleaseBuilds"
        let set = try #require(Self.read("expo-shrink-true").build)
        #expect(set.shrinkResources.value == true && !set.shrinkResources.isComputed)
        #expect(set.shrinkResources.origin == .gradleProperty(name: name, file: "../gradle.properties", line: 1, written: "\(name)=true"))
        // `def enableProguardInReleaseBuilds = false`: the variable's literal.
        #expect(set.minifyEnabled == AndroidGradleSetting(value: false, written: "enableProguardInReleaseBuilds", line: 14))
        #expect(Self.read("expo-shrink-false").build?.shrinkResources.value == false)
        let absent = try #require(Self.read("expo-shrink-absent").build)
        #expect(
            absent.shrinkResources.value == false && absent.shrinkResources.origin == .gradleProperty(name: name, file: nil, line: nil, written: nil))
        let variable = try #require(Self.read("expo-shrink-variable").build)
        #expect(variable.shrinkResources.value == true && variable.shrinkResources.written == "enableShrinkResources.toBoolean()")
        #expect(variable.shrinkResources.origin == .gradleProperty(name: name, file: "../gradle.properties", line: 2, written: "\(name)=True"))
        let unset = Self.read("expo-shrink-unset")
        #expect(unset.build?.shrinkResources.isComputed == true)
        #expect(unset.notRead.contains { $0.hasSuffix("myapp.shrink is not in gradle.properties and the expression has no literal default") })
        // No gradle.properties at all (no Gradle root beside the module): said, never guessed.
        #expect(Self.read("computed-shrink").notRead[0].hasSuffix("and there is no gradle.properties beside the build to read it from"))
    }

    @Test("missing resources: a framework icon and a @string are not looked up; the rest are missing")
    func missingResources() throws {
        let facts = Self.read("missing-resource")
        #expect(facts.manifestEntries.filter(\.isMissing).map(\.value) == ["@mipmap/ic_gone", "@drawable/ic_missing", "@color/gone"])
        #expect(facts.manifestEntries.first { $0.value.hasPrefix("@android:") }?.reference == nil)
        #expect(facts.manifestEntries.first { $0.value == "@string/channel" }?.lookedUp == false)
    }

    @Test("a resource another module of the Gradle project defines is not missing (a project dependency may bring it)")
    func otherModules() throws {
        let facts = Self.read("multi-module")
        #expect(
            facts.manifestEntries.map(\.otherModules) == [
                ["../common/src/main/res/drawable/ic_stat_common.xml"], ["../common/src/main/res/values/colors.xml:3"], [],
            ])
        // Only a debug source set of common has ic_nowhere, and a build folder is no module.
        #expect(facts.manifestEntries.filter(\.isMissing).map(\.value) == ["@drawable/ic_nowhere"])
    }

    @Test("hostile manifests are refused naming the file: over 1 MiB, nested 300 deep, not UTF-8, a DOCTYPE entity, a wrong root")
    func hostileManifests() throws {
        let manifest = "src/main/AndroidManifest.xml"
        let expected: [(String, AlertPackError)] = [
            ("huge-manifest", .reading(.overReadLimit(manifest, bytes: 1_115_604, limit: 1 << 20))),
            ("deep-xml", .reading(.xmlSyntax(line: 1, .nestedTooDeep(maxDepth: 256)))),
            ("non-utf8", .reading(.notValidText("UTF-8", file: true))),
            ("doctype", .reading(.xmlSyntax(line: 2, .entityDeclaration))),
            ("wrong-root", .reading(.wrongTag("the manifest", found: "<resources>", expected: "<manifest>"))),
        ]
        for (fixture, error) in expected {
            let facts = Self.read(fixture)
            #expect(facts.unreadable == [AndroidUnreadableFile(file: manifest, error: error)], "\(fixture)")
            #expect(facts.manifestEntries.isEmpty)
        }
    }

    @Test("links out of the module are said and never followed; sources deeper than the bound are left out, said")
    func linksAndDepth() throws {
        let facts = Self.read("link-out")
        #expect(
            facts.notRead == [
                "src/debug/AndroidManifest.xml: a link, not followed", "src/linked: a link, not followed",
                "src/main/res/raw/outside.wav: a link, not followed", "src/main/java: a link, not followed",
            ])
        #expect(facts.sourceSets.map { "\($0.name) \($0.manifest ?? "-")" } == ["main src/main/AndroidManifest.xml", "debug -"])
        #expect(facts.resources.map(\.name) == ["inside"])
        #expect(facts.code.filesRead == 0 && facts.code.rawByID.isEmpty)
        let deep = Self.read("deep-folders")
        #expect(deep.code.rawByID.map(\.name) == ["shallow"] && deep.code.rawByName.isEmpty)
        #expect(deep.notRead == ["src/main/java: over 5000 files or 24 folders deep; the rest are not read"])
    }

    @Test("the JSON shape names every part")
    func json() throws {
        let text = FactsJSON.androidProject(Self.read("groovy-app")).serialized()
        for key in [
            "\"module\"", "\"sourceSets\"", "\"manifestEntries\"", "\"resources\"", "\"keepRules\"", "\"build\"", "\"channels\"", "\"notRead\"",
        ] {
            #expect(text.contains(key), "\(key)")
        }
    }
}
