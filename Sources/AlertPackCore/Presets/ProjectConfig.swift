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
    }

    /// `suppress:` entry: `rule`'s findings on files matching `files` are left out, for `reason`.
    public struct Suppression: Sendable {
        public var files: [String]
        public var rule: String
        public var reason: String
    }
    /// Unknown keys and similar, to be reported but not fatal.
    public var warnings: [String]

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

    public static func load(path: String) throws(AlertPackError) -> ProjectConfig {
        guard let data = RandomAccessFile.data(path: path, maxBytes: 1 << 20), let text = String(data: data, encoding: .utf8) else {
            throw AlertPackError.configuration("cannot read config file '\(path)'")
        }
        let table = try PresetLibrary.parseTable(text, origin: path)
        try PresetLibrary.checkSchema(table["version"], origin: path, key: "version")
        var config = ProjectConfig(
            path: path, preset: nil, rules: [:], ignore: [],
            warnings: PresetLibrary.unknownKeys(table, allowed: keys, origin: path))
        if let preset = table["preset"] {
            guard let name = preset.string else { throw AlertPackError.configuration("\(path): 'preset' must be a name or a path") }
            config.preset = name
        }
        if let rules = table["rules"] {
            guard let rules = rules.table else { throw AlertPackError.configuration("\(path): 'rules' must be a table of rule ids") }
            config.rules = rules
        }
        if let xcode = table["xcode"] {
            // Quoted is safest: YAML reads 26.10 as the number 26.1.
            guard let text = xcode.string ?? (xcode.number.map { PresetValue.number($0).yamlText }), XcodeVersion(text) != nil else {
                throw AlertPackError.configuration("\(path): 'xcode' must be a version such as \"26.4\"")
            }
            config.xcode = text
        }
        if let attachments = table["attachments"] {
            guard let patterns = attachments.strings else { throw AlertPackError.configuration("\(path): 'attachments' must be a list of patterns") }
            config.attachments = patterns
        }
        if let value = table["payloads"] {
            guard let paths = value.strings else { throw AlertPackError.configuration("\(path): 'payloads' must be a list of files and folders") }
            config.payloads = paths
        }
        if let value = table["buildConfiguration"] {
            guard let name = value.string, !name.isEmpty else {
                throw AlertPackError.configuration("\(path): 'buildConfiguration' must be a configuration's name, such as Release")
            }
            config.buildConfiguration = name
        }
        if let value = table["overrides"] { config.overrides = try readOverrides(value, path: path, warnings: &config.warnings) }
        if let value = table["suppress"] { config.suppressions = try readSuppressions(value, path: path, warnings: &config.warnings) }
        if let ignore = table["ignore"] {
            guard let patterns = ignore.strings else { throw AlertPackError.configuration("\(path): 'ignore' must be a list of patterns") }
            config.ignore = patterns
        }
        return config
    }

    /// `overrides:`: rule settings for the files some patterns match.
    static func readOverrides(_ value: PresetValue, path: String, warnings: inout [String]) throws(AlertPackError) -> [PathOverride] {
        guard let entries = value.list else { throw AlertPackError.configuration("\(path): 'overrides' must be a list of {files, rules}") }
        var overrides: [PathOverride] = []
        for (index, entry) in entries.enumerated() {
            let at = "\(path): overrides[\(index)]"
            guard let fields = entry.table else { throw AlertPackError.configuration("\(at) must be a table with files and rules") }
            warnings += PresetLibrary.unknownKeys(fields, allowed: ["files", "rules"], origin: at)
            guard let files = fields["files"].flatMap(Self.patterns), !files.isEmpty else {
                throw AlertPackError.configuration("\(at).files must be a pattern or a list of patterns")
            }
            guard let rules = fields["rules"]?.table else { throw AlertPackError.configuration("\(at).rules must be a table of rule ids") }
            overrides.append(PathOverride(files: files, rules: rules))
        }
        return overrides
    }

    /// `suppress:`: findings of one rule on some files that do not apply, each with its reason.
    static func readSuppressions(_ value: PresetValue, path: String, warnings: inout [String]) throws(AlertPackError) -> [Suppression] {
        guard let entries = value.list else {
            throw AlertPackError.configuration("\(path): 'suppress' must be a list of {files, rule, reason}")
        }
        var suppressions: [Suppression] = []
        for (index, entry) in entries.enumerated() {
            let at = "\(path): suppress[\(index)]"
            guard let fields = entry.table else { throw AlertPackError.configuration("\(at) must be a table with files, rule and reason") }
            warnings += PresetLibrary.unknownKeys(fields, allowed: ["files", "rule", "reason"], origin: at)
            guard let files = fields["files"].flatMap(Self.patterns), !files.isEmpty else {
                throw AlertPackError.configuration("\(at).files must be a pattern or a list of patterns")
            }
            guard let rule = fields["rule"]?.string, !rule.isEmpty else { throw AlertPackError.configuration("\(at).rule must be a rule id") }
            // A suppression says why: the next reader must be able to judge it.
            guard let reason = fields["reason"]?.string, !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw AlertPackError.configuration("\(at).reason must say why the finding does not apply")
            }
            suppressions.append(Suppression(files: files, rule: rule, reason: reason))
        }
        return suppressions
    }

    /// One pattern or a list of them.
    private static func patterns(_ value: PresetValue) -> [String]? {
        if let one = value.string { return [one] }
        return value.strings
    }
}
