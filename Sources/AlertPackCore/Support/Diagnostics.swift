/// What goes wrong while a configuration resolves (or any work that should report every
/// problem, not the first): warnings that do not stop it and errors that do, gathered in order
/// and reported together, each said once (a config's value is read again for every `overrides:`
/// entry it is combined with).
public struct Diagnostics: Sendable, Equatable {
    public private(set) var warnings: [String] = []
    public private(set) var errors: [String] = []

    public init() {}

    public mutating func warn(_ message: String) { if !warnings.contains(message) { warnings.append(message) } }
    public mutating func warn(_ messages: [String]) { for message in messages { warn(message) } }
    public mutating func error(_ message: String) { if !errors.contains(message) { errors.append(message) } }
    package mutating func error(_ messages: [String]) { for message in messages { error(message) } }

    /// Takes in another's warnings and errors, in order.
    package mutating func take(_ other: Diagnostics) {
        warn(other.warnings)
        error(other.errors)
    }

    /// Throws every error at once, one per line (each said once), as a configuration error;
    /// `withWarnings`: the warnings after them, each marked "warning:" (a run that stops on its
    /// configuration says everything wrong with it).
    public func throwIfErrors() throws(AlertPackError) { try throwIfErrors(withWarnings: false) }

    package func throwIfErrors(withWarnings: Bool) throws(AlertPackError) {
        guard !errors.isEmpty else { return }
        let lines = errors + (withWarnings ? warnings.map { "warning: " + $0 } : [])
        throw AlertPackError.config(.configurationErrors(lines))
    }

    /// The same, errors and warnings each in the order of the files' lines: those that name a
    /// position (`file:line:column: …`) by file, line and column, then the others as they came.
    package func inFileOrder() -> Diagnostics {
        func ordered(_ messages: [String]) -> [String] {
            let keyed = messages.enumerated().map { index, message -> (String, Int, Int, Int, String) in
                guard let match = message.firstMatch(of: #/^(\S+):(\d+):(\d+): /#), let line = Int(match.2), let column = Int(match.3) else {
                    return ("\u{10FFFF}", 0, 0, index, message)
                }
                return (String(match.1), line, column, index, message)
            }
            return keyed.sorted { ($0.0, $0.1, $0.2, $0.3) < ($1.0, $1.1, $1.2, $1.3) }.map(\.4)
        }
        var copy = self
        copy.warnings = ordered(warnings)
        copy.errors = ordered(errors)
        return copy
    }
}
