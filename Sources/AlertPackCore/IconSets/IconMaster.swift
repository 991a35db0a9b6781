import CLCMS

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

    /// Reads and checks a master: a PNG that decodes, square, at least `minSide` px.
    static func read(_ path: String, minSide: Int) throws(AlertPackError) -> IconMaster {
        let file = try RandomAccessFile(path: path)
        let start = String(decoding: try file.read(at: 0, count: Int(min(file.size, 256)), what: "the master").prefix { $0 != 0 }, as: UTF8.self)
        if start.contains("<svg") || (start.hasPrefix("<?xml") && FileName.extension(of: path) == "svg") {
            throw AlertPackError.inFile(
                path,
                .refused(
                    "is an SVG: this build renders no SVG (librsvg is not linked: its Debian build pulls in cairo, pango and glib for one format); export the master as a 1024 PNG"
                ))
        }
        let image: PNGImageFile.DecodedPNG
        do throws(AlertPackError) {
            image = try PNGImageFile.read(file.descriptor, maxSide: maxSide)
        } catch {
            throw AlertPackError.inFile(
                path, .malformed("is not a PNG this command reads (\(error.message)); export the master as a PNG of 1024 to \(maxSide) px"))
        }
        let width = image.width, height = image.height
        guard width == height else { throw AlertPackError.inFile(path, .refused("is \(width)x\(height); an icon master must be square")) }
        guard width >= minSide else {
            throw AlertPackError.inFile(
                path, .refused("is \(width)x\(height); an icon master must be at least \(minSide)x\(minSide) (the App Store icon's size)"))
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

    /// lcms2's pixel formats (its TYPE_ macros, which Swift cannot import): 16-bit RGBA, gray+alpha.
    private static let rgba16 = UInt32((4 << 16) | (1 << 7) | (3 << 3) | 2)
    private static let grayAlpha16 = UInt32((3 << 16) | (1 << 7) | (1 << 3) | 2)
    private static let copyAlpha = UInt32(0x0400_0000)

    private mutating func convertToSRGB(_ profile: [UInt8], gray: Bool) throws(AlertPackError) {
        let source = profile.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, UInt32($0.count)) }
        guard let source else { throw AlertPackError.inFile(path, .malformed("has an ICC profile lcms2 cannot read")) }
        defer { cmsCloseProfile(source) }
        let target = cmsCreate_sRGBProfile()
        defer { cmsCloseProfile(target) }
        let format = gray ? Self.grayAlpha16 : Self.rgba16
        guard let transform = cmsCreateTransform(source, format, target, Self.rgba16, 0, Self.copyAlpha) else {
            throw AlertPackError.inFile(path, .malformed("has an ICC profile lcms2 cannot convert to sRGB"))
        }
        defer { cmsDeleteTransform(transform) }
        let count = width * height
        var input = samples
        if gray {
            // The shim expanded gray to RGB: hand lcms2 the gray and alpha channels.
            input = (0..<count).flatMap { [samples[$0 * 4], samples[$0 * 4 + 3]] }
        }
        input.withUnsafeBytes { from in
            samples.withUnsafeMutableBytes { to in cmsDoTransform(transform, from.baseAddress, to.baseAddress, UInt32(count)) }
        }
    }

    /// The master in linear light, premultiplied.
    var linear: LinearImage {
        samples.withUnsafeBufferPointer { LinearImage(encoded16: $0, width: width, height: height) }
    }
}
