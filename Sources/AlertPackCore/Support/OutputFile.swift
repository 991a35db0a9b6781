import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written under a temporary name beside its target and renamed into place only when
/// complete, so an interrupted run never leaves half a file under the real name. Abandoned
/// without `commit`, it removes its temporary file.
package final class OutputFile {
    package let target: String
    package let temporaryPath: String
    package let descriptor: Int32
    private var finished = false

    /// The hidden name a file or folder is built under beside its target: ".NAME.tmp-PID-RANDOM",
    /// with NAME shortened so that the whole stays within the 255 bytes a file name may have.
    static func temporaryName(for name: String) -> String {
        temporaryPrefix(for: name) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// ".NAME.tmp-", NAME cut to leave room for the longest PID and random part (10 digits each).
    private static func temporaryPrefix(for name: String) -> String {
        var base = name
        while base.utf8.count > 255 - 1 - ".tmp-".utf8.count - 21 { base.removeLast() }
        return "." + base + ".tmp-"
    }

    /// Whether no process has the id `pid` any more (and it is not this one): what it left is stale.
    package static func processIsGone(_ pid: Int32) -> Bool {
        pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes what an earlier run that was killed (kill -9, a power cut) left beside `target`:
    /// our own temporary files and folders whose process is gone. Others' files are never touched.
    static func removeStaleTemporaries(besides target: String) {
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        let prefix = temporaryPrefix(for: url.lastPathComponent)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count).split(separator: "-")
            guard rest.count == 2, let pid = Int32(rest[0]), UInt32(rest[1]) != nil, processIsGone(pid) else { continue }
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    /// `sweepsStale`: first remove what killed runs left beside the target (a listing of its
    /// folder). A caller filling a folder it made itself (a package's staging folder) says no:
    /// listing a folder of N files for each of its N files would take quadratic time.
    package convenience init(target: String) throws(AlertPackError) {
        try self.init(target: target, sweepsStale: true)
    }

    package init(target: String, sweepsStale: Bool) throws(AlertPackError) {
        self.target = target
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AlertPackError.work(.noOutputFolder(folder))
        }
        if sweepsStale { Self.removeStaleTemporaries(besides: target) }
        temporaryPath = folder + "/" + Self.temporaryName(for: url.lastPathComponent)
        let path = temporaryPath
        let (opened, failure) = Interruption.shared.creating { () -> (Int32, Int32) in
            let opened = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            let failure = errno
            if opened >= 0 { Interruption.shared.register(path) }
            return (opened, failure)
        }
        descriptor = opened
        guard descriptor >= 0 else {
            throw AlertPackError.system("write in \(folder)", code: failure)
        }
    }

    deinit {
        if !finished {
            close(descriptor)
            unlink(temporaryPath)
            Interruption.shared.unregister(temporaryPath)
        }
    }

    /// Appends bytes at the current end.
    package func write(_ bytes: [UInt8]) throws(AlertPackError) {
        let failure = Self.writeAll(bytes, to: descriptor)
        if failure != 0 { throw AlertPackError.writeFailed(target, code: failure) }
    }

    /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes; returns 0 or
    /// the error number. Shared with standard output (`StandardOutput`).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #else
                let written = Darwin.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #endif
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return written == 0 ? ENOSPC : errno }
                offset += written
            }
            return 0
        }
    }

    /// Overwrites bytes at an offset already written (header fields known only at the end).
    package func write(_ bytes: [UInt8], at offset: Int64) throws(AlertPackError) {
        let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress!, $0.count, off_t(offset)) }
        guard written == bytes.count else { throw AlertPackError.writeFailed(target, code: written < 0 ? errno : ENOSPC) }
    }

    /// Flushes, closes and renames the finished file into place.
    package func commit() throws(AlertPackError) {
        guard !finished else { return }
        finished = true
        defer { Interruption.shared.unregister(temporaryPath) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard synced, rename(temporaryPath, target) == 0 else {
            let failure = errno
            unlink(temporaryPath)
            throw AlertPackError.system("finish \(target)", code: failure)
        }
    }
}

/// Big-endian byte encodings for headers.
enum BigEndianBytes {
    static func of<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.bigEndian) { Array($0) }
    }

    /// The 80-bit IEEE extended float AIFF uses for its sample rate (positive values).
    static func extended80(_ value: Double) -> [UInt8] {
        guard value > 0 else { return [UInt8](repeating: 0, count: 10) }
        let exponent = value.exponent
        let mantissa = UInt64(value.significand * Double(UInt64(1) << 63))
        return of(UInt16(exponent + 16383)) + of(mantissa)
    }
}
