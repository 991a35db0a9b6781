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
public struct ProjectConfig: Sendable {
    public static let fileNames = [".alertpack.yml", ".alertpack.yaml"]
    private static let keys: Set<String> = ["version", "preset", "rules", "ignore", "xcode", "attachments"]

    public var path: String
    public var preset: String?
    public var rules: [String: PresetValue]
    public var ignore: [String]
    /// The Xcode that builds the app, as written ("26.4").
    public var xcode: String?
    /// Patterns of the files that are notification attachments, as `ignore` patterns are written.
    public var attachments: [String] = []
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
            throw AlertPackError(configuration: "cannot read config file '\(path)'")
        }
        let table = try PresetLibrary.parseTable(text, origin: path)
        try PresetLibrary.checkSchema(table["version"], origin: path, key: "version")
        var config = ProjectConfig(
            path: path, preset: nil, rules: [:], ignore: [],
            warnings: PresetLibrary.unknownKeys(table, allowed: keys, origin: path))
        if let preset = table["preset"] {
            guard let name = preset.string else { throw AlertPackError(configuration: "\(path): 'preset' must be a name or a path") }
            config.preset = name
        }
        if let rules = table["rules"] {
            guard let rules = rules.table else { throw AlertPackError(configuration: "\(path): 'rules' must be a table of rule ids") }
            config.rules = rules
        }
        if let xcode = table["xcode"] {
            // Quoted is safest: YAML reads 26.10 as the number 26.1.
            guard let text = xcode.string ?? (xcode.number.map { PresetValue.number($0).yamlText }), XcodeVersion(text) != nil else {
                throw AlertPackError(configuration: "\(path): 'xcode' must be a version such as \"26.4\"")
            }
            config.xcode = text
        }
        if let attachments = table["attachments"] {
            guard let patterns = attachments.strings else { throw AlertPackError(configuration: "\(path): 'attachments' must be a list of patterns") }
            config.attachments = patterns
        }
        if let ignore = table["ignore"] {
            guard let patterns = ignore.strings else { throw AlertPackError(configuration: "\(path): 'ignore' must be a list of patterns") }
            config.ignore = patterns
        }
        return config
    }
}
