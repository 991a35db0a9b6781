import Foundation

/// Reads the header of a RIFF/WAVE file (also WAVE_FORMAT_EXTENSIBLE and RF64/BW64).
enum WAVReader {
    /// WAVE format tags (mmreg.h) and the codec names we report for them.
    static let codecNames: [UInt16: String] = [
        0x0001: "lpcm", 0x0003: "lpcm", 0x0006: "alaw", 0x0007: "ulaw",
        0x0011: "ima-adpcm", 0x0002: "ms-adpcm", 0x0031: "gsm610", 0x0050: "mpeg",
        0x0055: "mp3", 0x0161: "wma", 0x0162: "wma", 0x00FF: "aac", 0x1610: "aac",
        0x2000: "ac3", 0x0022: "truespeech", 0x0040: "g721", 0x0064: "g726",
    ]

    /// The GUID tail shared by every KSDATAFORMAT_SUBTYPE that wraps a WAVE format tag.
    private static let subformatTail: [UInt8] = [
        0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71,
    ]

    /// More chunks of other kinds in a row than this, and libsndfile's decoder is shown them as one.
    static let longestChunkRun = 64

    /// The 'fmt ' chunk: the format tag (a WAVE_FORMAT_EXTENSIBLE's SubFormat tag), its layout.
    private struct Format {
        var tag: UInt16
        var channels: Int
        var rate: Double
        var blockAlign: Int
        var bits: Int
        var samplesPerBlock: Int
    }

    /// What the chunks say, as read in one walk.
    private struct Chunks {
        var format: Format?
        var data: (offset: Int64, length: Int64)?
        var factFrames: Int64?
        var ds64: (dataSize: Int64, sampleCount: Int64)?
        var headerPatches: [HeaderPatch] = []
        var headerWarnings: [String] = []
    }

    static func read(_ file: RandomAccessFile) throws(AlertPackError) -> AudioStreamInfo {
        var header = ByteCursor(try file.read(at: 0, count: 12, what: "RIFF header"), what: "the RIFF header")
        let magic = try header.fourCC()
        let riffSize = Int64(try header.uint32LE())
        guard try header.fourCC() == "WAVE" else { throw AlertPackError.audio(.notFormType("RIFF", expected: "WAVE", found: nil)) }
        let isRF64 = magic == "RF64" || magic == "BW64"
        let unfinalised = !isRF64 && UnfinalisedHeader.isPlaceholder(containerSize: riffSize, fileSize: file.size)
        let chunks = try readChunks(file, isRF64: isRF64, unfinalised: unfinalised)

        guard let format = chunks.format else { throw AlertPackError.audio(.noFormatChunk("fmt ")) }
        guard let data = chunks.data else { throw AlertPackError.audio(.noDataChunk("data")) }
        let codec = codecNames[format.tag] ?? String(format: "wav-format-0x%04x", format.tag)
        var info = AudioStreamInfo(
            container: isRF64 ? "rf64" : "wav", codec: codec, floatingPoint: format.tag == 0x0003,
            sampleRate: format.rate, channels: format.channels, bitsPerChannel: format.bits > 0 ? format.bits : nil,
            frames: nil, dataOffset: data.offset, dataLength: data.length)
        info.headerPatches = chunks.headerPatches
        info.headerWarnings = chunks.headerWarnings
        info = try info.validated("the 'fmt ' chunk")
        try countFrames(format, data: data, factFrames: chunks.factFrames, &info)
        if isRF64, let ds64 = chunks.ds64, ds64.sampleCount > 0, info.frames == nil { info.frames = ds64.sampleCount }
        return info
    }

    /// Walks the chunks up to the end of the file (or to unreadable bytes after the audio).
    private static func readChunks(_ file: RandomAccessFile, isRF64: Bool, unfinalised: Bool) throws(AlertPackError) -> Chunks {
        var chunks = Chunks()
        var otherRun: (start: Int64, count: Int)?
        var offset: Int64 = 12
        while var chunk = try ChunkHeader.read(from: file, at: offset, layout: .riff) {
            let id = chunk.id
            let body = chunk.body
            if !chunk.isPrintable {
                if chunks.data != nil && chunks.format != nil { break }
                throw chunk.unreadable
            }
            if isRF64 && id == "data" && chunk.size == 0xFFFF_FFFF, let ds64 = chunks.ds64 { chunk.size = ds64.dataSize }
            if id == "data", !isRF64, chunks.data == nil,
                let stretched = chunk.stretchIfUnfinalised(in: file, containerUnfinalised: unfinalised)
            {
                chunks.headerWarnings.append(stretched.warning)
                chunks.headerPatches += stretched.patches
            }
            try chunk.requireFits(in: file, audio: id == "data")
            let size = chunk.size
            // libsndfile gives up on a file with thousands of chunks before 'fmt ' or 'data'
            // ("No 'data' chunk marker"); its decoder sees such a run as one chunk instead.
            let known = ["fmt ", "data", "fact", "ds64"].contains(id)
            if !known {
                if otherRun == nil { otherRun = (offset, 0) }
                otherRun?.count += 1
            } else if let run = otherRun {
                if run.count > Self.longestChunkRun, (offset - run.start - 8) & 1 == 0 {
                    chunks.headerPatches.append(HeaderPatch.field(at: run.start + 4, offset - run.start - 8, width: 4, bigEndian: false))
                }
                otherRun = nil
            }
            switch id {
            case "ds64" where isRF64:
                var cursor = ByteCursor(try file.read(at: body, count: Int(min(size, 28)), what: "'ds64' chunk"), what: "the 'ds64' chunk")
                _ = try cursor.uint64LE()
                let dataSize = try cursor.uint64LE()
                let sampleCount = try cursor.uint64LE()
                guard dataSize <= UInt64(Int64.max) else { throw AlertPackError.audio(.absurdDataSize("ds64")) }
                chunks.ds64 = (Int64(dataSize), Int64(clamping: sampleCount))
            case "fmt ":
                chunks.format = try readFormat(file, at: body, size: size)
            case "fact":
                if size >= 4 {
                    var cursor = ByteCursor(try file.read(at: body, count: 4, what: "'fact' chunk"), what: "the 'fact' chunk")
                    chunks.factFrames = Int64(try cursor.uint32LE())
                }
            case "data":
                if chunks.data == nil { chunks.data = (body, size) }
            default:
                break
            }
            offset = chunk.next
        }
        return chunks
    }

    /// The 'fmt ' chunk, a WAVE_FORMAT_EXTENSIBLE one read through its SubFormat GUID.
    private static func readFormat(_ file: RandomAccessFile, at body: Int64, size: Int64) throws(AlertPackError) -> Format {
        guard size >= 14, size <= 4096 else { throw AlertPackError.audio(.invalidChunkSize("fmt ", size: size)) }
        var cursor = ByteCursor(try file.read(at: body, count: Int(size), what: "'fmt ' chunk"), what: "the 'fmt ' chunk")
        var tag = try cursor.uint16LE()
        let channels = Int(try cursor.uint16LE())
        let rate = Double(try cursor.uint32LE())
        _ = try cursor.uint32LE()
        let blockAlign = Int(try cursor.uint16LE())
        let bits = cursor.remaining >= 2 ? Int(try cursor.uint16LE()) : 0
        var samplesPerBlock = 0
        if cursor.remaining >= 2 {
            let extraSize = Int(try cursor.uint16LE())
            if tag == 0xFFFE {
                guard extraSize >= 22, cursor.remaining >= 22 else {
                    throw AlertPackError.audio(.subFormat(missing: true))
                }
                try cursor.skip(6)  // valid bits per sample, channel mask
                let guid = Array(try cursor.take(16))
                guard Array(guid[2...]) == subformatTail else {
                    throw AlertPackError.audio(.subFormat(missing: false))
                }
                tag = UInt16(guid[0]) | UInt16(guid[1]) << 8
            } else if tag == 0x0011, extraSize >= 2, cursor.remaining >= 2 {
                samplesPerBlock = Int(try cursor.uint16LE())
            }
        }
        return Format(tag: tag, channels: channels, rate: rate, blockAlign: blockAlign, bits: bits, samplesPerBlock: samplesPerBlock)
    }

    /// How many frames the data holds, and the PCM layout our own reader decodes.
    private static func countFrames(
        _ format: Format, data: (offset: Int64, length: Int64), factFrames: Int64?, _ info: inout AudioStreamInfo
    ) throws(AlertPackError) {
        switch format.tag {
        case 0x0001, 0x0003, 0x0006, 0x0007:
            guard format.bits > 0 else { throw AlertPackError.audio(.invalidBits("fmt ", bits: 0)) }
            let frameBytes = format.channels * ((format.bits + 7) / 8)
            guard format.blockAlign == frameBytes else {
                throw AlertPackError.audio(.blockAlign(format.blockAlign, channels: format.channels, bits: format.bits, needed: frameBytes))
            }
            info.frames = data.length / Int64(frameBytes)
            switch format.tag {
            case 0x0001: info.pcm = PCMLayout.make(format.bits <= 8 ? .unsigned : .signed, bits: format.bits, bigEndian: false)
            case 0x0003: info.pcm = PCMLayout.make(.float, bits: format.bits, bigEndian: false)
            default: break
            }
        case 0x0011:
            guard format.blockAlign > 0 else { throw AlertPackError.audio(.zeroBlockAlign) }
            info.bitsPerChannel = 4
            if let factFrames {
                info.frames = factFrames
            } else if format.samplesPerBlock > 0 {
                info.frames = data.length / Int64(format.blockAlign) * Int64(format.samplesPerBlock)
            }
        default:
            info.frames = factFrames
        }
    }
}
