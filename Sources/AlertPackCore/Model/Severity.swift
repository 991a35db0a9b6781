/// How much a finding matters. Ordered: `info < warning < error`.
public enum Severity: String, Sendable, CaseIterable, Comparable, Codable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The word CI annotation formats use for it: `error`, `warning`, and for info the word
    /// each format has (`note` in SARIF and Xcode, `notice` in GitHub workflow commands).
    func annotationLevel(info: String) -> String {
        self == .info ? info : rawValue
    }

    /// GitLab Code Quality's scale (info, minor, major, critical, blocker): an error gates a
    /// build as a major issue does; a warning is minor.
    var gitLabSeverity: String {
        switch self {
        case .info: return "info"
        case .warning: return "minor"
        case .error: return "major"
        }
    }
}

/// A rule's configured level: one of the severities, or switched off.
public enum RuleLevel: Sendable, Equatable {
    case off
    case on(Severity)

    public init?(text: String) {
        if text == "off" { self = .off; return }
        guard let severity = Severity(rawValue: text) else { return nil }
        self = .on(severity)
    }

    public var text: String {
        switch self {
        case .off: return "off"
        case .on(let severity): return severity.rawValue
        }
    }
}
