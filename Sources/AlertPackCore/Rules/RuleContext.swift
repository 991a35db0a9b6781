/// One rule's configured severity and typed values, for one evaluation.
package struct RuleContext<Parameters: RuleParameters>: Sendable {
    package var ruleID: String
    package var severity: Severity
    package var parameters: Parameters

    package init(ruleID: String, severity: Severity, parameters: Parameters) {
        self.ruleID = ruleID
        self.severity = severity
        self.parameters = parameters
    }

    /// A finding at the rule's configured severity, or at a milder one the rule chooses
    /// (capped by the configured severity, so a rule set to info never reports a warning).
    /// `subject` names what in the file it is about when the rule can fire more than once on
    /// one file (see `Finding.subject`); `class` which of the rule's kinds of message it is, for
    /// a rule that declares them (`- Class KEY: meaning` in its doc comment, which gives it a
    /// `MessageClass` enum; see `Finding.messageClass`).
    package func finding(
        _ message: String, fix: Fix, severity: Severity? = nil, subject: String? = nil, class kind: (any MessageClassKey)? = nil
    ) -> Finding {
        finding(message, fix: Optional(fix), severity: severity, subject: subject, kind: kind)
    }

    private func finding(_ message: String, fix: Fix?, severity: Severity?, subject: String?, kind: (any MessageClassKey)?) -> Finding {
        var finding = Finding(rule: ruleID, severity: min(severity ?? self.severity, self.severity), message: message, fix: fix, subject: subject)
        finding.messageClass = kind?.rawValue
        return finding
    }

    /// A finding whose fix is advice in words only.
    package func finding(
        _ message: String, fix advice: String?, severity: Severity? = nil, subject: String? = nil, class kind: (any MessageClassKey)? = nil
    ) -> Finding {
        finding(message, fix: advice.map { Fix($0) } as Fix?, severity: severity, subject: subject, kind: kind)
    }
}

/// One kind of message of a rule that says different things about one subject: the cases of the
/// `MessageClass` enum the registry generates from the rule's `- Class KEY: meaning` fields. The
/// raw value is the key baselines record and JSON reports show: stable, never reworded.
package protocol MessageClassKey: Sendable {
    var rawValue: String { get }
}
