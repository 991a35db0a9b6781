/// Why a file could not be read as what it claims to be. The message names the problem in the
/// file's own terms (chunk, byte offset, declared and actual sizes), never a Swift error dump.
public struct FormatError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
