/// What one file of an Android small (status-bar) notification icon is, measured once: where it
/// sits (its resource folder and density), and for a PNG its pixels as Android draws them (only
/// the alpha channel counts: how much of the canvas is opaque, where the ink is), for a vector
/// drawable what its XML says. A file that was not measured says why.
package struct AndroidSmallIconFacts: Sendable, Equatable {
    /// A box of pixels: columns `x..<x+width`, rows `y..<y+height`.
    package struct PixelBox: Sendable, Equatable {
        package var x: Int
        package var y: Int
        package var width: Int
        package var height: Int

        package init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The alpha-weighted share of each outermost line of a PNG that is ink.
    package struct EdgeInk: Sendable, Equatable {
        package var top: Double
        package var right: Double
        package var bottom: Double
        package var left: Double

        package init(top: Double, right: Double, bottom: Double, left: Double) {
            (self.top, self.right, self.bottom, self.left) = (top, right, bottom, left)
        }

        /// The largest of the four.
        package var largest: Double { max(top, right, bottom, left) }
    }

    /// The path as given (the project's path to the file).
    package var path: String
    /// "png", "xml", or what the content is ("webp", "jpeg", "gif", "unknown").
    package var format: String
    /// The resource folder's name ("drawable-xhdpi-v24"), empty when the file is not in one.
    package var folder: String
    /// The density qualifier of the folder ("xhdpi", "nodpi", "anydpi", "480dpi"), nil when it has none.
    package var density: String?

    // A PNG's pixels (nil when not measured).
    package var width: Int?
    package var height: Int?
    /// An alpha channel, or a tRNS chunk: pixels can be transparent.
    package var alphaPresent: Bool?
    /// The share of the canvas (0...1) whose alpha is at or over the opaque threshold.
    package var opaqueCoverage: Double?
    /// A visible pixel whose red, green and blue differ: colour Android does not draw.
    package var colourPresent: Bool?
    /// The box of the pixels whose alpha is over the ink threshold; nil when none is.
    package var inkBox: PixelBox?

    /// How much ink lies on each outermost row and column of a PNG: its alpha summed along that
    /// line, as a share of the line's length (0...1). A curve tangent to the edge leaves a few
    /// faint pixels there; a frame or a shape cut by the edge a long run.
    package var edgeInk: EdgeInk?

    /// A drawable XML's facts (`root` says when it is not a `<vector>`).
    package var vector: VectorDrawable?

    /// Why the pixels were not measured (another format, over the cap); nil when they were.
    package var notMeasured: String?
    /// Why the file cannot be read (empty, corrupt, not XML); nil when it can.
    package var unreadable: String?

    package init(path: String, format: String, folder: String, density: String?) {
        self.path = path
        self.format = format
        self.folder = folder
        self.density = density
    }

    /// Pixels per dp of the folder's density: mdpi 1 (also a folder without a density, which
    /// Android scales as mdpi), hdpi 1.5, ..., `NNNdpi` NNN/160; nil for nodpi and anydpi.
    package var scale: Double? {
        guard let density else { return 1 }
        let named: [String: Double] = ["ldpi": 0.75, "mdpi": 1, "tvdpi": 213.0 / 160, "hdpi": 1.5, "xhdpi": 2, "xxhdpi": 3, "xxxhdpi": 4]
        if let scale = named[density] { return scale }
        guard density.hasSuffix("dpi"), let dpi = Int(density.dropLast(3)), dpi > 0, dpi < 10_000 else { return nil }
        return Double(dpi) / 160
    }

    /// The file's name without folders.
    package var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }

    /// The folder's platform-version qualifier (`-v11` gives 11), 0 when it has none: Android
    /// selects, among files that agree on every other qualifier, the highest at or below the
    /// device's API level. The qualifier is always a folder's last.
    package var apiLevel: Int { Self.apiLevel(of: folder)?.level ?? 0 }

    /// The folder without its platform-version qualifier ("drawable-night-hdpi" for
    /// "drawable-night-hdpi-v11"): the files that compete by API level share it.
    package var folderWithoutAPILevel: String { Self.apiLevel(of: folder)?.rest ?? folder }

    static func apiLevel(of folder: String) -> (level: Int, rest: String)? {
        guard let dash = folder.lastIndex(of: "-") else { return nil }
        let last = folder[folder.index(after: dash)...]
        guard last.count > 1, last.count < 6, last.first == "v", last.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
            let level = Int(last.dropFirst())
        else { return nil }
        return (level, String(folder[..<dash]))
    }
}
