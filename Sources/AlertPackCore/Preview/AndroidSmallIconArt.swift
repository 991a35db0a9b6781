import Foundation

/// A small notification icon as Android draws it: its alpha channel alone, filled with one
/// colour (white on the notification's colour in the shade, white in the status bar). Colour in
/// the file is thrown away, so an opaque icon is drawn as the solid square it shows as. An icon
/// that cannot be drawn here (a vector drawable, an unreadable file, none named) is a ring.
struct AndroidSmallIconArt: Sendable {
    /// The icon's alpha as a mask (0...1 per pixel), read down to `maskSide` pixels at most.
    var mask: LinearImage?
    /// Why there is no mask ("a vector drawable is not drawn here"), nil when there is one.
    var note: String?

    static let maskSide = 192

    /// The icon in `path`; nil `path` is the placeholder.
    static func load(_ path: String?) -> AndroidSmallIconArt {
        guard let path else { return AndroidSmallIconArt(note: "no small icon named: a ring stands in") }
        guard !path.lowercased().hasSuffix(".xml") else {
            return AndroidSmallIconArt(note: "\(path): a drawable XML, not drawn here: a ring stands in")
        }
        do throws(AlertPackError) {
            return AndroidSmallIconArt(mask: try PreviewImage.load(path, fitting: maskSide))
        } catch {
            return AndroidSmallIconArt(note: "\(error.message): a ring stands in")
        }
    }

    /// Draws the icon into the square at (x, y) of `side` points in `colour`: each pixel covered
    /// by the icon's alpha there, as Android tints it. The placeholder's ring is cut back to
    /// `background`.
    func draw(on canvas: inout Canvas, x: Double, y: Double, side: Double, colour: PaintColour, background: PaintColour) {
        guard let mask else {
            let ring = side * 0.7, inset = (side - ring) / 2, stroke = max(side * 0.12, 1 / canvas.scale)
            canvas.fillRoundedRect(x: x + inset, y: y + inset, width: ring, height: ring, radius: ring / 2, colour)
            let hole = ring - 2 * stroke
            canvas.fillRoundedRect(x: x + inset + stroke, y: y + inset + stroke, width: hole, height: hole, radius: hole / 2, background)
            return
        }
        let pixels = max(1, Int((side * canvas.scale).rounded()))
        let fitted = AreaResampler.resize(mask, width: pixels, height: pixels)
        let originX = Int((x * canvas.scale).rounded()), originY = Int((y * canvas.scale).rounded())
        for row in 0..<fitted.height {
            for column in 0..<fitted.width {
                let alpha = fitted.pixels[(row * fitted.width + column) * 4 + 3]
                if alpha > 0 { canvas.blend(originX + column, originY + row, colour, coverage: alpha) }
            }
        }
    }
}
