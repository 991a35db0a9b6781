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
    /// without a parent, which introduces its rules).
    public func overriding(
        with overrides: [String: PresetValue], origin: String, defining: Bool = false
    ) throws(AlertPackError) -> (Preset, warnings: [String]) {
        var result = self
        var warnings: [String] = []
        result.origins.append(origin)
        for ruleID in overrides.keys.sorted() {
            let keyPath = "\(origin): rules.\(ruleID)"
            var settings = rules[ruleID] ?? RuleSettings(level: .off)
            if rules[ruleID] == nil && !defining {
                warnings.append("\(keyPath): unknown rule id (ignored)\(Suggestion.phrase(for: ruleID, among: rules.keys))")
                continue
            }
            switch overrides[ruleID]! {
            case .string(let text):
                settings.level = try Self.level(text, at: keyPath)
            case .table(let table):
                for key in table.keys.sorted() {
                    let value = table[key]!
                    switch key {
                    case "severity":
                        guard let text = value.string else {
                            throw AlertPackError.configuration("\(keyPath).severity must be error, warning, info or off")
                        }
                        settings.level = try Self.level(text, at: keyPath + ".severity")
                    case "source":
                        settings.source = value.string
                    default:
                        settings.values[key] = value
                    }
                }
            case .bool(false):
                settings.level = .off
            default:
                throw AlertPackError.configuration("\(keyPath) must be a severity (error, warning, info, off) or a table of values")
            }
            result.rules[ruleID] = settings
        }
        return (result, warnings)
    }

    private static func level(_ text: String, at keyPath: String) throws(AlertPackError) -> RuleLevel {
        guard let level = RuleLevel(text: text) else {
            throw AlertPackError.configuration("\(keyPath): '\(text)' is not a severity (error, warning, info or off)")
        }
        return level
    }
}
