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
