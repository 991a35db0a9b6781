/// A rounded rectangle in pixels, as a canvas at a scale covers it: its bounds, its corner radius,
/// the rows and columns clear of the corners and edges (wholly covered), and any other pixel's
/// coverage from its distance to the outline. One description serves filling and clipping.
struct PixelShape {
    let left: Double
    let top: Double
    let right: Double
    let bottom: Double
    let radius: Double
    let inner: (rows: Range<Int>, columns: Range<Int>)

    /// The rectangle of `width` × `height` points at (x, y), corners of `radius` points (half the
    /// shorter side at most), at `scale` pixels a point.
    init(x: Double, y: Double, width: Double, height: Double, radius: Double, scale: Double) {
        left = x * scale
        top = y * scale
        right = (x + width) * scale
        bottom = (y + height) * scale
        self.radius = min(radius * scale, min(right - left, bottom - top) / 2)
        let rows = Int((top + self.radius).rounded(.up))..<max(Int((top + self.radius).rounded(.up)), Int((bottom - self.radius).rounded(.down)))
        let columns = Int(left.rounded(.up))..<max(Int(left.rounded(.up)), Int(right.rounded(.down)))
        inner = (rows, columns)
    }

    /// How much of pixel (px, py) the shape covers: its signed distance to the outline (a rounded
    /// box's), taken as a half-pixel ramp.
    func coverage(_ px: Int, _ py: Int) -> Float {
        let cx = Double(px) + 0.5, cy = Double(py) + 0.5
        let qx = max(left + radius - cx, cx - (right - radius), 0)
        let qy = max(top + radius - cy, cy - (bottom - radius), 0)
        let outside: Double
        if qx > 0 && qy > 0 {
            outside = (qx * qx + qy * qy).squareRoot() - radius
        } else {
            outside = max(left - cx, cx - right, top - cy, cy - bottom)
        }
        return Float(min(max(0.5 - outside, 0), 1))
    }
}
