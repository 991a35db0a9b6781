import CTextShim
import Foundation

/// Draws laid-out text onto a canvas: each line in visual order (UAX #9), aligned to its
/// paragraph's start (right for right-to-left text), to the right (a mirrored cell's natural
/// alignment, whatever the text's direction) or centred, the ellipsis where the system
/// cuts it drawn in the cut colour and underlined, so a reviewer sees where the text stops.
struct TextPainter {
    enum Alignment { case natural, right, centred }

    private struct GlyphKey: Hashable {
        var face: ObjectIdentifier
        var glyph: UInt32
        var pixelsPerEm: Double
    }

    /// The face whose ascent and descent place every line's baseline.
    var primary: FontFace?
    private var colourGlyphs: [GlyphKey: LinearImage] = [:]

    /// Draws `shaped` as `layout` says, its first line's top at `top`, in a column from `left`
    /// of `width` points. Returns the height drawn.
    @discardableResult
    mutating func draw(
        _ shaped: ShapedText, _ layout: TextLayout, ellipsis: ShapedText, on canvas: inout Canvas, left: Double, top: Double, width: Double,
        alignment: Alignment, colour: PaintColour, cutColour: PaintColour
    ) -> Double {
        let style = shaped.style
        for (index, line) in layout.lines.enumerated() {
            let baseline = top + Double(index) * style.lineHeight + Self.baselineOffset(style, face: primary)
            var end = line.range.upperBound
            while end > line.range.lowerBound && shaped.hangs[end - 1] { end -= 1 }
            let range = line.range.lowerBound..<end
            let textWidth = shaped.width(range)
            let isCut = layout.cut != nil && index == layout.lines.count - 1
            let ellipsisWidth = isCut ? ellipsis.offsets.last ?? 0 : 0
            let total = textWidth + ellipsisWidth
            var pen: Double
            switch alignment {
            case .centred: pen = left + (width - total) / 2
            case .natural: pen = shaped.rightToLeft ? left + width - total : left
            case .right: pen = left + width - total
            }
            if isCut && shaped.rightToLeft {
                drawMark(ellipsis, on: &canvas, pen: pen, baseline: baseline, colour: cutColour)
                pen += ellipsisWidth
            }
            for grapheme in Self.visualOrder(shaped, range) {
                for glyph in shaped.glyphs[grapheme] {
                    draw(glyph, size: style.size, on: &canvas, x: pen + glyph.x, baseline: baseline - glyph.y, colour: colour)
                }
                pen += shaped.advances[grapheme]
            }
            if isCut && !shaped.rightToLeft { drawMark(ellipsis, on: &canvas, pen: pen, baseline: baseline, colour: cutColour) }
        }
        return Double(layout.lines.count) * style.lineHeight
    }

    /// Where the baseline sits below a line's top: the font's ascent and descent centred in the
    /// line height.
    static func baselineOffset(_ style: TextStyleSpec, face: FontFace?) -> Double {
        guard let face else { return style.lineHeight * 0.78 }
        let ascent = face.ascender / face.unitsPerEm * style.size
        let descent = -face.descender / face.unitsPerEm * style.size
        return (style.lineHeight - ascent - descent) / 2 + ascent
    }

    /// The ellipsis in the cut colour, underlined.
    private mutating func drawMark(_ ellipsis: ShapedText, on canvas: inout Canvas, pen: Double, baseline: Double, colour: PaintColour) {
        var x = pen
        for index in 0..<ellipsis.count {
            for glyph in ellipsis.glyphs[index] {
                draw(glyph, size: ellipsis.style.size, on: &canvas, x: x + glyph.x, baseline: baseline - glyph.y, colour: colour)
            }
            x += ellipsis.advances[index]
        }
        canvas.fillRoundedRect(x: pen, y: baseline + 2, width: x - pen, height: 1.5, radius: 0.75, colour)
    }

    /// The graphemes of `range` from left to right.
    static func visualOrder(_ shaped: ShapedText, _ range: Range<Int>) -> [Int] {
        let levels = Array(shaped.levels[range])
        guard levels.contains(where: { $0 & 1 == 1 }) else { return Array(range) }
        var order = [Int32](repeating: 0, count: levels.count)
        guard apk_bidi_reorder(levels, Int32(levels.count), &order) == 0 else { return Array(range) }
        return order.map { range.lowerBound + Int($0) }
    }

    private mutating func draw(_ glyph: PlacedGlyph, size: Double, on canvas: inout Canvas, x: Double, baseline: Double, colour: PaintColour) {
        let pixelsPerEm = size * canvas.scale
        let key = GlyphKey(face: ObjectIdentifier(glyph.face), glyph: glyph.glyph, pixelsPerEm: pixelsPerEm)
        guard let image = glyph.face.drawn(glyph.glyph, pixelsPerEm: pixelsPerEm), image.width > 0, image.height > 0 else { return }
        let originX = Int((x * canvas.scale).rounded()), originY = Int((baseline * canvas.scale).rounded())
        if image.isColour {
            drawColour(image, key: key, on: &canvas, originX: originX, originY: originY)
            return
        }
        for row in 0..<image.height {
            for column in 0..<image.width {
                let coverage = image.pixels[row * image.width + column]
                if coverage > 0 {
                    canvas.blend(originX + image.left + column, originY - image.top + row, colour, coverage: Float(coverage) / 255)
                }
            }
        }
    }

    /// A colour emoji strike, scaled to the size by area averaging in linear light.
    private mutating func drawColour(_ image: GlyphImage, key: GlyphKey, on canvas: inout Canvas, originX: Int, originY: Int) {
        let width = max(1, Int((Double(image.width) * image.scale).rounded())), height = max(1, Int((Double(image.height) * image.scale).rounded()))
        if colourGlyphs[key] == nil {
            var pixels = [Float](repeating: 0, count: image.width * image.height * 4)
            for index in 0..<(image.width * image.height) {
                let alpha = Float(image.pixels[index * 4 + 3]) / 255
                for (channel, offset) in [(0, 2), (1, 1), (2, 0)] {
                    let straight = alpha > 0 ? min(Float(image.pixels[index * 4 + offset]) / 255 / alpha, 1) : 0
                    pixels[index * 4 + channel] = Float(SRGBTransfer.toLinear(Double(straight))) * alpha
                }
                pixels[index * 4 + 3] = alpha
            }
            colourGlyphs[key] = AreaResampler.resize(
                LinearImage(width: image.width, height: image.height, pixels: pixels), width: width, height: height)
        }
        guard let scaled = colourGlyphs[key] else { return }
        let left = originX + Int((Double(image.left) * image.scale).rounded()), top = originY - Int((Double(image.top) * image.scale).rounded())
        for row in 0..<scaled.height {
            for column in 0..<scaled.width {
                let base = (row * scaled.width + column) * 4
                let alpha = scaled.pixels[base + 3]
                guard alpha > 0 else { continue }
                let colour = PaintColour(
                    linear: scaled.pixels[base] / alpha, scaled.pixels[base + 1] / alpha, scaled.pixels[base + 2] / alpha, alpha: 1)
                canvas.blend(left + column, top + row, colour, coverage: alpha)
            }
        }
    }
}
