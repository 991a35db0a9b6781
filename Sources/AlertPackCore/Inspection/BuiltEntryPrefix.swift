import CZlib

/// The first bytes of a zip entry, cheaply: what sniffing every file of a large IPA for sounds
/// needs (thousands of entries, 64 bytes each). A stored entry's bytes are read where they lie;
/// a deflated one's first kilobyte is inflated into a buffer of the bytes asked for. Nil when
/// that does not give them (the caller then unpacks through `ZipReader`, which checks all).
enum BuiltEntryPrefix {
    /// Compressed bytes read: every deflate block header fits, with room for the first bytes.
    static let window = 1024

    static func read(_ entry: ZipEntry, from file: RandomAccessFile, count: Int) -> [UInt8]? {
        let wanted = Int(min(UInt64(count), entry.size))
        if wanted == 0 { return [] }
        let available = Int(min(UInt64(entry.method == ZipFormat.stored ? wanted : window), entry.compressedSize))
        guard let raw = try? file.read(at: Int64(entry.dataOffset), count: available, what: "a zip entry") else { return nil }
        if entry.method == ZipFormat.stored { return raw.count == wanted ? raw : nil }
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = raw
        var output = [UInt8](repeating: 0, count: wanted)
        let made: Int = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                let status = CZlib.inflate(&stream, Z_SYNC_FLUSH)
                return status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR ? target.count - Int(stream.avail_out) : -1
            }
        }
        return made == wanted ? output : nil
    }
}
