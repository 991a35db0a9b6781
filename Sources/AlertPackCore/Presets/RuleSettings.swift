/// One rule's configuration in the effective preset: its level and its values.
public struct RuleSettings: Sendable, Equatable {
    public var level: RuleLevel
    /// The rule's parameters by name (without `severity` and `source`).
    public var values: [String: PresetValue]
    /// The research note the values come from, as the preset cites it.
    public var source: String?
    /// Where each value was set, as its messages name it (`.alertpack.yml:4:20:
    /// rules.sound.silence.maxLeadingSecs`): a mistake in it is blamed on that file, not on the
    /// preset it overrides.
    package var valueOrigins: [String: String] = [:]

    public init(level: RuleLevel, values: [String: PresetValue] = [:], source: String? = nil) {
        self.level = level
        self.values = values
        self.source = source
    }

    public func number(_ key: String) -> Double { values[key]?.number ?? .nan }
    public func strings(_ key: String) -> [String] { values[key]?.strings ?? [] }
    public func stringTable(_ key: String) -> [String: [String]] {
        (values[key]?.table ?? [:]).compactMapValues(\.strings)
    }
    public func severity(_ key: String) -> Severity {
        values[key]?.string.flatMap(Severity.init(rawValue:)) ?? .warning
    }
}
