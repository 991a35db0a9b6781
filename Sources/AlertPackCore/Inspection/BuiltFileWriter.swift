import Foundation

/// Writes streamed bytes to a new file of this process's own (created exclusively, mode 0600):
/// an IPA's entry unpacked for a reader that reads files by path.
enum BuiltFileWriter {
    static func write(
        to path: String, _ produce: ((ArraySlice<UInt8>) throws(AlertPackError) -> Void) throws(AlertPackError) -> Void
    ) throws(AlertPackError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw AlertPackError.writeFailed(path, code: errno) }
        defer { close(descriptor) }
        try produce { (bytes) throws(AlertPackError) in
            var offset = bytes.startIndex
            while offset < bytes.endIndex {
                let wrote = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                if wrote < 0 && errno == EINTR { continue }
                guard wrote > 0 else { throw AlertPackError.writeFailed(path, code: errno) }
                offset += wrote
            }
        }
    }
}
