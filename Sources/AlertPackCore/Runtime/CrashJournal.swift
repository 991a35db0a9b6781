import CProcess

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The last line of defence against a file that crashes the check: the checker notes in this
/// journal which file it starts and which it finishes, with one unbuffered write each, so that
/// after a crash a supervising process can name the file that was in flight, leave it out
/// (reported as `internal-error`) and check the others again.
package final class CrashJournal: @unchecked Sendable {
    private let descriptor: Int32

    /// Opens (creates, empties) the journal at `path`.
    package init?(path: String) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    func started(_ path: String) { record("S", path) }
    func finished(_ path: String) { record("F", path) }

    /// One record, "S" or "F", the path, NUL: a single append, atomic as one write.
    private func record(_ mark: String, _ path: String) {
        let bytes = Array(mark.utf8) + Array(path.utf8) + [0]
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// The files a crashed run had started and not finished, in the order it started them.
    package static func inFlight(journal path: String) -> [String] {
        guard let bytes = try? RandomAccessFile.contents(path: path, maxBytes: 1 << 30, what: "the crash journal") else { return [] }
        var open: [String] = []
        for record in bytes.split(separator: 0) where !record.isEmpty {
            let path = String(decoding: record.dropFirst(), as: UTF8.self)
            if record.first == UInt8(ascii: "S") {
                open.append(path)
            } else if let index = open.firstIndex(of: path) {
                open.remove(at: index)
            }
        }
        return open
    }
}

/// How a supervised child stays tied to its supervisor.
package enum SupervisedProcess {
    /// Makes the kernel end this process when its parent dies, and ends it now if the parent
    /// (whose process id is `parent`) is already gone: a killed supervisor leaves no check behind.
    package static func dieWithParent(_ parent: Int32) {
        _ = apk_die_with_parent()
        if getppid() != parent { exit(2) }
    }
}
