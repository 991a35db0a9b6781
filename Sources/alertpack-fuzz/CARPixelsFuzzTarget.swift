import AlertPackCore

/// The `car-pixels` target (issue 44): every rendition of a compiled asset catalog decoded to
/// pixels (uncompressed, zip, LZVN, LZFSE, deepmap2, internal links), with tight limits so that
/// each input stays fast. Any bytes are pixels, an undecodable encoding or an error; the pixels
/// must have exactly width × height pixels, and a trap, a hang or unbounded memory is a finding.
enum CARPixelsFuzzTarget {
    static func run(_ path: String) {
        let limits = RenditionPixelDecoder.Limits(maxSide: 2048, maxBytes: 8 << 20)
        guard let decoder = try? RenditionPixelDecoder(path: path, limits: limits) else { return }
        for index in decoder.archive.renditions.indices.prefix(256) {
            guard case .pixels(let pixels)? = try? decoder.decode(index) else { continue }
            precondition(
                pixels.bytes.count == pixels.width * pixels.height * pixels.layout.bytesPerPixel,
                "\(pixels.bytes.count) bytes of pixels for \(pixels.width)×\(pixels.height)")
            _ = pixels.transparentPixels
        }
    }
}
