/// Everything users and tools need to know about a rule; the registry turns these into
/// `alertpack rules`, `docs/rules.md` and the preset checks, and tests run every example.
public struct RuleDescription: Sendable {
    /// Stable identifier users cite, configure and silence, e.g. `sound.duration`.
    public var id: String
    /// A short title.
    public var name: String
    public var defaultSeverity: Severity
    /// What it catches, in one sentence.
    public var summary: String
    /// Why it matters, and anything subtle about how it measures.
    public var rationale: String
    /// Where the rule comes from (research note ids in RULES.md, Apple's pages).
    public var source: String
    /// The values the preset must give this rule.
    public var parameters: [ParameterSpec]
    /// Real files on which the rule fires, and on which it stays silent.
    public var examples: [RuleExample]
}

/// One value a rule takes from the preset.
public struct ParameterSpec: Sendable {
    public enum Kind: String, Sendable {
        case number, wholeNumber = "whole number", list, numbers = "list of numbers", table, severity, flag = "true or false"
    }

    public var name: String
    public var kind: Kind
    public var summary: String

    public init(_ name: String, _ kind: Kind, _ summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }

    /// Whether `value` has this parameter's kind.
    func accepts(_ value: PresetValue) -> Bool {
        switch kind {
        case .number: return value.number?.isFinite == true
        case .wholeNumber: return value.number.map { $0 == $0.rounded() && $0 >= 0 } == true
        case .list: return value.strings != nil
        case .numbers: return value.numbers != nil
        case .table: return value.table?.values.allSatisfy { $0.strings != nil } == true
        case .severity: return value.string.flatMap(Severity.init(rawValue:)) != nil
        case .flag: if case .bool = value { return true } else { return false }
        }
    }
}

/// A sample file (path relative to the repository), whether the rule fires on it, and which
/// command shows it.
public struct RuleExample: Sendable {
    public enum Command: String, Sendable { case check, verify, payload, actions }

    public var path: String
    public var fires: Bool
    public var command: Command = .check

    public static func fires(_ path: String, via command: Command = .check) -> RuleExample {
        RuleExample(path: path, fires: true, command: command)
    }

    public static func silent(_ path: String, via command: Command = .check) -> RuleExample {
        RuleExample(path: path, fires: false, command: command)
    }
}
