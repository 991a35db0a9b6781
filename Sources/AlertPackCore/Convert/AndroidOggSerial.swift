/// Gives the Ogg stream `convert --android` writes one fixed serial number. libsndfile starts
/// every Ogg stream with a serial drawn from the clock, so two runs on the same master would write
/// files that differ in each page's serial and checksum, and nothing else: with the serial fixed
/// and each page's CRC computed again, the same master gives the same bytes.
enum AndroidOggSerial {
    /// The serial every page gets ("alrt"): any constant will do for a file of one stream.
    static let serial: UInt32 = 0x616C_7274
    /// Where a page header keeps its serial and CRC, and how long the fixed part is.
    private static let serialOffset = 14, crcOffset = 22, fixedHeader = 27

    /// Rewrites every page of the finished (not yet committed) file, page by page.
    static func stamp(_ output: OutputFile) throws(AlertPackError) {
        let file = try RandomAccessFile(path: output.temporaryPath)
        var offset: Int64 = 0
        while offset < file.size {
            let header = try file.read(at: offset, count: fixedHeader, what: "Ogg page header")
            guard header[0..<4].elementsEqual("OggS".utf8) else { throw AlertPackError.audio(.noOggPage(at: offset)) }
            let table = try file.read(at: offset + Int64(fixedHeader), count: Int(header[26]), what: "Ogg segment table")
            let length = fixedHeader + table.count + table.reduce(0) { $0 + Int($1) }
            var page = try file.read(at: offset, count: length, what: "Ogg page")
            write(serial, into: &page, at: serialOffset)
            write(0, into: &page, at: crcOffset)
            write(checksum(page), into: &page, at: crcOffset)
            try output.write(Array(page[serialOffset..<crcOffset + 4]), at: offset + Int64(serialOffset))
            offset += Int64(length)
        }
    }

    /// Little-endian, as Ogg stores both fields.
    private static func write(_ value: UInt32, into page: inout [UInt8], at offset: Int) {
        for index in 0..<4 { page[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }

    /// Ogg's CRC-32: polynomial 0x04C11DB7, not reflected, starting at 0, no final inversion.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0
        for byte in bytes { crc = (crc << 8) ^ table[Int((crc >> 24) ^ UInt32(byte))] }
        return crc
    }

    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index) << 24
        for _ in 0..<8 { value = value & 0x8000_0000 != 0 ? (value << 1) ^ 0x04C1_1DB7 : value << 1 }
        return value
    }
}
