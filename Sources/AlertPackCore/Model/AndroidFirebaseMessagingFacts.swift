/// What shows that an Android app module receives Firebase Cloud Messaging (FCM) messages, each
/// as read: a manifest's messaging service, a build dependency, or a cross-platform plugin the
/// app's root depends on. FCM draws a notification message that names no icon with
/// `default_notification_icon`, else the launcher icon, so what the module receives decides
/// whether that meta-data matters.
public struct AndroidFirebaseEvidence: Sendable, Equatable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// A `<service>` whose intent filter has `com.google.firebase.MESSAGING_EVENT`.
        case service
        /// A build.gradle(.kts) dependency on `com.google.firebase:firebase-messaging*`.
        case gradleDependency = "gradle-dependency"
        /// The app's package.json or pubspec.yaml naming a plugin that brings FCM in.
        case appDependency = "app-dependency"
    }

    public var kind: Kind
    /// The file, relative to the module's folder (`src/main/AndroidManifest.xml`, `build.gradle`,
    /// `../../package.json` for the app's root).
    public var file: String
    /// The line, where the reader knows it (a JSON or YAML dependency has none).
    public var line: Int?
    /// What was seen, as written: `service .PushService MESSAGING_EVENT`,
    /// `com.google.firebase:firebase-messaging-ktx`, `@react-native-firebase/messaging`.
    public var seen: String

    public init(kind: Kind, file: String, line: Int?, seen: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.seen = seen
    }

    /// "FILE:LINE: SEEN" (or "FILE: SEEN"), as a finding names it.
    public var place: String { line.map { "\(file):\($0)" } ?? file }
}
