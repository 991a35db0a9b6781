import Foundation

/// Reads the first audio track of a Matroska or WebM file from its EBML elements: `Info`
/// (timestamp scale, duration) and `Tracks` (codec id, sampling frequency, channels, bit
/// depth). It stops at the first `Cluster`: the audio itself is never read.
enum MatroskaReader {
    private enum ID {
        static let ebml: UInt32 = 0x1A45_DFA3, docType: UInt32 = 0x4282
        static let segment: UInt32 = 0x1853_8067, cluster: UInt32 = 0x1F43_B675
        static let info: UInt32 = 0x1549_A966, timestampScale: UInt32 = 0x2A_D7B1, duration: UInt32 = 0x4489
        static let tracks: UInt32 = 0x1654_AE6B, trackEntry: UInt32 = 0xAE, trackType: UInt32 = 0x83
        static let codecID: UInt32 = 0x86, audio: UInt32 = 0xE1
        static let samplingFrequency: UInt32 = 0xB5, outputSamplingFrequency: UInt32 = 0x78B5
        static let channels: UInt32 = 0x9F, bitDepth: UInt32 = 0x6264
    }

    /// Matroska codec ids and the codec names we report.
    private static let codecNames: [String: String] = [
        "A_OPUS": "opus", "A_VORBIS": "vorbis", "A_FLAC": "flac", "A_ALAC": "alac", "A_MPEG/L3": "mp3", "A_MPEG/L2": "mp2",
        "A_PCM/INT/LIT": "lpcm", "A_PCM/INT/BIG": "lpcm", "A_PCM/FLOAT/IEEE": "lpcm", "A_AC3": "ac3", "A_EAC3": "eac3",
    ]

    private struct Element {
        var id: UInt32
        var body: Int64
        /// nil for an element of unknown size (a live stream's Segment or Cluster).
        var end: Int64?
    }

    private struct Audio {
        var codecID = ""
        var rate = 8000.0
        var outputRate: Double?
        var channels = 1
        var bits = 0
    }

    /// Whether the file has a video track: a movie in an asset folder, not a sound.
    static func hasVideoTrack(_ file: RandomAccessFile) -> Bool {
        (try? parse(file))?.trackTypes.contains(1) ?? false
    }

    private struct Parsed {
        var docType: String
        var scale: Int64
        var duration: Double?
        var audio: Audio?
        var trackTypes: Set<UInt64>
    }

    static func read(_ file: RandomAccessFile) throws(AlertPackError) -> AudioStreamInfo {
        let parsed = try parse(file)
        let docType = parsed.docType, scale = parsed.scale, duration = parsed.duration
        guard let audio = parsed.audio else { throw AlertPackError.media(.noMatroskaAudio(docType: docType)) }
        let codec = codecNames[audio.codecID] ?? (audio.codecID.hasPrefix("A_AAC") ? "aac" : audio.codecID.lowercased())
        // Opus decodes at 48 kHz whatever the track says; SBR AAC doubles its rate on output.
        let rate = codec == "opus" ? 48000 : (audio.outputRate ?? audio.rate)
        var info = AudioStreamInfo(
            container: docType == "webm" ? "webm" : "matroska", codec: codec, sampleRate: rate, channels: audio.channels,
            bitsPerChannel: codec == "lpcm" && audio.bits > 0 ? audio.bits : nil, frames: nil, dataOffset: 0, dataLength: 0)
        info = try info.validated("the audio track")
        if let duration, duration.isFinite, duration >= 0 {
            let seconds = duration * Double(scale) / 1e9
            guard seconds < 1e7 else { throw AlertPackError.media(.absurdDuration(seconds: seconds)) }
            info.frames = Int64((seconds * rate).rounded())
        }
        return info
    }

    private static func parse(_ file: RandomAccessFile) throws(AlertPackError) -> Parsed {
        var offset: Int64 = 0
        let header = try element(file, at: &offset, limit: file.size)
        guard header.id == ID.ebml, let headerEnd = header.end else { throw AlertPackError.media(.noEBMLHeader) }
        var docType = "matroska"
        var inner = header.body
        while inner < headerEnd {
            let child = try element(file, at: &inner, limit: headerEnd)
            if child.id == ID.docType, let end = child.end { docType = try string(file, child.body, end) }
            inner = child.end ?? headerEnd
        }
        offset = headerEnd
        let segment = try element(file, at: &offset, limit: file.size)
        guard segment.id == ID.segment else { throw AlertPackError.media(.noSegment) }
        let segmentEnd = min(segment.end ?? file.size, file.size)

        var parsed = Parsed(docType: docType, scale: 1_000_000, duration: nil, audio: nil, trackTypes: [])
        var tracksSeen = false
        var position = segment.body
        var topLevel = 0
        while position < segmentEnd, !tracksSeen || parsed.duration == nil {
            topLevel += 1
            guard topLevel <= 10_000 else { throw AlertPackError.media(.tooManyElements(limit: 10_000)) }
            let child = try element(file, at: &position, limit: segmentEnd)
            guard child.id != ID.cluster else { break }  // the media begins; Info and Tracks come before it
            guard let end = child.end else { throw AlertPackError.media(.unknownSizeElement) }
            switch child.id {
            case ID.info:
                var inner = child.body
                while inner < end {
                    let field = try element(file, at: &inner, limit: end)
                    guard let fieldEnd = field.end else { break }
                    if field.id == ID.timestampScale { parsed.scale = Int64(clamping: try unsigned(file, field.body, fieldEnd)) }
                    if field.id == ID.duration { parsed.duration = try float(file, field.body, fieldEnd) }
                    inner = fieldEnd
                }
            case ID.tracks:
                (parsed.audio, parsed.trackTypes) = try readTracks(file, child.body, end)
                tracksSeen = true
            default:
                break
            }
            position = end
        }
        return parsed
    }

    /// The first audio track, and the types of every track (1 video, 2 audio, 17 subtitles).
    private static func readTracks(_ file: RandomAccessFile, _ start: Int64, _ end: Int64) throws(AlertPackError) -> (Audio?, Set<UInt64>) {
        var first: Audio?
        var types = Set<UInt64>()
        var position = start
        while position < end {
            let entry = try element(file, at: &position, limit: end)
            guard let entryEnd = entry.end else { break }
            if entry.id == ID.trackEntry {
                var type: UInt64 = 0
                var audio = Audio()
                var inner = entry.body
                while inner < entryEnd {
                    let field = try element(file, at: &inner, limit: entryEnd)
                    guard let fieldEnd = field.end else { break }
                    switch field.id {
                    case ID.trackType: type = try unsigned(file, field.body, fieldEnd)
                    case ID.codecID: audio.codecID = try string(file, field.body, fieldEnd)
                    case ID.audio:
                        var a = field.body
                        while a < fieldEnd {
                            let value = try element(file, at: &a, limit: fieldEnd)
                            guard let valueEnd = value.end else { break }
                            switch value.id {
                            case ID.samplingFrequency: audio.rate = try float(file, value.body, valueEnd)
                            case ID.outputSamplingFrequency: audio.outputRate = try float(file, value.body, valueEnd)
                            case ID.channels: audio.channels = Int(clamping: try unsigned(file, value.body, valueEnd))
                            case ID.bitDepth: audio.bits = Int(clamping: try unsigned(file, value.body, valueEnd))
                            default: break
                            }
                            a = valueEnd
                        }
                    default: break
                    }
                    inner = fieldEnd
                }
                types.insert(type)
                if type == 2 && first == nil { first = audio }
            }
            position = entryEnd
        }
        return (first, types)
    }

    /// Reads an element header (id and size, both EBML variable-length) at `offset`, which it
    /// moves to the element's body.
    private static func element(_ file: RandomAccessFile, at offset: inout Int64, limit: Int64) throws(AlertPackError) -> Element {
        let start = offset
        var bytes = [UInt8](repeating: 0, count: 12)
        let got = file.readAvailable(at: offset, into: &bytes)
        var index = 0
        func vint(keepMarker: Bool) throws(AlertPackError) -> (value: UInt64, allOnes: Bool) {
            guard index < got, bytes[index] != 0 else {
                throw AlertPackError.media(.ebmlInvalidLength(at: start))
            }
            let first = bytes[index]
            let length = first.leadingZeroBitCount + 1
            guard index + length <= got else { throw AlertPackError.media(.ebmlHeaderCutOff(at: start)) }
            var value = UInt64(keepMarker ? first : first & (0xFF >> length))
            var allOnes = value == UInt64(0xFF >> length)
            for byte in bytes[(index + 1)..<(index + length)] {
                value = value << 8 | UInt64(byte)
                allOnes = allOnes && byte == 0xFF
            }
            index += length
            return (value, allOnes)
        }
        let id = try vint(keepMarker: true)
        guard id.value <= UInt64(UInt32.max) else { throw AlertPackError.media(.ebmlIDTooLong(at: start)) }
        let size = try vint(keepMarker: false)
        let body = start + Int64(index)
        // The header itself may run past its parent (found by fuzzing: a negative room trapped).
        guard body <= limit else { throw AlertPackError.media(.ebmlPastParent(at: start)) }
        offset = body
        if size.allOnes { return Element(id: UInt32(id.value), body: body, end: nil) }
        guard size.value <= UInt64(limit - body) else {
            throw AlertPackError.media(.ebmlCutOff(id: UInt32(id.value), at: start, declared: size.value, remain: limit - body))
        }
        return Element(id: UInt32(id.value), body: body, end: body + Int64(size.value))
    }

    private static func unsigned(_ file: RandomAccessFile, _ start: Int64, _ end: Int64) throws(AlertPackError) -> UInt64 {
        guard end - start <= 8 else { throw AlertPackError.media(.ebmlIntegerTooLong(at: start)) }
        return try file.read(at: start, count: Int(end - start), what: "EBML integer").reduce(0) { $0 << 8 | UInt64($1) }
    }

    private static func float(_ file: RandomAccessFile, _ start: Int64, _ end: Int64) throws(AlertPackError) -> Double {
        let bytes = try file.read(at: start, count: Int(min(end - start, 8)), what: "EBML float")
        let bits = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        switch bytes.count {
        case 4: return Double(Float(bitPattern: UInt32(bits)))
        case 8: return Double(bitPattern: bits)
        case 0: return 0
        default: throw AlertPackError.media(.ebmlFloatSize(at: start, bytes: bytes.count))
        }
    }

    private static func string(_ file: RandomAccessFile, _ start: Int64, _ end: Int64) throws(AlertPackError) -> String {
        guard end - start <= 256 else { throw AlertPackError.media(.ebmlStringTooLong(at: start, bytes: end - start)) }
        let bytes = try file.read(at: start, count: Int(end - start), what: "EBML string")
        return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
}
