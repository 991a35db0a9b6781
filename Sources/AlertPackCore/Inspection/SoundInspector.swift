/// Reads one sound file: identifies the container by content, reads its header with our own
/// readers, then decodes the samples once (bounded blocks) to measure levels.
public struct SoundInspector: Sendable {
    public var settings: MeasurementSettings
    /// Frames per decoded block; memory use is `blockFrames × channels × 4` bytes.
    public var blockFrames = 8192

    /// Codecs whose samples we decode for the level facts: the ones that can play as an alert.
    static let decodableCodecs: Set<String> = ["lpcm", "ima4", "ulaw", "alaw", "ima-adpcm"]

    public init(settings: MeasurementSettings) {
        self.settings = settings
    }

    public func inspect(path: String) -> SoundInspection {
        var inspection = SoundInspection()
        do throws(FormatError) {
            let file = try RandomAccessFile(path: path)
            guard file.size > 0 else { throw FormatError("the file is empty") }
            var prefix = [UInt8](repeating: 0, count: ContentSniffer.prefixLength)
            prefix.removeSubrange(file.readAvailable(at: 0, into: &prefix)...)
            switch ContentSniffer.sniff(prefix) {
            case .readableAudio(let family):
                let info = try readHeader(family, file)
                inspection.facts.apply(info)
                if Self.decodableCodecs.contains(info.codec) {
                    try measure(file: file, info: info, facts: &inspection.facts)
                }
            case .otherAudio(let container, let codec):
                inspection.facts.container = container
                inspection.facts.codec = codec
            case .image(let format):
                throw FormatError("the content is a \(format.uppercased()) image, not audio")
            case .unknown:
                if let magic = Self.truncatedMagic(prefix) {
                    throw FormatError("the file is only \(file.size) bytes long: it ends inside its \(magic) header")
                }
                throw FormatError("the content is not audio: it starts with \(Self.describe(prefix))")
            }
        } catch {
            inspection.unreadableReason = error.message
        }
        return inspection
    }

    private func readHeader(_ family: AudioContainerFamily, _ file: RandomAccessFile) throws(FormatError) -> AudioStreamInfo {
        switch family {
        case .wav: return try WAVReader.read(file)
        case .aiff: return try AIFFReader.read(file)
        case .caf: return try CAFReader.read(file)
        }
    }

    private func measure(file: RandomAccessFile, info: AudioStreamInfo, facts: inout SoundFacts) throws(FormatError) {
        // libsndfile cannot read IMA4 inside CAF; our own decoder does.
        let source: SampleSource =
            info.container == "caf" && info.codec == "ima4"
            ? IMA4FileSource(file: file, info: info)
            : try SndFileSource(path: file.path)
        guard source.channels == info.channels else {
            throw FormatError("the header declares \(info.channels) channels but the audio decodes as \(source.channels)")
        }
        let measurer = SoundMeasurer(
            channels: info.channels, sampleRate: info.sampleRate, settings: settings,
            formatMaximum: Self.formatMaximum(info))
        var block = [Float](repeating: 0, count: blockFrames * info.channels)
        try block.withUnsafeMutableBufferPointer { (buffer) throws(FormatError) in
            while true {
                let frames = try source.read(into: buffer)
                if frames == 0 { break }
                measurer.add(UnsafeBufferPointer(buffer), frames: frames)
            }
        }
        if let expected = info.frames, measurer.frames < expected {
            throw FormatError("the header declares \(expected) frames but only \(measurer.frames) decode")
        }
        measurer.finish(into: &facts)
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

    /// The first bytes of a file, as text if printable, else hex.
    static func describe(_ prefix: [UInt8]) -> String {
        let head = Array(prefix.prefix(8))
        if FourCC.isPrintable(head) { return "\"" + String(decoding: head, as: UTF8.self) + "\"" }
        return head.map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }.joined(separator: " ")
    }
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
