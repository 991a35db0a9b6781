import CZlib

/// Writes a zip as a stream: each file is read in 64 KiB blocks, deflated and CRC'd as it goes,
/// and its local header is completed once its sizes are known, so memory stays constant per file
/// and time grows with the bytes written. Entries get fixed times and modes (1980-01-01, 0644),
/// so the same files give the same bytes; zip64 records appear only when sizes, offsets or the
/// entry count need them. Everything `ZipReader` holds a zip to, this writes.
package final class ZipWriter {
    private let output: OutputFile
    private var offset: UInt64 = 0
    private var directory: [UInt8] = []
    private var count: UInt64 = 0
    private var input = [UInt8](repeating: 0, count: 1 << 16)
    private var compressed = [UInt8](repeating: 0, count: 1 << 16)

    /// Starts the zip under a temporary name beside `target`; `finish` renames it into place.
    package init(target: String) throws(AlertPackError) {
        output = try OutputFile(target: target)
    }

    /// Adds the regular file at `path` as the entry `name`.
    package func add(file path: String, as name: String) throws(AlertPackError) {
        let source = try RandomAccessFile(path: path)
        let nameBytes = Array(name.utf8)
        guard nameBytes.count <= 0xFFFF else { throw AlertPackError.inFile(name, .packaging(.nameTooLongForZip)) }
        let flags: UInt16 = nameBytes.contains(where: { $0 >= 0x80 }) ? ZipFormat.Flag.utf8Names : 0
        // Deflate may grow incompressible data a little: a file near 4 GiB gets zip64 sizes up front.
        let wide = source.size >= 0xFFF0_0000
        let headerOffset = offset

        var local: [UInt8] = []
        LittleEndianBytes.append(ZipFormat.localHeader, to: &local)
        LittleEndianBytes.append(wide ? ZipFormat.versionNeededZip64 : ZipFormat.versionNeeded, to: &local)
        LittleEndianBytes.append(flags, to: &local)
        LittleEndianBytes.append(ZipFormat.deflated, to: &local)
        LittleEndianBytes.append(ZipFormat.fixedDOSTime, to: &local)
        LittleEndianBytes.append(ZipFormat.fixedDOSDate, to: &local)
        LittleEndianBytes.append(UInt32(0), to: &local)  // CRC-32, completed below
        LittleEndianBytes.append(wide ? ZipFormat.saturated32 : 0, to: &local)
        LittleEndianBytes.append(wide ? ZipFormat.saturated32 : 0, to: &local)
        LittleEndianBytes.append(UInt16(nameBytes.count), to: &local)
        LittleEndianBytes.append(UInt16(wide ? 20 : 0), to: &local)
        local += nameBytes
        if wide {
            LittleEndianBytes.append(ZipFormat.zip64ExtraID, to: &local)
            LittleEndianBytes.append(UInt16(16), to: &local)
            local += [UInt8](repeating: 0, count: 16)
        }
        try output.write(local)
        offset += UInt64(local.count)

        let (crc, compressedSize) = try deflate(source, name: name)
        let size = UInt64(source.size)
        offset += compressedSize
        guard wide || (compressedSize < UInt64(ZipFormat.saturated32) && size < UInt64(ZipFormat.saturated32)) else {
            throw AlertPackError.inFile(name, .packaging(.grewWhilePacked))
        }

        // Complete the local header now that the sizes are known.
        var patch: [UInt8] = []
        LittleEndianBytes.append(crc, to: &patch)
        if wide {
            try output.write(patch, at: Int64(headerOffset) + 14)
            var sizes: [UInt8] = []
            LittleEndianBytes.append(size, to: &sizes)
            LittleEndianBytes.append(compressedSize, to: &sizes)
            try output.write(sizes, at: Int64(headerOffset) + Int64(ZipFormat.localHeaderSize + nameBytes.count + 4))
        } else {
            LittleEndianBytes.append(UInt32(compressedSize), to: &patch)
            LittleEndianBytes.append(UInt32(size), to: &patch)
            try output.write(patch, at: Int64(headerOffset) + 14)
        }
        appendCentralEntry(
            name: nameBytes, flags: flags, crc: crc, compressedSize: compressedSize, size: size, headerOffset: headerOffset, wide: wide)
        count += 1
    }

    /// Deflates the whole file into the output; its CRC-32 and compressed size.
    private func deflate(_ source: RandomAccessFile, name: String) throws(AlertPackError) -> (UInt32, UInt64) {
        var stream = z_stream()
        guard
            deflateInit2_(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
                == Z_OK
        else { throw AlertPackError.inFile(name, .packaging(.zlibWouldNotStart)) }
        defer { deflateEnd(&stream) }
        var crc = CZlib.crc32(0, nil, 0)
        var read: Int64 = 0
        var written: UInt64 = 0
        var finished = false
        while !finished {
            let got = read < source.size ? source.readAvailable(at: read, into: &input) : 0
            if read < source.size && got == 0 { throw AlertPackError.inFile(source.path, .reading(.unreadable("it", at: Int64(read)))) }
            // A file that grows while it is packed is taken only up to the size it had when opened.
            let count = Int(min(Int64(got), source.size - read))
            read += Int64(count)
            let last = read >= source.size
            var status = Z_OK
            var failure: AlertPackError?
            input.withUnsafeMutableBytes { inputRaw in
                crc = CZlib.crc32(crc, inputRaw.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(count))
                stream.next_in = inputRaw.baseAddress?.assumingMemoryBound(to: Bytef.self)
                stream.avail_in = uInt(count)
                repeat {
                    let made = compressed.withUnsafeMutableBytes { outputRaw -> Int in
                        stream.next_out = outputRaw.baseAddress?.assumingMemoryBound(to: Bytef.self)
                        stream.avail_out = uInt(outputRaw.count)
                        status = CZlib.deflate(&stream, last ? Z_FINISH : Z_NO_FLUSH)
                        return outputRaw.count - Int(stream.avail_out)
                    }
                    if made > 0 {
                        do throws(AlertPackError) {
                            try output.write(Array(compressed[0..<made]))
                        } catch {
                            failure = error
                            return
                        }
                        written += UInt64(made)
                    }
                } while stream.avail_out == 0 && status == Z_OK
            }
            if let failure { throw failure }
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw AlertPackError.inFile(name, .packaging(.zlibFailed(status: status)))
            }
            finished = status == Z_STREAM_END
        }
        return (UInt32(truncatingIfNeeded: crc), written)
    }

    private func appendCentralEntry(
        name: [UInt8], flags: UInt16, crc: UInt32, compressedSize: UInt64, size: UInt64, headerOffset: UInt64, wide: Bool
    ) {
        // Values that do not fit 32 bits go into the zip64 field, in the order the format fixes.
        var zip64: [UInt8] = []
        let bigSize = wide || size >= UInt64(ZipFormat.saturated32)
        let bigCompressed = wide || compressedSize >= UInt64(ZipFormat.saturated32)
        let bigOffset = headerOffset >= UInt64(ZipFormat.saturated32)
        if bigSize { LittleEndianBytes.append(size, to: &zip64) }
        if bigCompressed { LittleEndianBytes.append(compressedSize, to: &zip64) }
        if bigOffset { LittleEndianBytes.append(headerOffset, to: &zip64) }
        var extra: [UInt8] = []
        if !zip64.isEmpty {
            LittleEndianBytes.append(ZipFormat.zip64ExtraID, to: &extra)
            LittleEndianBytes.append(UInt16(zip64.count), to: &extra)
            extra += zip64
        }
        var entry: [UInt8] = []
        LittleEndianBytes.append(ZipFormat.centralHeader, to: &entry)
        LittleEndianBytes.append(ZipFormat.madeByUnix, to: &entry)
        LittleEndianBytes.append(zip64.isEmpty && !wide ? ZipFormat.versionNeeded : ZipFormat.versionNeededZip64, to: &entry)
        LittleEndianBytes.append(flags, to: &entry)
        LittleEndianBytes.append(ZipFormat.deflated, to: &entry)
        LittleEndianBytes.append(ZipFormat.fixedDOSTime, to: &entry)
        LittleEndianBytes.append(ZipFormat.fixedDOSDate, to: &entry)
        LittleEndianBytes.append(crc, to: &entry)
        LittleEndianBytes.append(bigCompressed ? ZipFormat.saturated32 : UInt32(compressedSize), to: &entry)
        LittleEndianBytes.append(bigSize ? ZipFormat.saturated32 : UInt32(size), to: &entry)
        LittleEndianBytes.append(UInt16(name.count), to: &entry)
        LittleEndianBytes.append(UInt16(extra.count), to: &entry)
        LittleEndianBytes.append(UInt16(0), to: &entry)  // comment
        LittleEndianBytes.append(UInt16(0), to: &entry)  // disk
        LittleEndianBytes.append(UInt16(0), to: &entry)  // internal attributes
        LittleEndianBytes.append(UInt32(0o100644) << 16, to: &entry)
        LittleEndianBytes.append(bigOffset ? ZipFormat.saturated32 : UInt32(headerOffset), to: &entry)
        entry += name
        entry += extra
        directory += entry
    }

    /// Writes the central directory and the end records, and renames the zip into place.
    package func finish() throws(AlertPackError) {
        let directoryOffset = offset
        try output.write(directory)
        let directorySize = UInt64(directory.count)
        offset += directorySize
        let needs64 =
            count >= UInt64(ZipFormat.saturated16) || directoryOffset >= UInt64(ZipFormat.saturated32)
            || directorySize >= UInt64(ZipFormat.saturated32)
        var end: [UInt8] = []
        if needs64 {
            let recordOffset = offset
            LittleEndianBytes.append(ZipFormat.zip64EndRecord, to: &end)
            LittleEndianBytes.append(UInt64(ZipFormat.zip64EndRecordSize - 12), to: &end)
            LittleEndianBytes.append(ZipFormat.madeByUnix, to: &end)
            LittleEndianBytes.append(ZipFormat.versionNeededZip64, to: &end)
            LittleEndianBytes.append(UInt32(0), to: &end)
            LittleEndianBytes.append(UInt32(0), to: &end)
            LittleEndianBytes.append(count, to: &end)
            LittleEndianBytes.append(count, to: &end)
            LittleEndianBytes.append(directorySize, to: &end)
            LittleEndianBytes.append(directoryOffset, to: &end)
            LittleEndianBytes.append(ZipFormat.zip64Locator, to: &end)
            LittleEndianBytes.append(UInt32(0), to: &end)
            LittleEndianBytes.append(recordOffset, to: &end)
            LittleEndianBytes.append(UInt32(1), to: &end)
        }
        let entries16 = count >= UInt64(ZipFormat.saturated16) ? ZipFormat.saturated16 : UInt16(count)
        LittleEndianBytes.append(ZipFormat.endRecord, to: &end)
        LittleEndianBytes.append(UInt16(0), to: &end)
        LittleEndianBytes.append(UInt16(0), to: &end)
        LittleEndianBytes.append(entries16, to: &end)
        LittleEndianBytes.append(entries16, to: &end)
        LittleEndianBytes.append(directorySize >= UInt64(ZipFormat.saturated32) ? ZipFormat.saturated32 : UInt32(directorySize), to: &end)
        LittleEndianBytes.append(directoryOffset >= UInt64(ZipFormat.saturated32) ? ZipFormat.saturated32 : UInt32(directoryOffset), to: &end)
        LittleEndianBytes.append(UInt16(0), to: &end)
        try output.write(end)
        try output.commit()
    }
}
