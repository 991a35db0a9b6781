import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `FlutterProjectReader` and its Dart scanner on the Flutter apps
/// scripts/make-native-config-projects.py writes from issue 45's research: calls commented out
/// (multicoin), a missing drawable and `@mipmap/ic_launcher` (sonare), a computed sound name and
/// a Darwin sound below ios/ (VengAnn), awesome_notifications constants, no native folders, and
/// hostile values and files.
@Suite(TestSupport.needs("python3"))
struct FlutterProjectReaderTests {
    static let root = TestSupport.generatedCorpus("make-native-config-projects.py", name: "flutter-projects")
    static let res = AndroidResourceIndex.resourceFolder

    static func read(_ project: String) throws -> AppConfigProject {
        try #require(FlutterProjectReader.read(folder: root + "/" + project), "\(project) is no Flutter app")
    }

    /// Each asset as "KEY ROLE PLATFORMS PATH-OR-WHY".
    static func shown(_ project: AppConfigProject) -> [String] {
        project.facts.assets.map {
            "\($0.key) \($0.role.rawValue) \($0.platforms.map(\.rawValue).joined(separator: "+")) \($0.path ?? $0.unresolved!.rawValue)"
        }
    }

    @Test("calls in comments are not read: the sound is Android's only")
    func commentedOut() throws {
        let project = try Self.read("flutter-multicoin")
        #expect(project.facts.framework == .flutter)
        #expect(project.reportPath == Self.root + "/flutter-multicoin/pubspec.yaml")
        #expect(project.facts.version == "flutter_local_notifications ^17.0.0")
        #expect(project.facts.files == ["pubspec.yaml", "lib/main.dart"])
        #expect(
            Self.shown(project) == [
                "flutter_icons.image_path_ios app-icon ios assets/icon/ios-icon.png",
                "lib/main.dart:4 AndroidInitializationSettings notification-icon android \(Self.res)/drawable-hdpi/splash.png",
                "lib/main.dart:6 RawResourceAndroidNotificationSound notification-sound android \(Self.res)/raw/money.wav",
            ])
        #expect(project.facts.notRead.isEmpty && project.unnamedSounds.isEmpty)
    }

    @Test("a missing drawable, @mipmap/ic_launcher, an MP3 raw sound, a Darwin sound in ios/Runner, flutter_launcher_icons.yaml")
    func sonare() throws {
        let project = try Self.read("flutter-sonare")
        #expect(project.facts.files == ["pubspec.yaml", "flutter_launcher_icons.yaml", "lib/services/notifications.dart"])
        #expect(
            Self.shown(project) == [
                "flutter_launcher_icons.image_path app-icon ios+android assets/app-icon.png",
                "flutter_launcher_icons.adaptive_icon_foreground adaptive-icon android assets/fg.png",
                "lib/services/notifications.dart:5 AndroidInitializationSettings notification-icon android missing",
                "lib/services/notifications.dart:10 AndroidNotificationDetails icon: notification-icon android \(Self.res)/mipmap-xxxhdpi/ic_launcher.png",
                "lib/services/notifications.dart:11 RawResourceAndroidNotificationSound notification-sound android \(Self.res)/raw/notification.mp3",
                "lib/services/notifications.dart:15 DarwinNotificationDetails sound: notification-sound ios ios/Runner/notification.aiff",
            ])
        #expect(project.facts.assets.allSatisfy { $0.file == "flutter_launcher_icons.yaml" || $0.file == "lib/services/notifications.dart" })
    }

    @Test("a computed sound name is not read, with its line; a Darwin sound below ios/ resolves outside Runner and Pods")
    func computedAndDarwin() throws {
        let project = try Self.read("flutter-vengann")
        #expect(project.facts.version == "flutter_local_notifications 19.5.0")
        #expect(project.facts.notRead == ["lib/main.dart line 3: not read: computed: soundName"])
        #expect(Self.shown(project) == ["lib/main.dart:4 DarwinNotificationDetails sound: notification-sound ios ios/ping.wav"])
        #expect(project.unnamedSounds == [Self.res + "/raw/beep.wav", Self.res + "/raw/ping.wav", "ios/Runner/extra.caf"])
    }

    @Test("awesome_notifications: resource:// strings named by their constant and its class, and a const of another class")
    func awesome() throws {
        let project = try Self.read("flutter-awesome")
        #expect(project.facts.version == "awesome_notifications ^0.8.2")
        let file = "lib/notifications/service.dart"
        #expect(
            Self.shown(project) == [
                "\(file):2 NotificationService.defaultSoundPath notification-sound android \(Self.res)/raw/naruto_jutsu.m4a",
                "\(file):3 NotificationService.smallIcon notification-icon android \(Self.res)/drawable/fire.png",
                "\(file):7 largeIcon: large-icon android \(Self.res)/drawable/fire.png",
                "\(file):16 DarwinNotificationDetails sound: notification-sound ios ios/Runner/bell.caf",
            ])
        #expect(project.facts.notRead.isEmpty)
    }

    @Test("an action button's icon is no file of the notification's; a top-level constant is named alone")
    func actions() throws {
        let project = try Self.read("flutter-actions")
        #expect(project.facts.version == "flutter_local_notifications ^19.0.0")
        #expect(
            Self.shown(project) == [
                "lib/main.dart:1 chime notification-sound android \(Self.res)/raw/chime.wav",
                "lib/main.dart:4 DrawableResourceAndroidBitmap large-icon android \(Self.res)/drawable/big.png",
            ])
    }

    @Test("no android or ios folder: each name has no native project")
    func noNativeProject() throws {
        let project = try Self.read("flutter-no-native")
        #expect(project.facts.version == "flutter_local_notifications any")
        #expect(project.facts.assets.map(\.unresolved) == [.noNativeProject, .noNativeProject])
        #expect(project.facts.assets.map(\.platforms) == [[.android], [.ios]])
    }

    @Test("a pubspec without the Flutter SDK is no app; unreadable YAML that names it is, with the file named")
    func whichPubspecs() throws {
        #expect(FlutterProjectReader.read(folder: Self.root + "/dart-package") == nil)
        #expect(FlutterProjectReader.read(folder: Self.root + "/cap-resolved") == nil)
        let broken = try Self.read("flutter-unreadable")
        #expect(broken.unreadable.count == 1)
        #expect(broken.unreadable.first?.message.hasPrefix("not valid YAML") == true, "\(broken.unreadable)")
    }

    @Test("hostile: `..` and absolute values are outside, a Dart file over 1 MiB and one linked out are not read")
    func hostile() throws {
        let project = try Self.read("flutter-hostile")
        #expect(
            Self.shown(project) == [
                "flutter_launcher_icons.image_path app-icon ios+android outside",
                "flutter_launcher_icons.image_path_android app-icon android outside",
                "lib/a.dart:2 AndroidInitializationSettings notification-icon android \(Self.res)/drawable/real_icon.png",
                "lib/a.dart:4 DarwinNotificationDetails sound: notification-sound ios outside",
            ])
        #expect(
            project.facts.notRead == [
                "lib/a.dart line 5: not read: computed: 'tone_$name.caf'",
                "lib/huge.dart: not read: the Dart file is 1048629 bytes; more than 1048576 is not read",
            ])
        #expect(!project.facts.files.contains("lib/linked.dart"))
    }

    @Test("the Dart scanner: strings that look like comments or calls, nested comments, adjacent literals, interpolation")
    func dartScanner() {
        let source = """
            /* outer /* inner */ AndroidInitializationSettings('no') */
            final a = "AndroidInitializationSettings('no')";
            const AndroidInitializationSettings('a' "b");
            DarwinNotificationDetails(presentSound: true, sound: null);
            DarwinNotificationDetails(sound: cond ? 'x.caf' : 'y.caf');
            RawResourceAndroidNotificationSound('''tri''', 'second');
            AndroidInitializationSettings(r'raw$name');
            IOSNotificationDetails(sound: "${a}b");
            """
        let found = DartNotificationCalls.scan(Array(source.utf8))
        #expect(
            found == [
                .init(line: 3, call: "AndroidInitializationSettings", label: nil, value: .literal("ab")),
                .init(line: 5, call: "DarwinNotificationDetails", label: "sound", value: .computed("cond ? 'x.caf' : 'y.caf'")),
                .init(line: 6, call: "RawResourceAndroidNotificationSound", label: nil, value: .literal("tri")),
                .init(line: 7, call: "AndroidInitializationSettings", label: nil, value: .literal("raw$name")),
                .init(line: 8, call: "IOSNotificationDetails", label: "sound", value: .computed("\"${a}b\"")),
            ])
        let actions = """
            AndroidNotificationDetails('c', 'C', actions: [AndroidNotificationAction('a', 'A', icon: DrawableResourceAndroidBitmap('x'))],
                icon: 'ic_stat');
            NotificationActionButton(key: 'k', label: 'K', icon: 'resource://drawable/reply');
            class Icons { static const String? small = 'resource://drawable/small'; final big = 'resource://drawable/big'; }
            const x = 'resource://raw/a', y = 'resource://raw/b';
            """
        #expect(
            DartNotificationCalls.scan(Array(actions.utf8)) == [
                .init(line: 2, call: "AndroidNotificationDetails", label: "icon", value: .literal("ic_stat")),
                .init(line: 4, call: "resource://", label: nil, value: .literal("resource://drawable/small"), constant: "Icons.small"),
                .init(line: 4, call: "resource://", label: nil, value: .literal("resource://drawable/big"), constant: "Icons.big"),
                .init(line: 5, call: "resource://", label: nil, value: .literal("resource://raw/a"), constant: "x"),
                .init(line: 5, call: "resource://", label: nil, value: .literal("resource://raw/b"), constant: "y"),
            ])
        // Unclosed strings, comments and interpolations end the file without a crash.
        for text in ["/* open", "'open", "\"${a", "X(", "))]]}}", "'${'${'${'${'", String(repeating: "\"${", count: 100)] {
            _ = DartNotificationCalls.scan(Array(text.utf8))
        }
    }

    @Test("the Dart scanner: a wanted constructor nested 20,000 deep is read once per level, each note shortened")
    func deeplyNested() {
        let depth = 20_000
        let call = "AndroidInitializationSettings("
        let source =
            String(repeating: call, count: depth) + "pick('resource://raw/ping')" + String(repeating: ")", count: depth)
            + ";\nfinal s = 'resource://raw/bell';"
        let found = DartNotificationCalls.scan(Array(source.utf8))
        #expect(found.count == depth + 1)
        #expect(found.first?.value == .computed(String(String(repeating: call, count: 3).prefix(79)) + "…"))
        #expect(found.dropLast().allSatisfy { $0.line == 1 && $0.call == "AndroidInitializationSettings" && $0.label == nil })
        // The innermost argument is computed, so the string in it is no awesome_notifications name.
        #expect(found.dropLast().last?.value == .computed("pick('resource://raw/ping')"))
        #expect(found.last == .init(line: 2, call: "resource://", label: nil, value: .literal("resource://raw/bell"), constant: "s"))
    }
}
