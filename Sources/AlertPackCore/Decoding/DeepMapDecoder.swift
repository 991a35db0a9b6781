/// CoreUI's "deepmap" bitmap encodings (compression 10, deepmap-lzfse, magic `dmap`; compression
/// 11, deepmap2, magic `dmp2`), as far as real catalogs show their structure (learned from the
/// bytes of 13 catalogs of Xcode 9 to 26 and checked against loose PNGs of the same icons):
///
///     a 16-byte preamble: u32 kind (1 deepmap2, 5 deepmap-lzfse), u32 bytes per pixel,
///                         u32 length of what follows, u32 0
///     dmp2: "dmp2", u8 mode, u8 1, u8 10, u8 bytes per pixel, u16 width, u16 height, then by mode:
///           1  the pixels, stored                      (tiny images: a 2×2 swatch)
///           2  u32 length, LZFSE of something other than plain pixels (786,944 bytes for a
///              512×512 gray+alpha image; the second size field is not always the height: 291
///              for a 1024×1024 icon, whose first stream is followed by more data): not decoded
///           3  u32 length, LZFSE of the pixels, plain (most images and icons)
///           4  u16 count, u16 levels, u32 0, count entries of 4 bytes (a palette of small channel
///              levels), u32 length, LZFSE of indices (gradients and flat art; not decoded)
///     dmap: "dmap", u8 mode, u8 1, u8 10, u8 bytes per pixel, then mode 1: the pixels, stored.
///
/// Pixels are premultiplied, in the rendition's pixel format, rows top to bottom, not padded.
/// What is not known is returned as unsupported, with its mode, never guessed.
struct DeepMapDecoder {
    let geometry: BitmapGeometry
    let rows: Int
    let what: String

    func decode(_ data: [UInt8], deepmap2: Bool) throws(AlertPackError) -> BitmapChunkDecoder.Outcome {
        let name = deepmap2 ? "deepmap2" : "deepmap-lzfse"
        var cursor = ByteCursor(data, what: "the \(name) data of \(what)")
        let kind = try cursor.uint32LE()
        let bytesPerPixel = Int(try cursor.uint32LE())
        let length = Int(try cursor.uint32LE())
        _ = try cursor.uint32LE()
        guard length <= cursor.remaining else {
            throw AlertPackError.bundle(.declaredOverHeld("\(name) data", of: what, length: length, holds: cursor.remaining))
        }
        guard bytesPerPixel == geometry.bytesPerPixel else {
            throw AlertPackError.bundle(.pixelSize("\(name) data", of: what, bytesPerPixel: bytesPerPixel, format: geometry.bytesPerPixel))
        }
        let magic = FourCC.text(try cursor.take(4))
        guard magic == (deepmap2 ? "dmp2" : "dmap") else {
            return .unsupported("\(name) (kind \(kind), magic '\(magic)')")
        }
        let mode = try cursor.uint8()
        _ = try cursor.take(2)
        let innerBytesPerPixel = Int(try cursor.uint8())
        guard innerBytesPerPixel == geometry.bytesPerPixel else {
            throw AlertPackError.bundle(.pixelSize("\(magic) header", of: what, bytesPerPixel: innerBytesPerPixel, format: geometry.bytesPerPixel))
        }
        guard mode == 1 || (deepmap2 && mode == 3) else { return .unsupported("\(name) (mode \(mode))") }
        if deepmap2 { try checkSize(&cursor) }
        let end = cursor.remaining - (data.count - 16 - length)
        return try body(&cursor, mode: mode, end: end, name: name)
    }

    /// The `dmp2` header's width and height must be the chunk's (in the modes decoded here; in
    /// mode 2 the second field is not the height: 291 for a 1024-row icon).
    private func checkSize(_ cursor: inout ByteCursor) throws(AlertPackError) {
        let width = Int(try cursor.uint16LE())
        let height = Int(try cursor.uint16LE())
        guard width == geometry.width, height == rows else {
            throw AlertPackError.bundle(.headerSize("dmp2", of: what, width: width, height: height, rowWidth: geometry.width, rows: rows))
        }
    }

    /// The pixels after the header, by mode; `end` is how many bytes remain that the preamble counts.
    private func body(_ cursor: inout ByteCursor, mode: UInt8, end: Int, name: String) throws(AlertPackError) -> BitmapChunkDecoder.Outcome {
        let size = geometry.rowBytes * rows
        switch mode {
        case 1:
            guard end == size else {
                throw AlertPackError.bundle(.pixelBytes(name, of: what, stored: true, bytes: end, width: geometry.width, rows: rows, size: size))
            }
            return .rows(Array(try cursor.take(size)))
        case 3 where name == "deepmap2":
            let length = Int(try cursor.uint32LE())
            guard length <= end - 4 else {
                throw AlertPackError.bundle(.declaredOverHeld("deepmap2 stream", of: what, length: length, holds: max(0, end - 4)))
            }
            let stream = try cursor.take(length)
            let pixels: [UInt8]
            do {
                pixels = try LZFSE.decode(stream, maxOutput: size)
            } catch {
                throw AlertPackError.bundle(.inPart("the deepmap2 stream of \(what)", error))
            }
            guard pixels.count == size else {
                throw AlertPackError.bundle(
                    .pixelBytes("deepmap2", of: what, stored: false, bytes: pixels.count, width: geometry.width, rows: rows, size: size))
            }
            return .rows(pixels)
        default:
            return .unsupported("\(name) (mode \(mode))")
        }
    }
}
