/// Reads an Ogg stream's facts from its pages: the first page's codec header (Opus, Vorbis,
/// FLAC, Speex) gives channels and rate; the last page of the same stream gives its granule
/// position, the frames that play (less Opus's pre-skip).
enum OggReader {
    /// How far from the end the last page is looked for (a page is at most 65,307 bytes).
    private static let tailBytes = 128 * 1024

    private struct Page {
        var granule: Int64
        var serial: UInt32
        var payload: [UInt8]
    }

    static func read(_ file: RandomAccessFile) throws(AlertPackError) -> AudioStreamInfo {
        let first = try page(file, at: 0)
        let packet = first.payload
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            let bytes = Array(text.utf8)
            return packet.count >= offset + bytes.count && Array(packet[offset..<offset + bytes.count]) == bytes
        }
        var codec: String
        var channels: Int
        var rate: Double
        var preSkip: Int64 = 0
        if starts("OpusHead") {
            guard packet.count >= 19 else { throw AlertPackError.reading(.tooShort("the OpusHead packet", bytes: Int64(packet.count))) }
            codec = "opus"
            channels = Int(packet[9])
            preSkip = Int64(packet[10]) | Int64(packet[11]) << 8
            rate = 48000  // Opus always decodes at 48 kHz; the header's rate is the input's
        } else if packet.first == 1, starts("vorbis", at: 1) {
            guard packet.count >= 16 else { throw AlertPackError.reading(.tooShort("the Vorbis identification header", bytes: Int64(packet.count))) }
            codec = "vorbis"
            channels = Int(packet[11])
            rate = Double(UInt32(packet[12]) | UInt32(packet[13]) << 8 | UInt32(packet[14]) << 16 | UInt32(packet[15]) << 24)
        } else if packet.first == 0x7F, starts("FLAC", at: 1) {
            // 0x7F "FLAC" major minor headers(2) "fLaC" then the STREAMINFO block (4-byte header).
            guard packet.count >= 13 + 4 + 18 else { throw AlertPackError.audio(.oggFLACShort) }
            let info = Array(packet[17...])
            codec = "flac"
            rate = Double(UInt32(info[10]) << 12 | UInt32(info[11]) << 4 | UInt32(info[12]) >> 4)
            channels = Int((info[12] >> 1) & 0x07) + 1
        } else if starts("Speex   ") {
            guard packet.count >= 52 else { throw AlertPackError.reading(.tooShort("the Speex header", bytes: Int64(packet.count))) }
            codec = "speex"
            rate = Double(UInt32(packet[36]) | UInt32(packet[37]) << 8 | UInt32(packet[38]) << 16 | UInt32(packet[39]) << 24)
            channels = Int(packet[48])
        } else {
            throw AlertPackError.audio(.unknownOggCodec)
        }
        var info = AudioStreamInfo(
            container: "ogg", codec: codec, sampleRate: rate, channels: channels, bitsPerChannel: nil,
            frames: nil, dataOffset: 0, dataLength: file.size)
        info = try info.validated("the \(codec) header")
        if let granule = lastGranule(file, serial: first.serial), granule >= preSkip {
            info.frames = granule - preSkip
            info.primingFrames = preSkip
        }
        return info
    }

    /// The page at `offset`: header (27 bytes), segment table, payload (its first packet's bytes).
    private static func page(_ file: RandomAccessFile, at offset: Int64) throws(AlertPackError) -> Page {
        var header = ByteCursor(try file.read(at: offset, count: 27, what: "Ogg page header"), what: "the Ogg page header")
        guard try header.fourCC() == "OggS" else { throw AlertPackError.audio(.noOggPage(at: offset)) }
        try header.skip(2)
        let granule = Int64(bitPattern: try header.uint64LE())
        let serial = try header.uint32LE()
        try header.skip(8)
        let segments = Int(try header.take(1).first ?? 0)
        let table = try file.read(at: offset + 27, count: segments, what: "Ogg segment table")
        let length = table.reduce(0) { $0 + Int($1) }
        let payload = try file.read(at: offset + 27 + Int64(segments), count: length, what: "Ogg page")
        return Page(granule: granule, serial: serial, payload: payload)
    }

    /// The granule position of the stream's last page, found by scanning the file's tail backwards.
    private static func lastGranule(_ file: RandomAccessFile, serial: UInt32) -> Int64? {
        let start = max(0, file.size - Int64(tailBytes))
        var tail = [UInt8](repeating: 0, count: Int(file.size - start))
        let got = file.readAvailable(at: start, into: &tail)
        var index = got - 27
        while index >= 0 {
            if tail[index] == 0x4F, tail[index + 1] == 0x67, tail[index + 2] == 0x67, tail[index + 3] == 0x53, tail[index + 4] == 0 {
                let granule = (0..<8).reduce(Int64(0)) { $0 | Int64(tail[index + 6 + $1]) << (8 * $1) }
                let pageSerial = (0..<4).reduce(UInt32(0)) { $0 | UInt32(tail[index + 14 + $1]) << (8 * $1) }
                // -1 means no packet ends on this page; keep looking further back.
                if pageSerial == serial && granule >= 0 { return granule }
            }
            index -= 1
        }
        return nil
    }
}
