/// One thing a rule says about one file.
public struct Finding: Sendable, Equatable {
    /// The stable rule identifier, such as `sound.duration`.
    public var rule: String
    public var severity: Severity
    /// States the measured value and the limit, e.g. "31.00 s; must be under 30 s".
    public var message: String
    /// What to do about it; every error carries one.
    public var fix: Fix?

    public init(rule: String, severity: Severity, message: String, fix: Fix? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.fix = fix
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
