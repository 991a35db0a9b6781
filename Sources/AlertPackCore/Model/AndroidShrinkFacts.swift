/// What decides whether resource shrinking removes a resource from a release build: the keep
/// rules of `<resources>` roots (`res/raw/keep.xml` or any values file) and the release build
/// type's `shrinkResources` / `minifyEnabled`, read from build.gradle(.kts) without running it.
public struct AndroidKeepRule: Sendable, Equatable {
    /// The XML file, relative to the module's folder, and the line of its `<resources>` root.
    public var file: String
    public var line: Int
    /// `tools:keep`'s entries as written (`@raw/beep`, `@drawable/ic_stat_*`).
    public var keep: [String]
    /// `tools:discard`'s entries as written.
    public var discard: [String]
    /// `tools:shrinkMode` (`strict` or `safe`), nil when not set.
    public var shrinkMode: String?

    public init(file: String, line: Int, keep: [String], discard: [String], shrinkMode: String?) {
        self.file = file
        self.line = line
        self.keep = keep
        self.discard = discard
        self.shrinkMode = shrinkMode
    }

    /// Whether `entries` name the resource `type/name`: `@type/name`, with `*` matching any run
    /// of characters in the name (the shrinker's wildcard).
    public static func covers(_ entries: [String], type: String, name: String) -> Bool {
        entries.contains { entry in
            guard let reference = AndroidResourceReference(entry), reference.type == type else { return false }
            return wildcardMatch(Array(reference.name.utf8), Array(name.utf8))
        }
    }

    /// `pattern` (with `*`) against `text`, iteratively: no recursion on hostile patterns.
    static func wildcardMatch(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var p = 0, t = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] != UInt8(ascii: "*"), pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}

/// One setting of a Gradle build type, as written.
public struct AndroidGradleSetting: Sendable, Equatable {
    /// Where the value comes from, when it is not a literal of the build file.
    public enum Origin: Sendable, Equatable {
        /// A literal `true` / `false` in the build file, or not set at all.
        case literal
        /// A property the expression reads (`findProperty('NAME')`), found statically: in a
        /// gradle.properties (`file`, `line`, `NAME=VALUE`), or absent and the expression's
        /// `?: false` default taken (`file` and `line` nil).
        case gradleProperty(name: String, file: String?, line: Int?, written: String?)
        /// Not set in the build, and a plugin the module applies sets it (`Flutter plugin default`).
        case pluginDefault(String)
    }

    /// The value: a literal, or what `origin` resolved; nil when it is computed (`written` says
    /// what) or not set.
    public var value: Bool?
    /// The expression as written, nil when the setting is not there (`Flutter plugin default` when a
    /// plugin sets it).
    public var written: String?
    public var line: Int?
    public var origin: Origin

    public init(value: Bool?, written: String?, line: Int?, origin: Origin = .literal) {
        self.value = value
        self.written = written
        self.line = line
        self.origin = origin
    }

    public static let notSet = AndroidGradleSetting(value: nil, written: nil, line: nil)

    /// Set to an expression that was not read (a property, a variable).
    public var isComputed: Bool { value == nil && written != nil }
}

/// The module's build.gradle or build.gradle.kts, read statically.
public struct AndroidBuildFacts: Sendable, Equatable {
    public var file: String
    /// Whether the module applies `com.android.application` (an app), `com.android.library`, or
    /// neither by a literal id (nil).
    public var plugin: String?
    /// Whether a `release` build type was found in `buildTypes`.
    public var hasReleaseBlock: Bool
    public var shrinkResources: AndroidGradleSetting
    public var minifyEnabled: AndroidGradleSetting
    /// Whether the script applies the Flutter Gradle plugin (`id "dev.flutter.flutter-gradle-plugin"`,
    /// or `apply from: ".../flutter.gradle"`), which shrinks a release app unless the build says not to.
    public var appliesFlutter: Bool
    /// `defaultConfig`'s `minSdk` / `minSdkVersion` when written as a number; nil when computed
    /// (`flutter.minSdkVersion`, `rootProject.ext.minSdkVersion`) or not set.
    public var minSdk: Int?

    public init(
        file: String, plugin: String?, hasReleaseBlock: Bool, shrinkResources: AndroidGradleSetting, minifyEnabled: AndroidGradleSetting,
        appliesFlutter: Bool = false
    ) {
        self.file = file
        self.plugin = plugin
        self.hasReleaseBlock = hasReleaseBlock
        self.shrinkResources = shrinkResources
        self.minifyEnabled = minifyEnabled
        self.appliesFlutter = appliesFlutter
    }

    /// Whether the module applies `com.android.library`: a library, not an app.
    public var isLibrary: Bool { plugin == "com.android.library" }
}
