/// A rule: a stable description plus a check over one file's facts. Values come from the
/// preset through the context; rules hold no thresholds of their own.
public protocol SoundRule: Sendable {
    var description: RuleDescription { get }
    func check(_ sound: SoundSubject, _ context: RuleContext) -> [Finding]
}

/// The sound a rule looks at: where it is and what inspection found.
public struct SoundSubject: Sendable {
    public var path: String
    public var inspection: SoundInspection
    public var facts: SoundFacts { inspection.facts }

    /// The file name's extension, lowercased, or "" when it has none.
    public var fileExtension: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    public init(path: String, inspection: SoundInspection) {
        self.path = path
        self.inspection = inspection
    }
}

/// One rule's configured severity and values, for one evaluation.
public struct RuleContext: Sendable {
    public var ruleID: String
    public var severity: Severity
    public var settings: RuleSettings

    /// A finding at the rule's configured severity (or a given one, capped by it where the rule
    /// has a milder second level such as "unconfirmed").
    public func finding(_ message: String, fix: String?, severity: Severity? = nil) -> Finding {
        Finding(rule: ruleID, severity: severity ?? self.severity, message: message, fix: fix)
    }

    public func number(_ key: String) -> Double { settings.number(key) }
    public func strings(_ key: String) -> [String] { settings.strings(key) }
}
