import Foundation

/// Reads the audio track of an ISO base media file (MP4, M4A, M4R, 3GP, QuickTime) from its
/// boxes: `moov/trak/mdia` (`mdhd` timescale, `hdlr` type), `stsd` (codec, channels, rate),
/// `stts` (the samples' total duration) and `edts/elst` (priming frames cut from the start,
/// and the length that plays). No decoder is involved.
enum MP4Reader {
    /// Sample entry types and the codec names we report for them.
    private static let entryCodecs: [String: String] = [
        "mp4a": "aac", "alac": "alac", "samr": "amr", "sawb": "amr-wb", "Opus": "opus", "fLaC": "flac",
        ".mp3": "mp3", "ac-3": "ac3", "ec-3": "eac3", "lpcm": "lpcm", "sowt": "lpcm", "twos": "lpcm",
        "ima4": "ima4", "ulaw": "ulaw", "alaw": "alaw", "in24": "lpcm", "in32": "lpcm", "fl32": "lpcm", "fl64": "lpcm",
    ]
    /// Boxes whose bodies are nothing but more boxes, on the way to the audio track's facts.
    private static let containers: Set<String> = ["moov", "trak", "mdia", "minf", "stbl", "edts"]
    /// Deeper than any real file nests these boxes; a file that nests further is refused.
    private static let maxDepth = 12

    private struct Box {
        var type: String
        var offset: Int64
        var body: Int64
        var end: Int64
    }

    struct Track {
        var handler: String?
        var mediaTimescale: Int64 = 0
        var sampleEntry: String?
        var channels = 0
        var sampleRate = 0.0
        var bits = 0
        var objectType: UInt8?
        /// The AAC AudioSpecificConfig's channel configuration (the sample entry's count is a
        /// fixed 2 in 3GPP files).
        var configChannels: Int?
        var totalDuration: Int64?
        var editStart: Int64?
        var editDuration: Int64?
        var opusPreSkip: Int64?
    }

    /// Whether the file has a video track: a movie in an asset folder, not a sound.
    static func hasVideoTrack(_ file: RandomAccessFile) -> Bool {
        (try? parse(file))?.2.contains { $0.handler == "vide" } ?? false
    }

    /// What a movie or audio file holds, for attachments: its major brand, each track's
    /// handler ('soun', 'vide', ...) and the longest track's length in seconds.
    static func summary(_ file: RandomAccessFile) throws(AlertPackError) -> (brand: String, handlers: [String], seconds: Double?) {
        let (brand, movieTimescale, tracks, _) = try parse(file)
        guard !tracks.isEmpty else { throw AlertPackError.media(.noMovie(incomplete: false)) }
        let seconds = tracks.compactMap { track -> Double? in
            // What plays: the edit's length where there is one (it leaves out an encoder's priming).
            if let edit = track.editDuration, edit > 0, movieTimescale > 0 { return Double(edit) / Double(movieTimescale) }
            guard let total = track.totalDuration, track.mediaTimescale > 0 else { return nil }
            return Double(total) / Double(track.mediaTimescale)
        }.max()
        return (brand, tracks.compactMap(\.handler), seconds)
    }

    static func read(_ file: RandomAccessFile) throws(AlertPackError) -> AudioStreamInfo {
        let (brand, movieTimescale, tracks, dataRange) = try parse(file)
        return try audioInfo(brand: brand, movieTimescale: movieTimescale, tracks: tracks, dataRange: dataRange)
    }

    private static func parse(_ file: RandomAccessFile) throws(AlertPackError) -> (String, Int64, [Track], (Int64, Int64)?) {
        var movieTimescale: Int64 = 0
        var tracks: [Track] = []
        var brand = ""
        var dataRange: (Int64, Int64)?
        for box in try boxes(in: file, from: 0, to: file.size) {
            switch box.type {
            case "ftyp":
                var cursor = ByteCursor(try bodyBytes(file, box), what: "the 'ftyp' box")
                brand = try cursor.fourCC()
            case "mdat":
                if dataRange == nil { dataRange = (box.body, box.end - box.body) }
            case "moov":
                for child in try boxes(in: file, from: box.body, to: box.end) {
                    if child.type == "mvhd" {
                        var cursor = ByteCursor(try bodyBytes(file, child), what: "the 'mvhd' box")
                        let version = try cursor.take(4).first ?? 0
                        try cursor.skip(version == 1 ? 16 : 8)
                        movieTimescale = Int64(try cursor.uint32BE())
                    } else if child.type == "trak" {
                        var track = Track()
                        try visit(file, child, depth: 1, track: &track)
                        tracks.append(track)
                    }
                }
            default:
                break
            }
        }
        return (brand, movieTimescale, tracks, dataRange)
    }

    /// The boxes between two offsets, each checked to fit in what holds it.
    private static func boxes(in file: RandomAccessFile, from start: Int64, to end: Int64) throws(AlertPackError) -> [Box] {
        var result: [Box] = []
        var offset = start
        while offset + 8 <= end {
            var cursor = ByteCursor(try file.read(at: offset, count: 8, what: "box header"), what: "a box header")
            var size = Int64(try cursor.uint32BE())
            let type = try cursor.fourCC()
            var body = offset + 8
            if size == 1 {
                var large = ByteCursor(try file.read(at: offset + 8, count: 8, what: "box size"), what: "the '\(type)' box size")
                let value = try large.uint64BE()
                guard value <= UInt64(Int64.max) else {
                    throw AlertPackError.media(.boxAbsurdSize(type, at: offset))
                }
                size = Int64(value)
                body += 8
            } else if size == 0 {
                size = end - offset  // to the end of the enclosing box (or file)
            }
            guard size >= body - offset, size <= end - offset else {
                throw AlertPackError.media(.boxCutOff(type, at: offset, declared: size, remain: end - offset))
            }
            result.append(Box(type: type, offset: offset, body: body, end: offset + size))
            offset += size
        }
        return result
    }

    /// A box's body, refused past `limit` bytes.
    private static func bodyBytes(_ file: RandomAccessFile, _ box: Box, limit: Int = 1 << 20) throws(AlertPackError) -> [UInt8] {
        let length = box.end - box.body
        guard length <= Int64(limit) else {
            throw AlertPackError.media(.boxOverLimit(box.type, length: length, limit: limit))
        }
        return try file.read(at: box.body, count: Int(length), what: "'\(box.type)' box")
    }

    /// Reads what a track's boxes say about its audio, descending into the containers.
    private static func visit(_ file: RandomAccessFile, _ box: Box, depth: Int, track: inout Track) throws(AlertPackError) {
        guard depth <= maxDepth else { throw AlertPackError.media(.boxesTooDeep(maxDepth: maxDepth)) }
        switch box.type {
        case "mdhd":
            var cursor = ByteCursor(try bodyBytes(file, box), what: "the 'mdhd' box")
            let version = try cursor.take(4).first ?? 0
            try cursor.skip(version == 1 ? 16 : 8)
            track.mediaTimescale = Int64(try cursor.uint32BE())
        case "hdlr" where track.handler == nil:
            // The media's handler ('soun', 'vide') comes first; QuickTime's 'minf' has a data
            // handler ('alis') of its own after it.
            var cursor = ByteCursor(try bodyBytes(file, box), what: "the 'hdlr' box")
            try cursor.skip(8)
            track.handler = try cursor.fourCC()
        case "stsd":
            try readSampleDescription(try bodyBytes(file, box), into: &track)
        case "stts":
            track.totalDuration = try totalDuration(try bodyBytes(file, box, limit: 64 << 20))
        case "elst":
            try readEditList(try bodyBytes(file, box), into: &track)
        default:
            guard containers.contains(box.type) else { return }
            for child in try boxes(in: file, from: box.body, to: box.end) { try visit(file, child, depth: depth + 1, track: &track) }
        }
    }

    /// The 'stts' box's sample durations added up, in the media's timescale.
    private static func totalDuration(_ bytes: [UInt8]) throws(AlertPackError) -> Int64 {
        var cursor = ByteCursor(bytes, what: "the 'stts' box")
        try cursor.skip(4)
        let count = Int(try cursor.uint32BE())
        guard count <= cursor.remaining / 8 else {
            throw AlertPackError.reading(
                .holdsFewer("the 'stts' box", declared: Int64(count), unit: "entries", holds: Int64(cursor.remaining / 8), only: true))
        }
        var total: Int64 = 0
        for _ in 0..<count {
            let samples = Int64(try cursor.uint32BE())
            let delta = Int64(try cursor.uint32BE())
            let (product, overflow) = samples.multipliedReportingOverflow(by: delta)
            let (sum, overflow2) = total.addingReportingOverflow(product)
            guard !overflow, !overflow2 else { throw AlertPackError.media(.sttsOverflow) }
            total = sum
        }
        return total
    }

    /// Apple's and ffmpeg's priming: one edit whose media time skips the priming frames.
    private static func readEditList(_ bytes: [UInt8], into track: inout Track) throws(AlertPackError) {
        var cursor = ByteCursor(bytes, what: "the 'elst' box")
        let version = try cursor.take(4).first ?? 0
        let count = try cursor.uint32BE()
        for _ in 0..<count {
            let duration = version == 1 ? Int64(bitPattern: try cursor.uint64BE()) : Int64(try cursor.uint32BE())
            let mediaTime = version == 1 ? try cursor.int64BE() : Int64(try cursor.int32BE())
            try cursor.skip(4)
            if mediaTime >= 0 && track.editStart == nil {
                track.editStart = mediaTime
                track.editDuration = duration
            }
        }
    }

    private static func audioInfo(
        brand: String, movieTimescale: Int64, tracks: [Track], dataRange: (Int64, Int64)?
    ) throws(AlertPackError) -> AudioStreamInfo {
        guard !tracks.isEmpty else {
            throw AlertPackError.media(.noMovie(incomplete: true))
        }
        guard let track = tracks.first(where: { $0.handler == "soun" }) else {
            throw AlertPackError.media(.noAudioTrack(handlers: tracks.compactMap(\.handler)))
        }
        guard let entry = track.sampleEntry else { throw AlertPackError.media(.noSampleDescription) }
        var codec = entryCodecs[entry] ?? entry.trimmingCharacters(in: .whitespaces).lowercased()
        if entry == "mp4a", let objectType = track.objectType {
            // MPEG-4 object types (ISO/IEC 14496-1): 0x40 AAC, 0x66-0x68 MPEG-2 AAC, 0x69/0x6B MP3.
            switch objectType {
            case 0x69, 0x6B: codec = "mp3"
            case 0x40, 0x66, 0x67, 0x68: codec = "aac"
            case 0xA5: codec = "ac3"
            default: codec = String(format: "mp4a-0x%02x", objectType)
            }
        }
        let container = brand.hasPrefix("3g") ? "3gp" : "mp4"
        let channels = codec == "aac" ? track.configChannels ?? track.channels : track.channels
        let data = dataRange ?? (0, 0)
        var info = AudioStreamInfo(
            container: container, codec: codec, sampleRate: track.sampleRate, channels: channels,
            bitsPerChannel: codec == "alac" && track.bits > 0 ? track.bits : nil,
            frames: nil, dataOffset: data.0, dataLength: data.1)
        info = try info.validated("the audio track's sample description")
        info.frames = try playedFrames(track, movieTimescale: movieTimescale)
        return info
    }

    /// The frames that play: the samples' total duration less the edit's start (priming), no
    /// longer than the edit itself; in the track's sample rate.
    private static func playedFrames(_ track: Track, movieTimescale: Int64) throws(AlertPackError) -> Int64? {
        guard let total = track.totalDuration, track.mediaTimescale > 0 else { return nil }
        let start = track.editStart ?? 0
        guard start <= total else {
            throw AlertPackError.media(.editPastEnd(start: start, total: total, timescale: track.mediaTimescale))
        }
        var media = total - start
        if let edit = track.editDuration, edit > 0, movieTimescale > 0 {
            // The edit is in the movie's timescale, often milliseconds: it only shortens the
            // length when it does so by more than its own rounding.
            let inMedia = Double(edit) * Double(track.mediaTimescale) / Double(movieTimescale)
            let tolerance = Double(track.mediaTimescale) / Double(movieTimescale)
            if inMedia + tolerance < Double(media) { media = Int64(inMedia.rounded()) }
        }
        if track.opusPreSkip != nil, track.editStart == nil { media -= min(media, track.opusPreSkip ?? 0) }
        guard Double(track.mediaTimescale) != track.sampleRate else { return media }
        let frames = (Double(media) * track.sampleRate / Double(track.mediaTimescale)).rounded()
        guard let exact = Int64(exactly: frames) else {
            throw AlertPackError.media(.impossibleLength(media, timescale: track.mediaTimescale))
        }
        return exact
    }
}
