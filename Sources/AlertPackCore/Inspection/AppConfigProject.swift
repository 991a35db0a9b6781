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

    /// A config file that could not be read at all, and why (its words, naming the file).
    package struct Unreadable: Sendable, Equatable {
        package var file: String
        package var message: String

        package init(file: String, message: String) {
            self.file = file
            self.message = message
        }
    }

    package var unreadable: [Unreadable] = []
    /// Keys a newer version of the framework no longer reads, as "FILE: KEY" (Expo's top-level
    /// `notification.icon`, read by expo-notifications only before SDK 55).
    package var legacyKeys: [String] = []
    /// Plugins the static config lists that a function form's result leaves out (it returns its
    /// own `plugins` without `...config.plugins`): "FILE line N" and the names dropped.
    package var droppedPlugins: (where: String, names: [String])? = nil
    /// Sound files below the project (outside dependency, build and native folders) that no
    /// config names, relative to `folder`, sorted.
    package var unnamedSounds: [String] = []

    package init(folder: String, reportPath: String, facts: AppConfigFacts) {
        self.folder = folder
        self.reportPath = reportPath
        self.facts = facts
    }

    /// The framework's major version, when `facts.version` starts with one ("~55.0.2" is 55).
    package var majorVersion: Int? {
        guard let version = facts.version else { return nil }
        let digits = version.drop { !$0.isNumber }.prefix { $0.isNumber }
        return Int(digits)
    }

    package static func == (lhs: AppConfigProject, rhs: AppConfigProject) -> Bool {
        lhs.folder == rhs.folder && lhs.reportPath == rhs.reportPath && lhs.facts == rhs.facts && lhs.unreadable == rhs.unreadable
            && lhs.legacyKeys == rhs.legacyKeys && lhs.droppedPlugins?.where == rhs.droppedPlugins?.where
            && lhs.droppedPlugins?.names == rhs.droppedPlugins?.names && lhs.unnamedSounds == rhs.unnamedSounds
    }
}
