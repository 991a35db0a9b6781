import Foundation
import Yams

#if canImport(Glibc)
import Glibc
#endif

/// Finds and loads presets: the built-in ones embedded in the binary, or YAML files by path,
/// following `extends` chains.
public enum PresetLibrary {
    /// The newest preset and config schema this version understands.
    public static let schemaVersion = 1
    public static let defaultPresetName = "ios"
    /// The data tables a preset may carry beside its rules.
    public static let tableKeys: Set<String> = ["icons", "launchImages", "launchNames", "notificationLayout"]
    private static let presetKeys: Set<String> = Set(["schema", "name", "description", "extends", "platform", "rules"]).union(tableKeys)
    /// The built-in preset of each platform: where a run takes the rules of the platforms the
    /// preset it is given does not cover.
    public static let platformPresets: [AssetPlatform: String] = [.ios: "ios", .android: "android", .web: "web"]

    /// Names of the presets compiled into the tool, sorted.
    public static var builtinNames: [String] { EmbeddedPresets.files.keys.sorted() }

    /// The YAML text of a built-in preset.
    public static func builtinText(_ name: String) -> String? { EmbeddedPresets.files[name] }

    /// Loads a preset by built-in name or by path (relative paths against `baseDirectory`).
    public static func load(
        _ reference: String, baseDirectory: String? = nil
    ) throws(AlertPackError) -> (preset: Preset, warnings: [String]) {
        let loaded = try load(reference, baseDirectory: baseDirectory, seen: [], confinedTo: nil)
        return (try accompanied(loaded.preset), loaded.warnings)
    }

    /// Loads a preset a config names: a built-in name, or a file inside `root` (the repository
    /// that holds the config), its `extends` chain too. A config from a pull request must not
    /// make alertpack read, and quote, any file the user running it can read.
    static func load(
        _ reference: String, baseDirectory: String?, confinedTo root: String
    ) throws(AlertPackError) -> (preset: Preset, warnings: [String]) {
        let loaded = try load(reference, baseDirectory: baseDirectory, seen: [], confinedTo: root)
        return (try accompanied(loaded.preset), loaded.warnings)
    }

    /// The preset with the rules of every other platform added from that platform's built-in
    /// preset (those it sets itself stay its own): one run judges an app's iOS and Android files,
    /// each by its platform's rules. A config's `rules:` then apply to all of them.
    package static func accompanied(_ preset: Preset) throws(AlertPackError) -> Preset {
        var whole = preset
        for (platform, name) in platformPresets.sorted(by: { $0.key < $1.key }) where platform != preset.platform {
            let companion = try load(name, baseDirectory: nil, seen: [], confinedTo: nil).preset
            for (id, settings) in companion.rules where whole.rules[id] == nil {
                whole.rules[id] = settings
                whole.companionRules.insert(id)
            }
        }
        return whole
    }

    private static func load(
        _ reference: String, baseDirectory: String?, seen: [String], confinedTo root: String?
    ) throws(AlertPackError) -> (preset: Preset, warnings: [String]) {
        if let root { try confine(reference, baseDirectory: baseDirectory, to: root) }
        let (text, origin, directory) = try locate(reference, baseDirectory: baseDirectory)
        // A file is the same preset however its path is spelled (a.yml, ./a.yml, a link to it).
        let identity = { (origin: String) in FileIdentity(path: origin).map { "\($0.device):\($0.inode)" } ?? origin }
        guard !seen.map(identity).contains(identity(origin)) else {
            throw AlertPackError.config(.extendsCycle(reference, chain: seen + [origin]))
        }
        // Built-in presets come pre-converted to JSON by the build (much faster to read).
        let table: [String: PresetValue]
        let source: ConfigSource
        if directory == nil, let json = EmbeddedPresets.json[reference], let parsed = try? parseJSONTable(json, origin: origin) {
            (table, source) = (parsed, ConfigSource(name: origin))
        } else if directory == nil {
            (table, source) = (try parseTable(text, origin: origin), ConfigSource(name: origin))
        } else {
            (table, source) = try parseLocated(text, path: origin)
        }
        var diagnostics = Diagnostics()
        diagnostics.warn(unknownKeys(table, allowed: presetKeys, in: source))
        try checkSchema(table["schema"], in: source)
        guard let rules = Self.rulesTable(table["rules"]) else {
            throw AlertPackError.config(.rulesNotTable(source.at("rules")))
        }
        let name = table["name"]?.string ?? URL(fileURLWithPath: reference).deletingPathExtension().lastPathComponent
        let description = table["description"]?.string ?? ""

        var preset: Preset
        if let parent = table["extends"] {
            guard let parentReference = parent.string else {
                throw AlertPackError.config(.extendsNotName(source.at("extends")))
            }
            let loaded = try load(parentReference, baseDirectory: directory, seen: seen + [origin], confinedTo: root)
            // With every platform's rules, so a preset that extends `ios` can set `android.*` ones.
            preset = try accompanied(loaded.preset).overriding(with: rules, from: source, diagnostics: &diagnostics)
            diagnostics = Self.parentFirst(loaded.warnings, then: diagnostics)
        } else {
            preset = defining(rules, from: source, diagnostics: &diagnostics)
        }
        if let written = table["platform"] { preset.platform = platform(written, in: source, diagnostics: &diagnostics) }
        try diagnostics.throwIfErrors()
        let warnings = diagnostics.warnings
        preset.tables = preset.mergingTables(table.filter { tableKeys.contains($0.key) })
        preset.name = name
        preset.description = description
        return (preset, warnings)
    }

    /// A preset without a parent: it defines every rule it names from scratch.
    private static func defining(_ rules: [String: PresetValue], from source: ConfigSource, diagnostics: inout Diagnostics) -> Preset {
        let preset = Preset(name: "", description: "", origins: [], rules: [:])
            .overriding(with: rules, from: source, defining: true, diagnostics: &diagnostics)
        for (id, settings) in rules.sorted(by: { $0.key < $1.key }) {
            if case .table(let values) = settings, values["severity"] == nil {
                diagnostics.error("\(source.at("rules.\(id)")) needs a severity")
            }
        }
        return preset
    }

    /// A preset given as text that must stand alone (the rules a package carries,
    /// `Preset.documentText`): read as a preset file is, under the same limits, but it may name
    /// no other preset (`extends`) and nothing is read beside it; `origin` names it in messages.
    package static func standalone(_ text: String, origin: String) throws(AlertPackError) -> Preset {
        guard text.utf8.count <= 1 << 20 else { throw AlertPackError.config(.presetTooLarge(origin)) }
        let table = try parseTable(text, origin: origin)
        let source = ConfigSource(name: origin)
        var diagnostics = Diagnostics()
        guard table["extends"] == nil else { throw AlertPackError.config(.extendsInStandalone(origin)) }
        diagnostics.warn(unknownKeys(table, allowed: presetKeys, in: source))
        try checkSchema(table["schema"], in: source)
        guard let rules = Self.rulesTable(table["rules"]) else {
            throw AlertPackError.config(.rulesNotTable(source.at("rules")))
        }
        var preset = defining(rules, from: source, diagnostics: &diagnostics)
        if let written = table["platform"] { preset.platform = platform(written, in: source, diagnostics: &diagnostics) }
        // Unknown keys too: what stands alone was written by alertpack, which writes none.
        if let problem = diagnostics.warnings.first { diagnostics.error(problem) }
        try diagnostics.throwIfErrors()
        preset.tables = table.filter { tableKeys.contains($0.key) }
        preset.name = table["name"]?.string ?? ""
        preset.description = table["description"]?.string ?? ""
        // As recorded: its identity is checked against this text; the other platforms' rules
        // are added after (`accompanied`), as for any preset.
        return preset
    }

    /// A preset's `rules:`: a table, or nothing written (a preset of no rules yet).
    private static func rulesTable(_ value: PresetValue?) -> [String: PresetValue]? {
        switch value {
        case nil, .null?: [:]
        case .table(let table)?: table
        default: nil
        }
    }

    /// A preset's `platform:`, one of the platforms that have a built-in preset.
    private static func platform(_ value: PresetValue, in source: ConfigSource, diagnostics: inout Diagnostics) -> AssetPlatform {
        if let name = value.string, let platform = AssetPlatform(rawValue: name), platformPresets[platform] != nil { return platform }
        let names = platformPresets.keys.sorted().map(\.rawValue).joined(separator: ", ")
        diagnostics.error("\(source.at("platform")) must be one of \(names)")
        return .ios
    }

    /// The parent's warnings before the child's.
    private static func parentFirst(_ parent: [String], then child: Diagnostics) -> Diagnostics {
        var ordered = Diagnostics()
        ordered.warn(parent)
        ordered.take(child)
        return ordered
    }

    /// Reads a YAML file's top-level table and where its values are written; a mistake is said
    /// at its line and column.
    static func parseLocated(_ text: String, path: String) throws(AlertPackError) -> ([String: PresetValue], ConfigSource) {
        let parsed: (value: Any?, positions: YAMLPositions)
        do throws(SafeYAML.Failure) {
            parsed = try SafeYAML.loadLocated(text)
        } catch {
            let name = ConfigSource(file: path, positions: YAMLPositions()).name
            throw AlertPackError.config(.configSyntax(name, position: error.position.map { "\($0)" }, summary: error.summary, detail: error.detail))
        }
        let source = ConfigSource(file: path, positions: parsed.positions)
        if parsed.value == nil { return ([:], source) }
        let value: PresetValue
        do throws(AlertPackError) {
            value = try PresetValue.from(parsed.value, at: "")
        } catch {
            throw AlertPackError.config(.inConfiguration(source.name, error))
        }
        guard case .table(let table) = value else {
            throw AlertPackError.config(.topLevelNotTable(source.name))
        }
        return (table, source)
    }

    /// Reads a YAML file's top-level table; empty files give an empty table.
    static func parseTable(_ text: String, origin: String) throws(AlertPackError) -> [String: PresetValue] {
        let parsed: Any?
        do throws(AlertPackError) {
            parsed = try SafeYAML.load(text)
        } catch {
            throw AlertPackError.config(.inConfiguration(origin, error))
        }
        if parsed == nil { return [:] }
        let value: PresetValue
        do throws(AlertPackError) {
            value = try PresetValue.from(parsed, at: "")
        } catch {
            throw AlertPackError.config(.inConfiguration(origin, error))
        }
        guard case .table(let table) = value else {
            throw AlertPackError.config(.topLevelNotTable(origin))
        }
        return table
    }

    static func parseJSONTable(_ text: String, origin: String) throws -> [String: PresetValue] {
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
        guard case .table(let table) = try PresetValue.from(parsed, at: "") else {
            throw AlertPackError.config(.topLevelNotTable(origin))
        }
        return table
    }

    static func checkSchema(_ value: PresetValue?, in source: ConfigSource, key: String = "schema") throws(AlertPackError) {
        var diagnostics = Diagnostics()
        checkSchema(value, in: source, key: key, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
    }

    static func checkSchema(_ value: PresetValue?, in source: ConfigSource, key: String, diagnostics: inout Diagnostics) {
        guard let value else { return }
        guard let number = value.number, number == number.rounded(), number >= 1 else {
            return diagnostics.error("\(source.at(key)) must be a whole number")
        }
        if Int(number) > schemaVersion {
            diagnostics.error(
                "\(source.position(of: key)): \(key) \(Int(number)) is newer than this alertpack understands (\(schemaVersion)); upgrade alertpack")
        }
    }

    static func unknownKeys(_ table: [String: PresetValue], allowed: Set<String>, in source: ConfigSource, at keyPath: String = "") -> [String] {
        table.keys.sorted().filter { !allowed.contains($0) }.map {
            "\(source.atKey(keyPath + $0)) is not a known key\(Suggestion.phrase(for: $0, among: allowed)) (known: \(allowed.sorted().joined(separator: ", ")))"
        }
    }

    /// Refuses a preset file outside `root` (links resolved) before anything is read from it.
    private static func confine(_ reference: String, baseDirectory: String?, to root: String) throws(AlertPackError) {
        let looksLikePath = reference.contains("/") || reference.hasSuffix(".yml") || reference.hasSuffix(".yaml")
        guard looksLikePath else { return }
        let path = reference.hasPrefix("/") || baseDirectory == nil ? reference : baseDirectory! + "/" + reference
        let realRoot = AbsolutePath.real(root) ?? root
        guard let real = AbsolutePath.real(path), AbsolutePath.isWithin(real, realRoot) else {
            throw AlertPackError.config(.presetOutsideRepository(reference, root: realRoot))
        }
    }

    /// The repository that holds `folder`: the nearest folder up from it with a `.git`, else
    /// `folder` itself.
    static func repositoryRoot(of folder: String) -> String {
        RepositoryRoot.of(folder) ?? AbsolutePath.of(folder)
    }

    private static func locate(
        _ reference: String, baseDirectory: String?
    ) throws(AlertPackError) -> (text: String, origin: String, directory: String?) {
        let looksLikePath = reference.contains("/") || reference.hasSuffix(".yml") || reference.hasSuffix(".yaml")
        if !looksLikePath, let text = builtinText(reference) {
            return (text, "built-in preset '\(reference)'", nil)
        }
        guard looksLikePath else {
            throw AlertPackError.config(.unknownPreset(reference, builtIn: builtinNames))
        }
        var path = reference
        if !path.hasPrefix("/"), let baseDirectory { path = baseDirectory + "/" + path }
        guard let data = RandomAccessFile.data(path: path, maxBytes: 1 << 20), let text = String(data: data, encoding: .utf8) else {
            throw AlertPackError.config(.unreadableConfigFile(path, preset: true))
        }
        return (text, path, URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }
}
