/// A sound an app's Swift names by a literal for an AlarmKit alarm or a Live Activity alert
/// (`AlertConfiguration.AlertSound.named("…")`), and what the app's bundle holds under that name.
package struct AlarmSoundReference: Sendable, Equatable {
    /// The Swift file, relative to the folder that holds the `.xcodeproj`, and the line.
    package var file: String
    package var line: Int
    /// The name as written.
    package var name: String
    /// `AlarmKit` or `ActivityKit`: what the file imports (an alarm's sound, or a Live Activity alert's).
    package var framework: String
    /// The bundled file the name (or the name with an extension) resolves to, and the target that copies it.
    package var bundledPath: String?
    package var target: String?
    /// The bundled file's name when the name lacks its extension (`alarm` for `alarm.caf`).
    package var nameWithExtension: String?
    /// A file of that name below the project's folder that no app target copies into its bundle.
    package var unbundledFile: String?
    /// The bundled sound's duration in seconds, when measured.
    package var duration: Double?
    /// The first error of the sound rules on the bundled sound: its rule and message.
    package var failingRule: String?
    package var failingMessage: String?

    package init(file: String, line: Int, name: String, framework: String) {
        self.file = file
        self.line = line
        self.name = name
        self.framework = framework
    }

    /// "App/Alarms.swift:12".
    package var place: String { "\(file):\(line)" }
}

/// The alarm and Live Activity alert sounds one project's Swift names, resolved against the
/// bundles of its app targets (only references whose app bundles are known).
package struct AlarmSoundsSubject: Sendable {
    package var references: [AlarmSoundReference]

    package init(references: [AlarmSoundReference]) { self.references = references }
}
