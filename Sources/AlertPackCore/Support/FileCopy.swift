import Crypto
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Copies a file as a stream, hashing what it copies, and says whether the source changed since
/// a moment (`FileCopy.now(in:)`, taken before it was checked) or while it was copied: what is
/// copied is then exactly what was hashed, and a file edited between its check and its copy is
/// not passed off as checked. Links are followed: the copy holds the file a link names.
package enum FileCopy {
    package struct Copied {
        package var sha256: String
        package var size: Int64
        /// The source's time stamps or size moved after `since`, or while it was read.
        package var changed: Bool
    }

    /// The file system's own clock, read from a file made (and removed) in `folder`: changes
    /// after this moment get a later change time on that file system's clock.
    package static func now(in folder: String) -> timespec? {
        guard let probe = try? OutputFile(target: folder + "/.alertpack-clock") else { return nil }
        var status = stat()
        guard fstat(probe.descriptor, &status) == 0 else { return nil }
        return status.st_ctim
    }

    private static func later(_ a: timespec, than b: timespec) -> Bool {
        a.tv_sec != b.tv_sec ? a.tv_sec > b.tv_sec : a.tv_nsec > b.tv_nsec
    }

    private static func same(_ a: stat, _ b: stat) -> Bool {
        a.st_size == b.st_size && a.st_mtim.tv_sec == b.st_mtim.tv_sec && a.st_mtim.tv_nsec == b.st_mtim.tv_nsec
            && a.st_ctim.tv_sec == b.st_ctim.tv_sec && a.st_ctim.tv_nsec == b.st_ctim.tv_nsec && a.st_ino == b.st_ino
    }

    /// Copies `source` to `target`, a new file in a folder the caller made and will move into
    /// place whole (a package's staging folder): created exclusively, never through a link, and
    /// not synced one by one (the folder is swapped in at once; a crash leaves the old package).
    package static func copy(_ source: String, to target: String, since: timespec?) throws(AlertPackError) -> Copied {
        let descriptor = open(source, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw AlertPackError.system("open \(source)", code: errno) }
        defer { close(descriptor) }
        var before = stat()
        guard fstat(descriptor, &before) == 0, (before.st_mode & S_IFMT) == S_IFREG else {
            throw AlertPackError.reading(.noLongerRegularFile(source))
        }
        let (output, failure) = Interruption.shared.creating { () -> (Int32, Int32) in
            let opened = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            return (opened, errno)
        }
        guard output >= 0 else { throw AlertPackError.system("create \(target)", code: failure) }
        var closed = false
        defer { if !closed { close(output); unlink(target) } }
        var hasher = SHA256()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var size: Int64 = 0
        while true {
            let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw AlertPackError.system("read \(source)", code: errno) }
            if got == 0 { break }
            let part = Array(buffer[0..<got])
            hasher.update(data: part)
            let failure = OutputFile.writeAll(part, to: output)
            guard failure == 0 else { throw AlertPackError.writeFailed(target, code: failure) }
            size += Int64(got)
        }
        var after = stat()
        let unchanged = fstat(descriptor, &after) == 0 && same(before, after) && size == Int64(before.st_size)
        let touched = since.map { later(before.st_ctim, than: $0) || later(before.st_mtim, than: $0) } ?? false
        closed = true
        guard close(output) == 0 else {
            unlink(target)
            throw AlertPackError.system("finish \(target)", code: errno)
        }
        let hex = hasher.finalize().map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        return Copied(sha256: hex, size: size, changed: !unchanged || touched)
    }
}
