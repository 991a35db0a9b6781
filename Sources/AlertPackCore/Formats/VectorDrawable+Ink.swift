import Foundation

/// The walk over a `<vector>`'s elements after the root: groups and their transforms, paths and
/// the ink they draw, clip paths, and what Android cannot tint. Clip paths are counted but not
/// applied, so the ink bounds may be larger than what is drawn, never smaller.
struct VectorInkWalk {
    /// A group's transform: x' = a·x + c·y + e, y' = b·x + d·y + f.
    struct Transform {
        var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

        /// Android's order for a group: about the pivot, scale, then rotate, then translate.
        static func group(_ tag: XMLTagScanner.Tag) -> Transform {
            let number = { (name: String, neutral: Double) -> Double in
                VectorDrawable.attribute(name, of: tag).flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? neutral
            }
            let pivotX = number("pivotX", 0), pivotY = number("pivotY", 0)
            let scaleX = number("scaleX", 1), scaleY = number("scaleY", 1)
            let radians = number("rotation", 0).truncatingRemainder(dividingBy: 360) * .pi / 180
            let cosine = Foundation.cos(radians), sine = Foundation.sin(radians)
            var transform = Transform(a: scaleX * cosine, b: scaleX * sine, c: -scaleY * sine, d: scaleY * cosine)
            transform.e = -pivotX * transform.a - pivotY * transform.c + pivotX + number("translateX", 0)
            transform.f = -pivotX * transform.b - pivotY * transform.d + pivotY + number("translateY", 0)
            return transform
        }

        /// This transform after `inner` (a child group's points pass through `inner` first).
        func then(_ inner: Transform) -> Transform {
            Transform(
                a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b, c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
        }

        /// The bounds of the four corners of `bounds`, transformed; nil when absurd scales make
        /// them no number (an overflow to infinity is kept as the largest finite number).
        func apply(_ bounds: VectorDrawable.Bounds) -> VectorDrawable.Bounds? {
            let corners = [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY)]
            let limit = Double.greatestFiniteMagnitude
            let finite = { (value: Double) in min(max(value, -limit), limit) }
            let points = corners.map { (finite(a * $0.0 + c * $0.1 + e), finite(b * $0.0 + d * $0.1 + f)) }
            guard points.allSatisfy({ !$0.0.isNaN && !$0.1.isNaN }) else { return nil }
            return VectorDrawable.Bounds(
                minX: points.map(\.0).min() ?? 0, minY: points.map(\.1).min() ?? 0, maxX: points.map(\.0).max() ?? 0,
                maxY: points.map(\.1).max() ?? 0)
        }
    }

    /// The groups open around the walk's place, innermost last, with their depth.
    private var groups: [(depth: Int, transform: Transform)] = []
    /// The last path's ink and depth, drawn later by an `<aapt:attr>` colour inside it.
    private var lastPath: (depth: Int, bounds: VectorDrawable.Bounds)?

    mutating func visit(_ tag: XMLTagScanner.Tag, into drawable: inout VectorDrawable) {
        while let innermost = groups.last, innermost.depth >= tag.depth { groups.removeLast() }
        let transform = groups.last?.transform ?? Transform()
        switch tag.name {
        case "group":
            groups.append((tag.depth, transform.then(.group(tag))))
        case "path":
            drawable.pathCount += 1
            path(tag, transform, into: &drawable)
        case "clip-path":
            drawable.clipPathCount += 1
        case "gradient":
            drawable.untintable.append("<gradient> (line \(tag.line))")
        case "aapt:attr":
            // A colour given as a child element (a gradient) fills the path it is inside.
            let name = tag.attributes["name"] ?? ""
            if let last = lastPath, tag.parent == "path", last.depth + 1 == tag.depth, name.hasSuffix("Color") {
                drawable.inkBounds = last.bounds.union(drawable.inkBounds)
            }
        default:
            break
        }
    }

    private mutating func path(_ tag: XMLTagScanner.Tag, _ transform: Transform, into drawable: inout VectorDrawable) {
        lastPath = nil
        for name in ["fillColor", "strokeColor"] {
            if let colour = VectorDrawable.attribute(name, of: tag), colour.hasPrefix("@drawable/") {
                drawable.untintable.append("android:\(name)=\"\(colour)\" (line \(tag.line))")
            }
        }
        guard let data = VectorDrawable.attribute("pathData", of: tag), !data.isEmpty else { return }
        if data.hasPrefix("@") || data.hasPrefix("?") {
            drawable.unmeasuredPaths += 1
            return
        }
        let read: VectorDrawable.Bounds?
        do throws(AlertPackError) {
            read = try VectorPathData.bounds(data)
        } catch {
            if drawable.pathProblem == nil { drawable.pathProblem = VectorDrawable.PathProblem(line: tag.line, error: error) }
            return
        }
        guard var bounds = read else { return }
        let strokeWidth = Self.number("strokeWidth", of: tag, neutral: 0)
        let stroked =
            Self.visible(VectorDrawable.attribute("strokeColor", of: tag)) && strokeWidth > 0 && Self.number("strokeAlpha", of: tag, neutral: 1) > 0
        let filled = Self.visible(VectorDrawable.attribute("fillColor", of: tag)) && Self.number("fillAlpha", of: tag, neutral: 1) > 0
        if stroked { bounds = bounds.inset(by: strokeWidth / 2) }
        guard let placed = transform.apply(bounds) else {
            drawable.unmeasuredPaths += 1
            return
        }
        lastPath = (tag.depth, placed)
        if filled || stroked { drawable.inkBounds = placed.union(drawable.inkBounds) }
    }

    private static func number(_ name: String, of tag: XMLTagScanner.Tag, neutral: Double) -> Double {
        guard let text = VectorDrawable.attribute(name, of: tag), let value = Double(text), value.isFinite else { return neutral }
        return value
    }

    /// Whether a colour draws anything: not missing, not transparent, not `#0RGB`/`#00RRGGBB`.
    /// A reference (`@color/…`, `?attr/…`) is taken to draw.
    static func visible(_ colour: String?) -> Bool {
        guard let colour = colour?.lowercased(), !colour.isEmpty, colour != "@null", colour != "@android:color/transparent" else { return false }
        guard colour.hasPrefix("#") else { return true }
        let digits = colour.dropFirst()
        switch digits.count {
        case 4: return digits.prefix(1) != "0"
        case 8: return digits.prefix(2) != "00"
        default: return true
        }
    }
}
