/// What a cross-platform project's config files (Expo's app.json and app.config.*, Capacitor's
/// capacitor.config.*, Cordova's config.xml, Flutter's pubspec.yaml and Dart calls) declare about
/// its app and notification icons and sounds: every file they name, with the key that names it,
/// the role and platforms it is for, and where it resolves. Read statically, never run.
public struct AppConfigFacts: Sendable, Equatable {
    /// Which kind of project the configs belong to.
    public enum Framework: String, Sendable, Codable, CaseIterable {
        case expo
        case capacitor
        case cordova
        case flutter
    }

    public var framework: Framework
    /// The config files read, relative to the project's folder, in the order they apply (a later
    /// one overrides an earlier: app.json, then app.config.ts).
    public var files: [String]
    /// The framework's version as the project pins it (package.json's `expo` or
    /// `@capacitor/core`), as written; nil when none. For Flutter, whose SDK version a pubspec
    /// does not pin, the notification plugin and its version: "flutter_local_notifications
    /// ^19.5.0" or "awesome_notifications ^0.8.2".
    public var version: String?
    /// Every file the configs name, in the order they are named.
    public var assets: [DeclaredAsset]
    /// What could not be read without running code, each "FILE line N: not read: REASON".
    public var notRead: [String]
    /// Flutter: the files and folders (a folder ends in `/`) pubspec.yaml's `flutter: assets:`
    /// bundles into the app's flutter_assets, as written; empty for other frameworks.
    public var bundledAssets: [String] = []

    public init(framework: Framework, files: [String], version: String?, assets: [DeclaredAsset], notRead: [String]) {
        self.framework = framework
        self.files = files
        self.version = version
        self.assets = assets
        self.notRead = notRead
    }
}

/// One file a config names: `expo.plugins[2][1].sounds[0]` in app.json naming
/// `./assets/sounds/ping.wav`.
public struct DeclaredAsset: Sendable, Equatable {
    /// What the platform does with the file.
    public enum Role: String, Sendable, Codable, CaseIterable {
        /// The app's icon (Expo generates the app icon set or mipmaps from it).
        case appIcon = "app-icon"
        /// A layer of Android's adaptive icon (foreground, background, monochrome).
        case adaptiveIcon = "adaptive-icon"
        /// The small icon a notification shows in the status bar (Android).
        case notificationIcon = "notification-icon"
        /// The large icon beside a notification's text (Android).
        case largeIcon = "large-icon"
        /// A custom notification sound, bundled for the platforms listed.
        case notificationSound = "notification-sound"
        /// A launch or splash image.
        case splash
    }

    public enum Platform: String, Sendable, Codable, CaseIterable, Comparable {
        case ios
        case android
        case web

        public static func < (lhs: Platform, rhs: Platform) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// Why a value names no file of the project.
    public enum Unresolved: String, Sendable, Codable {
        /// Nothing is at the path (or no resource of that name, for an Android resource name).
        case missing
        /// The path is absolute, climbs out of the project with `..`, or passes through a link
        /// that leads out of it: never followed.
        case outside
        /// The value names an Android resource and the project has no Android folder to look in.
        case noNativeProject = "no-native-project"
    }

    /// The config file that names it, relative to the project's folder.
    public var file: String
    /// The key path inside it, as a user would find it: `expo.plugins[2][1].sounds[0]`, or, for
    /// a call in Dart, `lib/main.dart:41 RawResourceAndroidNotificationSound`.
    public var key: String
    /// The value as written.
    public var value: String
    public var role: Role
    /// The platforms that ship it, sorted.
    public var platforms: [Platform]
    /// The file it names, relative to the project's folder; nil when `unresolved` says why not.
    public var path: String?
    public var unresolved: Unresolved?
    /// When `unresolved` is `missing`: a file of that name the project ships where the platform
    /// does not take it from, relative to the project's folder (an iOS sound a Flutter app
    /// bundles only as a Flutter asset, which iOS does not play); nil otherwise.
    public var foundElsewhere: String? = nil

    public init(
        file: String, key: String, value: String, role: Role, platforms: [Platform], path: String?, unresolved: Unresolved? = nil
    ) {
        self.file = file
        self.key = key
        self.value = value
        self.role = role
        self.platforms = platforms.sorted()
        self.path = path
        self.unresolved = unresolved
    }
}
