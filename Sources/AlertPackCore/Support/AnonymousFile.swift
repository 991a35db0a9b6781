import Foundation

/// Bytes a C library writes to a file descriptor, taken back into memory through an anonymous
/// temporary file (unlinked from the start, so nothing is left whatever happens).
package enum AnonymousFile {
    /// Lets `write` fill the file through its descriptor (true when it succeeded) and returns
    /// what it wrote; nil when it failed, wrote nothing, or no temporary file can be made.
    package static func bytes(_ write: (Int32) -> Bool) -> [UInt8]? {
        guard let file = tmpfile() else { return nil }
        defer { fclose(file) }
        let descriptor = fileno(file)
        guard write(descriptor) else { return nil }
        let size = lseek(descriptor, 0, SEEK_END)
        guard size > 0, lseek(descriptor, 0, SEEK_SET) == 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, Int(size)) }
        return read == Int(size) ? bytes : nil
    }
}
