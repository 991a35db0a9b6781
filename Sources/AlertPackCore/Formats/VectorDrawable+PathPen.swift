import Foundation

/// Follows path commands and gathers the bounds of what they draw. Lines count their end points;
/// curves and arcs are followed at a fixed number of points along them (not their control
/// points, which can lie far outside the ink), so a curve's bulge is within a small fraction of
/// its size and the cost of a command is fixed whatever its numbers. A move alone draws nothing.
struct VectorPathPen {
    static let curveSteps = 16
    static let arcSteps = 32

    private(set) var bounds: VectorDrawable.Bounds?
    private var x = 0.0, y = 0.0
    private var startX = 0.0, startY = 0.0
    /// The last control point of a C/S (cubic) or Q/T (quadratic) command, for the next S or T to mirror.
    private var cubicControl: (Double, Double)?
    private var quadControl: (Double, Double)?

    /// Runs one command letter (upper case) over its numbers, `arity` at a time.
    mutating func run(_ command: UInt8, relative: Bool, numbers: [Double], arity: Int) {
        guard arity > 0 else {
            line(to: startX, startY)
            return
        }
        var index = 0
        while index + arity <= numbers.count {
            let n = Array(numbers[index..<(index + arity)])
            let (ox, oy) = relative ? (x, y) : (0, 0)
            step(command, n, ox, oy, first: index == 0)
            index += arity
        }
    }

    private mutating func step(_ command: UInt8, _ n: [Double], _ ox: Double, _ oy: Double, first: Bool) {
        let previousCubic = cubicControl, previousQuad = quadControl
        cubicControl = nil
        quadControl = nil
        switch command {
        case UInt8(ascii: "M") where first:
            (x, y) = (n[0] + ox, n[1] + oy)
            (startX, startY) = (x, y)
        case UInt8(ascii: "M"), UInt8(ascii: "L"):
            line(to: n[0] + ox, n[1] + oy)
        case UInt8(ascii: "H"):
            line(to: n[0] + ox, y)
        case UInt8(ascii: "V"):
            line(to: x, n[0] + oy)
        case UInt8(ascii: "C"):
            cubic((n[0] + ox, n[1] + oy), (n[2] + ox, n[3] + oy), (n[4] + ox, n[5] + oy))
        case UInt8(ascii: "S"):
            let control = previousCubic.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y)
            cubic(control, (n[0] + ox, n[1] + oy), (n[2] + ox, n[3] + oy))
        case UInt8(ascii: "Q"):
            quadratic((n[0] + ox, n[1] + oy), (n[2] + ox, n[3] + oy))
        case UInt8(ascii: "T"):
            let control = previousQuad.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y)
            quadratic(control, (n[0] + ox, n[1] + oy))
        case UInt8(ascii: "A"):
            arc(radii: (n[0], n[1]), degrees: n[2], large: n[3] != 0, sweep: n[4] != 0, to: (n[5] + ox, n[6] + oy))
        default:
            break
        }
    }

    /// Adds a point; sums of absurd numbers that overflow are kept at the largest finite number,
    /// and what is no number at all (infinity less infinity) is left out.
    private mutating func include(_ px: Double, _ py: Double) {
        guard !px.isNaN, !py.isNaN else { return }
        let limit = Double.greatestFiniteMagnitude
        let (x, y) = (min(max(px, -limit), limit), min(max(py, -limit), limit))
        let point = VectorDrawable.Bounds(minX: x, minY: y, maxX: x, maxY: y)
        bounds = point.union(bounds)
    }

    private mutating func line(to endX: Double, _ endY: Double) {
        include(x, y)
        include(endX, endY)
        (x, y) = (endX, endY)
    }

    private mutating func cubic(_ c1: (Double, Double), _ c2: (Double, Double), _ end: (Double, Double)) {
        include(x, y)
        let (x0, y0) = (x, y)
        for i in 1...Self.curveSteps {
            let t = Double(i) / Double(Self.curveSteps), u = 1 - t
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            include(a * x0 + b * c1.0 + c * c2.0 + d * end.0, a * y0 + b * c1.1 + c * c2.1 + d * end.1)
        }
        (x, y) = end
        cubicControl = c2
    }

    private mutating func quadratic(_ control: (Double, Double), _ end: (Double, Double)) {
        include(x, y)
        let (x0, y0) = (x, y)
        for i in 1...Self.curveSteps {
            let t = Double(i) / Double(Self.curveSteps), u = 1 - t
            include(u * u * x0 + 2 * u * t * control.0 + t * t * end.0, u * u * y0 + 2 * u * t * control.1 + t * t * end.1)
        }
        (x, y) = end
        quadControl = control
    }

    /// An elliptical arc from the current point, its centre found as SVG's implementation notes
    /// (F.6.5) say, radii scaled up when they cannot reach; zero radii draw a line.
    private mutating func arc(radii: (Double, Double), degrees: Double, large: Bool, sweep: Bool, to end: (Double, Double)) {
        var (rx, ry) = (abs(radii.0), abs(radii.1))
        guard rx > 0, ry > 0, end.0 != x || end.1 != y else { return line(to: end.0, end.1) }
        let phi = degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let (cosine, sine) = (cos(phi), sin(phi))
        let (dx, dy) = ((x - end.0) / 2, (y - end.1) / 2)
        let (x1, y1) = (cosine * dx + sine * dy, -sine * dx + cosine * dy)
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if lambda > 1 { (rx, ry) = (rx * lambda.squareRoot(), ry * lambda.squareRoot()) }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let root = (large != sweep ? 1.0 : -1.0) * max(0, numerator / denominator).squareRoot()
        let (cx1, cy1) = (root * rx * y1 / ry, -root * ry * x1 / rx)
        let (cx, cy) = (cosine * cx1 - sine * cy1 + (x + end.0) / 2, sine * cx1 + cosine * cy1 + (y + end.1) / 2)
        let start = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - start
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        include(x, y)
        for i in 1..<Self.arcSteps {
            let theta = start + delta * Double(i) / Double(Self.arcSteps)
            include(cx + rx * cosine * cos(theta) - ry * sine * sin(theta), cy + rx * sine * cos(theta) + ry * cosine * sin(theta))
        }
        include(end.0, end.1)
        (x, y) = end
    }
}
