import Foundation

/// A project's `.alertpack.yml`: which preset, rule overrides, and paths to ignore.
///
///     version: 1
///     preset: ios            # a built-in name, or a path relative to this file
///     rules:
///       sound.long: off
///       sound.silence: { maxLeadingSeconds: 0.1 }
///     ignore: ["Pods/**", "*-draft.wav"]
///     xcode: "26.4"          # the Xcode that builds the app (icon.xcode)
///     attachments: ["NotificationService/Media/**"]   # checked as notification attachments
///     buildConfiguration: Release   # the configuration the app ships in (default: as package chooses)
///     payloads: ["Payloads"]        # drawn in the report's Notifications section
///     overrides:                    # rule settings for some paths, in order, over rules:
///       - files: ["Legacy/**"]
///         rules: { sound.duration: warning }
///     suppress:                     # findings that do not apply, each with its reason
///       - { files: "Vendor/badge.png", rule: icon.alpha, reason: "the vendor's artwork, shipped as is" }
public struct ProjectConfig: Sendable {
    public static let fileNames = [".alertpack.yml", ".alertpack.yaml"]
    private static let keys: Set<String> = [
        "version", "preset", "rules", "ignore", "xcode", "attachments", "buildConfiguration", "overrides", "suppress", "payloads",
    ]

    public var path: String
    public var preset: String?
    public var rules: [String: PresetValue]
    public var ignore: [String]
    /// The Xcode that builds the app, as written ("26.4").
    public var xcode: String?
    /// Patterns of the files that are notification attachments, as `ignore` patterns are written.
    public var attachments: [String] = []
    /// The build configuration the app ships in (check and package judge projects in it).
    public var buildConfiguration: String?
    /// Payload files and folders, relative to the config's folder, that `report` draws.
    public var payloads: [String] = []
    /// Rule settings for some paths only (`overrides:`), applied in order over `rules:`.
    public var overrides: [PathOverride] = []
    /// Findings left out by path, rule and reason (`suppress:`): binary files carry no comments.
    public var suppressions: [Suppression] = []

    /// `overrides:` entry: files matching any of `files` (as `ignore` patterns are written) get
    /// `rules` over the preset's, as ESLint's and ruff's per-file settings do.
    public struct PathOverride: Sendable {
        public var files: [String]
        public var rules: [String: PresetValue]
        /// The entry's part of the config (`overrides[1]`), for where its mistakes are.
        package var source = ConfigSource(name: "overrides")
    }

    /// `suppress:` entry: `rule`'s findings on files matching `files` are left out, for `reason`.
    public struct Suppression: Sendable {
        public var files: [String]
        public var rule: String
        public var reason: String
        /// Where the entry is written (`.alertpack.yml:12:5: suppress[1]`), as its messages say it.
        package var origin = ""
        /// Where its `rule` is written, for an id no rule has.
        package var ruleOrigin = ""
    }
    /// Unknown keys and similar, to be reported but not fatal.
    public var warnings: [String]
    /// The file as messages name it, with where each value is written.
    package var source: ConfigSource

    /// The folder the config lives in; relative preset paths and ignore patterns start here.
    public var directory: String { URL(fileURLWithPath: path).deletingLastPathComponent().path }

    /// The nearest config file in `directory` or above it.
    public static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            for name in fileNames {
                let candidate = url.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads the config; every mistake in it is reported at once (with its line and column).
    public static func load(path: String) throws(AlertPackError) -> ProjectConfig {
        var diagnostics = Diagnostics()
        let config = try read(path: path, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return config
    }

    /// Reads the config, gathering each mistake into `diagnostics` and reading on past it (a
    /// value that is wrong is left out), so that a run reports them all; throws only when the
    /// file cannot be read as YAML.
    package static func read(path: String, diagnostics: inout Diagnostics) throws(AlertPackError) -> ProjectConfig {
        guard let data = RandomAccessFile.data(path: path, maxBytes: 1 << 20), let text = String(data: data, encoding: .utf8) else {
            throw AlertPackError.config(.unreadableConfigFile(path, preset: false))
        }
        let (table, source) = try PresetLibrary.parseLocated(text, path: path)
        var found = Diagnostics()
        found.warn(PresetLibrary.unknownKeys(table, allowed: keys, in: source))
        PresetLibrary.checkSchema(table["version"], in: source, key: "version", diagnostics: &found)
        var config = ProjectConfig(path: path, preset: nil, rules: [:], ignore: [], warnings: [], source: source)
        config.readValues(table, diagnostics: &found)
        config.warnings = found.warnings
        diagnostics.take(found)
        return config
    }

    /// Each top-level value, checked; a wrong one is reported and left out.
    private mutating func readValues(_ table: [String: PresetValue], diagnostics: inout Diagnostics) {
        func take<Value>(_ key: String, _ expected: String, _ convert: (PresetValue) -> Value?) -> Value? {
            guard let value = table[key] else { return nil }
            guard let converted = convert(value) else {
                diagnostics.error("\(source.at(key)) must be \(expected)")
                return nil
            }
            return converted
        }
        preset = take("preset", "a preset's name or a path") { $0.string }
        rules = take("rules", "a table of rule ids") { $0.table } ?? [:]
        // Quoted is safest: YAML reads 26.10 as the number 26.1.
        xcode = take("xcode", "a version such as \"26.4\"") { value in
            (value.string ?? value.number.map { PresetValue.number($0).yamlText }).flatMap { XcodeVersion($0) != nil ? $0 : nil }
        }
        attachments = take("attachments", "a list of patterns") { $0.strings } ?? []
        payloads = take("payloads", "a list of files and folders") { $0.strings } ?? []
        buildConfiguration = take("buildConfiguration", "a configuration's name, such as Release") { $0.string.flatMap { $0.isEmpty ? nil : $0 } }
        ignore = take("ignore", "a list of patterns") { $0.strings } ?? []
        if let value = table["overrides"] { overrides = Self.readOverrides(value, source: source, diagnostics: &diagnostics) }
        if let value = table["suppress"] { suppressions = Self.readSuppressions(value, source: source, diagnostics: &diagnostics) }
    }

    /// `overrides:`: rule settings for the files some patterns match. An entry whose rules are a
    /// table is kept even when its files are wrong, so that its rules are checked too.
    static func readOverrides(_ value: PresetValue, source: ConfigSource, diagnostics: inout Diagnostics) -> [PathOverride] {
        guard let entries = value.list else {
            diagnostics.error("\(source.at("overrides")) must be a list of {files, rules}")
            return []
        }
        var overrides: [PathOverride] = []
        for (index, entry) in entries.enumerated() {
            let at = "overrides[\(index)]"
            guard let fields = entry.table else {
                diagnostics.error("\(source.at(at)) must be a table with files and rules")
                continue
            }
            diagnostics.warn(PresetLibrary.unknownKeys(fields, allowed: ["files", "rules"], in: source, at: at + "."))
            let files = fields["files"].flatMap(Self.patterns) ?? []
            if files.isEmpty { diagnostics.error("\(source.at(at + ".files")) must be a pattern or a list of patterns") }
            guard let rules = fields["rules"]?.table else {
                diagnostics.error("\(source.at(at + ".rules")) must be a table of rule ids")
                continue
            }
            overrides.append(PathOverride(files: files, rules: rules, source: source.within(at)))
        }
        return overrides
    }

    /// `suppress:`: findings of one rule on some files that do not apply, each with its reason.
    static func readSuppressions(_ value: PresetValue, source: ConfigSource, diagnostics: inout Diagnostics) -> [Suppression] {
        guard let entries = value.list else {
            diagnostics.error("\(source.at("suppress")) must be a list of {files, rule, reason}")
            return []
        }
        var suppressions: [Suppression] = []
        for (index, entry) in entries.enumerated() {
            let at = "suppress[\(index)]"
            guard let fields = entry.table else {
                diagnostics.error("\(source.at(at)) must be a table with files, rule and reason")
                continue
            }
            diagnostics.warn(PresetLibrary.unknownKeys(fields, allowed: ["files", "rule", "reason"], in: source, at: at + "."))
            let files = fields["files"].flatMap(Self.patterns) ?? []
            if files.isEmpty { diagnostics.error("\(source.at(at + ".files")) must be a pattern or a list of patterns") }
            let rule = fields["rule"]?.string ?? ""
            if rule.isEmpty { diagnostics.error("\(source.at(at + ".rule")) must be a rule id") }
            // A suppression says why: the next reader must be able to judge it.
            let reason = fields["reason"]?.string ?? ""
            if reason.trimmingCharacters(in: .whitespaces).isEmpty {
                diagnostics.error("\(source.at(at + ".reason")) must say why the finding does not apply")
            }
            guard !files.isEmpty, !rule.isEmpty, !reason.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            suppressions.append(
                Suppression(files: files, rule: rule, reason: reason, origin: source.at(at), ruleOrigin: source.at(at + ".rule")))
        }
        return suppressions
    }

    /// One pattern or a list of them.
    private static func patterns(_ value: PresetValue) -> [String]? {
        if let one = value.string { return [one] }
        return value.strings
    }
}
