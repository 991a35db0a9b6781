/// One image's 8-bit pixels as its PNG holds them: gray, RGB, or RGBA where something shows through.
struct EncodedImage: Sendable {
    var width: Int
    var height: Int
    /// The side of a square image.
    var size: Int { width }
    /// 1 (gray), 3 (RGB) or 4 (RGBA).
    var channels: Int
    var bytes: [UInt8]

    /// Straight (un-premultiplied) sRGB codes; the alpha channel only when a pixel needs it.
    init(_ image: LinearImage, gray: Bool = false) {
        width = image.width
        height = image.height
        let transparent = image.hasTransparency
        channels = gray ? 1 : transparent ? 4 : 3
        var bytes = [UInt8](repeating: 0, count: image.width * image.height * channels)
        let channels = self.channels
        image.pixels.withUnsafeBufferPointer { pixels in
            bytes.withUnsafeMutableBufferPointer { out in
                for index in 0..<(image.width * image.height) {
                    let base = index * 4
                    let alpha = pixels[base + 3]
                    let scale: Float = alpha > 0 ? 1 / alpha : 0
                    let target = index * channels
                    if channels == 1 {
                        out[target] = SRGBTransfer.code(pixels[base] * scale)
                        continue
                    }
                    out[target] = SRGBTransfer.code(pixels[base] * scale)
                    out[target + 1] = SRGBTransfer.code(pixels[base + 1] * scale)
                    out[target + 2] = SRGBTransfer.code(pixels[base + 2] * scale)
                    if channels == 4 { out[target + 3] = UInt8((min(max(alpha, 0), 1) * 255).rounded()) }
                }
            }
        }
        self.bytes = bytes
    }

    /// The master's own 8-bit codes, untouched (a size equal to the master's, nothing to composite).
    init(exact samples: UnsafeBufferPointer<UInt16>, size: Int, keepsAlpha: Bool) {
        self.init(exact: samples, width: size, height: size, keepsAlpha: keepsAlpha)
    }

    /// 16-bit samples reduced to the nearest 8-bit codes (exact for 8-bit sources).
    init(exact samples: UnsafeBufferPointer<UInt16>, width: Int, height: Int, keepsAlpha: Bool) {
        self.width = width
        self.height = height
        channels = keepsAlpha ? 4 : 3
        var bytes = [UInt8](repeating: 0, count: width * height * channels)
        let channels = self.channels
        bytes.withUnsafeMutableBufferPointer { out in
            for index in 0..<(width * height) {
                for channel in 0..<channels { out[index * channels + channel] = UInt8((UInt32(samples[index * 4 + channel]) * 255 + 32767) / 65535) }
            }
        }
        self.bytes = bytes
    }

    /// 16-bit samples reduced to 8-bit codes, with an alpha channel only when a pixel needs it.
    init(exact samples: [UInt16], width: Int, height: Int) {
        let transparent = stride(from: 3, to: samples.count, by: 4).contains { samples[$0] < 65535 }
        self = samples.withUnsafeBufferPointer { EncodedImage(exact: $0, width: width, height: height, keepsAlpha: transparent) }
    }

    /// "gray", "RGB" or "RGBA".
    var layout: String { channels == 1 ? "gray" : channels == 3 ? "RGB" : "RGBA" }
}
