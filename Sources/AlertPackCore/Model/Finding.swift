/// One thing a rule says about one file.
public struct Finding: Sendable, Equatable {
    /// The stable rule identifier, such as `sound.duration`.
    public var rule: String
    public var severity: Severity
    /// States the measured value and the limit, e.g. "31.00 s; must be under 30 s".
    public var message: String
    /// What to do about it; every error carries one.
    public var fix: Fix?
    /// What in the file it is about, when a rule can fire more than once on one file: a slot, an
    /// entry's file, a key, a target. Stable across runs (never a line number or a measured
    /// value), so a baseline can tell two findings of one rule on one file apart.
    public var subject: String?
    /// Which kind of message it is, for a rule that says different things about one subject
    /// (`icon.alpha`: `opaque-alpha`, an alpha channel whose every pixel is opaque, or
    /// `transparent-pixels`): a short key the rule declares and documents (`alertpack rules ID`),
    /// stable across versions, unlike the message's words; nil for a rule of one kind of message.
    /// A baseline entry records it, so a finding that crossed into another class is new.
    public var messageClass: String?
    /// For a set's finding: the file of the set it concerns (an image no entry uses). It is
    /// reported with that file, in every scope, rather than with the set's Contents.json.
    package var concernedFile: String?

    public init(rule: String, severity: Severity, message: String, fix: Fix? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.fix = fix
    }

    public init(rule: String, severity: Severity, message: String, fix: Fix?, subject: String?) {
        self.init(rule: rule, severity: severity, message: message, fix: fix)
        self.subject = subject
    }
}

extension Finding {
    /// The finding with every mention of `folder` in its message and fix replaced by `shown`: for
    /// work done in a private copy (verify's unpack folder, package's staging folder) reported
    /// under the name the user knows.
    package func naming(_ folder: String, as shown: String) -> Finding {
        var named = self
        named.message = message.replacingOccurrences(of: folder, with: shown)
        named.fix = fix?.map { $0.replacingOccurrences(of: folder, with: shown) }
        return named
    }
}

extension Finding {
    /// The finding at info level, with why it does not count (`note`): for a set only
    /// configurations that do not ship use.
    package func demoted(because note: String) -> Finding {
        guard severity > .info else { return self }
        var demoted = self
        demoted.severity = .info
        demoted.message += " (\(note))"
        return demoted
    }
}

/// A finding that does not count, and why: a baseline holds it (`external`: decided outside the
/// files), or the config's `suppress:` takes it out with its reason (`inSource`: the repository
/// says so). SARIF's result suppressions, by their kinds.
public struct SuppressedFinding: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case baseline
        case config(reason: String)
    }

    public var finding: Finding
    public var kind: Kind

    public init(_ finding: Finding, kind: Kind) {
        self.finding = finding
        self.kind = kind
    }
}
