import Foundation

/// An Android drawable XML as a small notification icon needs it: whether it is a `<vector>`,
/// its size in dp and its viewport, its paths, what in it Android cannot draw as a one-colour
/// silhouette (gradients, drawables as colours), and where its ink lies in viewport units.
/// Read statically from its start tags (`XMLTagScanner`: no entity expanded, bounded), never
/// rendered; `VectorPathData` reads each `android:pathData` within limits of its own.
package struct VectorDrawable: Sendable, Equatable {
    /// A rectangle in viewport units.
    package struct Bounds: Sendable, Equatable {
        package var minX: Double
        package var minY: Double
        package var maxX: Double
        package var maxY: Double

        package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            self.minX = minX
            self.minY = minY
            self.maxX = maxX
            self.maxY = maxY
        }

        func union(_ other: Bounds?) -> Bounds {
            guard let other else { return self }
            return Bounds(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
        }

        func inset(by amount: Double) -> Bounds {
            Bounds(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
        }
    }

    /// A `pathData` Android would fail on when it inflates the drawable.
    package struct PathProblem: Sendable, Equatable {
        package var line: Int
        package var error: AlertPackError
    }

    /// The root element: `vector`, or what stands in its place (`bitmap`, `layer-list`, `adaptive-icon`, ...).
    package var root: String
    /// `android:width` and `android:height` as written, and in dp when they are (nil otherwise:
    /// missing, a `@dimen/` reference, another unit).
    package var width: String?
    package var height: String?
    package var widthDp: Double?
    package var heightDp: Double?
    /// `android:viewportWidth` and `android:viewportHeight` when they are numbers above zero.
    package var viewportWidth: Double?
    package var viewportHeight: Double?
    /// `android:tint` as written.
    package var tint: String?
    package var pathCount = 0
    package var clipPathCount = 0
    /// What Android cannot tint as a silhouette, each with its line: "<gradient> (line 9)".
    package var untintable: [String] = []
    /// The first `pathData` that does not read (Android refuses the whole drawable).
    package var pathProblem: PathProblem?
    /// Paths whose data is a resource reference, so their ink is not measured.
    package var unmeasuredPaths = 0
    /// The union of every visible path's ink, group transforms applied; nil when no path draws.
    package var inkBounds: Bounds?

    /// The largest file read (a real icon is a few KB).
    package static let maxBytes = 1 << 20

    package init(root: String) {
        self.root = root
    }

    package var isVector: Bool { root == "vector" }

    /// Whether Android inflates it as a vector: a `<vector>` with a size and a viewport above
    /// zero and path data that reads.
    package var parses: Bool { isVector && hasSize && viewportWidth != nil && viewportHeight != nil && pathProblem == nil }

    /// Width and height are dimensions above zero (in dp, or px, sp, pt, in, mm, or references
    /// Android resolves when it inflates the drawable).
    package var hasSize: Bool { [width, height].allSatisfy { $0.map(Self.dimension) ?? false } }

    /// Reads the drawable at `path` (at most `maxBytes`).
    package static func read(path: String) throws(AlertPackError) -> VectorDrawable {
        try read(RandomAccessFile.contents(path: path, maxBytes: maxBytes, what: "the drawable XML"))
    }

    /// Reads a drawable's bytes; only XML that does not scan is an error, anything else a fact.
    package static func read(_ bytes: [UInt8]) throws(AlertPackError) -> VectorDrawable {
        let tags = try XMLTagScanner.tags(bytes)
        var drawable = VectorDrawable(root: tags.first?.name ?? "")
        guard let root = tags.first, drawable.isVector else { return drawable }
        drawable.readSize(root)
        var walk = VectorInkWalk()
        for tag in tags.dropFirst() {
            walk.visit(tag, into: &drawable)
        }
        return drawable
    }

    private mutating func readSize(_ root: XMLTagScanner.Tag) {
        width = Self.attribute("width", of: root)
        height = Self.attribute("height", of: root)
        widthDp = width.flatMap(Self.dp)
        heightDp = height.flatMap(Self.dp)
        viewportWidth = Self.attribute("viewportWidth", of: root).flatMap(Self.positive)
        viewportHeight = Self.attribute("viewportHeight", of: root).flatMap(Self.positive)
        tint = Self.attribute("tint", of: root)
    }

    /// The value of `android:NAME` (or `NAME` under any other prefix bound to Android's namespace).
    static func attribute(_ name: String, of tag: XMLTagScanner.Tag) -> String? {
        if let value = tag.attributes["android:" + name] { return value.trimmingCharacters(in: .whitespaces) }
        let suffix = ":" + name
        return tag.attributes.first { $0.key.hasSuffix(suffix) }?.value.trimmingCharacters(in: .whitespaces)
    }

    /// "24dp", "24.0dp" (and "24dip") in dp; anything else (px, a `@dimen/` reference) is not.
    static func dp(_ text: String) -> Double? {
        let lowered = text.lowercased()
        for unit in ["dip", "dp"] where lowered.hasSuffix(unit) {
            return positive(String(lowered.dropLast(unit.count)))
        }
        return nil
    }

    /// A dimension Android accepts: a number above zero with a unit, or a resource reference.
    static func dimension(_ text: String) -> Bool {
        if text.hasPrefix("@") || text.hasPrefix("?") { return true }
        let lowered = text.lowercased()
        return ["dip", "dp", "px", "sp", "pt", "in", "mm"].contains { unit in
            lowered.hasSuffix(unit) && positive(String(lowered.dropLast(unit.count))) != nil
        }
    }

    /// A finite number above zero.
    static func positive(_ text: String) -> Double? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0 else { return nil }
        return value
    }
}
