#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The one error AlertPackCore throws. Its message is in the user's terms and names what is
/// wrong where: a file's problem in the file's own terms (chunk, byte offset, declared and
/// actual sizes), a preset's or config's by file and key path; never a Swift error dump. Each
/// case writes its message once: how a failed system call reads, how a full disk reads, how an
/// error is said of a named file.
public enum AlertPackError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file is not what it claims, said in its format's terms ("the 'pakt' chunk has negative
    /// counts").
    case malformed(String)
    /// A system call failed while doing something: "cannot `doing`: the system's words"
    /// ("open beep.caf", "make a pipe").
    case system(_ doing: String, code: Int32)
    /// Writing `target` failed; no room (a full disk, a quota, the file size limit) is said as
    /// such.
    case writeFailed(_ target: String, code: Int32)
    /// The work cannot be done as asked (an output that would overwrite its input, a package
    /// over its budget, a sound too long to convert without cutting); the text says what to do.
    case refused(String)
    /// A preset, config, baseline or option cannot be used; named by file and key path.
    case configuration(String)
    /// `error`, said of the file `path`: "path: message".
    indirect case inFile(_ path: String, _ error: AlertPackError)

    /// Which side the problem is on, for callers that treat them apart (a file's problem may
    /// become a finding; a configuration's stops the run).
    public enum Kind: String, Sendable {
        /// A file is not what it claims, or cannot be opened, read or written.
        case file
        /// A preset or project config cannot be used.
        case configuration
    }

    public var kind: Kind {
        switch self {
        case .configuration: .configuration
        case .inFile(_, let error): error.kind
        case .malformed, .system, .writeFailed, .refused: .file
        }
    }

    public var message: String {
        switch self {
        case .malformed(let text), .refused(let text), .configuration(let text): text
        case .system(let doing, let code): "cannot \(doing): \(Self.words(code))"
        case .writeFailed(let target, let code):
            switch code {
            case ENOSPC, EDQUOT: "no room to write \(target): the disk (or the user's quota) is full"
            case EFBIG: "no room to write \(target): it would pass the file size limit (ulimit -f)"
            default: "cannot write \(target): \(Self.words(code))"
            }
        case .inFile(let path, let error): "\(path): \(error.message)"
        }
    }

    public var description: String { message }

    /// The system's words for an error number.
    static func words(_ code: Int32) -> String { String(cString: strerror(code)) }
}
