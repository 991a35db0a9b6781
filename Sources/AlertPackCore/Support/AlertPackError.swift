#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The one error AlertPackCore throws. Its message is in the user's terms and names what is
/// wrong where: a file's problem in the file's own terms (chunk, byte offset, declared and
/// actual sizes), a preset's or config's by file and key path; never a Swift error dump. A
/// throw site gives facts, not words: each kind of failure is a case of a family
/// (`ReadFailure`, `AudioFailure`, `ContentFailure`, `MediaFailure`, `BundleFailure`,
/// `WorkFailure`, `PackageFailure`, `ConfigFailure`) with typed payloads, and every message is
/// written once, in AlertPackError+Messages.swift or its family's own messages file. There is
/// no free-text case: words that come from elsewhere (a C library, git, the system) are a
/// payload of a case that says whose they are (TypedErrorTests keeps it so).
public enum AlertPackError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A system call failed while doing something: "cannot `doing`: the system's words"
    /// ("open beep.caf", "make a pipe").
    case system(_ doing: String, code: Int32)
    /// Writing `target` failed; no room (a full disk, a quota, the file size limit) is said as
    /// such.
    case writeFailed(_ target: String, code: Int32)
    /// `error`, said of the file `path`: "path: message".
    indirect case inFile(_ path: String, _ error: AlertPackError)

    /// A file's bytes that cannot be read as what they claim.
    case reading(ReadFailure)
    /// A sound file that is not the audio it claims to be.
    case audio(AudioFailure)
    /// An image, media or payload file that is not what it claims to be.
    case content(ContentFailure)
    /// Work that cannot be done as asked (an output, a conversion, an icon set).
    case work(WorkFailure)
    /// A package or zip that cannot be made, signed or read.
    case packaging(PackageFailure)
    /// A preset, config or option that cannot be used.
    case config(ConfigFailure)
    /// A built app's binary part (Mach-O, code signature, DER, profile, BOM, Assets.car) that cannot be read.
    case bundle(BundleFailure)
    /// A media or image container (Matroska, MP4, JPEG, GIF) whose structure cannot be read.
    case media(MediaFailure)

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
        case .config: .configuration
        case .inFile(_, let error): error.kind
        case .system, .writeFailed, .reading, .audio, .content, .work, .packaging, .bundle, .media: .file
        }
    }

    public var description: String { message }

    /// How a refusal to convert a clipped sound begins (`Converter.unrestorableClipping`).
    static let unrestorableClipping = "its clipped runs cannot be restored"

    /// The first five of `names`, and an ellipsis past them.
    static func names(_ names: [String]) -> String {
        names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
    }

    /// The system's words for an error number.
    static func words(_ code: Int32) -> String { String(cString: strerror(code)) }
}
