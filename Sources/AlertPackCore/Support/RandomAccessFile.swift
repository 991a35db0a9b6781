import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only file read by offset with `pread`. Nothing is read that was not asked for, so a
/// header that claims a 2 GB chunk costs nothing until the reader checks it against `size`.
package final class RandomAccessFile {
    package let path: String
    package let size: Int64
    /// The open file: for a library that reads it itself (libpng's shim), never by its path.
    package let descriptor: Int32

    package init(path: String) throws(AlertPackError) {
        // Non-blocking, so that opening a FIFO returns at once (to be refused below) instead of
        // waiting for a writer forever; for a regular file the flag changes nothing.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw AlertPackError.system("open the file", code: errno)
        }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            close(fd)
            throw AlertPackError.system("read the file's size", code: errno)
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw AlertPackError.reading(.notRegularFile(Self.describe(mode: status.st_mode)))
        }
        self.path = path
        self.descriptor = fd
        self.size = Int64(status.st_size)
    }

    deinit { close(descriptor) }

    /// What a file that is not a regular file is, in words.
    static func describe(mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// `contents` as Data, or nil when the file cannot be read, is not a regular file or is
    /// larger than `maxBytes`: for callers that report "cannot read" in their own words.
    package static func data(path: String, maxBytes: Int) -> Data? {
        (try? contents(path: path, maxBytes: maxBytes, what: "the file")).map { Data($0) }
    }

    /// The whole content of a small text file (a Contents.json, a manifest, a preset), refused
    /// past `maxBytes` before anything is read.
    package static func contents(path: String, maxBytes: Int, what: String) throws(AlertPackError) -> [UInt8] {
        let file = try RandomAccessFile(path: path)
        guard file.size <= Int64(maxBytes) else {
            throw AlertPackError.reading(.overReadLimit(what, bytes: file.size, limit: Int64(maxBytes)))
        }
        return try file.read(at: 0, count: Int(file.size), what: what)
    }

    /// Reads exactly `count` bytes at `offset`, or throws naming what was missing.
    package func read(at offset: Int64, count: Int, what: String) throws(AlertPackError) -> [UInt8] {
        guard offset >= 0, count >= 0, offset + Int64(count) <= size else {
            throw AlertPackError.reading(.readPastEnd(what, at: offset, needs: Int64(count), fileEnd: size))
        }
        var bytes = [UInt8](repeating: 0, count: count)
        let got = readAvailable(at: offset, into: &bytes)
        guard got == count else {
            throw AlertPackError.reading(.unreadable("the \(what)", at: offset))
        }
        return bytes
    }

    /// Reads up to `buffer.count` bytes at `offset`; returns how many were read.
    package func readAvailable(at offset: Int64, into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { raw in readAvailable(at: offset, into: raw) }
    }

    /// The same, into memory the caller owns (which need not be initialized first).
    package func readAvailable(at offset: Int64, into raw: UnsafeMutableRawBufferPointer) -> Int {
        var total = 0
        let wanted = raw.count
        guard let base = raw.baseAddress else { return 0 }
        while total < wanted {
            let got = pread(descriptor, base + total, wanted - total, off_t(offset) + off_t(total))
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            total += got
        }
        return total
    }
}
