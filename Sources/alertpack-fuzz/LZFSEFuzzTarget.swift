import AlertPackCore

/// The `lzfse` target (issue 44): our LZFSE and LZVN decoder on any bytes. There is no encoder
/// to round-trip through, so the oracle is the decoder against itself: a stream decoded into a
/// buffer of exactly its declared size (every copy near the end takes the careful path) and into
/// one with room to spare (the eight-byte copies) must get the same verdict and the same bytes,
/// and a small caller's buffer must be refused, never written past.
enum LZFSEFuzzTarget {
    static func run(_ path: String) {
        guard let bytes = try? RandomAccessFile.contents(path: path, maxBytes: 1 << 20, what: "lzfse") else { return }
        var small = [UInt8](repeating: 0, count: 512)
        let smallWritten = bytes.withUnsafeBytes { input in small.withUnsafeMutableBytes { try? LZFSE.decode(input, into: $0) } }
        guard let size = try? bytes.withUnsafeBytes({ (input) throws(AlertPackError) in try LZFSE.decodedSize(input) }), size <= 1 << 24 else {
            return
        }
        let exact = try? LZFSE.decode(bytes, maxOutput: size)
        var roomy = [UInt8](repeating: 0, count: size + 64)
        let written = bytes.withUnsafeBytes { input in roomy.withUnsafeMutableBytes { try? LZFSE.decode(input, into: $0) } }
        precondition((exact == nil) == (written == nil), "an exact and a roomy buffer get different verdicts")
        if let exact, let written {
            precondition(written == size && exact.count == size, "decoded \(written) and \(exact.count) bytes, the blocks declare \(size)")
            precondition(roomy.prefix(written).elementsEqual(exact), "an exact and a roomy buffer get different bytes")
            if let smallWritten { precondition(smallWritten == size && small.prefix(size).elementsEqual(exact), "the small buffer differs") }
        }
    }
}
