/// Reads one sound file: identifies the container by content, reads its header with our own
/// readers, then decodes the samples once (bounded blocks) to measure levels.
public struct SoundInspector: Sendable {
    public var settings: MeasurementSettings
    /// Samples (frames × channels) per decoded block, at least 1,024 frames: memory use is
    /// about `blockSamples × 4` bytes. Blocks of 32,768 samples read a file in a quarter of the
    /// system calls blocks of 8,192 frames took (reading was a tenth of a sound-heavy check's
    /// CPU, a third of that the calls themselves rather than the copying).
    public var blockSamples = 32_768

    public init(settings: MeasurementSettings) {
        self.settings = settings
    }

    public func inspect(path: String) -> SoundInspection {
        var inspection = SoundInspection()
        do throws(AlertPackError) {
            let file = try RandomAccessFile(path: path)
            inspection.isEmptyFile = file.size == 0
            guard file.size > 0 else { throw AlertPackError.reading(.emptyFile) }
            let prefix = ContentSniffer.prefix(of: file)
            switch ContentSniffer.sniff(prefix) {
            case .readableAudio(let family):
                let info = try Self.readHeader(family, file)
                inspection.facts.apply(info)
                inspection.headerWarnings = info.headerWarnings
                if let duration = inspection.facts.duration, duration > settings.maxMeasuredSeconds {
                    // Work follows what matters, not what a file claims: the length alone decides
                    // the duration rule, and decoding hours of samples would only delay that.
                    inspection.notMeasured =
                        "the header says \(Formatting.seconds(duration)) s; past the \(Formatting.seconds(settings.maxMeasuredSeconds)) s budget its samples are not decoded, so its levels are unknown"
                } else if settings.playableCodecs.contains(info.codec) {
                    try measure(file: file, info: info, facts: &inspection.facts)
                } else if let source = try? source(file: file, info: info) {
                    // Best effort: a codec that cannot play as an alert is measured for its
                    // levels and for conversion, but its failing to decode is not an error here.
                    var facts = inspection.facts
                    if let frames = try? measure(source: source, expectedFrames: nil, formatMaximum: 1, facts: &facts) {
                        // The decoder knows the true length where the container cannot say it,
                        // or overstates it in whole packets (ffmpeg's ALAC CAF pakt). A decoder
                        // at another rate (libsndfile gives Opus at its input's rate) counts
                        // other frames: the header's count, at the header's rate, stands.
                        facts.frames = source.sampleRate == info.sampleRate ? min(frames, info.frames ?? frames) : (info.frames ?? frames)
                        facts.sampleRate = info.sampleRate
                        inspection.facts = facts
                    }
                }
            case .otherAudio(let container, let codec):
                inspection.facts.container = container
                inspection.facts.codec = codec
                measureOther(path: path, file: file, container: container, codec: codec, facts: &inspection.facts)
            case .image(let format):
                throw AlertPackError.audio(.imageNotAudio(format))
            case .unknown:
                if let magic = Self.truncatedMagic(prefix) {
                    throw AlertPackError.audio(.endsInsideHeader(magic, fileSize: file.size))
                }
                throw AlertPackError.audio(.notAudio(startsWith: Self.describe(prefix)))
            }
        } catch {
            inspection.unreadableReason = error.message
        }
        return inspection
    }

    /// Audio our readers do not parse (MP3, FLAC, Ogg, MP4, ...), measured as well as a decoder
    /// can: best effort, whatever libsndfile (MP3, FLAC, W64) or else ffmpeg decodes gets real facts.
    private func measureOther(path: String, file: RandomAccessFile, container: String, codec: String?, facts measured: inout SoundFacts) {
        // MPEG audio's length is its frames', walked here: libsndfile takes a file without
        // a Xing header for as long as its first frame's bitrate says, and stops decoding there.
        let mpeg = container == "mp3" ? try? MPEGAudioFrames.read(file) : nil
        guard let source = try? Self.otherSource(path: path, codec: codec, preferFFmpeg: mpeg.map { !$0.hasInfoFrame } ?? false) else { return }
        var facts = measured
        facts.sampleRate = source.sampleRate
        facts.channels = source.channels
        if let frames = try? measure(source: source, expectedFrames: nil, formatMaximum: 1, facts: &facts) {
            facts.frames = mpeg.map { Int64($0.playableSamples) } ?? frames
            measured = facts
        }
    }

    /// A decoder for any sound we can read: our readers and IMA4 decoder, libsndfile, or ffmpeg.
    public func openDecoder(path: String) throws(AlertPackError) -> SampleSource {
        let file = try RandomAccessFile(path: path)
        let prefix = ContentSniffer.prefix(of: file)
        switch ContentSniffer.sniff(prefix) {
        case .readableAudio(let family): return try source(file: file, info: try Self.readHeader(family, file))
        case .otherAudio(_, let codec): return try Self.otherSource(path: path, codec: codec)
        case .image, .unknown: throw AlertPackError.audio(.notAudio(startsWith: nil))
        }
    }

    static func readHeader(_ family: AudioContainerFamily, _ file: RandomAccessFile) throws(AlertPackError) -> AudioStreamInfo {
        switch family {
        case .wav: return try WAVReader.read(file)
        case .aiff: return try AIFFReader.read(file)
        case .caf: return try CAFReader.read(file)
        case .mp4: return try MP4Reader.read(file)
        case .matroska: return try MatroskaReader.read(file)
        case .ogg: return try OggReader.read(file)
        case .amr: return try AMRReader.read(file)
        }
    }

    /// Containers libsndfile does not read at all: straight to ffmpeg.
    private static let ffmpegOnlyContainers: Set<String> = ["mp4", "3gp", "matroska", "webm", "amr"]

    /// The decoder for a file whose header we read: ours for plain PCM and IMA4, libsndfile where
    /// it can, ffmpeg for the rest (AAC, AMR, MP4, Matroska). Ends where the header says the audio does.
    package func source(file: RandomAccessFile, info: AudioStreamInfo) throws(AlertPackError) -> SampleSource {
        // Plain PCM and IMA4 are read by our own code: no library call per block, and IMA4 in CAF
        // is not libsndfile's to read at all (in AIFF-C its decoder and ours agree sample for sample).
        if let layout = info.pcm { return PCMFileSource(file: file, info: info, layout: layout) }
        if info.codec == "ima4" && (info.container == "caf" || info.container == "aifc") { return IMA4FileSource(file: file, info: info) }
        let decoder: SampleSource
        if Self.ffmpegOnlyContainers.contains(info.container) {
            decoder = try FFmpegSource(path: file.path, channels: info.channels, sampleRate: info.sampleRate, codec: info.codec)
        } else {
            do {
                decoder = try SndFileSource(path: file.path, patches: info.headerPatches)
            } catch {
                // A playable codec in our own containers is libsndfile's to decode: its refusal
                // is the verdict. Others (AAC in CAF) go to ffmpeg.
                guard !settings.playableCodecs.contains(info.codec) else { throw error }
                decoder = try FFmpegSource(path: file.path, channels: info.channels, sampleRate: info.sampleRate, codec: info.codec)
            }
        }
        guard let frames = info.frames else { return decoder }
        if decoder is FFmpegSource && info.container == "caf" {
            // ffmpeg decodes a CAF's every packet: the packet table's priming and length apply here.
            return FrameLimitSource(decoder, skip: info.primingFrames, frames: frames)
        }
        guard Self.ffmpegOnlyContainers.contains(info.container) || info.container == "ogg" else { return decoder }
        return FrameLimitSource(decoder, frames: frames)
    }

    /// A decoder for audio we recognise but do not read the header of (MP3, FLAC, ADTS AAC, W64):
    /// libsndfile, else ffmpeg at the stream's own rate and channels as ffprobe would give them.
    /// `preferFFmpeg`: ffmpeg first when it is installed (MP3 without a Xing header, which
    /// libsndfile cuts short).
    static func otherSource(path: String, codec: String?, preferFFmpeg: Bool = false) throws(AlertPackError) -> SampleSource {
        if preferFFmpeg, FFmpegSource.executable != nil, let stream = FFmpegProbe.stream(path: path),
            let source = try? FFmpegSource(path: path, channels: stream.channels, sampleRate: stream.sampleRate, codec: codec ?? stream.codec)
        {
            return source
        }
        do {
            return try SndFileSource(path: path)
        } catch {
            guard let stream = FFmpegProbe.stream(path: path) else {
                if FFmpegSource.executable == nil { throw AlertPackError.audio(.ffmpegMissing(codec: codec ?? "this audio")) }
                throw error
            }
            return try FFmpegSource(path: path, channels: stream.channels, sampleRate: stream.sampleRate, codec: codec ?? stream.codec)
        }
    }

    /// Measures a playable sound, holding the decoder to the frames its header declares.
    private func measure(file: RandomAccessFile, info: AudioStreamInfo, facts: inout SoundFacts) throws(AlertPackError) {
        let source = try source(file: file, info: info)
        guard source.channels == info.channels else {
            throw AlertPackError.audio(.channelsDiffer(declared: info.channels, decoded: source.channels))
        }
        _ = try measure(source: source, expectedFrames: info.frames, formatMaximum: Self.formatMaximum(info), facts: &facts)
    }

    /// Streams a source through the measurer; returns the frames decoded.
    private func measure(
        source: SampleSource, expectedFrames: Int64?, formatMaximum: Float, facts: inout SoundFacts
    ) throws(AlertPackError) -> Int64 {
        let measurer = SoundMeasurer(
            channels: source.channels, sampleRate: source.sampleRate, settings: settings, formatMaximum: formatMaximum)
        let blockFrames = max(1_024, blockSamples / max(1, source.channels))
        try source.forEachBlock(frames: blockFrames) { block, frames in measurer.add(block, frames: frames) }
        if let expected = expectedFrames, measurer.frames < expected {
            throw AlertPackError.audio(.framesShort(declared: expected, decoded: measurer.frames))
        }
        measurer.finish(into: &facts)
        return measurer.frames
    }

    /// The largest magnitude a stored sample can have, as a fraction of full scale.
    static func formatMaximum(_ info: AudioStreamInfo) -> Float {
        switch info.codec {
        case "ulaw": return 32124 / 32768
        case "alaw": return 32256 / 32768
        case "lpcm" where !info.floatingPoint:
            let bits = min(max(info.bitsPerChannel ?? 16, 2), 32)
            let full = Double(Int64(1) << (bits - 1))
            return Float((full - 1) / full)
        case "lpcm":
            return 1
        default:
            return 32767 / 32768
        }
    }

    /// The container magic a too-short file starts with, if any ("RIFF", "FORM", "caff").
    static func truncatedMagic(_ prefix: [UInt8]) -> String? {
        guard prefix.count < 12 else { return nil }
        for magic in ["RIFF", "RF64", "FORM", "caff"] where prefix.starts(with: Array(magic.utf8)) {
            return magic
        }
        return nil
    }

    /// What a file's first bytes are, in facts only: a signature we know by name, or what kind of
    /// bytes they are. Never the bytes themselves: a link named `x.wav` that points to a system
    /// file must not put that file's contents into a public CI log.
    static func describe(_ prefix: [UInt8]) -> String {
        if prefix.isEmpty { return "nothing" }
        for (signature, name) in knownSignatures where prefix.starts(with: signature) { return name }
        if prefix.starts(with: Array("RIFF".utf8)) || prefix.starts(with: Array("FORM".utf8)) {
            return "a \(prefix[0] == UInt8(ascii: "R") ? "RIFF" : "IFF") container of a kind that holds no sound"
        }
        let head = prefix.prefix(64)
        let text = head.allSatisfy { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || (0x20...0x7E).contains($0) || $0 >= 0x80 }
        return text ? "text, not an audio or image header" : "binary data that is no known audio or image header"
    }

    /// Signatures of other kinds of file that people put where a sound or an image belongs.
    private static let knownSignatures: [([UInt8], String)] = [
        (Array("%PDF".utf8), "a PDF document's signature"), ([0x50, 0x4B, 0x03, 0x04], "a zip archive's signature (PK)"),
        ([0x1F, 0x8B], "a gzip signature"), ([0x7F, 0x45, 0x4C, 0x46], "an ELF program's signature"),
        (Array("bplist".utf8), "a binary property list's signature"), (Array("<?xml".utf8), "an XML declaration"),
        (Array("{".utf8), "text that looks like JSON"), ([0xEF, 0xBB, 0xBF], "a UTF-8 byte order mark (text)"),
    ]
}

extension SoundFacts {
    mutating func apply(_ info: AudioStreamInfo) {
        container = info.container
        codec = info.codec
        floatingPoint = info.codec == "lpcm" ? info.floatingPoint : nil
        sampleRate = info.sampleRate
        channels = info.channels
        bitsPerChannel = info.bitsPerChannel
        frames = info.frames
    }
}
