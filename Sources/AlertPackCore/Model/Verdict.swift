/// The overall result for one file: fail on any error, warn on any warning, else pass.
public enum Verdict: String, Sendable, Codable {
    case pass
    case warn
    case fail

    public init(findings: [Finding]) {
        if findings.contains(where: { $0.severity == .error }) {
            self = .fail
        } else if findings.contains(where: { $0.severity == .warning }) {
            self = .warn
        } else {
            self = .pass
        }
    }
}
