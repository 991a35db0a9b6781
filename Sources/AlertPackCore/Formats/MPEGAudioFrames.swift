/// Walks the frames of an MPEG audio stream (MP3; ISO/IEC 11172-3 and 13818-3) after any ID3v2
/// tag: each frame header gives the frame's length, so a file cut off inside its last frame, or
/// with no frame at all, is found, and the frames give the duration. Trailing tags (ID3v1,
/// APE) end the walk.
enum MPEGAudioFrames {
    struct Info: Equatable {
        var frames: Int
        var sampleRate: Int
        var seconds: Double
        /// Whether the first frame is an encoder's Xing/Info or VBRI header.
        var hasInfoFrame = false
        /// The samples a gapless decoder (mpg123's, ffmpeg's) gives: every frame's, less what a
        /// LAME tag's encoder delay and padding say to drop (`playable(samples:gap:)`).
        var playableSamples = 0
    }

    /// kbit/s by [version is MPEG-1][layer index 1...3 = III, II, I][bitrate index].
    private static let bitrates: [[Int]] = [
        // MPEG-2/2.5: Layer III, Layer II, Layer I
        [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
        [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
        [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
        // MPEG-1: Layer III, Layer II, Layer I
        [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
        [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
        [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    ]
    private static let sampleRates: [[Int]] = [[11025, 12000, 8000], [0, 0, 0], [22050, 24000, 16000], [44100, 48000, 32000]]

    /// A frame header's length in bytes, samples and sample rate; nil when the bytes are none.
    static func header(_ b: [UInt8]) -> (length: Int, samples: Int, rate: Int)? {
        guard b.count >= 4, b[0] == 0xFF, b[1] & 0xE0 == 0xE0 else { return nil }
        let version = Int((b[1] >> 3) & 0x03)  // 0: 2.5, 2: 2, 3: 1
        let layer = Int((b[1] >> 1) & 0x03)  // 1: III, 2: II, 3: I
        let bitrateIndex = Int(b[2] >> 4), rateIndex = Int((b[2] >> 2) & 0x03), padding = Int((b[2] >> 1) & 0x01)
        guard version != 1, layer != 0, bitrateIndex != 0, bitrateIndex != 15, rateIndex != 3 else { return nil }
        let rate = sampleRates[version][rateIndex]
        let bitrate = bitrates[(version == 3 ? 3 : 0) + layer - 1][bitrateIndex] * 1000
        switch layer {
        case 3: return ((12 * bitrate / rate + padding) * 4, 384, rate)
        case 2: return (144 * bitrate / rate + padding, 1152, rate)
        default:
            let samples = version == 3 ? 1152 : 576
            return (samples / 8 * bitrate / rate + padding, samples, rate)
        }
    }

    /// Whether the frame at `offset` carries a Xing, Info or VBRI tag instead of audio.
    private static func isInfoFrame(_ file: RandomAccessFile, at offset: Int64, length: Int) -> Bool {
        var bytes = [UInt8](repeating: 0, count: min(length, 64))
        guard file.readAvailable(at: offset, into: &bytes) == bytes.count else { return false }
        return [Array("Xing".utf8), Array("Info".utf8), Array("VBRI".utf8)].contains { tag in
            (0...(bytes.count - tag.count)).contains { Array(bytes[$0..<$0 + tag.count]) == tag }
        }
    }

    /// The decoder delay of MPEG audio Layer III: a gapless decoder drops it from the start
    /// along with the encoder's delay, and takes it back from the padding at the end.
    static let decoderDelay = 529

    /// What a gapless decoder plays of `samples` given a LAME tag's delay and padding: the start
    /// loses the encoder delay and the decoder's; the end loses what padding exceeds the
    /// decoder's delay (none when it is smaller), as mpg123 and ffmpeg decode.
    static func playable(samples: Int, gap: (delay: Int, padding: Int)?) -> Int {
        guard let gap else { return samples }
        return max(0, samples - (gap.delay + decoderDelay) - max(0, gap.padding - decoderDelay))
    }

    /// The encoder delay and padding of a LAME (or Lavc) tag in a Xing/Info frame, in samples.
    static func lameGap(_ file: RandomAccessFile, at offset: Int64, length: Int) -> (delay: Int, padding: Int)? {
        var bytes = [UInt8](repeating: 0, count: length)
        guard file.readAvailable(at: offset, into: &bytes) == length, length >= 8 else { return nil }
        guard
            let tag = (0...(length - 8)).first(where: { at in
                [Array("Xing".utf8), Array("Info".utf8)].contains { Array(bytes[at..<at + 4]) == $0 }
            })
        else { return nil }
        // Xing: the tag, flags, then the frame count, byte count, table of contents and quality
        // when their flags are set; the LAME extension follows (9 bytes of encoder name, then the
        // delay and padding, 12 bits each, 21 bytes in).
        let flags = bytes[tag + 7]
        var lame = tag + 8
        if flags & 1 != 0 { lame += 4 }
        if flags & 2 != 0 { lame += 4 }
        if flags & 4 != 0 { lame += 100 }
        if flags & 8 != 0 { lame += 4 }
        guard lame + 24 <= length else { return nil }
        let name = Array(bytes[lame..<lame + 4])
        guard name == Array("LAME".utf8) || name == Array("Lavc".utf8) || name == Array("Lavf".utf8) else { return nil }
        let field = lame + 21
        let delay = Int(bytes[field]) << 4 | Int(bytes[field + 1]) >> 4
        let padding = Int(bytes[field + 1] & 0x0F) << 8 | Int(bytes[field + 2])
        return (delay, padding)
    }

    static func read(_ file: RandomAccessFile) throws(AlertPackError) -> Info {
        var offset: Int64 = 0
        var head = [UInt8](repeating: 0, count: 10)
        if file.readAvailable(at: 0, into: &head) == 10, head[0] == 0x49, head[1] == 0x44, head[2] == 0x33 {
            // ID3v2: a 10-byte header, a synchsafe size, and a footer when flagged.
            let size = head[6...9].reduce(Int64(0)) { $0 << 7 | Int64($1 & 0x7F) }
            offset = 10 + size + (head[5] & 0x10 != 0 ? 10 : 0)
            guard offset < file.size else { throw AlertPackError.audio(.id3RunsToEnd) }
        }
        var frames = 0
        var samples = 0
        var rate = 0
        var hasInfoFrame = false
        var gap: (delay: Int, padding: Int)?
        var layerIII = false
        var bytes = [UInt8](repeating: 0, count: 4)
        while offset + 4 <= file.size {
            guard file.readAvailable(at: offset, into: &bytes) == 4 else { break }
            guard let frame = header(bytes) else {
                // A trailing tag ends the audio; anything else before the first frame is not MP3.
                if bytes.starts(with: Array("TAG".utf8)) || bytes.starts(with: Array("APET".utf8)) || bytes.starts(with: Array("LYRI".utf8)) {
                    break
                }
                throw AlertPackError.audio(.noMPEGFrameAt(offset, after: frames))
            }
            guard frame.length >= 4 else { throw AlertPackError.audio(.mpegFrameLength(at: offset, length: frame.length)) }
            guard offset + Int64(frame.length) <= file.size else {
                throw AlertPackError.audio(.endsInsideFrame(frames + 1, fileEnd: file.size))
            }
            // The first frame may be an encoder's Xing/Info or VBRI header: silent, not audio.
            if frames == 0 && !hasInfoFrame && isInfoFrame(file, at: offset, length: frame.length) {
                hasInfoFrame = true
                gap = lameGap(file, at: offset, length: frame.length)
                offset += Int64(frame.length)
                continue
            }
            frames += 1
            samples += frame.samples
            layerIII = bytes[1] & 0x06 == 0x02
            rate = frame.rate
            offset += Int64(frame.length)
        }
        guard frames > 0, rate > 0 else { throw AlertPackError.audio(.noMPEGFrame) }
        return Info(
            frames: frames, sampleRate: rate, seconds: Double(samples) / Double(rate), hasInfoFrame: hasInfoFrame,
            playableSamples: layerIII ? playable(samples: samples, gap: gap) : samples)
    }
}
