/// The one error AlertPackCore throws. Its message is in the user's terms and names what is
/// wrong where: a file's problem in the file's own terms (chunk, byte offset, declared and
/// actual sizes), a preset's or config's by file and key path; never a Swift error dump. `kind`
/// says which, for callers that treat them apart (a file's problem may become a finding; a
/// configuration's stops the run).
public struct AlertPackError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// A file is not what it claims, or cannot be opened, read or written.
        case file
        /// A preset or project config cannot be used.
        case configuration
    }

    public var kind: Kind
    public var message: String

    /// A file's problem.
    public init(_ message: String) {
        self.kind = .file
        self.message = message
    }

    /// A preset's or config's problem.
    public init(configuration message: String) {
        self.kind = .configuration
        self.message = message
    }

    public var description: String { message }
}
