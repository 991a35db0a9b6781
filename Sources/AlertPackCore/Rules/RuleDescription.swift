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
    /// The kinds of message of a rule that says different things about one subject (empty for a
    /// rule of one kind): their keys are stable, recorded by baselines (`Finding.messageClass`).
    public var classes: [MessageClass] = []
    /// The platforms whose assets it judges (`- Platforms:` in its doc comment; by default its
    /// family's: `android.*` Android's, `web.*` the web's, every other iOS's). The rule book runs
    /// it on a sound or an image only when that file ships on one of them.
    public var platforms: [AssetPlatform] = [.ios]

    /// One kind of message: its key and when the rule says it.
    public struct MessageClass: Sendable, Equatable {
        public var key: String
        public var meaning: String

        public init(_ key: String, _ meaning: String) {
            self.key = key
            self.meaning = meaning
        }
    }
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
/// command shows it. A firing example also pins what the finding says (a fragment of its
/// message) and its severity under the default preset, as swift-format's finding specs do, so a
/// rule that fires for another reason, or at another level, fails its example.
public struct RuleExample: Sendable {
    public enum Command: String, Sendable {
        case check, verify, payload, actions
        /// `check --attachments PATH`: the path's files checked as notification attachments.
        case attachment
        /// `lint-payload --measure columns` and `lint-actions --measure columns`: text counted in
        /// columns, as when no font can be loaded.
        case payloadColumns, actionColumns
        /// `lint-payload --transport fcm` and `lint-payload --transport webpush`: FCM v1 messages
        /// and Web Push plaintexts.
        case fcm, webpush
        /// `check --changed-since HEAD~1` in the git repositories the generator script PATH writes
        /// (`broken/` for a firing example, `fixed/` for a silent one): a rule that compares revisions.
        case history
    }

    public var path: String
    public var fires: Bool
    public var command: Command = .check
    /// Words the finding's message contains (firing examples).
    public var saying: String?
    /// The finding's severity under the default preset (firing examples).
    public var severity: Severity?

    public static func fires(_ path: String, saying fragment: String, as severity: Severity, via command: Command = .check) -> RuleExample {
        RuleExample(path: path, fires: true, command: command, saying: fragment, severity: severity)
    }

    public static func silent(_ path: String, via command: Command = .check) -> RuleExample {
        RuleExample(path: path, fires: false, command: command)
    }

    /// "fires on PATH (error: “must be under”)" or "silent on PATH".
    public var summary: String {
        guard fires else { return "silent on \(path)" }
        return "fires on \(path)" + (saying.map { " (\(severity?.rawValue ?? "any"): “\($0)”)" } ?? "")
    }
}
