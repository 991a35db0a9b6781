import Foundation

/// Reads the header of an AIFF or AIFF-C file (`FORM` … `AIFF` / `AIFC`).
enum AIFFReader {
    /// AIFF-C compression types and what they hold: codec, float, and for IMA4 the packet layout.
    private static func codec(for compression: String) -> (codec: String, float: Bool) {
        switch compression {
        case "NONE", "twos", "sowt", "in24", "in32", "raw ", "lpcm": return ("lpcm", false)
        case "fl32", "FL32", "fl64", "FL64": return ("lpcm", true)
        case "ulaw", "ULAW": return ("ulaw", false)
        case "alaw", "ALAW": return ("alaw", false)
        case "ima4": return ("ima4", false)
        case "MAC3", "MAC6": return ("mace", false)
        case "GSM ", "gsm ": return ("gsm610", false)
        default:
            return (compression.trimmingCharacters(in: .whitespaces).lowercased(), false)
        }
    }

    /// Bytes per frame (per IMA4 packet) of the codecs whose length the data size gives.
    private static func bytesPerFrameUnit(codec: String, channels: Int, bits: Int) -> Int? {
        switch codec {
        case "ima4": return AppleIMA4Layout.bytesPerChannelPacket * channels
        case "lpcm" where bits > 0: return channels * ((bits + 7) / 8)
        case "ulaw", "alaw": return channels
        default: return nil
        }
    }

    /// The 'COMM' chunk: channels, frames (IMA4 packets in AIFF-C), bits, rate, compression type.
    private struct Common {
        var channels: Int
        var frames: Int64
        var bits: Int
        var rate: Double
        var compression: String
    }

    /// What the chunks say, as read in one walk.
    private struct Chunks {
        var common: Common?
        var commonOffset: Int64 = 0
        var sound: (offset: Int64, length: Int64)?
        var headerPatches: [HeaderPatch] = []
        var headerWarnings: [String] = []
    }

    static func read(_ file: RandomAccessFile) throws(AlertPackError) -> AudioStreamInfo {
        var header = ByteCursor(try file.read(at: 0, count: 12, what: "FORM header"), what: "the FORM header")
        _ = try header.fourCC()
        let formSize = Int64(try header.uint32BE())
        let formType = try header.fourCC()
        guard formType == "AIFF" || formType == "AIFC" else { throw AlertPackError.audio(.notFormType("FORM", expected: "AIFF", found: formType)) }
        let isAIFC = formType == "AIFC"
        let unfinalised = UnfinalisedHeader.isPlaceholder(containerSize: formSize, fileSize: file.size)
        var chunks = try readChunks(file, isAIFC: isAIFC, unfinalised: unfinalised)

        guard let common = chunks.common else { throw AlertPackError.audio(.noFormatChunk("COMM")) }
        let (codec, isFloat) = codec(for: common.compression)
        let soundData = chunks.sound ?? (offset: file.size, length: 0)
        if chunks.sound == nil && common.frames > 0 {
            throw AlertPackError.audio(.framesWithoutSound(common.frames))
        }
        var info = AudioStreamInfo(
            container: isAIFC ? "aifc" : "aiff", codec: codec, floatingPoint: isFloat,
            sampleRate: common.rate, channels: common.channels, bitsPerChannel: common.bits > 0 ? common.bits : nil,
            frames: common.frames, dataOffset: soundData.offset, dataLength: soundData.length)
        info = try info.validated("the 'COMM' chunk")
        let streamed = !chunks.headerWarnings.isEmpty
        let needed = try describeLayout(codec: codec, common, &info)
        if streamed, let frameBytes = Self.bytesPerFrameUnit(codec: codec, channels: common.channels, bits: info.bitsPerChannel ?? 0) {
            // The frame count was never filled in either: the audio that is there is what plays.
            let units = soundData.length / Int64(frameBytes)
            info.frames = codec == "ima4" ? units * Int64(AppleIMA4Layout.framesPerPacket) : units
            chunks.headerPatches.append(HeaderPatch.field(at: chunks.commonOffset + 2, units, width: 4, bigEndian: true))
        } else if let needed, needed > soundData.length {
            throw AlertPackError.audio(.soundDataShort(frames: common.frames, needed: needed, holds: soundData.length))
        }
        info.headerPatches = chunks.headerPatches
        info.headerWarnings = chunks.headerWarnings
        return info
    }

    /// Walks the chunks up to the end of the file (or to unreadable bytes after the audio).
    private static func readChunks(_ file: RandomAccessFile, isAIFC: Bool, unfinalised: Bool) throws(AlertPackError) -> Chunks {
        var chunks = Chunks()
        var offset: Int64 = 12
        while var chunk = try ChunkHeader.read(from: file, at: offset, layout: .iff) {
            let id = chunk.id
            let body = chunk.body
            if !chunk.isPrintable {
                if chunks.common != nil && chunks.sound != nil { break }
                throw chunk.unreadable
            }
            if id == "SSND", chunks.sound == nil, let stretched = chunk.stretchIfUnfinalised(in: file, containerUnfinalised: unfinalised) {
                chunks.headerWarnings.append(stretched.warning)
                chunks.headerPatches += stretched.patches
            }
            try chunk.requireFits(in: file, audio: id == "SSND")
            let size = chunk.size
            switch id {
            case "COMM":
                chunks.commonOffset = body
                chunks.common = try readCommon(file, at: body, size: size, isAIFC: isAIFC)
            case "SSND":
                guard size >= 8 else { throw AlertPackError.reading(.tooShort("the 'SSND' chunk", bytes: size)) }
                var cursor = ByteCursor(try file.read(at: body, count: 8, what: "'SSND' chunk"), what: "the 'SSND' chunk")
                let dataOffset = Int64(try cursor.uint32BE())
                guard dataOffset <= size - 8 else {
                    throw AlertPackError.audio(.soundOffsetOutside(dataOffset))
                }
                chunks.sound = (body + 8 + dataOffset, size - 8 - dataOffset)
            default:
                break
            }
            offset = chunk.next
        }
        return chunks
    }

    private static func readCommon(_ file: RandomAccessFile, at body: Int64, size: Int64, isAIFC: Bool) throws(AlertPackError) -> Common {
        guard size >= 18, size <= 1024 else { throw AlertPackError.audio(.invalidChunkSize("COMM", size: size)) }
        var cursor = ByteCursor(try file.read(at: body, count: Int(size), what: "'COMM' chunk"), what: "the 'COMM' chunk")
        let channels = Int(try cursor.int16BE())
        let frames = Int64(try cursor.uint32BE())
        let bits = Int(try cursor.int16BE())
        let rate = try cursor.extended80BE()
        var compression = "NONE"
        if isAIFC {
            guard cursor.remaining >= 4 else { throw AlertPackError.audio(.noCompressionType) }
            compression = try cursor.fourCC()
        }
        return Common(channels: channels, frames: frames, bits: bits, rate: rate, compression: compression)
    }

    /// The codec's packet layout, bit depth and PCM layout; the bytes the declared frames need
    /// (fewer present means a truncated or lying file), when the codec says.
    private static func describeLayout(codec: String, _ common: Common, _ info: inout AudioStreamInfo) throws(AlertPackError) -> Int64? {
        switch codec {
        case "ima4":
            // AIFF-C counts IMA4 packets of 64 frames in numSampleFrames.
            info.bytesPerPacket = AppleIMA4Layout.bytesPerChannelPacket * common.channels
            info.framesPerPacket = AppleIMA4Layout.framesPerPacket
            info.frames = common.frames * Int64(AppleIMA4Layout.framesPerPacket)
            info.bitsPerChannel = 16
            return common.frames * Int64(info.bytesPerPacket)
        case "lpcm":
            var bits = common.bits
            switch common.compression {
            case "fl32", "FL32": bits = 32
            case "fl64", "FL64": bits = 64
            case "in24": bits = 24
            case "in32": bits = 32
            default: break
            }
            guard bits > 0, bits <= 64 else { throw AlertPackError.audio(.invalidBits("COMM", bits: common.bits)) }
            info.bitsPerChannel = bits
            switch common.compression {
            case "NONE", "twos": info.pcm = PCMLayout.make(.signed, bits: bits, bigEndian: true)
            case "sowt": info.pcm = PCMLayout.make(.signed, bits: bits, bigEndian: false)
            case "fl32", "FL32", "fl64", "FL64": info.pcm = PCMLayout.make(.float, bits: bits, bigEndian: true)
            default: break
            }
            return common.frames * Int64(common.channels * ((bits + 7) / 8))
        case "ulaw", "alaw":
            info.bitsPerChannel = 8
            return common.frames * Int64(common.channels)
        default:
            return nil
        }
    }
}
