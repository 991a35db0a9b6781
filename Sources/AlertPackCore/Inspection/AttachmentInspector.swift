/// Identifies a notification attachment by its content and checks that it is whole, reading
/// only headers and structure (frames, markers, blocks, boxes): never a full decode of audio or
/// video, and a PNG is decoded in full as every PNG is.
package struct AttachmentInspector: Sendable {
    package var imageInspector: ImageInspector

    package init(imageInspector: ImageInspector) { self.imageInspector = imageInspector }

    package struct Inspection: Sendable {
        package var facts: AttachmentFacts
        /// Why the content is damaged or cannot be read; nil when it is whole.
        package var problem: String?
    }

    package func inspect(path: String) -> Inspection {
        let file: RandomAccessFile
        do throws(AlertPackError) {
            file = try RandomAccessFile(path: path)
        } catch {
            return Inspection(facts: AttachmentFacts(format: nil, content: "unreadable", bytes: 0), problem: error.message)
        }
        var facts = AttachmentFacts(format: nil, bytes: file.size)
        let prefix = ContentSniffer.prefix(of: file)
        guard !prefix.isEmpty else {
            facts.content = "an empty file"
            return Inspection(facts: facts, problem: nil)
        }
        do throws(AlertPackError) {
            try identify(file, prefix, &facts)
            return Inspection(facts: facts, problem: nil)
        } catch {
            return Inspection(facts: facts, problem: error.message)
        }
    }

    /// Sets the format (or what the content is instead) and the facts; throws what is damaged.
    private func identify(_ file: RandomAccessFile, _ prefix: [UInt8], _ facts: inout AttachmentFacts) throws(AlertPackError) {
        func ascii(_ offset: Int, _ text: String) -> Bool {
            let expected = Array(text.utf8)
            return prefix.count >= offset + expected.count && Array(prefix[offset..<offset + expected.count]) == expected
        }
        switch ContentSniffer.sniff(prefix) {
        case .readableAudio(.wav), .readableAudio(.aiff):
            facts.format = ascii(0, "FORM") ? .aiff : .wav
            let info = try SoundInspector.readHeader(facts.format == .aiff ? .aiff : .wav, file)
            if let frames = info.frames, info.sampleRate > 0 { facts.seconds = Double(frames) / info.sampleRate }
        case .readableAudio(.mp4):
            try Self.identifyMP4(file, prefix, &facts)
        case .readableAudio(let family):
            facts.content = family == .caf ? "Core Audio Format (CAF) audio" : "\(family.rawValue) audio"
        case .otherAudio(container: "mp3", codec: _):
            facts.format = .mp3
            let info = try MPEGAudioFrames.read(file)
            facts.seconds = info.seconds
        case .otherAudio(let container, let codec):
            facts.content = "\((codec ?? container).uppercased()) audio"
        case .image(format: "png"):
            facts.format = .png
            let inspection = imageInspector.inspect(path: file.path)
            (facts.width, facts.height) = (inspection.facts.width, inspection.facts.height)
            facts.frames = 1
            if let reason = inspection.unreadableReason { throw AlertPackError.content(.unreadableImage(reason)) }
            if inspection.tooLarge { throw AlertPackError.content(.imageOverDecodeLimit) }
        case .image(format: "jpeg"):
            facts.format = .jpeg
            let info = try JPEGReader.read(file)
            (facts.width, facts.height, facts.frames) = (info.width, info.height, 1)
        case .image(format: "gif"):
            facts.format = .gif
            let info = try GIFReader.read(file)
            (facts.width, facts.height, facts.frames) = (info.width, info.height, info.frames)
        case .image(let format) where format == "webp" || format == "heic":
            facts.format = format == "webp" ? .webp : .heic
            if let size = ImageDimensions.read(file, format: format) { (facts.width, facts.height) = (size.width, size.height) }
            if format == "webp" { try Self.checkRIFFLength(file, prefix) }
        case .image(let format):
            facts.content = "\(format.uppercased()) image"
        case .unknown:
            if ascii(0, "RIFF") && ascii(8, "AVI ") {
                facts.format = .avi
                try Self.checkRIFFLength(file, prefix)
            } else if prefix.starts(with: [0, 0, 1, 0xBA]) || prefix.starts(with: [0, 0, 1, 0xB3]) {
                facts.format = .mpeg
            } else {
                facts.content = Self.describe(prefix, file)
            }
        }
    }

    /// QuickTime, MPEG-4 audio or MPEG-4 video: by the brand first (an audio brand, or a generic
    /// one under an .m4a name), so that a damaged file is still named; then by its tracks.
    private static func identifyMP4(_ file: RandomAccessFile, _ prefix: [UInt8], _ facts: inout AttachmentFacts) throws(AlertPackError) {
        let brand = prefix.count >= 12 && Array(prefix[4..<8]) == Array("ftyp".utf8) ? FourCC.text(prefix[8..<12]) : "qt  "
        let audioBrand = brand.hasPrefix("M4A") || brand.hasPrefix("M4B") || FileName.extension(of: file.path) == "m4a"
        facts.format = brand == "qt  " ? .quicktime : audioBrand ? .m4a : .mp4
        let summary = try MP4Reader.summary(file)
        facts.seconds = summary.seconds
        if summary.handlers.contains("vide") {
            facts.format = brand == "qt  " ? .quicktime : .mp4
        } else if summary.brand != "qt  " {
            guard summary.handlers.contains("soun") else {
                throw AlertPackError.content(.noSoundOrVideo(handlers: summary.handlers))
            }
            facts.format = .m4a
        }
    }

    /// A RIFF file (AVI, WebP) holds at least the bytes its header declares.
    private static func checkRIFFLength(_ file: RandomAccessFile, _ prefix: [UInt8]) throws(AlertPackError) {
        guard prefix.count >= 8 else { throw AlertPackError.content(.riffHeaderCutOff) }
        let declared = Int64(prefix[4]) | Int64(prefix[5]) << 8 | Int64(prefix[6]) << 16 | Int64(prefix[7]) << 24
        guard declared + 8 <= file.size else {
            throw AlertPackError.content(.riffCutOff(declared: declared + 8, fileSize: file.size))
        }
    }

    /// What a file that is no attachment format looks like, in words.
    static func describe(_ prefix: [UInt8], _ file: RandomAccessFile) -> String {
        if prefix.starts(with: Array("%PDF".utf8)) { return "a PDF document" }
        if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return "a ZIP archive" }
        // Transport stream packets are 188 bytes, each starting with 0x47.
        var sync: [UInt8] = [0]
        if prefix.first == 0x47, file.readAvailable(at: 188, into: &sync) == 1, sync[0] == 0x47 { return "an MPEG transport stream" }
        if prefix.allSatisfy({ $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || (0x20...0x7E).contains($0) || $0 >= 0x80 }) { return "text" }
        return "data of no kind an attachment may be"
    }
}
