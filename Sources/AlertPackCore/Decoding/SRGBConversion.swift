import CLCMS

/// Colours described by an ICC profile brought into sRGB by lcms2 (perceptual intent; a matrix
/// profile has no perceptual table, so it is colorimetric, and colours outside sRGB are
/// clipped), alpha copied. For icon masters and for `fix` on an image in another colour space.
enum SRGBConversion {
    /// lcms2's pixel formats (its TYPE_ macros, which Swift cannot import): 16-bit RGBA, gray+alpha.
    private static let rgba16 = UInt32((4 << 16) | (1 << 7) | (3 << 3) | 2)
    private static let grayAlpha16 = UInt32((3 << 16) | (1 << 7) | (1 << 3) | 2)
    private static let copyAlpha = UInt32(0x0400_0000)

    /// Converts `samples` (straight 16-bit RGBA, native byte order, as the PNG shim decodes; a
    /// gray image expanded to RGB) in place.
    static func convert(_ samples: inout [UInt16], pixels count: Int, from profile: [UInt8], gray: Bool) throws(AlertPackError) {
        let source = profile.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, UInt32($0.count)) }
        guard let source else { throw AlertPackError.content(.iccProfile(convert: false)) }
        defer { cmsCloseProfile(source) }
        let target = cmsCreate_sRGBProfile()
        defer { cmsCloseProfile(target) }
        guard let transform = cmsCreateTransform(source, gray ? grayAlpha16 : rgba16, target, rgba16, 0, copyAlpha) else {
            throw AlertPackError.content(.iccProfile(convert: true))
        }
        defer { cmsDeleteTransform(transform) }
        var input = samples
        if gray {
            // The shim expanded gray to RGB: hand lcms2 the gray and alpha channels.
            input = (0..<count).flatMap { [samples[$0 * 4], samples[$0 * 4 + 3]] }
        }
        input.withUnsafeBytes { from in
            samples.withUnsafeMutableBytes { to in cmsDoTransform(transform, from.baseAddress, to.baseAddress, UInt32(count)) }
        }
    }
}
