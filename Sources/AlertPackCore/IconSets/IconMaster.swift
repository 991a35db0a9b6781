import CSVGShim

/// A master image read whole for making icons: 16-bit RGBA in sRGB encoding (or Display P3's,
/// which shares the sRGB curve), and the profile the outputs carry. Any other ICC profile is
/// converted to sRGB with lcms2 when read, and says so.
struct IconMaster: Sendable {
    var path: String
    var width: Int
    var height: Int
    /// width × height × 4 straight samples.
    var samples: [UInt16]
    /// The ICC profile written into every output (Display P3 kept), or nil for sRGB.
    var profile: [UInt8]?
    var profileName: String
    /// What happened to its colours, in words, when anything did.
    var colourNote: String?

    /// Masters larger than this are refused: 16 times the pixels a set needs is plenty.
    static let maxSide = 4096
    /// An SVG master's document, drawn again at each size (nil for a PNG master).
    var svg: [UInt8]?
    /// SVG documents larger than this are refused.
    static let maxSVGBytes = 8 << 20

    /// Reads and checks a master: a PNG that decodes, square, at least `minSide` px.
    static func read(_ path: String, minSide: Int) throws(AlertPackError) -> IconMaster {
        let file = try RandomAccessFile(path: path)
        let start = String(decoding: try file.read(at: 0, count: Int(min(file.size, 256)), what: "the master").prefix { $0 != 0 }, as: UTF8.self)
        if start.contains("<svg") || ((start.hasPrefix("<?xml") || start.hasPrefix("<!--")) && FileName.extension(of: path) == "svg") {
            return try readSVG(file, path: path)
        }
        let image: PNGImageFile.DecodedPNG
        do throws(AlertPackError) {
            image = try PNGImageFile.read(file.descriptor, maxSide: maxSide)
        } catch {
            throw AlertPackError.inFile(path, .work(.masterNotPNG(error.message, maxSide: maxSide)))
        }
        let width = image.width, height = image.height
        guard width == height else { throw AlertPackError.inFile(path, .work(.masterNotSquare(width: width, height: height))) }
        guard width >= minSide else {
            throw AlertPackError.inFile(path, .work(.masterTooSmall(width: width, height: height, minSide: minSide)))
        }
        var master = IconMaster(path: path, width: width, height: height, samples: image.samples, profile: nil, profileName: "sRGB", colourNote: nil)
        if let profile = image.profile { try master.adopt(profile, named: image.profileName) }
        return master
    }

    /// Keeps sRGB and Display P3; converts anything else to sRGB.
    private mutating func adopt(_ profile: [UInt8], named name: String) throws(AlertPackError) {
        let parsed = ICCProfile(profile)
        switch parsed?.classification {
        case "srgb":
            return
        case "display-p3":
            self.profile = profile
            profileName = name.isEmpty ? "Display P3" : name
        default:
            let description = parsed?.description ?? (name.isEmpty ? "an unnamed profile" : name)
            try convertToSRGB(profile, gray: parsed?.colorSpace == "GRAY")
            colourNote = "converted from \(description) to sRGB with lcms2 (perceptual intent)"
        }
    }

    private mutating func convertToSRGB(_ profile: [UInt8], gray: Bool) throws(AlertPackError) {
        do throws(AlertPackError) {
            try SRGBConversion.convert(&samples, pixels: width * height, from: profile, gray: gray)
        } catch {
            throw AlertPackError.inFile(path, error)
        }
    }

    /// The master in linear light, premultiplied.
    var linear: LinearImage {
        samples.withUnsafeBufferPointer { LinearImage(encoded16: $0, width: width, height: height) }
    }

    /// An SVG master: drawn by librsvg at 1024 now (so that a document it cannot draw is refused
    /// before anything is written) and at each size when the set is made.
    private static func readSVG(_ file: RandomAccessFile, path: String) throws(AlertPackError) -> IconMaster {
        guard file.size <= maxSVGBytes else { throw AlertPackError.inFile(path, .work(.svgOverLimit(limit: Int(maxSVGBytes)))) }
        let document = try file.read(at: 0, count: Int(file.size), what: "the master")
        var master = IconMaster(path: path, width: 1024, height: 1024, samples: [], profile: nil, profileName: "sRGB", colourNote: nil)
        master.svg = document
        master.samples = try render(document, size: 1024, path: path)
        return master
    }

    private static func render(_ document: [UInt8], size: Int, path: String) throws(AlertPackError) -> [UInt16] {
        var samples = [UInt16](repeating: 0, count: size * size * 4)
        var error = [CChar](repeating: 0, count: 256)
        let status = document.withUnsafeBufferPointer { bytes in
            samples.withUnsafeMutableBufferPointer { apk_svg_render(bytes.baseAddress, bytes.count, Int32(size), $0.baseAddress, &error) }
        }
        guard status == 0 else {
            throw AlertPackError.inFile(path, .reading(.native(CBuffer.string(error))))
        }
        return samples
    }

    /// The master at `size` px in linear light: an SVG drawn at that size, a PNG resized to it.
    func image(at size: Int, linear full: LinearImage) throws(AlertPackError) -> LinearImage {
        guard let svg, size != width else { return AreaResampler.resize(full, to: size) }
        let samples = try Self.render(svg, size: size, path: path)
        return samples.withUnsafeBufferPointer { LinearImage(encoded16: $0, width: size, height: size) }
    }
}
