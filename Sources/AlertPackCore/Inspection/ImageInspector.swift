import CPNGShim

/// Reads one image: identifies it by content, walks the PNG chunks ourselves, refuses sizes
/// over the cap before any pixel memory exists, then lets libpng decode every row (which checks
/// every CRC and the compressed data) to count transparent pixels.
public struct ImageInspector: Sendable {
    /// Largest width and height decoded (the `image.too-large` cap).
    public var maxWidth: Int
    public var maxHeight: Int

    public init(maxWidth: Int, maxHeight: Int) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
    }

    public func inspect(path: String) -> ImageInspection {
        var inspection = ImageInspection()
        do throws(AlertPackError) {
            let file = try RandomAccessFile(path: path)
            guard file.size > 0 else { throw AlertPackError.reading(.emptyFile) }
            let prefix = ContentSniffer.prefix(of: file)
            switch ContentSniffer.sniff(prefix) {
            case .image(let format) where format == "png":
                inspection.facts.format = "png"
            case .image(let format):
                inspection.facts.format = format
                if let size = ImageDimensions.read(file, format: format) {
                    inspection.facts.width = size.width
                    inspection.facts.height = size.height
                }
                return inspection
            case .readableAudio, .otherAudio:
                inspection.facts.format = "audio"
                return inspection
            case .unknown:
                // A damaged signature is still meant as a PNG; the chunk reader names the bad byte.
                guard prefix.count >= 4, prefix[1...3] == [0x50, 0x4E, 0x47] || prefix.starts(with: [0x89]) else {
                    throw AlertPackError.content(.notImage(startsWith: SoundInspector.describe(prefix)))
                }
                inspection.facts.format = "png"
            }
            let header = try PNGReader.read(file)
            inspection.facts.apply(header)
            if Int(header.width) > maxWidth || Int(header.height) > maxHeight {
                inspection.tooLarge = true
                return inspection
            }
            // libpng cannot read Apple's CgBI variant (raw deflate, premultiplied BGRA).
            if header.cgbi { return inspection }
            try decode(file, header: header, facts: &inspection.facts)
        } catch {
            inspection.unreadableReason = error.message
        }
        return inspection
    }

    /// Decodes through the descriptor already open and checked, never by the path again.
    private func decode(_ file: RandomAccessFile, header: PNGHeaderInfo, facts: inout ImageFacts) throws(AlertPackError) {
        var result = apk_png_result()
        defer { apk_png_free(&result) }
        let status = apk_png_inspect_descriptor(file.descriptor, UInt32(maxWidth), UInt32(maxHeight), &result)
        guard status == 0, result.decoded == 1 else {
            let message = withUnsafeBytes(of: result.error) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw AlertPackError.content(.imageUndecodable(message))
        }
        facts.transparentPixels = Int(result.transparent_pixels)
        facts.colorPixels = Int(result.color_pixels)
        if let profile = result.icc_profile, result.icc_length > 0 {
            let bytes = Array(UnsafeBufferPointer(start: profile, count: Int(result.icc_length)))
            facts.colorSpace = ICCProfile(bytes)?.classification ?? "icc:unreadable profile"
        }
    }
}

extension ImageFacts {
    mutating func apply(_ header: PNGHeaderInfo) {
        width = Int(header.width)
        height = Int(header.height)
        bitDepth = header.bitDepth
        colorType = ImageFacts.colorTypeName(header.colorType)
        alphaChannel = header.hasAlphaChannel
        tRNS = header.hasTRNS
        interlaced = header.interlaced
        animated = header.animated
        cgbi = header.cgbi
        if header.hasSRGB {
            colorSpace = "srgb"
        } else if header.hasICCP {
            colorSpace = "icc:" + (header.iccName ?? "")
        } else if let gamma = header.gamma {
            // 1/2.2 is the sRGB-like gamma most tools write.
            colorSpace = abs(gamma - 0.45455) < 0.0005 ? "srgb" : "gamma:\(JSONValue.format(gamma, decimals: 5))"
        } else {
            colorSpace = "untagged"
        }
    }
}
