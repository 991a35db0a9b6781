import Foundation

/// A colour as linear-light red, green, blue and an opacity, made from sRGB codes.
struct PaintColour: Sendable, Equatable {
    var red: Float
    var green: Float
    var blue: Float
    var alpha: Float

    /// From a hex sRGB code (0xRRGGBB) and an opacity.
    init(_ code: UInt32, alpha: Float = 1) {
        func linear(_ shift: UInt32) -> Float { Float(SRGBTransfer.toLinear(Double((code >> shift) & 0xFF) / 255)) }
        red = linear(16)
        green = linear(8)
        blue = linear(0)
        self.alpha = alpha
    }
}

/// A picture being drawn, in points at a scale (2: two pixels a point): premultiplied linear
/// light, so that shapes, glyphs and images blend as light does. Everything it draws depends on
/// its inputs alone: the same calls make the same pixels.
struct Canvas {
    var image: LinearImage
    let scale: Double

    init(width: Double, height: Double, scale: Double, background: PaintColour) {
        self.scale = scale
        let pixelWidth = Int((width * scale).rounded(.up))
        let pixelHeight = Int((height * scale).rounded(.up))
        var pixels = [Float](repeating: 0, count: pixelWidth * pixelHeight * 4)
        for base in stride(from: 0, to: pixels.count, by: 4) {
            pixels[base] = background.red
            pixels[base + 1] = background.green
            pixels[base + 2] = background.blue
            pixels[base + 3] = 1
        }
        image = LinearImage(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }

    /// Lays `colour` over pixel (x, y) with `coverage` (0...1).
    @inline(__always)
    mutating func blend(_ x: Int, _ y: Int, _ colour: PaintColour, coverage: Float) {
        guard x >= 0, y >= 0, x < image.width, y < image.height, coverage > 0 else { return }
        let amount = min(coverage, 1) * colour.alpha
        let base = (y * image.width + x) * 4
        image.pixels[base] = image.pixels[base] * (1 - amount) + colour.red * amount
        image.pixels[base + 1] = image.pixels[base + 1] * (1 - amount) + colour.green * amount
        image.pixels[base + 2] = image.pixels[base + 2] * (1 - amount) + colour.blue * amount
        image.pixels[base + 3] = image.pixels[base + 3] * (1 - amount) + amount
    }

    /// A rectangle with rounded corners (radius in points; half the shorter side makes a circle
    /// or a capsule), its edges antialiased by each pixel's distance to the outline.
    mutating func fillRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, _ colour: PaintColour) {
        let shape = PixelShape(x: x, y: y, width: width, height: height, radius: radius, scale: scale)
        // The part clear of the corners and edges is covered whole: filled a row at a time; the
        // rest pixel by pixel.
        let rows = max(0, shape.inner.rows.lowerBound)..<min(image.height, max(shape.inner.rows.upperBound, 0))
        let columns = max(0, shape.inner.columns.lowerBound)..<min(image.width, max(shape.inner.columns.upperBound, 0))
        if !rows.isEmpty && !columns.isEmpty {
            let amount = colour.alpha, keep = 1 - colour.alpha
            let add = (colour.red * amount, colour.green * amount, colour.blue * amount)
            let width = image.width
            image.pixels.withUnsafeMutableBufferPointer { pixels in
                for row in rows {
                    var base = (row * width + columns.lowerBound) * 4
                    for _ in columns {
                        pixels[base] = pixels[base] * keep + add.0
                        pixels[base + 1] = pixels[base + 1] * keep + add.1
                        pixels[base + 2] = pixels[base + 2] * keep + add.2
                        pixels[base + 3] = pixels[base + 3] * keep + amount
                        base += 4
                    }
                }
            }
        }
        forEachPixel(of: shape, skippingInterior: true) { px, py, coverage in blend(px, py, colour, coverage: coverage) }
    }

    /// Visits every pixel of a rounded rectangle with its coverage; with `skippingInterior`, not
    /// those of `shape.inner` (the caller fills them).
    func forEachPixel(of shape: PixelShape, skippingInterior: Bool = false, _ visit: (Int, Int, Float) -> Void) {
        for py in max(0, Int(shape.top.rounded(.down)))..<min(image.height, Int(shape.bottom.rounded(.up))) {
            let middleRow = shape.inner.rows.contains(py)
            var px = max(0, Int(shape.left.rounded(.down)))
            let end = min(image.width, Int(shape.right.rounded(.up)))
            while px < end {
                defer { px += 1 }
                if middleRow && shape.inner.columns.contains(px) {
                    if skippingInterior {
                        px = shape.inner.columns.upperBound - 1
                    } else {
                        visit(px, py, 1)
                    }
                    continue
                }
                let coverage = shape.coverage(px, py)
                if coverage > 0 { visit(px, py, coverage) }
            }
        }
    }

    /// An image drawn into a rounded rectangle, filling it and cropped to its aspect (as the
    /// system shows a thumbnail: centred, no letterbox).
    mutating func drawImage(_ source: LinearImage, x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let pixelWidth = max(1, Int((width * scale).rounded())), pixelHeight = max(1, Int((height * scale).rounded()))
        let cropped = Self.cropToAspect(source, width: pixelWidth, height: pixelHeight)
        let fitted = AreaResampler.resize(cropped, width: pixelWidth, height: pixelHeight)
        let originX = Int((x * scale).rounded()), originY = Int((y * scale).rounded())
        forEachPixel(of: PixelShape(x: x, y: y, width: width, height: height, radius: radius, scale: scale)) { px, py, coverage in
            let sx = min(max(px - originX, 0), fitted.width - 1), sy = min(max(py - originY, 0), fitted.height - 1)
            let base = (sy * fitted.width + sx) * 4
            let alpha = fitted.pixels[base + 3]
            guard alpha > 0 else { return }
            let colour = PaintColour(
                linear: fitted.pixels[base] / alpha, fitted.pixels[base + 1] / alpha, fitted.pixels[base + 2] / alpha, alpha: alpha)
            blend(px, py, colour, coverage: coverage)
        }
    }

    /// The centred part of `image` with the aspect of width × height.
    static func cropToAspect(_ image: LinearImage, width: Int, height: Int) -> LinearImage {
        let target = Double(width) / Double(height)
        let aspect = Double(image.width) / Double(image.height)
        var cropWidth = image.width, cropHeight = image.height
        if aspect > target {
            cropWidth = max(1, Int((Double(image.height) * target).rounded()))
        } else {
            cropHeight = max(1, Int((Double(image.width) / target).rounded()))
        }
        guard cropWidth != image.width || cropHeight != image.height else { return image }
        let left = (image.width - cropWidth) / 2, top = (image.height - cropHeight) / 2
        var pixels = [Float](repeating: 0, count: cropWidth * cropHeight * 4)
        for row in 0..<cropHeight {
            let from = ((top + row) * image.width + left) * 4
            pixels.replaceSubrange(row * cropWidth * 4..<(row + 1) * cropWidth * 4, with: image.pixels[from..<from + cropWidth * 4])
        }
        return LinearImage(width: cropWidth, height: cropHeight, pixels: pixels)
    }

    /// The picture as PNG bytes (8-bit sRGB, no alpha, nothing time-dependent).
    func png() -> [UInt8]? {
        PNGImageFile.bytes(EncodedImage(image.composited(over: (0, 0, 0))))
    }
}

extension PaintColour {
    init(linear red: Float, _ green: Float, _ blue: Float, alpha: Float) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
