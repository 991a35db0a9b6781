import Foundation

/// Reads the header of a Core Audio Format file (`caff`, version 1): `desc`, `data` and `pakt`.
enum CAFReader {
    private static let formatNames: [String: String] = [
        "lpcm": "lpcm", "ima4": "ima4", "ulaw": "ulaw", "alaw": "alaw", "aac ": "aac", "alac": "alac",
        ".mp3": "mp3", ".mp2": "mp2", ".mp1": "mp1", "MAC3": "mace", "MAC6": "mace", "opus": "opus",
        "flac": "flac", "ilbc": "ilbc", "QDM2": "qdesign", "QDMC": "qdesign", "samr": "amr", "agsm": "gsm610",
        "aach": "aac-he", "aacp": "aac-he-v2", "aacl": "aac-ld", "aace": "aac-eld",
    ]

    private struct Description {
        var rate: Double
        var formatID: String
        var flags: UInt32
        var bytesPerPacket: Int
        var framesPerPacket: Int
        var channels: Int
        var bits: Int
    }

    /// What the chunks before the audio say, as read in one walk.
    private struct Chunks {
        var description: Description?
        var descriptionOffset: Int64 = 0
        var alacBitDepth: Int?
        var data: (offset: Int64, length: Int64)?
        /// Where a 'data' chunk of unknown size (-1) declares it, for the decoder's header patch.
        var openDataSizeOffset: Int64?
        var packets: (count: Int64, validFrames: Int64, priming: Int64)?
    }

    static func read(_ file: RandomAccessFile) throws(AlertPackError) -> AudioStreamInfo {
        var header = ByteCursor(try file.read(at: 0, count: 8, what: "CAF header"), what: "the CAF header")
        _ = try header.fourCC()
        let version = try header.uint16BE()
        guard version == 1 else { throw AlertPackError.audio(.unsupportedVersion("CAF", version: Int(version), expected: 1)) }
        let chunks = try readChunks(file)
        guard let description = chunks.description else { throw AlertPackError.audio(.noFormatChunk("desc")) }
        guard let data = chunks.data else { throw AlertPackError.audio(.noDataChunk("data")) }
        let isLPCM = description.formatID == "lpcm"
        let codec =
            formatNames[description.formatID]
            ?? description.formatID.trimmingCharacters(in: .whitespaces).lowercased()
        var info = AudioStreamInfo(
            container: "caf", codec: codec, floatingPoint: isLPCM && description.flags & 1 != 0,
            sampleRate: description.rate, channels: description.channels,
            bitsPerChannel: description.bits > 0 ? description.bits : nil,
            frames: nil, dataOffset: data.offset, dataLength: data.length,
            bytesPerPacket: description.bytesPerPacket, framesPerPacket: description.framesPerPacket)
        info = try info.validated("the 'desc' chunk")
        try checkLayout(codec: codec, description, &info)
        try countFrames(packets: chunks.packets, description, data: data, &info)
        if let openDataSizeOffset = chunks.openDataSizeOffset {
            // libsndfile refuses a 'data' chunk of size -1, which Core Audio allows (a recording
            // never finalised): its decoder sees the real size instead.
            info.headerPatches.append(HeaderPatch.field(at: openDataSizeOffset, data.length + 4, width: 8, bigEndian: true))
        }
        describeSamples(codec: codec, description, chunks, &info)
        return info
    }

    /// Walks the chunks up to the end of the file (or to unreadable bytes after the audio).
    private static func readChunks(_ file: RandomAccessFile) throws(AlertPackError) -> Chunks {
        var chunks = Chunks()
        var offset: Int64 = 8
        while var chunk = try ChunkHeader.read(from: file, at: offset, layout: .caf) {
            let id = chunk.id
            let body = chunk.body
            if !chunk.isPrintable {
                if chunks.description != nil && chunks.data != nil { break }
                throw chunk.unreadable
            }
            // Only the audio data may be of unknown size (-1): it then runs to the end of the file.
            if id == "data" && chunk.size == -1 {
                chunk.size = file.size - body
                chunks.openDataSizeOffset = offset + 4
            }
            try chunk.requireFits(in: file, audio: id == "data")
            let size = chunk.size
            switch id {
            case "desc":
                guard size >= 32 else { throw AlertPackError.reading(.tooShort("the 'desc' chunk", bytes: size)) }
                var cursor = ByteCursor(try file.read(at: body, count: 32, what: "'desc' chunk"), what: "the 'desc' chunk")
                chunks.descriptionOffset = body
                chunks.description = Description(
                    rate: try cursor.float64BE(), formatID: try cursor.fourCC(), flags: try cursor.uint32BE(),
                    bytesPerPacket: Int(try cursor.uint32BE()), framesPerPacket: Int(try cursor.uint32BE()),
                    channels: Int(try cursor.uint32BE()), bits: Int(try cursor.uint32BE()))
            case "data":
                guard size >= 4 else { throw AlertPackError.audio(.noEditCount(bytes: size)) }
                chunks.data = (body + 4, size - 4)
            case "kuki" where size >= 24 && size <= 4096:
                chunks.alacBitDepth = Self.alacBitDepth(inCookie: try file.read(at: body, count: Int(size), what: "'kuki' chunk"))
            case "pakt":
                chunks.packets = try readPacketTable(file, at: body, size: size)
            default:
                break
            }
            offset = chunk.next
        }
        return chunks
    }

    /// The packet table's header: packets, valid frames and priming frames (the remainder is
    /// checked, not kept).
    private static func readPacketTable(
        _ file: RandomAccessFile, at body: Int64, size: Int64
    ) throws(AlertPackError) -> (count: Int64, validFrames: Int64, priming: Int64) {
        guard size >= 24 else { throw AlertPackError.reading(.tooShort("the 'pakt' chunk", bytes: size)) }
        var cursor = ByteCursor(try file.read(at: body, count: 24, what: "'pakt' chunk"), what: "the 'pakt' chunk")
        let count = try cursor.int64BE()
        let valid = try cursor.int64BE()
        let priming = Int64(try cursor.int32BE())
        let remainder = Int64(try cursor.int32BE())
        guard count >= 0, valid >= 0, priming >= 0, remainder >= 0 else {
            throw AlertPackError.audio(.negativePacketCounts)
        }
        return (count, valid, priming)
    }

    /// Refuses a 'desc' whose packet layout its codec cannot have.
    private static func checkLayout(codec: String, _ description: Description, _ info: inout AudioStreamInfo) throws(AlertPackError) {
        switch codec {
        case "lpcm", "ulaw", "alaw":
            guard description.bits > 0, description.bytesPerPacket > 0, description.framesPerPacket == 1 else {
                throw AlertPackError.audio(
                    .inconsistentLayout(
                        codec, bits: description.bits, bytesPerPacket: description.bytesPerPacket, framesPerPacket: description.framesPerPacket))
            }
            guard description.bytesPerPacket >= description.channels * ((description.bits + 7) / 8) else {
                throw AlertPackError.audio(.frameBytesTooFew(description.bytesPerPacket, channels: description.channels, bits: description.bits))
            }
        case "ima4":
            let expected = AppleIMA4Layout.bytesPerChannelPacket * description.channels
            guard description.bytesPerPacket == expected, description.framesPerPacket == AppleIMA4Layout.framesPerPacket else {
                throw AlertPackError.audio(
                    .ima4Layout(
                        bytesPerPacket: description.bytesPerPacket, framesPerPacket: description.framesPerPacket, channels: description.channels,
                        expected: expected))
            }
            info.bitsPerChannel = 16
        default:
            break
        }
    }

    /// How many frames play: the packet table's valid frames (checked against the packets and
    /// the data), or every whole constant-size packet when there is no table.
    private static func countFrames(
        packets: (count: Int64, validFrames: Int64, priming: Int64)?, _ description: Description,
        data: (offset: Int64, length: Int64), _ info: inout AudioStreamInfo
    ) throws(AlertPackError) {
        guard let packets else {
            guard description.bytesPerPacket > 0 && description.framesPerPacket > 0 else {
                throw AlertPackError.audio(.noPacketTable(description.formatID))
            }
            // Constant-size packets without a table (ffmpeg's IMA4): every whole packet plays in full.
            info.frames = data.length / Int64(description.bytesPerPacket) * Int64(description.framesPerPacket)
            return
        }
        // Constant-size packets: Core Audio writes a 'pakt' with no entries and a packet count
        // of 0 (afconvert's IMA4), keeping only the valid, priming and remainder frames; the
        // packets are then whatever whole packets the data holds.
        var packetCount = packets.count
        if packetCount == 0 && description.bytesPerPacket > 0 {
            packetCount = data.length / Int64(description.bytesPerPacket)
        }
        // The packet table says exactly how many frames play, after the priming frames.
        if description.framesPerPacket > 0 {
            let (capacity, overflow) = packetCount.multipliedReportingOverflow(by: Int64(description.framesPerPacket))
            let (declared, overflow2) = packets.validFrames.addingReportingOverflow(packets.priming)
            guard !overflow, !overflow2, declared <= capacity else {
                throw AlertPackError.audio(
                    .validFramesOverPackets(valid: packets.validFrames, packets: packetCount, capacity: overflow ? Int64.max : capacity))
            }
        }
        if description.bytesPerPacket > 0 {
            let (needed, overflow) = packetCount.multipliedReportingOverflow(by: Int64(description.bytesPerPacket))
            guard !overflow, needed <= data.length else {
                throw AlertPackError.audio(.packetsOverData(packets: packetCount, needed: overflow ? nil : needed, holds: data.length))
            }
        }
        info.frames = packets.validFrames
        info.primingFrames = packets.priming
    }

    /// How the samples are laid out for our own PCM reader, the bit depth of companded and
    /// ALAC audio, and the flag libsndfile needs to decode ALAC.
    private static func describeSamples(codec: String, _ description: Description, _ chunks: Chunks, _ info: inout AudioStreamInfo) {
        if codec == "lpcm", info.primingFrames == 0,
            description.bytesPerPacket == description.channels * ((description.bits + 7) / 8)
        {
            // Flags: 1 float, 2 little-endian (Core Audio's kCAFLinearPCMFormatFlag values).
            info.pcm = PCMLayout.make(
                description.flags & 1 != 0 ? .float : .signed, bits: description.bits, bigEndian: description.flags & 2 == 0)
        }
        if codec == "ulaw" || codec == "alaw" { info.bitsPerChannel = 8 }
        if codec == "alac", let depth = chunks.alacBitDepth {
            info.bitsPerChannel = depth
            // Apple's flag values: 1 = 16-bit, 2 = 20-bit, 3 = 24-bit, 4 = 32-bit source data.
            let flag: [Int: UInt8] = [16: 1, 20: 2, 24: 3, 32: 4]
            if description.flags == 0, let value = flag[depth] {
                info.headerPatches.append(HeaderPatch(offset: chunks.descriptionOffset + 12, bytes: [0, 0, 0, value]))
            }
        }
    }

    /// The bit depth in an ALAC magic cookie: the 24-byte ALACSpecificConfig, either bare or
    /// inside 'frma' + 'alac' atoms as QuickTime-style writers (ffmpeg) store it.
    static func alacBitDepth(inCookie cookie: [UInt8]) -> Int? {
        var config: ArraySlice<UInt8>? = cookie.count == 24 ? cookie[...] : nil
        // Walk the atoms: size (4), type (4), body; the 'alac' atom's body is a version (4), then the config.
        var offset = 0
        while config == nil, offset + 8 <= cookie.count {
            let size = Int(cookie[offset]) << 24 | Int(cookie[offset + 1]) << 16 | Int(cookie[offset + 2]) << 8 | Int(cookie[offset + 3])
            guard size >= 8, offset + size <= cookie.count else { break }
            if FourCC.text(cookie[(offset + 4)..<(offset + 8)]) == "alac", size >= 12 + 24 {
                config = cookie[(offset + 12)..<(offset + size)]
            }
            offset += size
        }
        guard let config, config.count >= 24 else { return nil }
        let depth = Int(config[config.startIndex + 5])
        return [16, 20, 24, 32].contains(depth) ? depth : nil
    }

}
