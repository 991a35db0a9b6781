/// What goes wrong while a configuration resolves (or any work that should report every
/// problem, not the first): warnings that do not stop it and errors that do, gathered in order
/// and reported together.
public struct Diagnostics: Sendable, Equatable {
    public private(set) var warnings: [String] = []
    public private(set) var errors: [String] = []

    public init() {}

    public mutating func warn(_ message: String) { warnings.append(message) }
    public mutating func warn(_ messages: [String]) { warnings += messages }
    public mutating func error(_ message: String) { errors.append(message) }

    /// Throws every error at once, one per line (each said once), as a configuration error.
    public func throwIfErrors() throws(AlertPackError) {
        guard !errors.isEmpty else { return }
        throw AlertPackError.configuration(errors.uniqued().joined(separator: "\n"))
    }
}
