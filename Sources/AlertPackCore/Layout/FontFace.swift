import CTextShim
import Foundation

/// One font file's face, opened once and shared: HarfBuzz shapes with it from any thread (in font
/// units, so one shaping serves every size), FreeType draws its glyphs behind the shim's lock.
public final class FontFace: @unchecked Sendable {
    // The handle never changes after init and the shim serialises drawing: safe to share.
    private let handle: OpaquePointer
    public let path: String
    public let family: String
    public let style: String
    public let unitsPerEm: Double
    /// Ascender and descender (negative) in font units.
    public let ascender: Double
    public let descender: Double

    public init(path: String, index: Int = 0, weight: Int = 400) throws(AlertPackError) {
        var error = [CChar](repeating: 0, count: 512)
        guard let face = apk_face_open(path, UInt32(max(0, index)), Int32(weight), &error, error.count) else {
            throw AlertPackError.reading(.native(CBuffer.string(error)))
        }
        handle = face
        self.path = path
        family = String(cString: apk_face_family(face))
        style = String(cString: apk_face_style(face))
        var upem: Int32 = 0
        var ascent: Int32 = 0
        var descent: Int32 = 0
        var gap: Int32 = 0
        apk_face_metrics(face, &upem, &ascent, &descent, &gap)
        unitsPerEm = Double(max(upem, 1))
        ascender = Double(ascent)
        descender = Double(descent)
    }

    deinit { apk_face_close(handle) }

    /// "Inter Semi Bold".
    public var name: String { style.isEmpty || style == "Regular" ? family : "\(family) \(style)" }

    public func covers(_ scalar: Unicode.Scalar) -> Bool { apk_face_has_scalar(handle, scalar.value) != 0 }

    /// Shapes `text[range]` (UTF-16 offsets; the rest is context) into glyphs whose clusters are
    /// UTF-16 offsets into `text`.
    func shape(_ text: [UInt16], _ range: Range<Int>, rightToLeft: Bool, language: String?) -> [apk_glyph] {
        var glyphs = [apk_glyph](repeating: apk_glyph(), count: max(8, range.count + 8))
        while true {
            let count = Int(
                apk_shape(
                    handle, text, Int32(text.count), Int32(range.lowerBound), Int32(range.upperBound), rightToLeft ? 1 : 0, language, &glyphs,
                    Int32(glyphs.count)))
            guard count >= 0 else { return [] }
            if count <= glyphs.count { return Array(glyphs.prefix(count)) }
            glyphs = [apk_glyph](repeating: apk_glyph(), count: count)
        }
    }

    // Drawn glyphs by id and size: every rendering in a run draws the same few hundred.
    private let drawnLock = NSLock()
    private var drawn: [GlyphSize: GlyphImage?] = [:]

    private struct GlyphSize: Hashable {
        var glyph: UInt32
        var pixelsPerEm: Double
    }

    /// One glyph drawn at `pixelsPerEm` (once per face and size), with its placement.
    func drawn(_ glyph: UInt32, pixelsPerEm: Double) -> GlyphImage? {
        let key = GlyphSize(glyph: glyph, pixelsPerEm: pixelsPerEm)
        drawnLock.lock()
        if let known = drawn[key] {
            drawnLock.unlock()
            return known
        }
        drawnLock.unlock()
        let image = draw(glyph, pixelsPerEm: pixelsPerEm)
        drawnLock.lock()
        drawn[key] = image
        drawnLock.unlock()
        return image
    }

    /// One glyph drawn at `pixelsPerEm`: coverage or premultiplied BGRA, with its placement.
    private func draw(_ glyph: UInt32, pixelsPerEm: Double) -> GlyphImage? {
        var image = apk_glyph_image()
        guard apk_face_draw(handle, glyph, pixelsPerEm, &image) == 0 else { return nil }
        defer { apk_text_free(image.pixels) }
        let bytes = Int(image.width) * Int(image.height) * (image.color != 0 ? 4 : 1)
        let pixels = bytes > 0 ? [UInt8](UnsafeBufferPointer(start: image.pixels, count: bytes)) : []
        return GlyphImage(
            width: Int(image.width), height: Int(image.height), left: Int(image.left), top: Int(image.top),
            isColour: image.color != 0, scale: image.scale, pixels: pixels)
    }
}

/// A drawn glyph: `top` pixels above the baseline, `left` right of the pen; a colour strike is
/// drawn scaled by `scale`.
struct GlyphImage: Sendable {
    var width: Int
    var height: Int
    var left: Int
    var top: Int
    var isColour: Bool
    var scale: Double
    var pixels: [UInt8]
}
