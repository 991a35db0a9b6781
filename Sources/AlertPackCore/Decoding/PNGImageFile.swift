import CPNGShim
import Foundation

/// Whole PNG images through the shim: read into 16-bit RGBA (`DecodedPNG`), written from 8-bit
/// pixels (`EncodedImage`) without anything time-dependent. For icon sets and the report's
/// thumbnails; the check itself reads PNGs row by row (`ImageInspector`).
enum PNGImageFile {
    /// A decoded image: straight 16-bit RGBA in the file's encoding, and its ICC profile.
    struct DecodedPNG {
        var width: Int
        var height: Int
        var samples: [UInt16]
        var profile: [UInt8]?
        var profileName: String
    }

    /// Reads the PNG open at `descriptor` whole; larger than `maxSide` is refused before any
    /// pixel memory is allocated. The error is libpng's, or the shim's.
    static func read(_ descriptor: Int32, maxSide: Int) throws(AlertPackError) -> DecodedPNG {
        var image = apk_png_image()
        defer { apk_png_image_free(&image) }
        guard apk_png_image_read(descriptor, UInt32(maxSide), UInt32(maxSide), &image) == 0 else {
            throw AlertPackError.reading(.native(withUnsafeBytes(of: image.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }))
        }
        let width = Int(image.width), height = Int(image.height)
        var decoded = DecodedPNG(
            width: width, height: height, samples: Array(UnsafeBufferPointer(start: image.pixels, count: width * height * 4)), profile: nil,
            profileName: "")
        if image.icc_length > 0, let bytes = image.icc_profile {
            decoded.profile = Array(UnsafeBufferPointer(start: bytes, count: Int(image.icc_length)))
            decoded.profileName = withUnsafeBytes(of: image.icc_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return decoded
    }

    /// Writes the PNG under a temporary name beside `path`, lets `checking` look at the written
    /// file (a repair decodes it again), and renames it into place; `mode` keeps a replaced
    /// file's permissions.
    static func write(
        _ icon: EncodedImage, to path: String, profile: [UInt8]?, mode: mode_t? = nil,
        checking: ((String) throws(AlertPackError) -> Void)? = nil
    ) throws(AlertPackError) {
        let file = try OutputFile(target: path, sweepsStale: false)
        if let mode { fchmod(file.descriptor, mode) }
        var error = [CChar](repeating: 0, count: 256)
        let status = icon.bytes.withUnsafeBufferPointer { pixels in
            (profile ?? []).withUnsafeBufferPointer { icc in
                apk_png_image_write(
                    file.descriptor, UInt32(icon.width), UInt32(icon.height), Int32(icon.channels), pixels.baseAddress,
                    profile == nil ? nil : icc.baseAddress, UInt32(profile?.count ?? 0), profile == nil ? nil : "Display P3", profile == nil ? 1 : 0,
                    &error)
            }
        }
        guard status == 0 else {
            throw AlertPackError.inFile(path, .reading(.native(CBuffer.string(error))))
        }
        try checking?(file.temporaryPath)
        try file.commit()
    }

    /// The PNG's bytes in memory.
    static func bytes(_ icon: EncodedImage) -> [UInt8]? {
        AnonymousFile.bytes { descriptor in
            var error = [CChar](repeating: 0, count: 256)
            return icon.bytes.withUnsafeBufferPointer { pixels in
                apk_png_image_write(
                    descriptor, UInt32(icon.width), UInt32(icon.height), Int32(icon.channels), pixels.baseAddress, nil, 0, nil, 1, &error)
            } == 0
        }
    }
}
