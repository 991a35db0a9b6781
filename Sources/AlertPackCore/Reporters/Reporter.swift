/// Renders a check report in one output format. Adding a format means adding one type.
public protocol Reporter: Sendable {
    /// The `--format` value that selects it.
    static var identifier: String { get }
    func render(_ report: CheckReport) -> String
}

/// Every output format `check` offers, by `--format` name.
public enum Reporters {
    public static let identifiers = [TextReporter.identifier, JSONReporter.identifier]

    public static func make(_ identifier: String, style: TerminalStyle = .plain, verbose: Bool = true) -> (any Reporter)? {
        switch identifier {
        case TextReporter.identifier: return TextReporter(style: style, verbose: verbose)
        case JSONReporter.identifier: return JSONReporter()
        default: return nil
        }
    }
}
