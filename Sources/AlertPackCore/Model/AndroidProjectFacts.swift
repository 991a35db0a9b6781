/// What an Android app module (a Gradle module folder holding `src/main/AndroidManifest.xml`)
/// declares about its notification icons and sounds, read statically: the manifests of its
/// source sets, its resources, the keep rules the resource shrinker obeys, whether the release
/// build shrinks resources, and what its Java and Kotlin sources name. Every path is relative to
/// the module's folder; what could not be read is said (`notRead`, `unreadable`), never guessed.
public struct AndroidProjectFacts: Sendable, Equatable {
    /// The module's folder, relative to the folder the run was given ("" for that folder).
    public var module: String
    /// The source sets found under `src/`, in manifest merge order (a later one overrides).
    public var sourceSets: [AndroidSourceSet]
    /// `<application android:icon / android:roundIcon>` and the notification `<meta-data>` of
    /// every manifest read, in merge order.
    public var manifestEntries: [AndroidManifestEntry]
    /// The drawable, mipmap and raw files of every source set's `res/`, sorted by path.
    public var resources: [AndroidResourceFile]
    /// The colours and drawables `res/values*/*.xml` define (`<color name>`, `<drawable name>`,
    /// `<item type="color">`).
    public var values: [AndroidValueResource]
    /// The `tools:keep` / `tools:discard` / `tools:shrinkMode` of `<resources>` roots.
    public var keepRules: [AndroidKeepRule]
    /// The module's build.gradle(.kts), nil when it has none.
    public var build: AndroidBuildFacts?
    /// What the Java and Kotlin sources name: small icons, raw resources, channels' sounds.
    public var code: AndroidCodeFacts
    /// What could not be read without running code or was left out, each "FILE line N: REASON".
    public var notRead: [String]
    /// Files that could not be read at all (too large, not UTF-8, hostile XML).
    public var unreadable: [AndroidUnreadableFile]
    /// What shows the module receives FCM messages (its manifests' services, its build's
    /// dependencies, the app root's plugins), in that order; empty when nothing does.
    public var firebaseMessaging: [AndroidFirebaseEvidence] = []
    /// What shows the OneSignal SDK is a dependency (it draws `ic_stat_onesignal_default` when
    /// the app has it); empty when nothing does.
    public var oneSignal: [AndroidFirebaseEvidence] = []
    /// Where another module of the Gradle project sets the default notification icon its
    /// manifest merges into this one's ("../notifications/src/main/AndroidManifest.xml:7"), or
    /// a manifest that may and could not be read ("…: not read"); looked for only when the module
    /// receives FCM and sets none itself.
    public var notificationIconOtherModules: [String] = []

    public init(
        module: String, sourceSets: [AndroidSourceSet] = [], manifestEntries: [AndroidManifestEntry] = [],
        resources: [AndroidResourceFile] = [], values: [AndroidValueResource] = [], keepRules: [AndroidKeepRule] = [],
        build: AndroidBuildFacts? = nil, code: AndroidCodeFacts = AndroidCodeFacts(), notRead: [String] = [],
        unreadable: [AndroidUnreadableFile] = []
    ) {
        self.module = module
        self.sourceSets = sourceSets
        self.manifestEntries = manifestEntries
        self.resources = resources
        self.values = values
        self.keepRules = keepRules
        self.build = build
        self.code = code
        self.notRead = notRead
        self.unreadable = unreadable
    }

    /// The names of the source sets a release build is made from (main, release, flavours).
    public var releaseSourceSets: Set<String> { Set(sourceSets.filter(\.shipsInRelease).map(\.name)) }

    /// Whether the module is a library (`com.android.library`), not an app: false when its build
    /// applies the application plugin, or names neither by a literal id, or there is no build file.
    public var isLibrary: Bool { build?.isLibrary ?? false }
}

/// One folder of `src/` (`main`, a flavour, a build type, a variant).
public struct AndroidSourceSet: Sendable, Equatable {
    public var name: String
    /// `src/NAME/AndroidManifest.xml` when it exists.
    public var manifest: String?
    /// Whether a release build is made from it: `debug` and `*Debug` sets are not.
    public var shipsInRelease: Bool

    public init(name: String, manifest: String?, shipsInRelease: Bool) {
        self.name = name
        self.manifest = manifest
        self.shipsInRelease = shipsInRelease
    }
}

/// `@drawable/ic_stat_x`: a reference to an app resource, as written in XML.
public struct AndroidResourceReference: Sendable, Equatable, Hashable {
    public var type: String
    public var name: String

    public init(type: String, name: String) {
        self.type = type
        self.name = name
    }

    /// `@drawable/x`, `@mipmap/x`, `@color/x` (`@+id/x` too); nil for a literal or a framework
    /// resource (`@android:drawable/x`), which the app does not hold.
    public init?(_ value: String) {
        guard value.hasPrefix("@"), !value.hasPrefix("@android:") else { return nil }
        var rest = value.dropFirst()
        if rest.hasPrefix("+") { rest = rest.dropFirst() }
        let parts = rest.split(separator: "/", maxSplits: 1)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        // `@pkg:drawable/x` names the resource of package pkg: the app's own when it is the app.
        type = String(parts[0].split(separator: ":").last ?? parts[0])
        name = String(parts[1])
    }

    public var written: String { "@\(type)/\(name)" }
}

/// One attribute of a manifest that names a notification's or the app's icon, colour or channel.
public struct AndroidManifestEntry: Sendable, Equatable {
    public enum Role: String, Sendable, Codable, CaseIterable {
        case appIcon = "app-icon"
        case roundIcon = "round-icon"
        case notificationIcon = "notification-icon"
        case notificationColor = "notification-color"
        case notificationChannel = "notification-channel"
    }

    /// The manifest, relative to the module's folder (`src/main/AndroidManifest.xml`).
    public var file: String
    public var line: Int
    /// Where, as a user finds it: `<application android:icon>` or
    /// `<meta-data com.google.firebase.messaging.default_notification_icon>`.
    public var key: String
    public var role: Role
    /// The value as written.
    public var value: String
    /// The resource the value names, nil for a literal (`#FF0000`, a channel id).
    public var reference: AndroidResourceReference?
    /// The files (or `FILE:LINE` of a value) that define the resource, in the source sets a
    /// release build holds when the manifest ships in release, else in any.
    public var definedIn: [String]
    /// Whether the resource was looked for: false for a type the reader does not index (`@string`).
    public var lookedUp: Bool
    /// Where other modules of the Gradle project define it when this module does not
    /// (`../common/src/main/res/drawable/x.xml`): a project dependency may bring it in.
    public var otherModules: [String] = []

    public init(
        file: String, line: Int, key: String, role: Role, value: String, reference: AndroidResourceReference?, definedIn: [String],
        lookedUp: Bool
    ) {
        self.file = file
        self.line = line
        self.key = key
        self.role = role
        self.value = value
        self.reference = reference
        self.definedIn = definedIn
        self.lookedUp = lookedUp
    }

    /// A resource reference that was looked for and is not there, nor in another module.
    public var isMissing: Bool { reference != nil && lookedUp && definedIn.isEmpty && otherModules.isEmpty }
}

/// An Android resource file: `src/main/res/drawable-xhdpi/ic_stat_x.png`.
public struct AndroidResourceFile: Sendable, Equatable {
    /// drawable, mipmap or raw.
    public var type: String
    public var name: String
    public var path: String
    public var sourceSet: String
    /// The folder's qualifiers (`xhdpi`, `v24`, `night`), in order.
    public var qualifiers: [String]
    /// The density qualifier (`mdpi` … `xxxhdpi`, `nodpi`, `anydpi`), nil when none.
    public var density: String?

    public init(type: String, name: String, path: String, sourceSet: String, qualifiers: [String], density: String?) {
        self.type = type
        self.name = name
        self.path = path
        self.sourceSet = sourceSet
        self.qualifiers = qualifiers
        self.density = density
    }
}

/// A value resource of a `res/values*/` file (`<color name="accent">`).
public struct AndroidValueResource: Sendable, Equatable {
    public var type: String
    public var name: String
    public var file: String
    public var line: Int
    public var sourceSet: String

    public init(type: String, name: String, file: String, line: Int, sourceSet: String) {
        self.type = type
        self.name = name
        self.file = file
        self.line = line
        self.sourceSet = sourceSet
    }
}

/// A file that could not be read, and why.
public struct AndroidUnreadableFile: Sendable, Equatable {
    public var file: String
    public var error: AlertPackError

    public init(file: String, error: AlertPackError) {
        self.file = file
        self.error = error
    }

    public var message: String { error.message }
}
