/// A path a run could not use: it does not exist, is not a file, cannot be listed or looked at,
/// has a name that is not UTF-8, or holds nothing to check. A run problem (exit 2), never a
/// finding of a file. Reports print it as `description`, "PATH: MESSAGE".
package struct Problem: Sendable, Hashable, CustomStringConvertible {
    package enum Kind: String, Sendable {
        /// A named path that does not exist.
        case notFound
        /// A named device, FIFO or socket.
        case notAFile
        /// A folder that cannot be listed, or a name that cannot be looked at.
        case unreadable
        /// A name that is not UTF-8 and cannot be reached another way.
        case undecodableName
        /// A named folder that holds nothing to check.
        case holdsNothing
        /// Said whole by what found it (no path of its own).
        case other
    }

    /// The path as it is shown; nil when the message says it all.
    package var path: String?
    package var kind: Kind
    package var message: String

    package init(path: String?, kind: Kind, message: String) {
        self.path = path
        self.kind = kind
        self.message = message
    }

    /// A problem known only by its words.
    package init(_ text: String) {
        self.init(path: nil, kind: .other, message: text)
    }

    /// A named path that does not exist.
    package static func notFound(_ path: String) -> Problem { Problem(path: path, kind: .notFound, message: "no such file or folder") }

    /// A named path that is `what` (a device, a FIFO), not a file.
    package static func notAFile(_ path: String, _ what: String) -> Problem { Problem(path: path, kind: .notAFile, message: "\(what), not a file") }

    package var description: String { path.map { "\($0): \(message)" } ?? message }
}
