import CZlib

/// Unpacking an entry: streamed through zlib, its size and CRC-32 checked.
extension ZipReader {
    /// Streams an entry's unpacked bytes to `sink`, at most `limit` of them. When the entry is no
    /// longer than `limit`, the whole entry is unpacked and its deflate stream, size and CRC-32
    /// are checked; returns false when it was cut at `limit` instead (not checked).
    @discardableResult
    package func unpack(
        _ entry: ZipEntry, limit: UInt64, into sink: (ArraySlice<UInt8>) throws(AlertPackError) -> Void
    ) throws(AlertPackError)
        -> Bool
    {
        var unpacking = EntryUnpacking(reader: self, entry: entry, limit: limit)
        if entry.method == ZipFormat.stored {
            try unpacking.copyStored(into: sink)
        } else {
            try unpacking.inflate(into: sink)
        }
        return try unpacking.finish()
    }

    /// One entry on its way out: bytes read, bytes produced, the running CRC-32.
    private struct EntryUnpacking {
        let reader: ZipReader
        let entry: ZipEntry
        let name: String
        /// Whether the whole entry is unpacked (and so checked), or only its first `wanted` bytes.
        let whole: Bool
        let wanted: UInt64
        var produced: UInt64 = 0
        var consumed: UInt64 = 0
        /// Whether the entry's data came to its end (the deflate stream's end, the stored bytes').
        var ended = false
        var crc: UInt = CZlib.crc32(0, nil, 0)
        var input = [UInt8](repeating: 0, count: 1 << 16)

        init(reader: ZipReader, entry: ZipEntry, limit: UInt64) {
            self.reader = reader
            self.entry = entry
            name = ZipReader.shown(entry.nameBytes)
            whole = entry.size <= limit
            wanted = whole ? entry.size : limit
        }

        var done: Bool { produced >= wanted }

        private func failure(_ what: String) -> AlertPackError { AlertPackError.inFile(reader.path, .packaging(.zipEntry(name, what))) }

        /// Reads the next block of the entry's stored bytes; how many (0 at the end).
        mutating func readInput() throws(AlertPackError) -> Int {
            let count = Int(min(UInt64(input.count), entry.compressedSize - consumed))
            guard count > 0 else { return 0 }
            let got = reader.file.readAvailable(at: Int64(entry.dataOffset + consumed), into: &input)
            guard got >= count else { throw failure("cannot be read at byte \(entry.dataOffset + consumed)") }
            consumed += UInt64(count)
            return count
        }

        /// Hands bytes on, never more than wanted; more than the entry declares is an error.
        mutating func emit(_ bytes: ArraySlice<UInt8>, into sink: (ArraySlice<UInt8>) throws(AlertPackError) -> Void) throws(AlertPackError) {
            guard !bytes.isEmpty else { return }
            let room = wanted - produced
            if UInt64(bytes.count) > room && whole { throw failure("unpacks to more than the \(entry.size) bytes its header declares") }
            let part = bytes.prefix(Int(min(UInt64(bytes.count), room)))
            crc = part.withUnsafeBytes { CZlib.crc32(crc, $0.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt($0.count)) }
            try sink(part)
            produced += UInt64(part.count)
        }

        mutating func copyStored(into sink: (ArraySlice<UInt8>) throws(AlertPackError) -> Void) throws(AlertPackError) {
            while !done {
                let count = try readInput()
                if count == 0 {
                    ended = true
                    break
                }
                try emit(input[0..<count], into: sink)
            }
        }

        mutating func inflate(into sink: (ArraySlice<UInt8>) throws(AlertPackError) -> Void) throws(AlertPackError) {
            var stream = z_stream()
            guard inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
                throw failure("cannot be unpacked (zlib would not start)")
            }
            defer { inflateEnd(&stream) }
            var output = [UInt8](repeating: 0, count: 1 << 16)
            var finished = false
            while !finished && !(done && !whole) {
                let count = try readInput()
                var pending = Array(input[0..<count])
                var offset = 0
                // Inflate this block until zlib has taken all of it and has no more to give.
                repeat {
                    var status = Z_OK
                    var made = 0
                    var taken = 0
                    pending.withUnsafeMutableBytes { inputRaw in
                        output.withUnsafeMutableBytes { outputRaw in
                            stream.next_in = inputRaw.baseAddress.map { $0.assumingMemoryBound(to: Bytef.self) + offset }
                            stream.avail_in = uInt(inputRaw.count - offset)
                            stream.next_out = outputRaw.baseAddress?.assumingMemoryBound(to: Bytef.self)
                            stream.avail_out = uInt(outputRaw.count)
                            status = CZlib.inflate(&stream, Z_NO_FLUSH)
                            made = outputRaw.count - Int(stream.avail_out)
                            taken = inputRaw.count - offset - Int(stream.avail_in)
                        }
                    }
                    offset += taken
                    try emit(output[0..<made], into: sink)
                    if done && !whole { return }
                    switch status {
                    case Z_STREAM_END:
                        finished = true
                        ended = true
                        if offset != pending.count || consumed != entry.compressedSize {
                            throw failure("has deflate data that ends before its stored size (\(entry.compressedSize) bytes)")
                        }
                    case Z_OK:
                        break
                    case Z_BUF_ERROR:
                        if count == 0 { throw failure("has deflate data that is cut short") }
                    default:
                        let reason = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                        throw failure("has damaged deflate data (\(reason))")
                    }
                    if status == Z_BUF_ERROR || finished { break }
                    if made == 0 && offset == pending.count { break }
                } while true
                if count == 0 && !finished { throw failure("has deflate data that is cut short") }
                pending = []
            }
        }

        /// The checks of a whole entry: every declared byte came out, and the CRC-32 agrees.
        func finish() throws(AlertPackError) -> Bool {
            guard whole else {
                // Cut at the limit, unless the data ended first: then it is shorter than its
                // header (or zip64 field) declares.
                if ended && produced < wanted {
                    throw failure("unpacks to \(produced) bytes, not the \(entry.size) its header (or zip64 field) declares")
                }
                return false
            }
            guard produced == entry.size else {
                throw failure("unpacks to \(produced) bytes, not the \(entry.size) its header declares")
            }
            let computed = UInt32(truncatingIfNeeded: crc)
            guard computed == entry.crc32 else {
                throw failure(
                    "fails its CRC-32 check (the zip records 0x\(ZipReader.hex(entry.crc32)), its bytes give 0x\(ZipReader.hex(computed))): it was damaged or altered"
                )
            }
            return true
        }
    }
}
