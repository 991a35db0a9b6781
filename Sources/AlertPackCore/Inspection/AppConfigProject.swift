/// A cross-platform project as its config files describe it (`ExpoConfigReader`,
/// `CapacitorConfigReader`, `FlutterProjectReader`): the facts a report shows and what the
/// `project.*` and `config.*` rules judge. Every reader fills the same shape, so a rule about a
/// declared file is written once for every framework.
package struct AppConfigProject: Sendable, Equatable {
    /// The project's folder (the one holding package.json or pubspec.yaml), as discovery spells it.
    package var folder: String
    /// The config file the project's report is filed under (app.json, app.config.ts,
    /// capacitor.config.ts, pubspec.yaml), a path below `folder`.
    package var reportPath: String
    package var facts: AppConfigFacts

    /// A config file that could not be read at all, and why: `file` names it (relative to the
    /// project's folder), so `message` does not again ("not valid JSON: …").
    package struct Unreadable: Sendable, Equatable {
        package var file: String
        package var message: String

        package init(file: String, message: String) {
            self.file = file
            self.message = message
        }

        /// `error` said of `file`, without the path it names where that is `file` itself.
        package init(file: String, error: AlertPackError) {
            self.file = file
            if case .inFile(let path, let inner) = error, path == file || path.hasSuffix("/" + file) {
                message = inner.message
            } else {
                message = error.message
            }
        }
    }

    package var unreadable: [Unreadable] = []
    /// Keys a newer version of the framework no longer reads, as "FILE: KEY" (Expo's top-level
    /// `notification.icon`, read by expo-notifications only before SDK 55).
    package var legacyKeys: [String] = []
    /// Which of `icon` and `color` the expo-notifications plugin's own properties set: where
    /// they do, the old top-level key of that name is only redundant.
    package var pluginNotificationKeys: Set<String> = []
    /// Plugins the static config lists that a function form's result leaves out (it returns its
    /// own `plugins` without `...config.plugins`): "FILE line N" and the names dropped.
    package var droppedPlugins: (where: String, names: [String])? = nil
    /// Sound files where notification sounds are kept that no config names, relative to
    /// `folder`, sorted: for Expo, the folders of its declared sounds (none when it declares
    /// none); for Capacitor and Flutter, Android's raw resources (and Flutter's ios/Runner).
    package var unnamedSounds: [String] = []
    /// For an Expo app that uses push, whether it sets the Android notification icon; nil when
    /// it shows no sign of push, or is no Expo app.
    package var notificationIcon: ConfigNotificationIconFacts? = nil

    package init(folder: String, reportPath: String, facts: AppConfigFacts) {
        self.folder = folder
        self.reportPath = reportPath
        self.facts = facts
    }

    /// The framework's major version, when `facts.version` is a version or range that starts
    /// with one of 1 or more after its operator ("~55.0.2", ">= 54", "v53.1" give 55, 54, 53);
    /// nil for what names no release: "latest", "*", a git or file URL, a prerelease of 0
    /// ("0.0.0-canary"), a Flutter plugin's "flutter_local_notifications ^19.5.0".
    package var majorVersion: Int? {
        guard let version = facts.version else { return nil }
        let digits = version.drop { " \t^~<>=v".contains($0) }.prefix { $0.isASCII && $0.isNumber }
        guard let major = Int(digits), major >= 1 else { return nil }
        return major
    }

    package static func == (lhs: AppConfigProject, rhs: AppConfigProject) -> Bool {
        lhs.folder == rhs.folder && lhs.reportPath == rhs.reportPath && lhs.facts == rhs.facts && lhs.unreadable == rhs.unreadable
            && lhs.legacyKeys == rhs.legacyKeys && lhs.pluginNotificationKeys == rhs.pluginNotificationKeys
            && lhs.droppedPlugins?.where == rhs.droppedPlugins?.where
            && lhs.droppedPlugins?.names == rhs.droppedPlugins?.names && lhs.unnamedSounds == rhs.unnamedSounds
            && lhs.notificationIcon == rhs.notificationIcon
    }
}
