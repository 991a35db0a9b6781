/// An image in linear light with premultiplied alpha (red, green, blue, alpha as floats from 0
/// to 1): the one space where averaging pixels is averaging light, so a resized icon keeps the
/// brightness of its fine bright detail and its edges do not darken or fringe.
struct LinearImage: Sendable {
    var width: Int
    var height: Int
    /// width × height × 4, rows top to bottom.
    var pixels: [Float]

    init(width: Int, height: Int, pixels: [Float]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// From 16-bit straight RGBA in sRGB encoding (how the PNG shim decodes every PNG).
    init(encoded16 samples: UnsafeBufferPointer<UInt16>, width: Int, height: Int) {
        let table = SRGBTransfer.linearFrom16
        var pixels = [Float](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for index in 0..<(width * height) {
                let base = index * 4
                let alpha = Float(samples[base + 3]) / 65535
                out[base] = table[Int(samples[base])] * alpha
                out[base + 1] = table[Int(samples[base + 1])] * alpha
                out[base + 2] = table[Int(samples[base + 2])] * alpha
                out[base + 3] = alpha
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Whether any pixel lets something show through.
    var hasTransparency: Bool { stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] < 1 } }

    /// The number of pixels with any transparency.
    var transparentPixels: Int { stride(from: 3, to: pixels.count, by: 4).reduce(0) { $0 + (pixels[$1] < 1 ? 1 : 0) } }

    /// The image laid over an opaque colour (linear red, green, blue): light adds up, so a pixel
    /// of coverage a shows a of its colour and 1 - a of the ground.
    func composited(over ground: (Float, Float, Float)) -> LinearImage {
        var out = self
        out.pixels.withUnsafeMutableBufferPointer { pixels in
            for base in stride(from: 0, to: pixels.count, by: 4) {
                let rest = 1 - pixels[base + 3]
                pixels[base] += rest * ground.0
                pixels[base + 1] += rest * ground.1
                pixels[base + 2] += rest * ground.2
                pixels[base + 3] = 1
            }
        }
        return out
    }

    /// The luminance of each pixel over black (Rec. 709 weights, in linear light), as gray: what
    /// Apple asks a tinted icon to be.
    func grayscaleOverBlack() -> LinearImage {
        var out = self
        out.pixels.withUnsafeMutableBufferPointer { pixels in
            for base in stride(from: 0, to: pixels.count, by: 4) {
                let gray = 0.2126 * pixels[base] + 0.7152 * pixels[base + 1] + 0.0722 * pixels[base + 2]
                pixels[base] = gray
                pixels[base + 1] = gray
                pixels[base + 2] = gray
                pixels[base + 3] = 1
            }
        }
        return out
    }
}
