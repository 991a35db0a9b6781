import CLZFSE

/// LZFSE and LZVN streams as Apple's compression library writes them (`COMPRESSION_LZFSE`,
/// `COMPRESSION_LZVN`, and `lzfse_encode_buffer` of the open-source reference): blocks, each
/// opened by a magic (`bvx-` raw, `bvx1` and `bvx2` LZFSE, `bvxn` LZVN), ended by `bvx$`.
/// Compiled asset catalogs store renditions this way. Our own decoder (`Sources/CLZFSE`; Debian
/// packages no LZFSE library) checks every length, distance, state and table before using it:
/// a hostile or truncated stream is refused with `.bundle(.lzfse)`, naming the block (number, kind,
/// byte offset) and what is wrong, and the work is linear in the input and the output.
package enum LZFSE {
    /// The bytes the stream decodes to. `maxOutput` is the most the caller expects (a
    /// rendition's size from its header): a stream whose blocks declare more is refused before
    /// anything is allocated.
    package static func decode(_ bytes: UnsafeRawBufferPointer, maxOutput: Int) throws(AlertPackError) -> [UInt8] {
        let size = try decodedSize(bytes)
        guard size <= maxOutput else {
            throw .bundle(.lzfseOverExpected(size: size, expected: maxOutput))
        }
        var failure: AlertPackError?
        let output = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            do throws(AlertPackError) {
                count = try decode(bytes, into: UnsafeMutableRawBufferPointer(buffer))
            } catch {
                failure = error
                count = 0
            }
        }
        if let failure { throw failure }
        return output
    }

    /// The bytes the stream decodes to, at most `maxOutput` (as above), from any byte collection.
    package static func decode(_ bytes: some Collection<UInt8>, maxOutput: Int) throws(AlertPackError) -> [UInt8] {
        let attempt = { (buffer: UnsafeRawBufferPointer) in
            Result { () throws(AlertPackError) in try decode(buffer, maxOutput: maxOutput) }
        }
        let result = bytes.withContiguousStorageIfAvailable { attempt(UnsafeRawBufferPointer($0)) } ?? Array(bytes).withUnsafeBytes(attempt)
        return try result.get()
    }

    /// Decodes the stream into `output`, which must not overlap `bytes`, and returns how many
    /// bytes it wrote. A block that would take the output past the buffer's end is refused
    /// before it is decoded. Bytes past the returned count may have been written.
    package static func decode(_ bytes: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) throws(AlertPackError) -> Int {
        var report = apk_lzfse_report()
        let status = apk_lzfse_decode(
            bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
            output.baseAddress?.assumingMemoryBound(to: UInt8.self), output.count, &report)
        guard status == APK_LZFSE_OK else { throw .bundle(.lzfse(message(&report))) }
        return report.written
    }

    /// How many bytes the stream decodes to, from its block headers alone (each block checked to
    /// be whole, its magic known, the end block present), without decoding it.
    package static func decodedSize(_ bytes: UnsafeRawBufferPointer) throws(AlertPackError) -> Int {
        var report = apk_lzfse_report()
        var size: UInt64 = 0
        let status = apk_lzfse_decoded_size(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &size, &report)
        guard status == APK_LZFSE_OK else { throw .bundle(.lzfse(message(&report))) }
        guard let count = Int(exactly: size) else { throw .bundle(.lzfseTooLarge(size: size)) }
        return count
    }

    /// The decoder's words for why it refused the stream.
    private static func message(_ report: inout apk_lzfse_report) -> String {
        withUnsafeBytes(of: &report.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
