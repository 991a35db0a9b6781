/// One density bucket of Android's small notification icon: a square canvas (24 dp) whose ink
/// stays in the live area in the middle (22 dp, Material's system icon grid), at the bucket's
/// pixels per dp.
struct AndroidNotificationDensity: Sendable, Equatable {
    /// The folder qualifier: "mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi".
    var name: String
    /// The canvas side in pixels.
    var canvas: Int
    var canvasDP = 24.0
    var liveAreaDP = 22.0

    /// The set the android preset's `android.small-icon-size` and `android.small-icon-live-area`
    /// judge (their values, read through the rule book), or Android's own buckets (mdpi 24 px to
    /// xxxhdpi 96 px, 22 of 24 dp live) where those values cannot make a set.
    static func set(_ sizes: (densities: [(name: String, pixels: Double)], canvasDP: Double, liveAreaDP: Double)) -> [Self] {
        let usable =
            !sizes.densities.isEmpty && sizes.canvasDP > 0 && sizes.liveAreaDP > 0 && sizes.liveAreaDP <= sizes.canvasDP
            && sizes.densities.allSatisfy { $0.pixels >= 1 && $0.pixels <= 1024 && AndroidNotificationIconOptions.isLegalName($0.name) }
        guard usable else { return standard }
        return sizes.densities.map { density in
            AndroidNotificationDensity(
                name: density.name, canvas: Int(density.pixels.rounded()), canvasDP: sizes.canvasDP, liveAreaDP: sizes.liveAreaDP)
        }
    }

    static let standard = [("mdpi", 24), ("hdpi", 36), ("xhdpi", 48), ("xxhdpi", 72), ("xxxhdpi", 96)].map { name, pixels in
        AndroidNotificationDensity(name: name, canvas: pixels)
    }

    /// Pixels per dp (mdpi is 1).
    var scale: Double { Double(canvas) / canvasDP }

    /// The clear margin on each side in whole pixels: the canvas outside the live area, rounded
    /// up (hdpi's 1.5 px becomes 2), so that the ink is inside the live area however a checker
    /// rounds its edge.
    var margin: Int { Int(((canvasDP - liveAreaDP) / 2 * scale - 1e-9).rounded(.up)) }

    /// The side of the square the ink is fitted into.
    var liveArea: Int { max(1, canvas - 2 * margin) }

    /// "drawable-xhdpi".
    var folder: String { "drawable-" + name }
}
