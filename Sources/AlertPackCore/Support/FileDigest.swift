import Crypto
import Foundation

/// SHA-256 and size of a file, read in bounded blocks.
package enum FileDigest {
    package static func sha256(path: String) throws(AlertPackError) -> (hex: String, size: Int64) {
        let file = try RandomAccessFile(path: path)
        var hasher = SHA256()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset: Int64 = 0
        while offset < file.size {
            let got = file.readAvailable(at: offset, into: &buffer)
            guard got > 0 else { throw AlertPackError.reading(.unreadable(path, at: offset)) }
            buffer.withUnsafeBufferPointer { hasher.update(bufferPointer: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: $0[0..<got]))) }
            offset += Int64(got)
        }
        return (hex(hasher.finalize()), file.size)
    }

    package static func sha256(_ data: Data) -> String {
        hex(SHA256.hash(data: data))
    }

    private static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        digest.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
}
