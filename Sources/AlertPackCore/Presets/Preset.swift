/// An effective rule set: a built-in or custom preset, after `extends` and config overrides.
public struct Preset: Sendable, Equatable {
    /// The name reported in output (`ios`, or a custom preset's `name`).
    public var name: String
    public var description: String
    /// Where it came from, outermost last: e.g. ["built-in ios", "team.yml", ".alertpack.yml"].
    public var origins: [String]
    public var rules: [String: RuleSettings]
    /// The data tables beside the rules (`icons`, `launchImages`, `launchNames`), as written.
    public var tables: [String: PresetValue]
    /// The platform whose rules it sets (`platform:`, inherited through `extends`): a run takes
    /// the rules of every other platform from that platform's built-in preset.
    public var platform: AssetPlatform = .ios
    /// The ids of the rules `PresetLibrary.accompanied` took from other platforms' built-in
    /// presets: not this preset's own, so its identity (`sha256`) and the text a package records
    /// (`documentText`) leave them out. A package holds what iOS ships, and adding a rule to
    /// another platform's preset changes no package's rules.
    package var companionRules: Set<String> = []

    public init(
        name: String, description: String, origins: [String], rules: [String: RuleSettings],
        tables: [String: PresetValue] = [:]
    ) {
        self.name = name
        self.description = description
        self.origins = origins
        self.rules = rules
        self.tables = tables
    }

    /// Takes a child preset's tables: a table's keys replace the parent's keys one by one
    /// (`icons.slots` alone replaces only the slots); any other value replaces the whole entry.
    func mergingTables(_ child: [String: PresetValue]) -> [String: PresetValue] {
        var merged = tables
        for (key, value) in child {
            if case .table(let childTable) = value, case .table(var parentTable)? = merged[key] {
                for (innerKey, innerValue) in childTable { parentTable[innerKey] = innerValue }
                merged[key] = .table(parentTable)
            } else {
                merged[key] = value
            }
        }
        return merged
    }

    public func settings(for rule: String) -> RuleSettings {
        rules[rule] ?? RuleSettings(level: .off)
    }

    /// Applies a `rules:` table of overrides (from a preset that extends this one, or from a
    /// project config): a string sets the level; a table sets any of level, values and source.
    /// Ids this preset does not have are warned about and skipped, unless `defining` (a preset
    /// without a parent, which introduces its rules). Throws the first mistake.
    public func overriding(
        with overrides: [String: PresetValue], origin: String, defining: Bool = false
    ) throws(AlertPackError) -> (Preset, warnings: [String]) {
        var diagnostics = Diagnostics()
        let result = overriding(with: overrides, from: ConfigSource(name: origin), defining: defining, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return (result, diagnostics.warnings)
    }

    /// The same, every mistake gathered with where `source` writes it; each value remembers
    /// where it was set, so that the rule that reads it blames that file.
    package func overriding(
        with overrides: [String: PresetValue], from source: ConfigSource, defining: Bool = false, diagnostics: inout Diagnostics
    ) -> Preset {
        var result = self
        result.origins.append(source.label)
        for ruleID in overrides.keys.sorted() {
            let keyPath = "rules.\(ruleID)"
            var settings = rules[ruleID] ?? RuleSettings(level: .off)
            if rules[ruleID] == nil && !defining {
                diagnostics.warn("\(source.atKey(keyPath)): unknown rule id (ignored)\(Suggestion.phrase(for: ruleID, among: rules.keys))")
                continue
            }
            switch overrides[ruleID]! {
            case .string(let text):
                if let level = Self.level(text, at: source.at(keyPath), diagnostics: &diagnostics) { settings.level = level }
            case .table(let table):
                for key in table.keys.sorted() {
                    let value = table[key]!
                    switch key {
                    case "severity":
                        if let level = Self.level(value.string, at: source.at(keyPath + ".severity"), diagnostics: &diagnostics) {
                            settings.level = level
                        }
                    case "source":
                        settings.source = value.string
                    default:
                        settings.values[key] = value
                        settings.valueOrigins[key] = source.atKey(keyPath + "." + key)
                    }
                }
            case .bool(false):
                settings.level = .off
            default:
                diagnostics.error("\(source.at(keyPath)) must be a severity (error, warning, info, off) or a table of values")
            }
            result.rules[ruleID] = settings
        }
        return result
    }

    private static func level(_ text: String?, at location: String, diagnostics: inout Diagnostics) -> RuleLevel? {
        guard let text, let level = RuleLevel(text: text) else {
            diagnostics.error("\(location): \(text.map { "'\($0)'" } ?? "the value") is not a severity (error, warning, info or off)")
            return nil
        }
        return level
    }
}
