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
    /// Where the rule comes from: anchors of docs/sources.md (which name Apple's documents by
    /// title and address), with a few words of what each gives.
    public var source: String
    /// The values the preset must give this rule: the rule's `Parameters.specs`.
    public var parameters: [ParameterSpec] = []
    /// Real files on which the rule fires, and on which it stays silent.
    public var examples: [RuleExample]
}

/// One value a rule takes from the preset.
public struct ParameterSpec: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case number, wholeNumber = "whole number", text, list, numbers = "list of numbers", table, severity, flag = "true or false"
    }

    public var name: String
    public var kind: Kind
    public var summary: String

    public init(_ name: String, _ kind: Kind, _ summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }
}

/// A sample file (path relative to the repository), whether the rule fires on it, and which
/// command shows it.
public struct RuleExample: Sendable {
    public enum Command: String, Sendable {
        case check, verify, payload, actions
        /// `check --attachments PATH`: the path's files checked as notification attachments.
        case attachment
    }

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
